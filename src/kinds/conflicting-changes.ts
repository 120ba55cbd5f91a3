import type { Change } from '../model/plan.js';
import { kindSpec } from './registry.js';

/*
 * One live object, one change: a plan that deletes or updates a live id while another of its changes
 * keeps, updates or deletes that same id would lose the object (issue 27: a list answer that named it
 * twice was kept as one and deleted as "the newer" other). The planner and the applier both check it.
 */

/** The live object a change names: its kind's scope plus its id, or the list's address; none for a create. */
function objectKey(change: Change): string | undefined {
  if (change.action === 'create') return undefined;
  const spec = kindSpec(change.kind);
  if (spec.shape === 'list') return `${change.kind} ${change.address}`;
  if (change.id === undefined) return undefined;
  return `${change.kind} ${spec.scopeOf(change.orgId, change.networkId ?? '')} ${change.id}`;
}

function describe(change: Change): string {
  return `${change.action} ${change.address}${change.id === undefined ? '' : ` (id ${change.id})`}`;
}

/** Each live object that a write of the plan changes while another change names it too, in words. */
export function conflictingChanges(changes: readonly Change[]): string[] {
  const byObject = new Map<string, Change[]>();
  for (const change of changes) {
    const key = objectKey(change);
    if (key === undefined) continue;
    const named = byObject.get(key);
    if (named === undefined) byObject.set(key, [change]);
    else named.push(change);
  }
  const conflicts: string[] = [];
  for (const named of byObject.values()) {
    if (named.length < 2 || named.every((change) => change.action === 'noop')) continue;
    conflicts.push(named.map(describe).join(' and '));
  }
  return conflicts;
}
