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

/**
 * Whether some object is named by a write and another change: the writes' keys, and a noop's key only
 * when its id is one a write names. A plan of 100,000 noops and a few writes builds a few keys, not all.
 */
function anyConflict(changes: readonly Change[]): boolean {
  const writes = new Set<string>();
  const writtenIds = new Set<string>();
  for (const change of changes) {
    if (change.action === 'noop') continue;
    const key = objectKey(change);
    if (key === undefined) continue;
    if (writes.has(key)) return true;
    writes.add(key);
    if (change.id !== undefined) writtenIds.add(change.id);
  }
  if (writes.size === 0) return false;
  for (const change of changes) {
    if (change.action !== 'noop' || (change.id !== undefined && !writtenIds.has(change.id))) continue;
    const key = objectKey(change);
    if (key !== undefined && writes.has(key)) return true;
  }
  return false;
}

/** Each live object that a write of the plan changes while another change names it too, in words. */
export function conflictingChanges(changes: readonly Change[]): string[] {
  if (!anyConflict(changes)) return [];
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
