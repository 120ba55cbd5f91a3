import type { DriftReport } from '../../drift/index.js';
import type { Change, Kind, Plan, Refusal } from '../../model/plan.js';
import type { Diagnostic } from '../../model/source.js';
import { parseScope } from '../../model/scope-address.js';
import { compareNatural } from '../../text/natural-order.js';
import { driftItem, planItem, unmanagedItem, type ReportItem } from './item-of.js';

export type { ReportItem } from './item-of.js';
import { movedCount } from './moved.js';

/*
 * What the HTML page shows, built from plans and drift reports (one organization's, or a fleet's merged):
 * per organization and kind, counts by state; then every change or drifted object. Pure.
 */

export type Section = 'plan' | 'drift';
export const PLAN_STATES = ['create', 'update', 'delete', 'unmanaged', 'noop'] as const;
export const DRIFT_STATES = ['drifted', 'missing', 'unmanaged', 'inSync'] as const;

/** An organization and the networks it declares, so a drift entry of `network/<id>` finds its organization. */
export interface FleetOrganization {
  id: string;
  name?: string | undefined;
  networks?: readonly string[];
}

export interface PlanInput {
  plan: Plan;
  refusals: readonly Refusal[];
}

export interface DriftInput {
  report: DriftReport;
}

export interface MatrixRow {
  orgId: string;
  kind: string;
  counts: Record<string, number>;
}

export interface SectionView {
  section: Section;
  states: readonly string[];
  rows: MatrixRow[];
  /** Devices moved per organization (plans made with device data only). */
  devices: Map<string, number>;
  createdAt: string[];
}

export interface ReportView {
  organizations: Map<string, string | undefined>;
  sections: SectionView[];
  items: ReportItem[];
  /** Refusals of a whole scope (a threshold), not of one change. */
  scopeRefusals: Array<Refusal & { orgId: string }>;
  warnings: Array<Diagnostic & { orgId: string }>;
}

const UNKNOWN_ORG = '?';
/** The organization an address or scope belongs to, by its owner, or the networks' organizations. */
function orgResolver(
  fleet: readonly FleetOrganization[],
  changes: readonly Change[],
): (address: string) => string {
  const byNetwork = new Map<string, string>();
  for (const org of fleet) for (const network of org.networks ?? []) byNetwork.set(network, org.id);
  for (const change of changes)
    if (change.networkId !== undefined) byNetwork.set(change.networkId, change.orgId);
  return (address) => {
    const parts = parseScope(address);
    if (parts === undefined) return UNKNOWN_ORG;
    if (parts.owner === 'org') return parts.ownerId;
    return byNetwork.get(parts.ownerId) ?? UNKNOWN_ORG;
  };
}

class Matrix {
  readonly rows = new Map<string, MatrixRow>();
  constructor(private readonly states: readonly string[]) {}
  add(orgId: string, kind: string, state: string, by = 1): void {
    const key = `${orgId}\u0000${kind}`;
    let row = this.rows.get(key);
    if (row === undefined) {
      row = { orgId, kind, counts: Object.fromEntries(this.states.map((s) => [s, 0])) };
      this.rows.set(key, row);
    }
    row.counts[state] = (row.counts[state] ?? 0) + by;
  }
  sorted(): MatrixRow[] {
    return [...this.rows.values()].sort(
      (a, b) => compareNatural(a.orgId, b.orgId) || compareNatural(a.kind, b.kind),
    );
  }
}

