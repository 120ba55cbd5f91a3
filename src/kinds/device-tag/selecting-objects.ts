import type { LiveOrganization } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import { kindAddress } from '../kind-spec.js';
import {
  assignedGroupPolicy,
  isSelected,
  priorityPoliciesOfRecord,
  tagScopeOfRecord,
  type PriorityPolicy,
  type TagScope,
} from '../scope-eval.js';
import type { SelectingObject } from './knock-on.js';

function scoped(address: string, kind: string, scope: TagScope): SelectingObject {
  return {
    address,
    kind,
    tags: scope.tags,
    standing: (tags) => (isSelected(scope, tags) ? 'in' : undefined),
  };
}

function listed(address: string, networkId: string, policies: PriorityPolicy[]): SelectingObject {
  return {
    address,
    kind: 'sentry',
    tags: [...new Set(policies.filter((p) => p.smNetworkId === networkId).flatMap((p) => p.tags))],
    standing: (tags) => assignedGroupPolicy(policies, networkId, tags),
  };
}

/**
 * The objects that select devices of `networkId` after the plan: the network's target groups, the
 * organization's roles and every sentry list with a policy on the network, as read live, each replaced by
 * its planned form where the plan changes it (a delete drops it, a create adds it). Kinds not read are
 * not known, so not listed.
 */
export function selectingObjects(
  orgId: string,
  networkId: string,
  live: LiveOrganization | undefined,
  changes: readonly Change[],
): SelectingObject[] {
  const planned = new Map<string, Change>();
  for (const change of changes) if (change.orgId === orgId) planned.set(change.address, change);
  const objects = new Map<string, SelectingObject | undefined>();
  const put = (
    address: string,
    make: (record: Record<string, unknown>) => SelectingObject | undefined,
    liveRecord: Record<string, unknown>,
  ): void => {
    const change = planned.get(address);
    const record = change === undefined || change.action === 'noop' ? liveRecord : change.after;
    objects.set(address, record === null ? undefined : make(record));
  };
  const byScope =
    (kind: string) =>
    (address: string) =>
    (record: Record<string, unknown>): SelectingObject | undefined => {
      const scope = tagScopeOfRecord(record);
      return scope === undefined ? undefined : scoped(address, kind, scope);
    };
  const network = live?.networks.find((candidate) => candidate.id === networkId);
  for (const group of network?.targetGroups ?? []) {
    const address = kindAddress('targetGroup', 'network', orgId, networkId, group.name);
    put(address, byScope('targetGroup')(address), { ...group });
  }
  for (const role of live?.adminRoles ?? []) {
    const address = kindAddress('adminRole', 'org', orgId, networkId, role.name);
    put(address, byScope('adminRole')(address), { ...role });
  }
  for (const list of live?.sentryPolicies ?? []) {
    const address = kindAddress('sentry', 'org', orgId, networkId, list.networkId);
    put(address, (record) => listed(address, networkId, priorityPoliciesOfRecord(record)), { ...list });
  }
  // Objects the plan creates (or that were not in the read) join as planned.
  for (const change of planned.values()) {
    if (objects.has(change.address) || change.after === null) continue;
    if (change.kind === 'targetGroup' && change.networkId !== networkId) continue;
    if (change.kind === 'sentry') {
      objects.set(change.address, listed(change.address, networkId, priorityPoliciesOfRecord(change.after)));
      continue;
    }
    const scope = tagScopeOfRecord(change.after);
    if (scope !== undefined && (change.kind === 'targetGroup' || change.kind === 'adminRole'))
      objects.set(change.address, scoped(change.address, change.kind, scope));
  }
  return [...objects.values()].filter((object): object is SelectingObject => object !== undefined);
}
