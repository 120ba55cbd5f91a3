import type { KindSlots } from './kind-slots.js';
import type { RoleScope, TagScopeKeyword } from './scope.js';
import type { SourceLocation } from './source.js';

/**
 * Ownership and safety rules for one scope (an organization, or a network, which inherits its
 * organization's rules and may override them).
 */
export interface OwnershipPolicy {
  /** Delete live objects that are not declared. Default false: they are reported as unmanaged. */
  prune: boolean;
  /** Name globs (`*`, `?`) of live objects that are neither managed nor reported. */
  ignore: string[];
  /** Updating or deleting more than this percentage of a scope's objects needs `--force`. Default 30. */
  maxChangePercent: number;
  /** The percentage rule applies only to scopes holding at least this many objects. Default 10. */
  minObjectsForPercent: number;
  /** A change moving more than this percentage of a network's devices needs `--force`. Default 20. */
  maxDevicePercent: number;
  /**
   * The device-share rule applies only to networks holding at least this many devices (absent: the
   * default, `DEFAULT_MIN_DEVICES_FOR_PERCENT`). Set only when declared, so other configs keep their digest.
   */
  minDevicesForPercent?: number;
  /**
   * What `drift` does with unmanaged objects (live, not declared, not ignored): `report` them (the
   * default, also when absent) or `fail` (exit 2, as drift). Set only when declared, so configs that do
   * not use it keep their digest.
   */
  unmanaged?: UnmanagedPolicy;
  /**
   * How the organization's Dashboard echoes what smform writes, where no source settles it (docs/config.md).
   * Present only when declared (an organization's policy; networks inherit it and may not set it).
   */
  liveEcho?: LiveEchoPolicy;
}

/**
 * What a target-group GET gives back of the scope written: `echoed` the keyword and the tags (the default),
 * `keywordOnly` the keyword but not the tags, `writeOnly` neither (smform then compares the name only).
 */
export const TARGET_GROUP_SCOPE_ECHOES = ['echoed', 'keywordOnly', 'writeOnly'] as const;
export type TargetGroupScopeEcho = (typeof TARGET_GROUP_SCOPE_ECHOES)[number];

/** What sentry `priority: "1"` means: the highest priority (the default) or the lowest. */
export const SENTRY_PRIORITY_ONE = ['highest', 'lowest'] as const;
export type SentryPriorityOne = (typeof SENTRY_PRIORITY_ONE)[number];

export interface LiveEchoPolicy {
  targetGroupScope?: TargetGroupScopeEcho;
  sentryPriorityOne?: SentryPriorityOne;
}

export type UnmanagedPolicy = 'report' | 'fail';
export const UNMANAGED_POLICIES: readonly UnmanagedPolicy[] = ['report', 'fail'];

/** The safety thresholds of a policy; a restore may take them from the project settings file. */
export type PolicyThresholds = Pick<
  OwnershipPolicy,
  'maxChangePercent' | 'minObjectsForPercent' | 'maxDevicePercent'
>;

export const DEFAULT_POLICY: OwnershipPolicy = {
  prune: false,
  ignore: [],
  maxChangePercent: 30,
  minObjectsForPercent: 10,
  maxDevicePercent: 20,
};

/** Like octoDNS's thresholds (from 10 records): a network of fewer devices is never gated by its share. */
export const DEFAULT_MIN_DEVICES_FOR_PERCENT = 10;

/** Tags in canonical form: trimmed, de-duplicated, sorted by code point. */
export type TagSet = string[];

export interface DesiredTargetGroup {
  name: string;
  /** Pins the object to a live id; how a rename is declared. */
  id?: string;
  scope: TagScopeKeyword;
  tags: TagSet;
  protected: boolean;
  source: SourceLocation;
}

export interface DesiredAdminRole {
  name: string;
  /** Pins the object to a live roleId; how a rename is declared. */
  roleId?: string;
  scope: RoleScope;
  tags: TagSet;
  protected: boolean;
  source: SourceLocation;
}

export interface DesiredSentryPolicy {
  smNetworkId: string;
  groupPolicyId: string;
  scope: TagScopeKeyword;
  tags: TagSet;
  source: SourceLocation;
}

/** The ordered sentry policy list of one network, highest priority FIRST (as the Dashboard shows it). */
export interface DesiredSentryAssignment {
  networkId: string;
  policies: DesiredSentryPolicy[];
  protected: boolean;
  source: SourceLocation;
}

export interface DesiredNetwork {
  id: string;
  name?: string;
  /** The effective policy: the organization's, overridden by the network's own keys. */
  policy: OwnershipPolicy;
  /** Absent = this network's target groups are not managed. */
  targetGroups?: DesiredTargetGroup[];
  /** The declared objects of registered kinds of networks, by kind (absent: none declared). */
  kinds?: KindSlots;
  source: SourceLocation;
}

export interface DesiredOrganization {
  id: string;
  name?: string;
  policy: OwnershipPolicy;
  /** Absent = roles are not managed. */
  adminRoles?: DesiredAdminRole[];
  /** Absent = sentry assignments are not managed. Present: one entry per managed network. */
  sentryPolicies?: DesiredSentryAssignment[];
  /** The declared objects of registered organization-wide kinds, by kind (absent: none declared). */
  kinds?: KindSlots;
  networks: DesiredNetwork[];
  source: SourceLocation;
}

/** The validated, normalized desired state of every loaded file, merged by organization and network id. */
export interface DesiredState {
  organizations: DesiredOrganization[];
  /** The files it was loaded from, relative paths, sorted. */
  files: string[];
  /** `sha256:<hex>` over the canonical desired state (not over file bytes: comments do not count). */
  digest: string;
}
