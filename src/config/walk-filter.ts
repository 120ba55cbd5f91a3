import { suggest } from './did-you-mean.js';
import { readConfigSchema } from './schema.js';

/**
 * Which files of a walked directory are config. A config repository also holds other YAML (mkdocs.yml,
 * .pre-commit-config.yaml, docker-compose files): such a file is skipped, and listed, unless it looks
 * meant for smform. Files named on the command line never pass through here.
 */

let topLevelKeys: readonly string[] | undefined;

/** The top-level keys the config schema knows (`organizations`, ...). */
function configKeys(): readonly string[] {
  // Stryker disable next-line LogicalOperator,StringLiteral: filled once per process, before a mutant here is switched on; a wrong list fails test/config/walk-filter.test.ts run on its own
  topLevelKeys ??= Object.keys(readConfigSchema()['properties'] ?? {});
  return topLevelKeys;
}

/** The keys of a YAML file's top-level mapping, read from its lines (block style, any document). */
function topLevelKeysOf(text: string): string[] | 'flow' {
  // Stryker disable next-line ArrayDeclaration: a made-up first key is no config key and no near miss of one, so it changes nothing
  const keys: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^\{/.test(line)) return 'flow';
    const match = /^(?:"([^"]+)"|'([^']+)'|([^\s#'"\-?:][^:#]*?))\s*:(?:\s|$)/.exec(line);
    const key = match?.[1] ?? match?.[2] ?? match?.[3];
    if (key !== undefined) keys.push(key);
  }
  return keys;
}

/** Whether the file's leading comments hold a modeline naming smform's schema. */
function hasSmformModeline(text: string): boolean {
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (!trimmed.startsWith('#')) return false;
    const match = /yaml-language-server:\s*\$schema=(\S+)/.exec(trimmed);
    if (match?.[1] !== undefined) return /(^|[\\/])smform\.schema\.json$/.test(match[1]);
  }
  return false;
}

/**
 * Why a walked file is not config, or undefined when it is meant for smform: it has an smform modeline,
 * or a top-level key of the config schema or one close to it (`organisations:`, `Organizations:`), so
 * that a typo is reported instead of skipped.
 */
export function notConfigReason(text: string): string | undefined {
  if (hasSmformModeline(text)) return undefined;
  const keys = topLevelKeysOf(text);
  if (keys === 'flow') return undefined;
  const known = configKeys();
  const meant = keys.some((key) => known.includes(key) || suggest(key, known) !== undefined);
  return meant ? undefined : 'no organizations: key';
}

/** One line of `.smformignore`. */
interface IgnoreRule {
  negated: boolean;
  /** Matches directories only (the pattern ended in `/`). */
  directory: boolean;
  pattern: RegExp;
}

export const IGNORE_FILE = '.smformignore';

function globToRegExp(glob: string, anchored: boolean): RegExp {
  let source = '';
  // Stryker disable next-line EqualityOperator: one more pass reads past the glob: an empty char adds nothing
  for (let i = 0; i < glob.length; i += 1) {
    // Stryker disable next-line StringLiteral: i is inside the glob, so glob[i] is defined; `?? ''` only types it
    const char = glob[i] ?? '';
    if (char === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`${anchored ? '^' : '^(?:.*/)?'}${source}$`);
}

/**
 * Reads `.smformignore`: gitignore's syntax for the common cases. Blank lines and `#` comments are
 * skipped; `*`, `?` and `**` are globs; a trailing `/` matches directories only; a pattern holding a `/`
 * (other than a trailing one) is relative to the walked root, one without matches at any depth; `!`
 * takes a path back in. The last matching line wins.
 */
export function parseIgnoreFile(text: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.replace(/\s+$/, '');
    if (line.startsWith('#')) continue;
    const negated = line.startsWith('!');
    if (negated) line = line.slice(1);
    const directory = line.endsWith('/');
    if (directory) line = line.slice(0, -1);
    const anchored = line.includes('/');
    if (line.startsWith('/')) line = line.slice(1);
    if (line === '') continue;
    rules.push({ negated, directory, pattern: globToRegExp(line, anchored) });
  }
  return rules;
}

/** Whether a file (its path relative to the walked root, `/`-separated) is left out by the rules. */
export function isIgnored(rules: readonly IgnoreRule[], relativePath: string): boolean {
  const parts = relativePath.split('/');
  const directories = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    const matches =
      directories.some((dir) => rule.pattern.test(dir)) ||
      (!rule.directory && rule.pattern.test(relativePath));
    if (matches) ignored = !rule.negated;
  }
  return ignored;
}
