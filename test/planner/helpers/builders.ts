import {
  DEFAULT_POLICY,
  type DesiredAdminRole,
  type DesiredNetwork,
  type DesiredOrganization,
  type DesiredSentryAssignment,
  type DesiredSentryPolicy,
  type DesiredState,
  type DesiredTargetGroup,
  type OwnershipPolicy,
} from '../../../src/model/desired.js';
import type { LiveState } from '../../../src/model/live.js';
import type { RoleScope, TagScopeKeyword } from '../../../src/model/scope.js';
import type { SourceLocation } from '../../../src/model/source.js';
import type { PlanOptions } from '../../../src/planner/options.js';

/** Small builders for desired and live states, so each test states only what it is about. */

export const at = (line: number): SourceLocation => ({ file: 'orgs/acme.yaml', line, column: 5 });

export function policy(overrides: Partial<OwnershipPolicy> = {}): OwnershipPolicy {
  return { ...DEFAULT_POLICY, ignore: [], ...overrides };
}

export function group(
  name: string,
  scope: TagScopeKeyword,
  tags: string[] = [],
  extra: Partial<DesiredTargetGroup> = {},
): DesiredTargetGroup {
  return { name, scope, tags, protected: false, source: at(10), ...extra };
}

export function role(
  name: string,
  scope: RoleScope,
  tags: string[],
  extra: Partial<DesiredAdminRole> = {},
): DesiredAdminRole {
  return { name, scope, tags, protected: false, source: at(20), ...extra };
}

export function sentryPolicy(
  groupPolicyId: string,
  scope: TagScopeKeyword = 'all',
  tags: string[] = [],
  smNetworkId = 'N_SM',
): DesiredSentryPolicy {
  return { smNetworkId, groupPolicyId, scope, tags, source: at(30) };
}

export function assignment(
  networkId: string,
  policies: DesiredSentryPolicy[],
  extra: Partial<DesiredSentryAssignment> = {},
): DesiredSentryAssignment {
  return { networkId, policies, protected: false, source: at(30), ...extra };
}

export function network(
  id: string,
  targetGroups: DesiredTargetGroup[] | undefined,
  overrides: Partial<OwnershipPolicy> = {},
): DesiredNetwork {
  const base: DesiredNetwork = { id, policy: policy(overrides), source: at(5) };
  return targetGroups === undefined ? base : { ...base, targetGroups };
}

export function organization(
  id: string,
  parts: {
    adminRoles?: DesiredAdminRole[];
    sentryPolicies?: DesiredSentryAssignment[];
    networks?: DesiredNetwork[];
    policy?: Partial<OwnershipPolicy>;
  },
): DesiredOrganization {
  const org: DesiredOrganization = {
    id,
    policy: policy(parts.policy),
    networks: parts.networks ?? [],
    source: at(1),
  };
  if (parts.adminRoles !== undefined) org.adminRoles = parts.adminRoles;
  if (parts.sentryPolicies !== undefined) org.sentryPolicies = parts.sentryPolicies;
  return org;
}

export function desiredState(organizations: DesiredOrganization[]): DesiredState {
  return { organizations, files: ['orgs/acme.yaml'], digest: 'sha256:config' };
}

export const options = (extra: Partial<PlanOptions> = {}): PlanOptions => ({
  toolVersion: '0.1.0',
  now: '2026-01-01T00:00:00.000Z',
  ...extra,
});

/**
 * The live state in which every declared object already exists exactly as declared: ids are derived
 * from names (`tg:<network>:<name>`, `role:<org>:<name>`, `p:<network>:<index>`), or the pinned ones.
 */
export function liveFromDesired(desired: DesiredState): LiveState {
  return {
    organizations: desired.organizations.map((org) => ({
      id: org.id,
      ...(org.adminRoles === undefined
        ? {}
        : {
            adminRoles: org.adminRoles.map((entry) => ({
              roleId: entry.roleId ?? `role:${org.id}:${entry.name}`,
              name: entry.name,
              scope: entry.scope,
              tags: [...entry.tags],
            })),
          }),
      ...(org.sentryPolicies === undefined
        ? {}
        : {
            sentryPolicies: org.sentryPolicies.map((entry) => ({
              networkId: entry.networkId,
              policies: entry.policies.map((item, index) => ({
                policyId: `p:${entry.networkId}:${index}`,
                smNetworkId: item.smNetworkId,
                groupPolicyId: item.groupPolicyId,
                scope: item.scope,
                tags: [...item.tags],
              })),
            })),
          }),
      networks: org.networks.map((net) =>
        net.targetGroups === undefined
          ? { id: net.id }
          : {
              id: net.id,
              targetGroups: net.targetGroups.map((entry) => ({
                id: entry.id ?? `tg:${net.id}:${entry.name}`,
                name: entry.name,
                scope: entry.scope,
                tags: [...entry.tags],
              })),
            },
      ),
    })),
  };
}
