import { canonicalTags } from '../canonical/tags.js';
import type { TagSet } from '../model/desired.js';

/**
 * Reads tags in any shape the API has used: a list, the string `"[]"` (or a JSON list in a string), or a
 * space-separated string such as `" tag1 tag2 "`. Anything else reads as no tags.
 */
export function readTags(raw: unknown): TagSet {
  return canonicalTags(tagStrings(raw));
}

/** Tags of any of those shapes as written, not yet canonical: a reader merging two places canonicalises once. */
export function tagStrings(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.filter((tag): tag is string => typeof tag === 'string');
  if (typeof raw !== 'string') return [];
  const text = raw.trim();
  if (text.startsWith('[') && text.endsWith(']')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return tagStrings(parsed);
    } catch {
      // Not JSON: fall through to the space-separated reading.
    }
  }
  return text.split(/\s+/);
}

/** What was added to and removed from a tag set (both canonical). */
export function diffTags(before: TagSet, after: TagSet): { added: TagSet; removed: TagSet } {
  if (sameList(before, after)) return { added: [], removed: [] };
  const old = new Set(before);
  const next = new Set(after);
  return {
    added: after.filter((tag) => !old.has(tag)),
    removed: before.filter((tag) => !next.has(tag)),
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
