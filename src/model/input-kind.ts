/**
 * The kinds of file a user hands smform, so that one given where another is expected (a saved plan as
 * config, a config as a plan, a seed as a snapshot) is named for what it is instead of failing on its
 * first unknown key.
 */
export type InputKind = 'config' | 'plan' | 'snapshot' | 'seed';

/** `a saved plan` etc., as a message names the kind of a file. */
export const INPUT_KIND_NAMES: Record<InputKind, string> = {
  config: 'a config file',
  plan: 'a saved plan',
  snapshot: 'a live snapshot (or apply backup)',
  seed: 'an emulator seed',
};

/** What to do with a file of this kind instead (`FILE` stands for its path). */
const USE_OF_KIND: Record<InputKind, string> = {
  config: 'plan from it with `smform plan FILE`',
  plan: 'show it with `smform show FILE`, apply it with `smform apply FILE`',
  snapshot: 'plan against it with `smform plan PATH... --live-from FILE`',
  seed: 'run against it with `smform --emulator FILE plan PATH...`',
};

/** Keys only an emulator seed has (API field names): a config with them is no config. */
const SEED_ONLY_KEYS = ['networkId', 'smNetworkId', 'policyId', 'devices', 'users', 'wirelessControllers'];
/** Keys only a config has (smform's own names): a seed with them is no seed. */
const CONFIG_ONLY_KEYS = ['policy', 'use', 'network', 'smNetwork', 'protected'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `value` holds one of `keys` at any depth (the first few levels). */
function hasKey(value: unknown, keys: readonly string[], depth = 0): boolean {
  if (depth > 6) return false;
  if (Array.isArray(value)) return value.some((item) => hasKey(item, keys, depth + 1));
  if (!isRecord(value)) return false;
  return Object.entries(value).some(([key, inner]) => keys.includes(key) || hasKey(inner, keys, depth + 1));
}

/**
 * The kind of a parsed file (JSON or YAML data), when it is recognisably one: a plan has a `planHash`
 * (or a `formatVersion` and `changes`), a snapshot its `kind`, a seed `organizations` with API field
 * names, a config `templates` or `organizations` with smform's own names. A `$schema` modeline in the
 * text decides first.
 */
export function inputKindOf(data: unknown, text = ''): InputKind | undefined {
  const modeline = /^\s*#\s*yaml-language-server:\s*\$schema=\S*?([\w.-]+\.schema\.json)/m.exec(
    text.slice(0, 2000),
  );
  if (modeline?.[1] === 'seed.schema.json') return 'seed';
  if (modeline?.[1] === 'smform.schema.json') return 'config';
  if (!isRecord(data)) return undefined;
  if (data['kind'] === 'smform/live-snapshot') return 'snapshot';
  if (typeof data['planHash'] === 'string') return 'plan';
  if (typeof data['formatVersion'] === 'string' && Array.isArray(data['changes'])) return 'plan';
  // Organizations with names only both share (ids, names, target groups) are either: no claim.
  const organizations = data['organizations'];
  if (Array.isArray(organizations) && hasKey(organizations, SEED_ONLY_KEYS)) return 'seed';
  if (Array.isArray(organizations) && hasKey(organizations, CONFIG_ONLY_KEYS)) return 'config';
  if (isRecord(data['templates'])) return 'config';
  return undefined;
}

/** `plan.json is a saved plan, not a config file` and what to do with it instead. */
export function wrongKindMessage(
  file: string,
  found: InputKind,
  expected: InputKind,
): { message: string; hint: string } {
  return {
    message: `${file} is ${INPUT_KIND_NAMES[found]}, not ${INPUT_KIND_NAMES[expected]}`,
    hint: USE_OF_KIND[found].replace(/FILE/g, file),
  };
}

/**
 * Why a file could not be read or written, in plain words (`it does not exist`, `it is a directory, not a file`),
 * from the error `fs` threw; never the raw `ENOENT: ..., open '/abs/path'`.
 */
export function fileProblemReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'it does not exist';
    case 'EISDIR':
      return 'it is a directory, not a file';
    case 'ENOTDIR':
      return 'a part of its path is a file, not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
