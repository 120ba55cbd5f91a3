import type { TagSet } from '../../model/desired.js';
import type { LiveTargetGroup } from '../../model/live.js';
import type { Change, FieldChange } from '../../model/plan.js';
import type { TagScopeKeyword } from '../../model/scope.js';
import { brokenPlan, changeId, changeNetworkId, scopedSide } from '../change-fields.js';
import { diffCanonical } from '../canonical-diff.js';
import { isRecord, liveDataError, optionalString, unwrapItems } from '../json.js';
import { Operation, type WriteRequest } from '../operations.js';
import { effectiveTags, isTagScopeKeyword, scopeString, splitScopeString } from '../tag-scope.js';
import { canonicalTags } from '../../canonical/tags.js';
import { tagStrings } from '../tags.js';

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
  const parsed = splitScopeString(scopeText);
  if (parsed === undefined) {
    throw liveDataError(`target group "${name}" in network ${networkId} has an unknown scope "${scopeText}"`);
  }
  // The live edge: tags of both places merged, then made canonical once.
  const tags = canonicalTags([...parsed.tags, ...tagStrings(raw['tags'])]);
  return { id, name, scope: parsed.keyword, tags };
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
 * Reads a plan entry as a target-group change, once, before its write is built: a plan file is untrusted
 * input, so its tags are made canonical here and the write takes them as they are.
 */
export function readTargetGroupChange(change: Change): Change<CanonicalTargetGroup> {
  if (change.kind !== 'targetGroup') throw brokenPlan(change, 'kind targetGroup');
  const writes = change.action === 'create' || change.action === 'update';
  const after = writes ? scopedSide(change, 'after', isTagScopeKeyword) : null;
  const before = change.before === null ? null : scopedSide(change, 'before', isTagScopeKeyword);
  return { ...change, before, after };
}

/**
 * The API call for a target group change (read by `readTargetGroupChange`). Create and update always
 * send the full desired name and scope string (the API may reset fields a PUT omits).
 */
export function targetGroupWrite(change: Change<CanonicalTargetGroup>): WriteRequest {
  const networkId = changeNetworkId(change);
  switch (change.action) {
    case 'create':
    case 'update': {
      const { after } = change;
      if (after === null) throw brokenPlan(change, 'after');
      const body = { name: after.name, scope: scopeString(after.scope, after.tags) };
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
