import { canonicalJson } from '../canonical/json.js';
import { SmformError } from '../model/errors.js';
import type { LiveState } from '../model/live.js';
import type { Change, Plan } from '../model/plan.js';
import { findStaleChanges, planIds, type StaleChange } from './staleness.js';
import { kindSpec } from '../kinds/registry.js';

/** An address where the saved plan and a fresh plan of its config disagree. */
export interface PlanDifference {
  address: string;
  message: string;
}

/**
 * What a change writes, and what it was computed from: every member but `source` (where it is declared:
 * paths differ with the working directory) and `devices` (the blast radius: devices come and go without
 * changing what is written; safety reads the fresh plan's).
 */
function writeContent(change: Change): string {
  const { source: _source, devices: _devices, ...content } = change;
  return canonicalJson(content);
}

function byAddress(changes: readonly Change[]): Map<string, Change[]> {
  const map = new Map<string, Change[]>();
  for (const change of changes) {
    if (change.action === 'noop') continue;
    map.set(change.address, [...(map.get(change.address) ?? []), change]);
  }
  return map;
}

const sameChanges = (a: readonly Change[], b: readonly Change[]): boolean => {
  const left = a.map(writeContent).sort();
  const right = b.map(writeContent).sort();
  return left.length === right.length && left.every((content, i) => content === right[i]);
};

const actionsOf = (changes: readonly Change[]): string => changes.map((c) => c.action).join(', ');

/** The members that differ between one saved and one fresh change at the same address. */
function differingMembers(saved: Change, fresh: Change): string[] {
  const { source: _s, devices: _d, ...left } = saved as unknown as Record<string, unknown>;
  const { source: _fs, devices: _fd, ...right } = fresh as unknown as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return keys.filter((key) => canonicalJson(left[key]) !== canonicalJson(right[key]));
}

function difference(address: string, saved: readonly Change[], fresh: readonly Change[]): PlanDifference {
  const [one] = saved;
  const [other] = fresh;
  if (one === undefined)
    return { address, message: `in the fresh plan (${actionsOf(fresh)}), not in the saved plan` };
  if (other === undefined)
    return { address, message: `in the saved plan (${actionsOf(saved)}), not in the fresh plan` };
  const members = saved.length === 1 && fresh.length === 1 ? differingMembers(one, other) : [];
  const detail = members.length === 0 ? '' : `: ${members.join(', ')}`;
  return {
    address,
    message: `the saved ${actionsOf(saved)} differs from the fresh plan's ${actionsOf(fresh)}${detail}`,
  };
}

/** Whether the fresh live state holds the scope a change belongs to (else staleness cannot be judged). */
function scopeRead(change: Change, live: LiveState): boolean {
  const org = live.organizations.find((o) => o.id === change.orgId);
  if (org === undefined) return false;
  return kindSpec(change.kind).isRead(org, change.networkId);
}

/**
 * Compares a saved plan's create, update and delete changes with those of a fresh plan of the same
 * config and selection, made from `live` just now. Equal (noops, unmanaged objects, device counts and
 * source locations aside): nothing to report, even when live state moved elsewhere. Where they differ,
 * a saved change whose object moved live since the plan is `stale`; any other difference (a change the
 * config does not ask for, one it asks for that the file lacks, or asks for differently) is listed in
 * `differences`.
 */
export function compareWithFreshPlan(
  saved: Plan,
  fresh: Plan,
  live: LiveState,
): { stale: StaleChange[]; differences: PlanDifference[] } {
  const savedBy = byAddress(saved.changes);
  const freshBy = byAddress(fresh.changes);
  const stale: StaleChange[] = [];
  const differences: PlanDifference[] = [];
  const known = planIds(saved);
  for (const address of new Set([...savedBy.keys(), ...freshBy.keys()])) {
    const mine = savedBy.get(address) ?? [];
    const theirs = freshBy.get(address) ?? [];
    if (sameChanges(mine, theirs)) continue;
    const moved = findStaleChanges(
      mine.filter((change) => scopeRead(change, live)),
      live,
      known,
    );
    if (moved.length > 0) stale.push(...moved);
    else differences.push(difference(address, mine, theirs));
  }
  return { stale, differences };
}

/**
 * Refuses (exit 5) a saved plan unless its changes are exactly those of `fresh`. `what` names the config
 * the fresh plan was made from. Moved objects come first, worded as the staleness check words them.
 */
export function refuseUnlessFreshPlanAgrees(saved: Plan, fresh: Plan, live: LiveState, what: string): void {
  const { stale, differences } = compareWithFreshPlan(saved, fresh, live);
  if (stale.length === 0 && differences.length === 0) return;
  const lines = [...stale, ...differences].map((d) => `  ${d.address}: ${d.message}`).join('\n');
  const message =
    stale.length > 0
      ? `the plan is stale: live state moved since it was made\n${lines}`
      : `the saved plan does not match a fresh plan of its config (${what}) against live state now\n${lines}`;
  throw new SmformError(message, {
    fault: 'stale',
    hint: 'run `smform plan` again, review the new plan and apply that one',
  });
}
