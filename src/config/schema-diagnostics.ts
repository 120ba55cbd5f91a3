import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { Diagnostic } from '../model/source.js';
import { escapeControls, firstInvisible } from '../text/terminal-escape.js';
import { longFormOf, suggest } from '../text/did-you-mean.js';
import { spacedTagProblem } from './tag-space.js';
import { formatPath, locatePath } from './yaml-document.js';
import type { PathSegment, YamlFile } from './yaml-document.js';

/**
 * A schema's violations as diagnostics with a location and a hint, for any compiled validator (the config's
 * and the settings file's). `rangeHints` names the range of a numeric key whose hint the defaults miss.
 */
export function checkSchemaWith(
  validate: ValidateFunction,
  yaml: YamlFile,
  rangeHints: Readonly<Record<string, string>> = {},
): Diagnostic[] {
  if (validate(yaml.data)) return [];
  // A bad key under `propertyNames` is reported by its own error, at the key; ajv's summary adds nothing.
  const diagnostics = (validate.errors ?? [])
    .filter((error) => error.keyword !== 'propertyNames')
    .map((error) => diagnoseSchemaError(error, yaml, rangeHints));
  // A misspelt required key ("scpoe") is reported once, as unknown with its did-you-mean, not also as missing.
  const misspelt = new Set(
    diagnostics.flatMap((diagnostic) => {
      const guess = /^did you mean "([^"]+)"/.exec(diagnostic.hint ?? '')?.[1];
      const parent = diagnostic.path?.replace(/\.?[^.[\]]+$/, '');
      return diagnostic.code === 'unknown-key' && guess !== undefined ? [`${parent}\u0000${guess}`] : [];
    }),
  );
  const seen = new Set<string>();
  return diagnostics.filter((diagnostic) => {
    const key = `${diagnostic.path}\u0000${diagnostic.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const missing = /^missing required key "([^"]+)"/.exec(diagnostic.message)?.[1];
    return missing === undefined || !misspelt.has(`${diagnostic.path}\u0000${missing}`);
  });
}

function diagnoseSchemaError(
  error: ErrorObject,
  yaml: YamlFile,
  rangeHints: Readonly<Record<string, string>>,
): Diagnostic {
  const propertyName = (error as { propertyName?: string }).propertyName;
  const path = [...parsePointer(error.instancePath), ...(propertyName === undefined ? [] : [propertyName])];
  const field = String(path.at(-1) ?? 'file');
  const where = (segments: readonly PathSegment[], key?: string) => ({
    path: formatPath(segments),
    source:
      propertyName === undefined
        ? locatePath(yaml, segments, key)
        : locatePath(yaml, segments.slice(0, -1), propertyName),
  });
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String((error.params as { additionalProperty: string }).additionalProperty);
      const allowed = Object.keys(schemaProperties(error.parentSchema));
      // At the top, a short form (`orgs:`) names the key it abbreviates: the file was walked for it.
      const guess = suggest(key, allowed) ?? (path.length === 0 ? longFormOf(key, allowed) : undefined);
      return {
        severity: 'error',
        code: 'unknown-key',
        message: `unknown key "${key}"`,
        hint: `${guess === undefined ? '' : `did you mean "${guess}"? `}allowed keys: ${allowed.join(', ')}`,
        path: formatPath([...path, key]),
        source: locatePath(yaml, path, key),
      };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const guess = typeof error.data === 'string' ? suggest(error.data, allowed) : undefined;
      return {
        severity: 'error',
        code: 'invalid-value',
        message: `${JSON.stringify(error.data)} is not a valid ${field}`,
        hint: `${guess === undefined ? '' : `did you mean "${guess}"? `}allowed: ${allowed.join(', ')}`,
        ...where(path),
      };
    }
    case 'type': {
      const expected = (error.params as { type: string | string[] }).type;
      const wanted = Array.isArray(expected) ? expected.join(' or ') : expected;
      const shown = typeNames[wanted] ?? wanted;
      return {
        severity: 'error',
        code: 'wrong-type',
        message: `must be ${article(shown)} ${shown}, not ${describeType(error.data)}`,
        hint: typeHint(wanted, field, error.data),
        ...where(path),
      };
    }
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return {
        severity: 'error',
        code: 'missing-key',
        message: `missing required key "${missing}"`,
        hint: `add "${missing}:" to this entry`,
        ...where(path),
      };
    }
    case 'pattern':
    case 'minLength': {
      const spaced = spacedTagProblem(error.schemaPath, error.data);
      if (spaced !== undefined)
        return { severity: 'error', code: 'invalid-value', ...spaced, ...where(path) };
      return {
        severity: 'error',
        code: 'invalid-value',
        message: blankMessage(error.schemaPath, error.data),
        ...where(path),
      };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
      return {
        severity: 'error',
        code: 'invalid-value',
        message: `${field} ${error.message ?? 'is out of range'}`,
        hint:
          rangeHints[field] ??
          (field.endsWith('Percent') ? 'a percentage from 0 to 100' : 'a number of 0 or more'),
        ...where(path),
      };
    default:
      return {
        severity: 'error',
        code: 'schema',
        message: `${field} ${error.message ?? 'is invalid'}`,
        ...where(path),
      };
  }
}

/** JSON Schema type names in the words of a YAML author. */
const typeNames: Partial<Record<string, string>> = {
  object: 'mapping',
  array: 'list',
  integer: 'whole number',
};

function blankMessage(schemaPath: string, data: unknown): string {
  const shown = escapeControls(JSON.stringify(data) ?? '');
  const hidden = typeof data === 'string' ? firstInvisible(data) : undefined;
  if (hidden !== undefined) {
    return `${shown} contains the control or invisible character ${escapeControls(hidden.char)} (character ${hidden.index + 1}): names, tags, labels and ids must be plain text`;
  }
  if (schemaPath.includes('/tag/')) return `tag ${shown} must have a non-space character and no commas`;
  return `${shown} must not be empty or blank`;
}

function typeHint(wanted: string, field: string, data: unknown): string {
  if (wanted === 'string') {
    const scalar = typeof data === 'number' || typeof data === 'boolean' ? `"${String(data)}"` : '"..."';
    return /^\d+$/.test(field) ? `quote it: ${scalar}` : `quote it: ${field}: ${scalar}`;
  }
  if (wanted === 'array') return `write a list: ${field}: [a, b] or one "- item" per line`;
  if (wanted === 'object') return 'write a mapping of "key: value" lines, indented under this key';
  if (wanted === 'boolean') return `write ${field}: true or ${field}: false (unquoted)`;
  return `write a plain ${wanted}`;
}

function schemaProperties(schema: unknown): Record<string, unknown> {
  if (typeof schema === 'object' && schema !== null && 'properties' in schema) {
    return (schema as { properties: Record<string, unknown> }).properties;
  }
  return {};
}

function parsePointer(pointer: string): PathSegment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function describeType(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return `${article(typeof value)} ${typeof value} (${String(value)})`;
  }
  return typeof value;
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}
