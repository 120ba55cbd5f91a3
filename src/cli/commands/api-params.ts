import { defined } from '../../canonical/defined.js';
import type { BodyParamSpec, OperationSpec, ParamType, QueryParamSpec } from '../../client/index.js';

/**
 * Turns `name=value` words and an `--input` body into call parameters, typed by the operation table.
 * Only parsing happens here: a value that does not convert is passed on as text, so the client's
 * `validateParams` reports it with every other problem (one place for the rules).
 */

interface Target {
  /** The parameter name the client takes (camelCase, no `[]`). */
  name: string;
  type: ParamType;
  itemType?: ParamType;
}

export interface ParsedParams {
  params: Record<string, unknown>;
  /** Words that could not be read at all (no `=`, bad JSON, a single value given twice). */
  problems: string[];
}

/** `per_page` -> `perPage`, `serials[]` -> `serials`. */
export function normalizeName(raw: string): string {
  return raw.replace(/\[\]$/, '').replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function targetsOf(spec: OperationSpec): Map<string, Target> {
  const targets = new Map<string, Target>();
  for (const name of spec.pathParams) targets.set(name, { name, type: 'string' });
  const add = (param: QueryParamSpec | BodyParamSpec): void => {
    targets.set(param.name, {
      name: param.name,
      type: param.type,
      ...defined({ itemType: param.itemType }),
    });
  };
  spec.queryParams.forEach(add);
  spec.bodyParams.forEach(add);
  return targets;
}

/** The parameter a word names: by wire name, camelCase or snake_case, then ignoring case. */
function resolve(targets: Map<string, Target>, raw: string): Target | undefined {
  const name = normalizeName(raw);
  const exact = targets.get(name);
  if (exact !== undefined) return exact;
  const lower = name.toLowerCase();
  return [...targets.values()].find((target) => target.name.toLowerCase() === lower);
}

function scalar(type: ParamType | undefined, text: string): unknown {
  if (type === 'integer' || type === 'number')
    return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text;
  if (type === 'boolean') {
    const lower = text.trim().toLowerCase();
    return lower === 'true' ? true : lower === 'false' ? false : text;
  }
  return text;
}

function json(name: string, text: string, problems: string[]): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    problems.push(`'${name}' must be JSON here, e.g. ${name}='{"name":"Kiosk 1"}' (got ${text})`);
    return undefined;
  }
}

/** Reads the words; arrays collect repetitions and comma-separated values, objects take JSON. */
export function parseParams(
  spec: OperationSpec,
  words: readonly string[],
  input: Record<string, unknown> = {},
): ParsedParams {
  const targets = targetsOf(spec);
  const problems: string[] = [];
  const params: Record<string, unknown> = structuredClone(input);
  const fromWords = new Set<string>();
  for (const word of words) {
    const at = word.indexOf('=');
    if (at <= 0) {
      problems.push(`'${word}' is not name=value (e.g. networkId=N_1 or serials=Q1,Q2)`);
      continue;
    }
    const rawName = word.slice(0, at);
    const text = word.slice(at + 1);
    const dot = rawName.indexOf('.');
    const target = resolve(targets, dot > 0 ? rawName.slice(0, dot) : rawName);
    if (target === undefined) {
      params[normalizeName(rawName)] = text;
      continue;
    }
    if (dot > 0 && target.type === 'object') {
      const member = rawName.slice(dot + 1);
      const current = params[target.name];
      const object =
        typeof current === 'object' && current !== null && !Array.isArray(current) ? current : {};
      params[target.name] = { ...object, [member]: text };
      fromWords.add(target.name);
      continue;
    }
    if (target.type === 'array') {
      const previous =
        fromWords.has(target.name) && Array.isArray(params[target.name])
          ? (params[target.name] as unknown[])
          : [];
      const items: unknown =
        text.trim().startsWith('[') || target.itemType === 'object'
          ? json(target.name, text, problems)
          : text === ''
            ? []
            : text.split(',').map((item) => scalar(target.itemType, item.trim()));
      params[target.name] = [
        ...previous,
        ...(Array.isArray(items) ? (items as unknown[]) : items === undefined ? [] : [items]),
      ];
    } else if (fromWords.has(target.name)) {
      problems.push(`'${target.name}' was given twice; it takes one value`);
      continue;
    } else if (target.type === 'object') {
      const value = json(target.name, text, problems);
      if (value !== undefined) params[target.name] = value;
    } else {
      params[target.name] = scalar(target.type, text);
    }
    fromWords.add(target.name);
  }
  return { params, problems };
}
