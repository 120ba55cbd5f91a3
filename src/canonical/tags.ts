import { compareCodePoints } from './compare.js';

/** Tags as a set: trimmed, empty ones dropped, de-duplicated, sorted by code point. */
export function canonicalTags(tags: readonly string[]): string[] {
  // Most tag lists (every live one read back, every one of a plan's noops) are canonical already.
  if (isCanonical(tags)) return tags.slice();
  const unique = new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''));
  return [...unique].sort(compareCodePoints);
}

/** Trimmed, non-empty and strictly increasing by code point: what `canonicalTags` would return. */
function isCanonical(tags: readonly string[]): boolean {
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i] as string;
    if (tag === '' || tag.trim() !== tag) return false;
    if (i > 0 && compareCodePoints(tags[i - 1] as string, tag) >= 0) return false;
  }
  return true;
}
