import { scopeOfAddress } from '../model/scope-address.js';
import type { Change, Plan } from '../model/plan.js';
import { cell, cellName, count, plural } from '../text/markdown-escape.js';
import { compareNatural } from '../text/natural-order.js';

interface ScopeRow {
  scope: string;
  create: number;
  update: number;
  delete: number;
  unmanaged: number;
  devicesAdded: number;
  devicesRemoved: number;
  devicesKnown: boolean;
}

function emptyRow(scope: string): ScopeRow {
  return {
    scope,
    create: 0,
    update: 0,
    delete: 0,
    unmanaged: 0,
    devicesAdded: 0,
    devicesRemoved: 0,
    devicesKnown: false,
  };
}

function addChange(row: ScopeRow, change: Change): void {
  if (change.action === 'noop') return;
  row[change.action] += 1;
  if (change.devices !== undefined) {
    row.devicesKnown = true;
    row.devicesAdded += change.devices.addedCount;
    row.devicesRemoved += change.devices.removedCount;
  }
}

/** One row per scope with changes or unmanaged objects, in address order. */
export function scopeRows(plan: Plan): ScopeRow[] {
  const rows = new Map<string, ScopeRow>();
  const rowOf = (scope: string): ScopeRow => {
    let row = rows.get(scope);
    if (row === undefined) {
      row = emptyRow(scope);
      rows.set(scope, row);
    }
    return row;
  };
  for (const change of plan.changes)
    if (change.action !== 'noop') addChange(rowOf(scopeOfAddress(change.address)), change);
  for (const entry of plan.unmanaged) rowOf(scopeOfAddress(entry.address)).unmanaged += 1;
  return [...rows.values()].sort((a, b) => compareNatural(a.scope, b.scope));
}

function devicesCell(row: ScopeRow, evaluated: boolean): string {
  if (!evaluated || (!row.devicesKnown && row.create + row.update + row.delete > 0)) return '—';
  return `+${count(row.devicesAdded)} −${count(row.devicesRemoved)}`;
}

function total(rows: readonly ScopeRow[]): ScopeRow {
  const sum = emptyRow('Total');
  for (const row of rows) {
    sum.create += row.create;
    sum.update += row.update;
    sum.delete += row.delete;
    sum.unmanaged += row.unmanaged;
    sum.devicesAdded += row.devicesAdded;
    sum.devicesRemoved += row.devicesRemoved;
    sum.devicesKnown ||= row.devicesKnown;
  }
  return sum;
}

export const SUMMARY_HEADER = ['| Scope | + | ~ | - | unmanaged | devices |', '|---|--:|--:|--:|--:|--:|'];

/** The rows of the summary table per scope (CONVENTIONS §6), without the header, total last. */
export function summaryTableRows(plan: Plan): { rows: string[]; total: string } {
  const rows = scopeRows(plan);
  const line = (row: ScopeRow, label: string): string =>
    `| ${label} | ${count(row.create)} | ${count(row.update)} | ${count(row.delete)} | ${count(row.unmanaged)} | ${devicesCell(row, plan.devicesEvaluated)} |`;
  const sum = total(rows);
  return {
    rows: rows.map((row) => line(row, cellName(row.scope))),
    total: line(sum, cell(`**Total** (${plural(plan.scopeStats?.length ?? rows.length, 'scope')} read)`)),
  };
}
