import { readFileSync } from 'node:fs';
import { runCaptured, type CliRun } from '../helpers/cli.js';

export const SEED_FILE = 'test/api/fixtures/seed.yaml';

/** Success status and response skeleton per operation, taken from the wire reference's table. */
export const REFERENCE = JSON.parse(
  readFileSync('test/api/fixtures/response-skeletons.json', 'utf8'),
) as Record<string, { successStatus: number; responseSkeleton: unknown }>;

export type { CliRun };

/** Runs `smform ARGV` in-process with captured output and a test key in the environment. */
export function smformIn(argv: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return runCaptured(argv, { env: { MERAKI_DASHBOARD_API_KEY: 'test-key', ...env } });
}

/** `smform --base-url URL api ...` against a running emulator. */
export function api(baseUrl: string, ...args: string[]): Promise<CliRun> {
  return smformIn(['--base-url', baseUrl, 'api', ...args]);
}

function typeProblem(value: unknown, type: string, path: string): string | undefined {
  const base = type.replace(/\(.*\)$/, '');
  const ok =
    base === 'string'
      ? typeof value === 'string'
      : base === 'integer'
        ? Number.isInteger(value)
        : base === 'number'
          ? typeof value === 'number'
          : base === 'boolean'
            ? typeof value === 'boolean'
            : base === 'object'
              ? typeof value === 'object' && value !== null && !Array.isArray(value)
              : false;
  return ok ? undefined : `${path}: expected ${type}, got ${JSON.stringify(value)}`;
}

/**
 * Every way `actual` departs from the skeleton: each skeleton key present with its type, arrays of
 * records not empty (so the check means something), `<deviceId>` keys standing for any key.
 */
export function shapeProblems(actual: unknown, skeleton: unknown, path = '$'): string[] {
  if (skeleton === null) return [];
  if (typeof skeleton === 'string') {
    const problem = typeProblem(actual, skeleton, path);
    return problem === undefined ? [] : [problem];
  }
  if (Array.isArray(skeleton)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${JSON.stringify(actual)}`];
    const element: unknown = skeleton[0];
    if (typeof element === 'object' && element !== null && actual.length === 0) return [`${path}: empty`];
    return actual.flatMap((item, i) => shapeProblems(item, element, `${path}[${i}]`));
  }
  if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) {
    return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
  }
  const record = actual as Record<string, unknown>;
  return Object.entries(skeleton as Record<string, unknown>).flatMap(([key, value]) => {
    if (key.startsWith('<')) {
      const entries = Object.entries(record);
      if (entries.length === 0) return [`${path}: no ${key} entries`];
      return entries.flatMap(([k, v]) => shapeProblems(v, value, `${path}.${k}`));
    }
    // `name?`: a field the spec marks optional and no source says how to fill (sentry's groupNumber).
    const optional = key.endsWith('?');
    const name = optional ? key.slice(0, -1) : key;
    if (!(name in record)) return optional ? [] : [`${path}.${name}: missing`];
    return shapeProblems(record[name], value, `${path}.${name}`);
  });
}
