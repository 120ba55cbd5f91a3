import { defined } from '../canonical/defined.js';
import { ownerOf, ownerOfAddress } from '../model/scope-address.js';
import type { DesiredState } from '../model/desired.js';
import type { LiveState } from '../model/live.js';
import type { Change, FieldChange, Kind, Plan } from '../model/plan.js';
import type { Diagnostic, SourceLocation } from '../model/source.js';
import { planChanges, type PlanOptions } from '../planner/index.js';
import { compareCodePoints } from '../canonical/compare.js';

export const DRIFT_FORMAT_VERSION = '1.0';

/**
 * Where one object stands: `inSync` (live matches the declaration), `drifted` (it differs: see the
 * field changes), `missing` (declared, not live) or `unmanaged` (live, not declared).
 */
export type DriftStatus = 'inSync' | 'drifted' | 'missing' | 'unmanaged';
export const DRIFT_STATUSES: readonly DriftStatus[] = ['inSync', 'drifted', 'missing', 'unmanaged'];

export interface DriftEntry {
  address: string;
  kind: Kind;
  status: DriftStatus;
  /** `org/<id>` for roles and sentry lists, `network/<id>` for target groups. */
  scope: string;
  id?: string;
  /** What differs, in the plan's direction: `before` is live, `after` is declared. */
  fieldChanges: FieldChange[];
  /** An unmanaged object that `prune` would delete on the next apply. */
  pruned?: boolean;
  /** An unmanaged object that counts as drift: `--fail-on-unmanaged`, or `unmanaged: fail` in its policy. */
  failing?: boolean;
  source?: SourceLocation;
}

export type DriftCounts = Record<DriftStatus, number>;

/** One cell row of the matrix: a scope and a kind, counted by status. */
export interface DriftMatrixRow extends DriftCounts {
  scope: string;
  kind: Kind;
}

export interface DriftReport {
  formatVersion: string;
  toolVersion: string;
  createdAt: string;
  configDigest: string;
  /** True when an apply would change something: the `drift` command exits 2. */
  drifted: boolean;
  summary: DriftCounts;
  matrix: DriftMatrixRow[];
  /** Every object of the declared scopes (ignored ones excepted), in address order. */
  objects: DriftEntry[];
  diagnostics: Diagnostic[];
}

export interface DriftOptions {
  /**
   * Whether an unmanaged object at this address counts as drift (`--fail-on-unmanaged`, or the policy
   * `unmanaged: fail` of its scope). Default: never; only those `prune` would delete do.
   */
  failOnUnmanaged?: (address: string) => boolean;
}

const emptyCounts = (): DriftCounts => ({ inSync: 0, drifted: 0, missing: 0, unmanaged: 0 });

function statusOf(change: Change): DriftStatus {
  switch (change.action) {
    case 'noop':
      return 'inSync';
    case 'create':
      return 'missing';
    case 'update':
      return 'drifted';
    case 'delete':
      // A prune delete is a live object nobody declared; a declared delete (an emptied sentry list)
      // is a declaration live does not follow.
      return change.reason === 'prune' ? 'unmanaged' : 'drifted';
  }
}

function entryOf(change: Change): DriftEntry {
  const status = statusOf(change);
  return {
    address: change.address,
    kind: change.kind,
    status,
    scope: ownerOfAddress(change.address),
    ...defined({ id: change.id }),
    fieldChanges: change.fieldChanges,
    ...(status === 'unmanaged' ? { pruned: true } : {}),
    ...defined({ source: change.source }),
  };
}

/**
 * Reads a plan as a drift report: every object of the declared scopes with its status, a matrix of
 * scope x kind x status, and whether an apply would change anything. Pure.
 */
export function driftOfPlan(plan: Plan, options: DriftOptions = {}): DriftReport {
  const failing = options.failOnUnmanaged ?? ((): boolean => false);
  const marked = (entry: DriftEntry): DriftEntry =>
    entry.status === 'unmanaged' && entry.pruned !== true && failing(entry.address)
      ? { ...entry, failing: true }
      : entry;
  const objects = [
    ...plan.changes.map(entryOf),
    ...plan.unmanaged.map((entry): DriftEntry => ({
      address: entry.address,
      kind: entry.kind,
      status: 'unmanaged',
      scope: ownerOfAddress(entry.address),
      ...defined({ id: entry.id }),
      fieldChanges: [],
    })),
  ]
    .map(marked)
    .sort((a, b) => compareCodePoints(a.address, b.address) || compareCodePoints(a.id ?? '', b.id ?? ''));
  const summary = emptyCounts();
  const rows = new Map<string, DriftMatrixRow>();
  for (const entry of objects) {
    summary[entry.status] += 1;
    const key = `${entry.scope}\u0000${entry.kind}`;
    let row = rows.get(key);
    if (row === undefined) {
      row = { scope: entry.scope, kind: entry.kind, ...emptyCounts() };
      rows.set(key, row);
    }
    row[entry.status] += 1;
  }
  return {
    formatVersion: DRIFT_FORMAT_VERSION,
    toolVersion: plan.toolVersion,
    createdAt: plan.createdAt,
    configDigest: plan.configDigest,
    drifted: objects.some(
      (entry) =>
        entry.status === 'drifted' ||
        entry.status === 'missing' ||
        entry.pruned === true ||
        entry.failing === true,
    ),
    summary,
    matrix: [...rows.values()].sort(
      (a, b) => compareCodePoints(a.scope, b.scope) || compareCodePoints(a.kind, b.kind),
    ),
    objects,
    diagnostics: plan.diagnostics,
  };
}

/** Drift of a desired state against live state: the plan, read as a report. */
export function detectDrift(
  desired: DesiredState,
  live: LiveState,
  options: PlanOptions,
  driftOptions: DriftOptions = {},
): DriftReport {
  return driftOfPlan(planChanges(desired, live, options), driftOptions);
}

/**
 * The `unmanaged: fail` policies of a desired state as a `failOnUnmanaged` test: an address under a
 * network follows that network's policy (which inherits its organization's), one under an organization
 * its organization's.
 */
export function unmanagedPolicyOf(desired: DesiredState): (address: string) => boolean {
  const failing = new Set<string>();
  for (const org of desired.organizations) {
    if (org.policy.unmanaged === 'fail') failing.add(ownerOf('org', org.id));
    for (const network of org.networks) {
      if (network.policy.unmanaged === 'fail') failing.add(ownerOf('network', network.id));
    }
  }
  return (address) => failing.has(ownerOfAddress(address));
}
