import type { DesiredOrganization } from '../../model/desired.js';
import type { LiveOrganization } from '../../model/live.js';
import { kindAddress } from '../kind-spec.js';
import {
  assignedGroupPolicy,
  isSelected,
  tagScopeOf,
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

function listed(address: string, networkId: string, policies: readonly PriorityPolicy[]): SelectingObject {
  return {
    address,
    kind: 'sentry',
    tags: [...new Set(policies.filter((p) => p.smNetworkId === networkId).flatMap((p) => p.tags))],
    standing: (tags) => assignedGroupPolicy(policies, networkId, tags),
  };
}

const policiesOf = (
  list: readonly {
    smNetworkId: string;
    groupPolicyId: string;
    scope: Parameters<typeof tagScopeOf>[0];
    tags: readonly string[];
  }[],
): PriorityPolicy[] =>
  list.map((policy) => ({
    ...tagScopeOf(policy.scope, policy.tags),
    smNetworkId: policy.smNetworkId,
    groupPolicyId: policy.groupPolicyId,
  }));

/**
 * The objects that select devices of `networkId` as the plan leaves them: the network's target groups,
 * the organization's roles and every sentry list with a policy on the network. Where the config declares
 * a kind's scope, its declared objects (what the plan writes); elsewhere the live ones, as read. A kind
 * neither declared nor read is not known, so not listed.
 */
export function selectingObjects(
  desired: DesiredOrganization,
  live: LiveOrganization | undefined,
  networkId: string,
): SelectingObject[] {
  const orgId = desired.id;
  const objects: SelectingObject[] = [];
  const declaredNetwork = desired.networks.find((network) => network.id === networkId);
  const groups =
    declaredNetwork?.targetGroups ??
    live?.networks.find((network) => network.id === networkId)?.targetGroups ??
    [];
  for (const group of groups) {
    const address = kindAddress('targetGroup', 'network', orgId, networkId, group.name);
    objects.push(scoped(address, 'targetGroup', tagScopeOf(group.scope, group.tags)));
  }
  for (const role of desired.adminRoles ?? live?.adminRoles ?? []) {
    const address = kindAddress('adminRole', 'org', orgId, networkId, role.name);
    objects.push(scoped(address, 'adminRole', tagScopeOf(role.scope, role.tags)));
  }
  const declaredLists = new Map(
    (desired.sentryPolicies ?? []).map((list) => [list.networkId, list.policies]),
  );
  const liveLists = new Map((live?.sentryPolicies ?? []).map((list) => [list.networkId, list.policies]));
  const lists = desired.sentryPolicies === undefined ? liveLists : declaredLists;
  for (const [listNetwork, policies] of lists) {
    if (!policies.some((policy) => policy.smNetworkId === networkId)) continue;
    const address = kindAddress('sentry', 'org', orgId, networkId, listNetwork);
    objects.push(listed(address, networkId, policiesOf(policies)));
  }
  return objects;
}
