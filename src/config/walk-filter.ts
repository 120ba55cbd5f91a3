import { longFormOf, suggest } from '../text/did-you-mean.js';
import { readConfigSchema } from './schema.js';

/**
 * Which files of a walked directory are config. A config repository also holds other YAML (mkdocs.yml,
 * .pre-commit-config.yaml, docker-compose files): such a file is skipped, and listed, unless it looks
 * meant for smform. Files named on the command line never pass through here.
 */

let topLevelKeys: readonly string[] | undefined;

/** The top-level keys the config schema knows (`organizations`, ...). */
function configKeys(): readonly string[] {
  topLevelKeys ??= Object.keys(readConfigSchema()['properties'] ?? {});
  return topLevelKeys;
}

/**
 * The lines of a text, one at a time: the filters below stop at the first line that decides, and a fleet's
 * 4,000 files of a few hundred lines each are not split whole to read their first key.
 */
export function* linesOf(text: string): Generator<string> {
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    if (end < 0) {
      yield text.slice(start);
      return;
    }
    yield text.slice(start, end);
    start = end + 1;
  }
}

/** A line that may hold a top-level key: not indented, not a list entry or comment. */
const TOP_LEVEL_KEY = /^(?:"([^"]+)"|'([^']+)'|([^\s#'"\-?:][^:#]*?))\s*:(?:\s|$)/;

/** Whether the file's leading comments hold a modeline naming smform's schema. */
function hasSmformModeline(text: string): boolean {
  const named = modelineSchema(text);
  return named !== undefined && /(^|[\\/])smform\.schema\.json$/.test(named);
}

/** The `$schema=` a file's leading `# yaml-language-server:` modeline names, if its leading comments have one. */
export function modelineSchema(text: string): string | undefined {
  for (const line of linesOf(text)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (!trimmed.startsWith('#')) return undefined;
    const match = /yaml-language-server:\s*\$schema=(\S+)/.exec(trimmed);
    if (match?.[1] !== undefined) return match[1];
  }
  return undefined;
}

/** Keys only an smform config has: a file holding one at any depth is meant for smform. */
const SMFORM_KEY = /^\s*(?:-\s+)?(?:adminRoles|targetGroups|sentryPolicies)\s*:/;

/** A key meant as one of `known`: itself, a near spelling, or a short form sharing its first 3 letters (`orgs`). */
export function nearConfigKey(key: string, known: readonly string[]): boolean {
  return known.includes(key) || suggest(key, known) !== undefined || longFormOf(key, known) !== undefined;
}

/**
 * Why a walked file is not config, or undefined when it is meant for smform: it has an smform modeline,
 * a top-level key of the config schema or one close to it (`organisations:`, `Organizations:`, `orgs:`),
 * or a key only smform config has (`targetGroups:`) at any depth, so that a typo is reported instead of
 * skipped. The keys are read from the lines (block style, any document), up to the first that decides.
 */
export function notConfigReason(text: string): string | undefined {
  if (hasSmformModeline(text)) return undefined;
  const known = configKeys();
  for (const raw of linesOf(text)) {
    const first = raw.charCodeAt(0);
    if (first === 123 /* { */) return undefined;
    if (SMFORM_KEY.test(raw)) return undefined;
    // Indented, a list entry, a comment or blank: no top-level key here.
    if (Number.isNaN(first) || first === 32 || first === 45 || first === 35 || first === 9) continue;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const match = TOP_LEVEL_KEY.exec(line);
    const key = match?.[1] ?? match?.[2] ?? match?.[3];
    if (key !== undefined && nearConfigKey(key, known)) return undefined;
  }
  return 'no organizations: key';
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
  for (let i = 0; i < glob.length; i += 1) {
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
