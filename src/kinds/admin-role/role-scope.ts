import type { RoleScope, TagScopeKeyword } from '../../model/scope.js';

/**
 * How a limited-access role's scope reads as a device tag scope. The API documents no meaning for the
 * role vocabulary; this is the one place that decides it, by the names:
 *
 * | role scope         | tag scope keyword | devices selected                         |
 * |--------------------|-------------------|------------------------------------------|
 * | `all_tags`         | `withAll`         | holding every one of the role's tags      |
 * | `some`             | `withAny`         | holding at least one of the role's tags   |
 * | `without_all_tags` | `withoutAll`      | not holding all of the role's tags        |
 * | `without_some`     | `withoutAny`      | holding none of the role's tags           |
 *
 * Roles keep their own vocabulary everywhere else (config, plan, API); only device evaluation and the
 * risk rules read them through this table.
 */
export const ROLE_SCOPE_AS_TAG_SCOPE: Readonly<Record<RoleScope, TagScopeKeyword>> = {
  all_tags: 'withAll',
  some: 'withAny',
  without_all_tags: 'withoutAll',
  without_some: 'withoutAny',
};

export function roleScopeAsTagScope(scope: RoleScope): TagScopeKeyword {
  return ROLE_SCOPE_AS_TAG_SCOPE[scope];
}
