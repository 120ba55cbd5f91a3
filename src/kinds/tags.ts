import type { TagSet } from '../model/desired.js';

/** Compares by Unicode code point, so the order does not depend on locale or UTF-16 surrogates. */
export function compareCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** Tags as a set: trimmed, empty ones dropped, de-duplicated, sorted by code point. */
export function canonicalTags(tags: readonly string[]): TagSet {
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
  if (text.startsWith('[') && text.endsWith(']')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return readTags(parsed);
    } catch {
      // Not JSON: fall through to the space-separated reading.
    }
  }
  return canonicalTags(text.split(/\s+/));
}

/** What was added to and removed from a tag set (both canonical). */
export function diffTags(before: TagSet, after: TagSet): { added: TagSet; removed: TagSet } {
  const old = new Set(before);
  const next = new Set(after);
  return {
    added: after.filter((tag) => !old.has(tag)),
    removed: before.filter((tag) => !next.has(tag)),
  };
}
