import type { RoleScope, TagScopeKeyword } from './scope.js';
import type { TagSet } from './desired.js';
import type { KindSlots } from './kind-slots.js';

/** Live objects in canonical form, as the readers in src/kinds build them from API responses. */
export interface LiveTargetGroup {
  id: string;
  name: string;
  scope: TagScopeKeyword;
  tags: TagSet;
}

export interface LiveAdminRole {
  roleId: string;
  name: string;
  scope: RoleScope;
  tags: TagSet;
}

export interface LiveSentryPolicy {
  policyId: string;
  smNetworkId: string;
  groupPolicyId: string;
  scope: TagScopeKeyword;
  tags: TagSet;
}

/** One network's live sentry list, highest priority FIRST (the readers convert from the API's order). */
export interface LiveSentryAssignment {
  networkId: string;
  policies: LiveSentryPolicy[];
}

export interface LiveDevice {
  id: string;
  name: string;
  serial: string;
  tags: TagSet;
}

export interface LiveNetwork {
  id: string;
  /** Undefined when the network's target groups were not read. */
  targetGroups?: LiveTargetGroup[];
  /** Undefined when devices were not read (no change needed them, or `--no-devices`). */
  devices?: LiveDevice[];
  /** The live objects of registered kinds of networks, by kind; a kind's entry is absent when not read. */
  kinds?: KindSlots;
}

export interface LiveOrganization {
  id: string;
  /** Undefined when roles were not read. */
  adminRoles?: LiveAdminRole[];
  /** Every network's sentry list in the organization (the whole list, for read-modify-write). */
  sentryPolicies?: LiveSentryAssignment[];
  /** The live objects of registered organization-wide kinds, by kind; absent when not read. */
  kinds?: KindSlots;
  networks: LiveNetwork[];
}

export interface LiveState {
  organizations: LiveOrganization[];
}
