import type { LiveDevice } from '../model/live.js';
import type { RoleScope, TagScopeKeyword } from '../model/scope.js';
import { isRoleScope } from './admin-role/admin-roles.js';
import { roleScopeAsTagScope } from './admin-role/role-scope.js';
import { effectiveTags, isTagScopeKeyword } from './tag-scope.js';

/**
 * A device selection in the one vocabulary the evaluator knows: a tag scope keyword and the tags that
 * count for it. Role scopes reach it through `role-scope.ts`, the one place that reads them.
 */
export interface TagScope {
  keyword: TagScopeKeyword;
  tags: readonly string[];
}

/** The tag scope of any object's `scope` + `tags`: target group and sentry keywords, or role scopes. */
export function tagScopeOf(scope: TagScopeKeyword | RoleScope, tags: readonly string[]): TagScope {
  const keyword = isTagScopeKeyword(scope) ? scope : roleScopeAsTagScope(scope);
  return { keyword, tags: effectiveTags(keyword, tags) };
}

/** Reads `{scope, tags}` from a plan record (a change's `before`/`after`); undefined when it has none. */
export function tagScopeOfRecord(record: Record<string, unknown> | null | undefined): TagScope | undefined {
  const scope = record?.['scope'];
  const rawTags = record?.['tags'];
  const tags = Array.isArray(rawTags) ? rawTags.filter((tag): tag is string => typeof tag === 'string') : [];
  if (isTagScopeKeyword(scope) || isRoleScope(scope)) return tagScopeOf(scope, tags);
  return undefined;
}

/**
 * Whether a device carrying `deviceTags` is selected by `scope`. Tags compare exactly (case-sensitive):
 * `all` selects every device, `none` none; `withAny` a device holding at least one of the tags, `withAll`
 * every one of them, `withoutAny` none of them, `withoutAll` not all of them.
 */
export function isSelected(scope: TagScope, deviceTags: readonly string[]): boolean {
  const has = new Set(deviceTags);
  switch (scope.keyword) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'withAny':
      return scope.tags.some((tag) => has.has(tag));
    case 'withAll':
      return scope.tags.every((tag) => has.has(tag));
    case 'withoutAny':
      return !scope.tags.some((tag) => has.has(tag));
    case 'withoutAll':
      return !scope.tags.every((tag) => has.has(tag));
  }
}

/** The devices a scope selects, in their given order. */
export function selectDevices<T extends Pick<LiveDevice, 'tags'>>(
  scope: TagScope,
  devices: readonly T[],
): T[] {
  return devices.filter((device) => isSelected(scope, device.tags));
}

/** One policy of an ordered sentry list (highest priority first), as the evaluator needs it. */
export interface PriorityPolicy extends TagScope {
  smNetworkId: string;
  groupPolicyId: string;
}

/**
 * The group policy a sentry list gives a device of `networkId`: the first policy (highest priority
 * first) on that SM network whose scope selects the device; undefined when none does.
 */
export function assignedGroupPolicy(
  policies: readonly PriorityPolicy[],
  networkId: string,
  deviceTags: readonly string[],
): string | undefined {
  const policy = policies.find(
    (candidate) => candidate.smNetworkId === networkId && isSelected(candidate, deviceTags),
  );
  return policy?.groupPolicyId;
}

/** Reads a sentry record's `policies` (a change's `before`/`after`) into priority policies. */
export function priorityPoliciesOfRecord(
  record: Record<string, unknown> | null | undefined,
): PriorityPolicy[] {
  const raw = record?.['policies'];
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const policy = entry as Record<string, unknown>;
    const scope = tagScopeOfRecord(policy);
    const smNetworkId = policy['smNetworkId'];
    const groupPolicyId = policy['groupPolicyId'];
    if (scope === undefined || typeof smNetworkId !== 'string' || typeof groupPolicyId !== 'string')
      return [];
    return [{ ...scope, smNetworkId, groupPolicyId }];
  });
}
