import type { DriftEntry } from '../../drift/index.js';
import type { Change, DeviceImpact, Refusal } from '../../model/plan.js';
import { driftDiffLines } from '../drift-diff.js';
import { changeDiffLines } from '../markdown-diff.js';
import { defined } from '../../canonical/defined.js';
import { changeMemberInPlanOrder } from '../../plan-file/render.js';

/* One item of the page from a plan's change, a plan's unmanaged object or a drift entry. */

/** One change of a plan, or one object of a drift report that is not in sync. */
export interface ReportItem {
  section: 'plan' | 'drift';
  orgId: string;
  kind: string;
  /** `create`/`update`/`delete`, or `drifted`/`missing`/`unmanaged`. */
  state: string;
  address: string;
  /** The diff, one line each, starting with its symbol (`+`, `-`, `!`, `#`). */
  lines: string[];
  devices?: DeviceImpact;
  refusals: Refusal[];
  notes: string[];
  /** Fields this version does not know (a newer report's, such as attribution), shown as they are. */
  extra: Array<[string, unknown]>;
}

const KNOWN_ENTRY_KEYS = new Set([
  'address',
  'kind',
  'status',
  'scope',
  'id',
  'fieldChanges',
  'source',
  'pruned',
  'failing',
]);
/** A change's fields the page shows in its own way; any other (a newer plan's) is shown as it is. */
const KNOWN_CHANGE_KEYS = new Set([
  'address',
  'kind',
  'action',
  'orgId',
  'networkId',
  'id',
  'before',
  'after',
  'fieldChanges',
  'liveFingerprint',
  'source',
  'devices',
  'reason',
  'protected',
]);

export function planItem(change: Change, orgId: string, refusals: Refusal[]): ReportItem {
  const notes: string[] = [];
  if (change.protected === true) notes.push('protected: only an edit of the config changes it');
  if (change.reason !== undefined) notes.push(`reason: ${change.reason}`);
  if (change.source !== undefined)
    notes.push(`declared at ${change.source.file}:${change.source.line}:${change.source.column}`);
  return defined({
    section: 'plan' as const,
    orgId,
    kind: change.kind,
    state: change.action,
    address: change.address,
    lines: changeDiffLines(change),
    devices: change.devices,
    refusals,
    notes,
    // As plan JSON writes them, whatever order the planner built them in.
    extra: Object.entries(change)
      .filter(([key]) => !KNOWN_CHANGE_KEYS.has(key))
      .map(([key, value]): [string, unknown] => [key, changeMemberInPlanOrder(key, value)]),
  });
}

/** A live object nothing declares: the plan leaves it alone (no `prune`). */
export function unmanagedItem(
  address: string,
  kind: string,
  orgId: string,
  id: string | undefined,
): ReportItem {
  return {
    section: 'plan' as const,
    orgId,
    kind,
    state: 'unmanaged',
    address,
    lines: [`? unmanaged ${address}`],
    refusals: [],
    notes: [`not declared, left as it is${id === undefined ? '' : ` (id ${id})`}`],
    extra: [],
  };
}

export function driftItem(entry: DriftEntry, orgId: string): ReportItem {
  const notes: string[] = [];
  if (entry.pruned === true) notes.push('not declared: the next apply deletes it (prune)');
  else if (entry.failing === true) notes.push('unmanaged, and its policy counts that as drift');
  if (entry.id !== undefined) notes.push(`id ${entry.id}`);
  if (entry.source !== undefined)
    notes.push(`declared at ${entry.source.file}:${entry.source.line}:${entry.source.column}`);
  const symbol = entry.status === 'missing' ? '+' : entry.status === 'unmanaged' ? '-' : '!';
  return {
    section: 'drift',
    orgId,
    kind: entry.kind,
    state: entry.status,
    address: entry.address,
    lines: [`${symbol} ${entry.status} ${entry.address}`, ...driftDiffLines(entry, orgId)],
    refusals: [],
    notes,
    extra: Object.entries(entry).filter(([key]) => !KNOWN_ENTRY_KEYS.has(key)),
  };
}
