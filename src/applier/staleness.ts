import { kindSpec } from '../kinds/registry.js';
import type { LiveState } from '../model/live.js';
import type { Change, Kind, Plan } from '../model/plan.js';

/** One object that moved between plan and apply. */
export interface StaleChange {
  address: string;
  message: string;
}

/** Whether a plan accounts for a live object: one of its changes is about it, or it lists it unmanaged. */
export type KnownIds = (kind: Kind, id: string) => boolean;

/**
 * The live objects `plan` accounts for, by kind and id. A scope may hold two objects of one name (the API
 * allows it; a restore recreates both): a create's name carried by an object the plan knows is not another
 * writer's.
 */
export function planIds(plan: Pick<Plan, 'changes' | 'unmanaged'>): KnownIds {
  const ids = new Set<string>();
  for (const entry of [...plan.changes, ...plan.unmanaged]) {
    if (entry.id !== undefined) ids.add(JSON.stringify([entry.kind, entry.id]));
  }
  return (kind, id) => ids.has(JSON.stringify([kind, id]));
}

/**
 * Compares each active change's recorded live fingerprint with the fresh live state. A change whose
 * object changed, vanished, or (for a create) appeared in the meantime is stale (each kind's reason:
 * `KindSpec.staleReason`).
 */
export function findStaleChanges(
  changes: readonly Change[],
  fresh: LiveState,
  known: KnownIds = () => false,
): StaleChange[] {
  const stale: StaleChange[] = [];
  for (const change of changes) {
    if (change.action === 'noop') continue;
    const org = fresh.organizations.find((o) => o.id === change.orgId);
    const message =
      org === undefined
        ? 'its organization was not read'
        : kindSpec(change.kind).staleReason(change, org, (id) => known(change.kind, id));
    if (message !== undefined) stale.push({ address: change.address, message });
  }
  return stale;
}
