/** Scope keywords of target groups, sentry policies and the device `scope[]` filter. */
export const TAG_SCOPE_KEYWORDS = ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'] as const;
export type TagScopeKeyword = (typeof TAG_SCOPE_KEYWORDS)[number];

/** Scope values of limited-access admin roles (the API documents no meaning; see docs/scopes.md). */
export const ROLE_SCOPES = ['all_tags', 'some', 'without_all_tags', 'without_some'] as const;
export type RoleScope = (typeof ROLE_SCOPES)[number];

/** Keywords that select devices through their tags and therefore need at least one tag. */
export const TAGGED_KEYWORDS: readonly TagScopeKeyword[] = ['withAny', 'withAll', 'withoutAny', 'withoutAll'];
