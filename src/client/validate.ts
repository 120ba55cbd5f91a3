import type { BodyParamSpec, OperationSpec, ParamConstraints, ParamType } from './operation-spec.js';
import { plural } from '../text/plural.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_DAYS = 31;
/** The one operation whose time window is a single day. */
const ONE_DAY_WINDOW_OPERATION = 'getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice';

/**
 * Checks call parameters against the operation table before anything is sent. Returns every problem as
 * `parameter: what is wrong and what to pass instead`; an empty list means the call may go out.
 */
export function validateParams(spec: OperationSpec, params: Record<string, unknown>, now: number): string[] {
  const problems: string[] = [];
  const known = new Set([
    ...spec.pathParams,
    ...spec.queryParams.map((q) => q.name),
    ...spec.bodyParams.map((b) => b.name),
  ]);
  for (const [name, value] of Object.entries(params)) {
    if (!known.has(name) && value !== undefined) problems.push(unknownProblem(name, known));
  }
  for (const name of spec.pathParams) {
    const value = params[name];
    if (value === undefined) problems.push(`'${name}' is required (a path parameter)`);
    else if (typeof value !== 'string' || value.length === 0) {
      problems.push(`'${name}' must be a non-empty string id (got ${describe(value)})`);
    }
  }
  for (const query of spec.queryParams) {
    const value = params[query.name];
    if (value !== undefined) problems.push(...checkValue(query.name, value, query));
  }
  for (const body of spec.bodyParams) problems.push(...checkBody(body.name, params[body.name], body));
  problems.push(...checkSpecialRules(spec, params, now));
  return problems;
}

function unknownProblem(name: string, known: Set<string>): string {
  const bare = name.replace(/\[\]$/, '').toLowerCase();
  const guess = [...known].find((k) => k.toLowerCase() === bare);
  const list = [...known].join(', ') || 'none';
  return guess === undefined
    ? `unknown parameter '${name}' (this operation takes: ${list})`
    : `unknown parameter '${name}' (did you mean '${guess}'?)`;
}

function checkBody(path: string, value: unknown, spec: BodyParamSpec): string[] {
  if (value === undefined) return spec.required ? [`'${path}' is required`] : [];
  const problems = checkValue(path, value, spec);
  if (problems.length > 0 || spec.properties === undefined) return problems;
  const objects = spec.type === 'array' ? (value as unknown[]) : [value];
  objects.forEach((object, index) => {
    const where = spec.type === 'array' ? `${path}[${index}]` : path;
    if (object === null || typeof object !== 'object' || Array.isArray(object)) {
      problems.push(`'${where}' must be an object (got ${describe(object)})`);
      return;
    }
    const record = object as Record<string, unknown>;
    const names = new Set(spec.properties?.map((p) => p.name));
    for (const key of Object.keys(record)) {
      if (!names.has(key) && record[key] !== undefined)
        problems.push(unknownProblem(`${where}.${key}`, names));
    }
    for (const property of spec.properties ?? []) {
      problems.push(...checkBody(`${where}.${property.name}`, record[property.name], property));
    }
  });
  return problems;
}

