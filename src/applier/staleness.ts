import { adminRoleFingerprint, sentryFingerprint, targetGroupFingerprint } from '../kinds/index.js';
import type { LiveOrganization, LiveState } from '../model/live.js';
import type { Change } from '../model/plan.js';
import { nameOf } from './change-name.js';

/** One object that moved between plan and apply. */
export interface StaleChange {
  address: string;
  message: string;
}

/**
 * Compares each active change's recorded live fingerprint with the fresh live state. A change whose
 * object changed, vanished, or (for a create) appeared in the meantime is stale.
 */
export function findStaleChanges(changes: readonly Change[], fresh: LiveState): StaleChange[] {
  const stale: StaleChange[] = [];
  for (const change of changes) {
    if (change.action === 'noop') continue;
    const org = fresh.organizations.find((o) => o.id === change.orgId);
    const message = org === undefined ? 'its organization was not read' : staleReason(change, org);
    if (message !== undefined) stale.push({ address: change.address, message });
  }
  return stale;
}

function staleReason(change: Change, org: LiveOrganization): string | undefined {
  switch (change.kind) {
    case 'targetGroup': {
      const groups = org.networks.find((n) => n.id === change.networkId)?.targetGroups ?? [];
      if (change.action === 'create') {
        const existing = groups.find((g) => g.name === nameOf(change));
        return existing === undefined ? undefined : `it now exists live (id ${existing.id})`;
      }
      const live = groups.find((g) => g.id === change.id);
      if (live === undefined) return `it no longer exists live (id ${change.id ?? '?'})`;
      return targetGroupFingerprint(live) === change.liveFingerprint ? undefined : 'it was changed live';
    }
    case 'adminRole': {
      const roles = org.adminRoles ?? [];
      if (change.action === 'create') {
        const existing = roles.find((r) => r.name === nameOf(change));
        return existing === undefined ? undefined : `it now exists live (roleId ${existing.roleId})`;
      }
      const live = roles.find((r) => r.roleId === change.id);
      if (live === undefined) return `it no longer exists live (roleId ${change.id ?? '?'})`;
      return adminRoleFingerprint(live) === change.liveFingerprint ? undefined : 'it was changed live';
    }
    case 'sentry': {
      const live = (org.sentryPolicies ?? []).find((a) => a.networkId === change.networkId);
      if (change.liveFingerprint === null) {
        return live === undefined || live.policies.length === 0 ? undefined : 'policies were assigned live';
      }
      const now = sentryFingerprint(change.networkId ?? '', live);
      return now === change.liveFingerprint ? undefined : 'its policy list was changed live';
    }
  }
}