/** The page's content from any number of plans and drift reports (a fleet's per-organization files). */
export function buildView(
  plans: readonly PlanInput[],
  drifts: readonly DriftInput[],
  fleet: readonly FleetOrganization[] = [],
): ReportView {
  const organizations = new Map<string, string | undefined>(fleet.map((org) => [org.id, org.name]));
  const items: ReportItem[] = [];
  const scopeRefusals: ReportView['scopeRefusals'] = [];
  const warnings: ReportView['warnings'] = [];
  const sections: SectionView[] = [];
  const allChanges = plans.flatMap(({ plan }) => plan.changes);
  const orgOf = orgResolver(fleet, allChanges);
  const warn = (diagnostics: readonly Diagnostic[], fallback: string): void => {
    for (const diagnostic of diagnostics)
      if (diagnostic.severity !== 'info') warnings.push({ ...diagnostic, orgId: fallback });
  };
  if (plans.length > 0) {
    const matrix = new Matrix(PLAN_STATES);
    const devices = new Map<string, number>();
    for (const { plan, refusals } of plans) {
      const byAddress = new Map<string, Refusal[]>();
      const addresses = new Set(plan.changes.map((change) => change.address));
      for (const refusal of refusals) {
        if (addresses.has(refusal.address))
          byAddress.set(refusal.address, [...(byAddress.get(refusal.address) ?? []), refusal]);
        else scopeRefusals.push({ ...refusal, orgId: orgOf(refusal.address) });
      }
      for (const change of plan.changes) {
        matrix.add(change.orgId, change.kind, change.action);
        organizations.set(change.orgId, organizations.get(change.orgId));
        if (change.devices !== undefined && change.action !== 'noop')
          devices.set(change.orgId, (devices.get(change.orgId) ?? 0) + movedCount(change.devices));
        if (change.action !== 'noop')
          items.push(planItem(change, change.orgId, byAddress.get(change.address) ?? []));
      }
      for (const entry of plan.unmanaged) {
        const orgId = orgOf(entry.address);
        matrix.add(orgId, entry.kind, 'unmanaged');
        items.push(unmanagedItem(entry.address, entry.kind, orgId, entry.id));
      }
      warn(plan.diagnostics, soleOrg(plan.changes.map((c) => c.orgId)));
    }
    sections.push({
      section: 'plan',
      states: PLAN_STATES,
      rows: matrix.sorted(),
      devices,
      createdAt: plans.map((p) => p.plan.createdAt),
    });
  }
  if (drifts.length > 0) {
    const matrix = new Matrix(DRIFT_STATES);
    for (const { report } of drifts) {
      const objects = Array.isArray(report.objects) ? report.objects : [];
      // A per-organization job's file: its network scopes belong to the one organization it names.
      const named = soleOrg(
        objects
          .map((entry) => entry.scope)
          .filter((s) => s.startsWith('org/'))
          .map((s) => s.slice(4)),
      );
      const fileOrg = (address: string): string => {
        const org = orgOf(address);
        return org === UNKNOWN_ORG ? named : org;
      };
      for (const entry of objects) {
        const orgId = fileOrg(entry.address);
        organizations.set(orgId, organizations.get(orgId));
        matrix.add(orgId, entry.kind, entry.status);
        if (entry.status !== 'inSync') items.push(driftItem(entry, orgId));
      }
      warn(Array.isArray(report.diagnostics) ? report.diagnostics : [], named);
    }
    sections.push({
      section: 'drift',
      states: DRIFT_STATES,
      rows: matrix.sorted(),
      devices: new Map(),
      createdAt: drifts.map((d) => d.report.createdAt),
    });
  }
  const ORDER: Record<string, number> = {
    delete: 0,
    create: 1,
    missing: 1,
    update: 2,
    drifted: 2,
    unmanaged: 3,
  };
  const order = (item: ReportItem): number => ORDER[item.state] ?? 4;
  items.sort(
    (a, b) =>
      (a.section === b.section ? 0 : a.section === 'plan' ? -1 : 1) ||
      compareNatural(a.orgId, b.orgId) ||
      order(a) - order(b) ||
      compareNatural(a.address, b.address),
  );
  return { organizations, sections, items, scopeRefusals, warnings };
}

/** The one organization of these ids, or `?` when none or several. */
function soleOrg(ids: readonly string[]): string {
  const unique = new Set(ids);
  const [only] = unique;
  return unique.size === 1 && only !== undefined ? only : UNKNOWN_ORG;
}

export type { Kind };
