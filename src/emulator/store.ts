import { parseTargetGroupScope } from './scope.js';
import type {
  ChangeLogEntry,
  SeedAdmin,
  SeedDevice,
  SeedGroupPolicy,
  SeedNetwork,
  SeedUser,
  Seed,
  SentryPolicyRecord,
  Snapshot,
  SnapshotNetwork,
  SnapshotOrganization,
} from './types.js';

export interface TargetGroupRecord {
  id: string;
  name: string;
  scope: string;
  tags: string[];
}

export interface AdminRoleRecord {
  roleId: string;
  name: string;
  scope: string;
  tags: string[];
}

export interface NetworkState {
  id: string;
  name?: string;
  orgId: string;
  /** As getOrganizationNetworks and getNetwork return them. */
  productTypes: string[];
  devices: SeedDevice[];
  users: SeedUser[];
  targetGroups: TargetGroupRecord[];
  /** Undefined when the seed listed none: then a sentry PUT accepts any group policy id here. */
  groupPolicies?: SeedGroupPolicy[];
  /** Records of the wider SM API, from the seed or generated on first read (routes/records.ts). */
  profiles?: Record<string, unknown>[];
  trustedAccessConfigs?: Record<string, unknown>[];
  userAccessDevices?: Record<string, unknown>[];
}

export interface OrganizationState {
  id: string;
  name?: string;
  adminRoles: AdminRoleRecord[];
  /** networkId -> policies, highest priority first; insertion order is the listing order. */
  sentry: Map<string, SentryPolicyRecord[]>;
  networks: NetworkState[];
  wirelessControllers: Record<string, unknown>[];
  vppAccounts?: Record<string, unknown>[];
  admins: SeedAdmin[];
  /** Every write made through the API, and the seeded history (change-log.ts). */
  changeLog: ChangeLogEntry[];
}

/** The emulator's mutable in-memory state. Routes change it; `snapshotStore` copies it out. */
export interface Store {
  organizations: Map<string, OrganizationState>;
  networks: Map<string, NetworkState>;
  usedIds: Set<string>;
  nextId: number;
}

/** Ids the emulator assigns look like Dashboard ids: long decimal strings, unique across kinds. */
const FIRST_ASSIGNED_ID = 1284392014819;

export function assignId(store: Store): string {
  for (;;) {
    const id = String(store.nextId++);
    if (!store.usedIds.has(id)) {
      store.usedIds.add(id);
      return id;
    }
  }
}

