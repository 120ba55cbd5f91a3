/**
 * Tag scopes as the API evaluates them, in the emulator's own code (it does not share smform's model).
 */

export const SCOPE_KEYWORDS = ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'] as const;
export type ScopeKeyword = (typeof SCOPE_KEYWORDS)[number];

/** The scope values of limited-access admin roles. */
export const ROLE_SCOPE_VALUES = ['all_tags', 'some', 'without_all_tags', 'without_some'] as const;

export function isScopeKeyword(value: unknown): value is ScopeKeyword {
  return typeof value === 'string' && (SCOPE_KEYWORDS as readonly string[]).includes(value);
}

export type ParsedScope = { ok: true; keyword: ScopeKeyword; tags: string[] } | { ok: false; error: string };

/**
 * Splits a target group scope string, `"withAny, tag1, tag2"`, into its keyword and tags. Spaces around
 * the commas are optional; an empty string means `none` (the API's documented default).
 */
export function parseTargetGroupScope(scope: string): ParsedScope {
  const parts = scope
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const [keyword, ...tags] = parts;
  if (keyword === undefined) return { ok: true, keyword: 'none', tags: [] };
  if (!isScopeKeyword(keyword)) {
    return {
      ok: false,
      error: `Scope must start with one of ${SCOPE_KEYWORDS.join(', ')}; got '${keyword}'`,
    };
  }
  return { ok: true, keyword, tags };
}

/**
 * Parses a `scope` array: the keyword first, then the tags. A first element holding commas is split at
 * them, as the spec's own modifyTags example sends it (`["withAny, old_tag"]`).
 */
export function parseScopeParam(values: string[]): ParsedScope {
  const [head, ...rest] = values;
  const [keyword, ...tags] = [...(head?.split(',').map((part) => part.trim()) ?? []), ...rest];
  if (keyword === undefined) return { ok: true, keyword: 'all', tags: [] };
  if (!isScopeKeyword(keyword)) {
    return {
      ok: false,
      error: `'scope' must start with one of ${SCOPE_KEYWORDS.join(', ')}; got '${keyword}'`,
    };
  }
  return { ok: true, keyword, tags: tags.filter((tag) => tag !== '') };
}

/** Whether an object carrying `objectTags` is in the scope `keyword` + `scopeTags`. */
export function isInScope(
  keyword: ScopeKeyword,
  scopeTags: readonly string[],
  objectTags: readonly string[],
): boolean {
  const has = new Set(objectTags);
  switch (keyword) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'withAny':
      return scopeTags.some((tag) => has.has(tag));
    case 'withAll':
      return scopeTags.every((tag) => has.has(tag));
    case 'withoutAny':
      return !scopeTags.some((tag) => has.has(tag));
    case 'withoutAll':
      return !scopeTags.every((tag) => has.has(tag));
  }
}

/** Tags as the Dashboard stores a written tag list: it splits a tag at spaces ("a b" is two tags). */
export function splitAtSpaces(tags: readonly string[]): string[] {
  return tags.flatMap((tag) => tag.split(/\s+/u)).filter((tag) => tag !== '');
}

/** A user's `tags` as the API returns them: one space-separated string. */
export function splitTagString(tags: unknown): string[] {
  if (typeof tags !== 'string') return Array.isArray(tags) ? tags.filter((t) => typeof t === 'string') : [];
  return tags.split(/\s+/).filter((tag) => tag !== '');
}
