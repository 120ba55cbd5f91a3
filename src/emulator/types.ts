/**
 * The emulator's own types. They mirror the Dashboard API's wire names (a seed reads like API
 * responses), not smform's model, so the emulator never shares our interpretation of the API.
 */

/** A device record as `getNetworkSmDevices` returns it; any device field may be present. */
export interface SeedDevice {
  id: string;
  name?: string;
  serial?: string;
  serialNumber?: string;
  tags?: string[];
  /** Tags the Dashboard applies by itself; an additional field (`fields[]=autoTags`). */
  autoTags?: string[];
  [field: string]: unknown;
}

/** A user record as `getNetworkSmUsers` returns it; `tags` is a space-separated string. */
export interface SeedUser {
  id: string;
  email?: string;
  username?: string;
  tags?: string;
  [field: string]: unknown;
}

/** A group policy as `getNetworkGroupPolicies` returns it; the other API fields get defaults. */
export interface SeedGroupPolicy {
  groupPolicyId: string;
  name: string;
  [field: string]: unknown;
}

export interface SeedTargetGroup {
  id?: string;
  name: string;
  /** The keyword, or the full `"withAny, a, b"` string as a create request sends it. */
  scope?: string;
  tags?: string[];
}

export interface SeedAdminRole {
  roleId?: string;
  name: string;
  scope?: string;
  tags?: string[];
}

export interface SeedSentryPolicy {
  policyId?: string;
  smNetworkId: string;
  groupPolicyId: string;
  scope: string;
  tags?: string[];
  groupNumber?: string;
  createdAt?: string;
  lastUpdatedAt?: string;
}

/** One network's sentry policies, highest priority FIRST (the order GET byNetwork returns them in). */
export interface SeedSentryAssignment {
  networkId: string;
  policies: SeedSentryPolicy[];
}

export interface SeedNetwork {
  id: string;
  name?: string;
  /** Default `["systemsManager"]` with devices or target groups, else `["wireless"]`. */
  productTypes?: string[];
  devices?: SeedDevice[];
  users?: SeedUser[];
  targetGroups?: SeedTargetGroup[];
  /**
   * The network's group policies. When listed, a sentry PUT naming any other `groupPolicyId` for this
   * network is refused; a network without the list accepts any id (seeds written before it existed).
   */
  groupPolicies?: SeedGroupPolicy[];
  /** `getNetworkSmProfiles` records; generated when absent. */
  profiles?: Record<string, unknown>[];
  /** `getNetworkSmTrustedAccessConfigs` records; generated when absent. */
  trustedAccessConfigs?: Record<string, unknown>[];
  /** `getNetworkSmUserAccessDevices` records; generated from the users when absent. */
  userAccessDevices?: Record<string, unknown>[];
}

export interface SeedOrganization {
  id: string;
  name?: string;
  adminRoles?: SeedAdminRole[];
  sentryPolicies?: SeedSentryAssignment[];
  networks?: SeedNetwork[];
  wirelessControllers?: Record<string, unknown>[];
  /** `getOrganizationSmVppAccounts` records; one is generated when absent. */
  vppAccounts?: Record<string, unknown>[];
  /** The organization's admins; a write under one of an admin's `apiKeys` is logged as theirs. */
  admins?: SeedAdmin[];
  /** Change-log history, as `getOrganizationConfigurationChanges` answers it (any order). */
  changeLog?: ChangeLogEntry[];
}

/** A Dashboard admin; `apiKeys` are the (fake) keys whose writes the change log names them for. */
export interface SeedAdmin {
  id: string;
  name: string;
  email: string;
  apiKeys?: string[];
}

/** One change-log entry as `getOrganizationConfigurationChanges` returns it. */
export interface ChangeLogEntry {
  ts: string;
  adminName?: string;
  adminEmail?: string;
  adminId?: string;
  networkName?: string;
  networkId?: string;
  networkUrl?: string;
  page?: string;
  label?: string;
  oldValue?: string | null;
  newValue?: string | null;
  client?: { id: string; type: string };
}

/** The emulator seed (CONVENTIONS §7); `schemas/seed.schema.json` validates it. */
export interface Seed {
  organizations: SeedOrganization[];
}

/** A deep copy of the emulator's store, in seed form (every id filled in), for assertions. */
export interface Snapshot {
  organizations: SnapshotOrganization[];
}

export interface SnapshotOrganization {
  id: string;
  name?: string;
  adminRoles: { roleId: string; name: string; scope: string; tags: string[] }[];
  sentryPolicies: { networkId: string; policies: SentryPolicyRecord[] }[];
  networks: SnapshotNetwork[];
  wirelessControllers: Record<string, unknown>[];
}

export interface SnapshotNetwork {
  id: string;
  name?: string;
  devices: SeedDevice[];
  users: SeedUser[];
  targetGroups: { id: string; name: string; scope: string; tags: string[] }[];
  groupPolicies?: SeedGroupPolicy[];
}

/** A sentry policy as the API returns it. */
export interface SentryPolicyRecord {
  policyId: string;
  networkId: string;
  smNetworkId: string;
  tags: string[];
  scope: string;
  /** Only when the seed gave one: no source says how it relates to the group policy's id. */
  groupNumber?: string;
  groupPolicyId: string;
  priority: string;
  createdAt: string;
  lastUpdatedAt: string;
}

/** One answered (or dropped) request. Never holds the API key. */
export interface RequestLogEntry {
  method: string;
  /** The path without the query string, as requested (e.g. `/api/v1/networks/N_1/sm/devices`). */
  path: string;
  /** The raw query string without `?` (empty when there is none). */
  query: string;
  /** The HTTP status sent; 0 when the connection was reset instead of answered. */
  status: number;
  operationId?: string;
  orgId?: string;
  networkId?: string;
  /** The injected fault, when one was applied. */
  fault?: string;
  /** Milliseconds from the emulator clock when the request arrived. */
  at: number;
}
