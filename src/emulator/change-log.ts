import type { NetworkState, OrganizationState } from './store.js';
import type { ChangeLogEntry, SeedAdmin } from './types.js';
import { defined } from '../canonical/defined.js';

/**
 * The emulator's change log: every write made through its API, logged with the admin the API key
 * belongs to. The `page` and `label` wording is the emulator's own: how the real Dashboard words SM
 * entries is not documented (docs/emulator.md), so smform never matches on it.
 */

/** Who writes under a key that no seeded admin holds. */
export const DEFAULT_ADMIN: SeedAdmin = {
  id: '0',
  name: 'Emulator admin',
  email: 'admin@emulator.invalid',
};

export const CHANGE_LOG_PAGES = {
  targetGroup: 'Systems Manager > Target groups',
  adminRole: 'Organization > Administrators > Limited access roles',
  sentry: 'Systems Manager > Sentry policies',
  other: 'Systems Manager',
} as const;

/** The admin a key belongs to in this organization: the seeded one holding it, else the default. */
export function adminOf(org: OrganizationState | undefined, key: string): SeedAdmin {
  return org?.admins.find((admin) => admin.apiKeys?.includes(key) === true) ?? DEFAULT_ADMIN;
}

/** The admin behind a key in any organization (`getAdministeredIdentitiesMe`). */
export function identityOf(orgs: Iterable<OrganizationState>, key: string): SeedAdmin {
  for (const org of orgs) {
    const admin = org.admins.find((candidate) => candidate.apiKeys?.includes(key) === true);
    if (admin !== undefined) return admin;
  }
  return DEFAULT_ADMIN;
}

interface Named {
  name: string;
}

/** What a write can change, copied before it runs so the log can say old and new. */
export interface WriteSubject {
  network: NetworkState | undefined;
  targetGroups: Map<string, Named>;
  adminRoles: Map<string, Named>;
  sentry: Map<string, unknown[]>;
}

export function beforeWrite(org: OrganizationState, network: NetworkState | undefined): WriteSubject {
  return {
    network,
    targetGroups: new Map(network?.targetGroups.map((g) => [g.id, structuredClone(g)]) ?? []),
    adminRoles: new Map<string, Named>(
      network === undefined ? org.adminRoles.map((r) => [r.roleId, structuredClone(r)]) : [],
    ),
    sentry: network === undefined ? structuredClone(org.sentry) : new Map<string, unknown[]>(),
  };
}

const text = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

interface Change {
  page: string;
  label: string;
  networkId?: string;
  oldValue: string | null;
  newValue: string | null;
}

function diffRecords(page: string, before: Map<string, Named>, after: Map<string, Named>): Change[] {
  const changes: Change[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(id);
    const now = after.get(id);
    if (text(old) === text(now)) continue;
    changes.push({ page, label: (now ?? old)?.name ?? id, oldValue: text(old), newValue: text(now) });
  }
  return changes;
}

/** The entries one successful write adds: one per object it changed, or one naming the operation. */
export function afterWrite(
  org: OrganizationState,
  subject: WriteSubject,
  write: { operationId: string; body: unknown; admin: SeedAdmin; now: number },
): ChangeLogEntry[] {
  const network = subject.network;
  const changes: Change[] = [];
  if (network !== undefined) {
    const after = new Map(network.targetGroups.map((g) => [g.id, g]));
    changes.push(
      ...diffRecords(CHANGE_LOG_PAGES.targetGroup, subject.targetGroups, after).map((c) => ({
        ...c,
        networkId: network.id,
      })),
    );
  } else {
    const roles = new Map(org.adminRoles.map((r) => [r.roleId, r]));
    changes.push(...diffRecords(CHANGE_LOG_PAGES.adminRole, subject.adminRoles, roles));
    for (const networkId of new Set([...subject.sentry.keys(), ...org.sentry.keys()])) {
      const old = subject.sentry.get(networkId);
      const now = org.sentry.get(networkId);
      if (text(old ?? []) === text(now ?? [])) continue;
      changes.push({
        page: CHANGE_LOG_PAGES.sentry,
        label: 'Sentry policies',
        networkId,
        oldValue: text(old ?? []),
        newValue: text(now ?? []),
      });
    }
  }
  if (changes.length === 0) {
    changes.push(
      defined({
        page: CHANGE_LOG_PAGES.other,
        label: write.operationId,
        networkId: network?.id,
        oldValue: null,
        newValue: text(write.body),
      }),
    );
  }
  const ts = new Date(write.now).toISOString();
  return changes.map((change) => {
    const changedNetwork = org.networks.find((n) => n.id === change.networkId);
    return {
      ts,
      adminName: write.admin.name,
      adminEmail: write.admin.email,
      adminId: write.admin.id,
      ...(change.networkId === undefined
        ? {}
        : {
            networkId: change.networkId,
            networkName: changedNetwork?.name ?? change.networkId,
            networkUrl: `https://n1.meraki.com/n/${encodeURIComponent(change.networkId)}/manage/`,
          }),
      page: change.page,
      label: change.label,
      oldValue: change.oldValue,
      newValue: change.newValue,
    };
  });
}