function checkValue(path: string, value: unknown, spec: ParamConstraints): string[] {
  if (!hasType(value, spec.type))
    return [`'${path}' must be ${typeWords(spec.type, spec.itemType)} (got ${describe(value)})`];
  const problems: string[] = [];
  if (spec.type === 'array' && spec.itemType !== undefined && spec.itemType !== 'object') {
    const itemType = spec.itemType;
    const bad = (value as unknown[]).findIndex((item) => !hasType(item, itemType));
    if (bad >= 0) problems.push(`'${path}[${bad}]' must be ${typeWords(itemType, undefined)}`);
  }
  if (spec.enum !== undefined && !spec.enum.includes(value as string | number)) {
    problems.push(`'${path}' must be one of ${spec.enum.join(', ')} (got ${describe(value)})`);
  }
  if (spec.firstElementEnum !== undefined) {
    const first = (value as unknown[])[0];
    // The spec's own modifyTags example sends the keyword and its tags as one string: "withAny, old_tag".
    const keyword = typeof first === 'string' ? (first.split(',')[0]?.trim() ?? '') : undefined;
    if (keyword === undefined || !spec.firstElementEnum.includes(keyword)) {
      problems.push(
        `'${path}' must start with a scope keyword (${spec.firstElementEnum.join(', ')}) followed by tags (got ${describe(first)} first)`,
      );
    }
  }
  if (spec.leadingKeywordEnum !== undefined && value !== '') {
    const keyword = String(value).split(',')[0]?.trim() ?? '';
    if (!spec.leadingKeywordEnum.includes(keyword)) {
      problems.push(
        `'${path}' must be "<keyword>[, tag, ...]" with a keyword from ${spec.leadingKeywordEnum.join(', ')} (got ${describe(value)})`,
      );
    }
  }
  const tooSmall = spec.minimum !== undefined && (value as number) < spec.minimum;
  const tooLarge = spec.maximum !== undefined && (value as number) > spec.maximum;
  if (tooSmall || tooLarge) {
    problems.push(
      `'${path}' must be from ${spec.minimum ?? '-'} to ${spec.maximum ?? '-'} (got ${describe(value)})`,
    );
  }
  return problems;
}

function hasType(value: unknown, type: ParamType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
  }
}

function typeWords(type: ParamType, itemType: ParamType | undefined): string {
  if (type === 'array') return `a list of ${itemType ?? 'value'}s`;
  return type === 'integer' || type === 'object' ? `an ${type}` : `a ${type}`;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Rules the table cannot express: the six-digit pin and the wireless time windows. */
function checkSpecialRules(spec: OperationSpec, params: Record<string, unknown>, now: number): string[] {
  const problems: string[] = [];
  const pin = params['pin'];
  if (spec.bodyParams.some((b) => b.name === 'pin') && pin !== undefined) {
    const sixDigits = Number.isInteger(pin) && (pin as number) >= 100000 && (pin as number) <= 999999;
    if (typeof pin === 'number' && !sixDigits)
      problems.push(`'pin' must be six digits, e.g. 123456 (got ${describe(pin)})`);
  }
  if (spec.queryParams.some((q) => q.name === 't0')) problems.push(...checkTimeWindow(spec, params, now));
  return problems;
}

function checkTimeWindow(spec: OperationSpec, params: Record<string, unknown>, now: number): string[] {
  const days = spec.operationId === ONE_DAY_WINDOW_OPERATION ? 1 : WINDOW_DAYS;
  const limit = days * DAY_MS;
  const unit = plural(days, 'day');
  const problems: string[] = [];
  const { t0, t1, timespan } = params;
  if (timespan !== undefined && (t0 !== undefined || t1 !== undefined)) {
    problems.push(`'timespan' cannot be combined with 't0'/'t1': pass either a timespan or a t0/t1 window`);
  }
  if (typeof timespan === 'number' && (timespan <= 0 || timespan * 1000 > limit)) {
    problems.push(
      `'timespan' must be more than 0 and at most ${limit / 1000} seconds (${unit}) (got ${timespan})`,
    );
  }
  const start = timeOf('t0', t0, problems);
  const end = timeOf('t1', t1, problems);
  if (start !== undefined && start < now - limit) {
    problems.push(`'t0' may be at most ${unit} back from now (got ${String(t0)})`);
  }
  if (start !== undefined && end !== undefined) {
    if (end < start) problems.push(`'t1' must not be before 't0'`);
    else if (end - start > limit) problems.push(`'t1' may be at most ${unit} after 't0' (got ${String(t1)})`);
  }
  return problems;
}

function timeOf(name: string, value: unknown, problems: string[]): number | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    problems.push(
      `'${name}' must be an ISO 8601 timestamp such as 2026-01-31T00:00:00Z (got ${describe(value)})`,
    );
    return undefined;
  }
  return time;
}
