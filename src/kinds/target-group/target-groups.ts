import type { TagSet } from '../../model/desired.js';
import type { LiveTargetGroup } from '../../model/live.js';
import type { Change, FieldChange } from '../../model/plan.js';
import type { TagScopeKeyword } from '../../model/scope.js';
import { brokenPlan, changeId, changeNetworkId, changeString, changeTags } from '../change-fields.js';
import { diffCanonical } from '../canonical-diff.js';
import { isRecord, liveDataError, optionalString, unwrapItems } from '../json.js';
import { Operation, type WriteRequest } from '../operations.js';
import { effectiveTags, formatScopeString, isTagScopeKeyword, parseScopeString } from '../tag-scope.js';
import { canonicalTags } from '../../canonical/tags.js';
import { readTags } from '../tags.js';

/** What is compared for a target group: the name, the scope keyword and the tags that count for it. */
export interface CanonicalTargetGroup {
  name: string;
  scope: TagScopeKeyword;
  tags: TagSet;
}

/** The one normal form, applied to desired and live groups alike before they are compared. */
export function normalizeTargetGroup(group: {
  name: string;
  scope: TagScopeKeyword;
  tags: readonly string[];
}): CanonicalTargetGroup {
  return { name: group.name, scope: group.scope, tags: effectiveTags(group.scope, group.tags) };
}

/**
 * Reads one target group from the API. `scope` may be the keyword alone or the full `"withAny, a, b"`
 * string; `tags` a list, `"[]"` or a space-separated string. Tags from both places are merged.
 */
export function readTargetGroup(raw: unknown, networkId: string): LiveTargetGroup {
  if (!isRecord(raw)) throw liveDataError(`unexpected target group in network ${networkId}: not an object`);
  const name = optionalString(raw, 'name');
  if (name === undefined) throw liveDataError(`a target group in network ${networkId} has no name`);
  const id = optionalString(raw, 'id');
  if (id === undefined) {
    throw liveDataError(
      `target group "${name}" in network ${networkId} has no id (the old response shape)`,
      'smform needs target group ids to update and delete; check that the API base URL serves Dashboard API v1',
    );
  }
  const scopeText = optionalString(raw, 'scope') ?? '';
  const parsed = parseScopeString(scopeText);
  if (parsed === undefined) {
    throw liveDataError(`target group "${name}" in network ${networkId} has an unknown scope "${scopeText}"`);
  }
  return { id, name, scope: parsed.keyword, tags: canonicalTags([...parsed.tags, ...readTags(raw['tags'])]) };
}

/** Reads the list `getNetworkSmTargetGroups` returns (bare, or in an `{items}` envelope). */
export function readTargetGroups(raw: unknown, networkId: string): LiveTargetGroup[] {
  return unwrapItems(raw, `the target groups of network ${networkId}`).map((entry) =>
    readTargetGroup(entry, networkId),
  );
}

/** The fields that differ between two canonical forms (name, scope, then tags): every field of the form. */
export function diffTargetGroup(before: CanonicalTargetGroup, after: CanonicalTargetGroup): FieldChange[] {
  return diffCanonical(before, after);
}

/**
 * The API call for a target group change. Create and update always send the full desired name and scope
 * string (the API may reset fields a PUT omits).
 */
export function targetGroupWrite(change: Change): WriteRequest {
  const networkId = changeNetworkId(change);
  if (change.kind !== 'targetGroup') throw brokenPlan(change, 'kind targetGroup');
  switch (change.action) {
    case 'create':
    case 'update': {
      const scope = changeString(change, 'after', 'scope');
      if (!isTagScopeKeyword(scope)) throw brokenPlan(change, 'after.scope');
      const body = {
        name: changeString(change, 'after', 'name'),
        scope: formatScopeString(scope, changeTags(change, 'after')),
      };
      return change.action === 'create'
        ? { operationId: Operation.createTargetGroup, params: { networkId, ...body } }
        : {
            operationId: Operation.updateTargetGroup,
            params: { networkId, targetGroupId: changeId(change), ...body },
          };
    }
    case 'delete':
      return {
        operationId: Operation.deleteTargetGroup,
        params: { networkId, targetGroupId: changeId(change) },
      };
    case 'noop':
      throw brokenPlan(change, 'write (a noop needs none)');
  }
}
