import { kindSpec } from '../kinds/registry.js';
import type { LiveState } from '../model/live.js';
import type { Change } from '../model/plan.js';

/** One object that moved between plan and apply. */
export interface StaleChange {
  address: string;
  message: string;
}

/**
 * Compares each active change's recorded live fingerprint with the fresh live state. A change whose
 * object changed, vanished, or (for a create) appeared in the meantime is stale (each kind's reason:
 * `KindSpec.staleReason`).
 */
export function findStaleChanges(changes: readonly Change[], fresh: LiveState): StaleChange[] {
  const stale: StaleChange[] = [];
  for (const change of changes) {
    if (change.action === 'noop') continue;
    const org = fresh.organizations.find((o) => o.id === change.orgId);
    const message =
      org === undefined ? 'its organization was not read' : kindSpec(change.kind).staleReason(change, org);
    if (message !== undefined) stale.push({ address: change.address, message });
  }
  return stale;
}