/** The API's timestamp form for sentry policies: ISO 8601 without milliseconds. */
export function formatTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Builds the store from a seed that already passed `validateSeed`; missing ids are assigned. */
export function createStore(seed: Seed, now: number): Store {
  const store: Store = { organizations: new Map(), networks: new Map(), usedIds: new Set(), nextId: 0 };
  store.nextId = FIRST_ASSIGNED_ID;
  collectSeedIds(seed, store.usedIds);
  const timestamp = formatTimestamp(now);
  for (const seedOrg of seed.organizations) {
    const org: OrganizationState = {
      id: seedOrg.id,
      adminRoles: (seedOrg.adminRoles ?? []).map((role) => ({
        roleId: role.roleId ?? assignId(store),
        name: role.name,
        scope: role.scope ?? 'all_tags',
        tags: [...(role.tags ?? [])],
      })),
      sentry: new Map(),
      networks: [],
      wirelessControllers: structuredClone(seedOrg.wirelessControllers ?? []),
      admins: structuredClone(seedOrg.admins ?? []),
      changeLog: structuredClone(seedOrg.changeLog ?? []),
    };
    if (seedOrg.name !== undefined) org.name = seedOrg.name;
    if (seedOrg.vppAccounts !== undefined) org.vppAccounts = structuredClone(seedOrg.vppAccounts);
    for (const assignment of seedOrg.sentryPolicies ?? []) {
      const policies = assignment.policies.map((policy, index): SentryPolicyRecord => {
        const record: SentryPolicyRecord = {
          policyId: policy.policyId ?? assignId(store),
          networkId: assignment.networkId,
          smNetworkId: policy.smNetworkId,
          tags: [...(policy.tags ?? [])],
          scope: policy.scope,
          groupPolicyId: policy.groupPolicyId,
          priority: String(index + 1),
          createdAt: policy.createdAt ?? timestamp,
          lastUpdatedAt: policy.lastUpdatedAt ?? policy.createdAt ?? timestamp,
        };
        if (policy.groupNumber !== undefined) record.groupNumber = policy.groupNumber;
        return record;
      });
      org.sentry.set(assignment.networkId, policies);
    }
    for (const seedNetwork of seedOrg.networks ?? []) {
      const network: NetworkState = {
        id: seedNetwork.id,
        orgId: org.id,
        productTypes: [...(seedNetwork.productTypes ?? defaultProductTypes(seedNetwork))],
        devices: (seedNetwork.devices ?? []).map((device) => structuredClone(device)),
        users: (seedNetwork.users ?? []).map((user) => structuredClone(user)),
        targetGroups: (seedNetwork.targetGroups ?? []).map((group) => {
          const parsed = parseTargetGroupScope(group.scope ?? 'none');
          const keyword = parsed.ok ? parsed.keyword : 'none';
          const tags = group.tags ?? (parsed.ok ? parsed.tags : []);
          return { id: group.id ?? assignId(store), name: group.name, scope: keyword, tags: [...tags] };
        }),
      };
      if (seedNetwork.name !== undefined) network.name = seedNetwork.name;
      if (seedNetwork.groupPolicies !== undefined)
        network.groupPolicies = structuredClone(seedNetwork.groupPolicies);
      for (const field of ['profiles', 'trustedAccessConfigs', 'userAccessDevices'] as const) {
        const records = seedNetwork[field];
        if (records !== undefined) network[field] = structuredClone(records);
      }
      org.networks.push(network);
      store.networks.set(network.id, network);
    }
    store.organizations.set(org.id, org);
  }
  return store;
}

/**
 * A seed network without `productTypes` is an SM network when it declares devices or target groups (an
 * empty `targetGroups: []` included: it describes an SM network with none yet), else a wireless one.
 */
function defaultProductTypes(network: SeedNetwork): string[] {
  const sm = network.devices !== undefined || network.targetGroups !== undefined;
  return sm ? ['systemsManager'] : ['wireless'];
}

function collectSeedIds(seed: Seed, ids: Set<string>): void {
  for (const org of seed.organizations) {
    for (const role of org.adminRoles ?? []) if (role.roleId !== undefined) ids.add(role.roleId);
    for (const assignment of org.sentryPolicies ?? []) {
      for (const policy of assignment.policies) if (policy.policyId !== undefined) ids.add(policy.policyId);
    }
    for (const network of org.networks ?? []) {
      for (const group of network.targetGroups ?? []) if (group.id !== undefined) ids.add(group.id);
    }
  }
}

/** A deep copy of the store in seed form, so tests can assert on it and even re-seed from it. */
export function snapshotStore(store: Store): Snapshot {
  const organizations: SnapshotOrganization[] = [];
  for (const org of store.organizations.values()) {
    const copy: SnapshotOrganization = {
      id: org.id,
      adminRoles: structuredClone(org.adminRoles),
      sentryPolicies: [...org.sentry.entries()].map(([networkId, policies]) => ({
        networkId,
        policies: structuredClone(policies),
      })),
      networks: org.networks.map((network) => {
        const networkCopy: SnapshotNetwork = {
          id: network.id,
          devices: structuredClone(network.devices),
          users: structuredClone(network.users),
          targetGroups: structuredClone(network.targetGroups),
        };
        if (network.name !== undefined) networkCopy.name = network.name;
        if (network.groupPolicies !== undefined)
          networkCopy.groupPolicies = structuredClone(network.groupPolicies);
        return networkCopy;
      }),
      wirelessControllers: structuredClone(org.wirelessControllers),
    };
    if (org.name !== undefined) copy.name = org.name;
    organizations.push(copy);
  }
  return { organizations };
}
