import type { TagSet } from '../model/desired.js';
import { TAG_SCOPE_KEYWORDS, TAGGED_KEYWORDS, type TagScopeKeyword } from '../model/scope.js';
import { canonicalTags } from '../canonical/tags.js';

export function isTagScopeKeyword(value: unknown): value is TagScopeKeyword {
  return typeof value === 'string' && (TAG_SCOPE_KEYWORDS as readonly string[]).includes(value);
}

export function isTaggedKeyword(keyword: TagScopeKeyword): boolean {
  return TAGGED_KEYWORDS.includes(keyword);
}

/** A keyword that widens a scope in a way a reviewer must confirm: everything, or a negation. */
export function isRiskyKeyword(keyword: TagScopeKeyword): boolean {
  return keyword === 'all' || keyword === 'withoutAll' || keyword === 'withoutAny';
}

/**
 * The tags that count for a scope: `all` and `none` select devices without tags, so any tags the API
 * still holds for them are meaningless and never compared.
 */
export function effectiveTags(keyword: TagScopeKeyword, tags: readonly string[]): TagSet {
  return isTaggedKeyword(keyword) ? canonicalTags(tags) : [];
}

/**
 * Parses the API's scope string: the keyword alone (`"all"`) or keyword plus tags (`"withAny, a, b"`),
 * whitespace tolerant. Empty means `none`, as the API defaults. Returns undefined for an unknown keyword.
 */
export function parseScopeString(text: string): { keyword: TagScopeKeyword; tags: TagSet } | undefined {
  const split = splitScopeString(text);
  return split === undefined ? undefined : { keyword: split.keyword, tags: canonicalTags(split.tags) };
}

/** `parseScopeString` with the tags as written (trimmed, not yet canonical), for a reader that merges them. */
export function splitScopeString(text: string): { keyword: TagScopeKeyword; tags: string[] } | undefined {
  const parts = text.split(',').map((part) => part.trim());
  const head = parts[0] ?? '';
  const keyword = head === '' ? 'none' : head;
  if (!isTagScopeKeyword(keyword)) return undefined;
  return { keyword, tags: parts.slice(1) };
}

/** The scope string a target group write sends: `"withAny, a, b"`, or the keyword alone for all/none. */
export function formatScopeString(keyword: TagScopeKeyword, tags: readonly string[]): string {
  return scopeString(keyword, effectiveTags(keyword, tags));
}

/** `formatScopeString` of tags already canonical (a change read as a target group's): no second sort. */
export function scopeString(keyword: TagScopeKeyword, tags: TagSet): string {
  return !isTaggedKeyword(keyword) || tags.length === 0 ? keyword : [keyword, ...tags].join(', ');
}
