import type { DriftEntry, DriftReport, DriftStatus } from '../drift/index.js';
import { palette, severityPaint, type Palette } from './ansi.js';
import { renderFieldChange } from './text-fields.js';
import { escapeControls } from '../text/terminal-escape.js';
import { byNatural, compareNatural } from '../text/natural-order.js';
import { attributionLine, causeLines } from './drift-causes.js';

export const STATUS_LABEL: Record<DriftStatus, string> = {
  inSync: 'in sync',
  drifted: 'drifted',
  missing: 'missing',
  unmanaged: 'unmanaged',
};
const SYMBOL: Record<DriftStatus, string> = { inSync: '=', drifted: '~', missing: '+', unmanaged: '?' };
const ORDER: readonly DriftStatus[] = ['drifted', 'missing', 'unmanaged', 'inSync'];

export interface DriftTextOptions {
  color: boolean;
  /** Also list in-sync objects; hidden by default. */
  showInSync?: boolean;
}

function paint(status: DriftStatus, colors: Palette): (text: string) => string {
  switch (status) {
    case 'drifted':
      return colors.update;
    case 'missing':
      return colors.create;
    case 'unmanaged':
      return colors.unmanaged;
    case 'inSync':
      return colors.dim;
  }
}

function entryLines(entry: DriftEntry, colors: Palette): string[] {
  const notes = [STATUS_LABEL[entry.status]];
  if (entry.id !== undefined) notes.push(`id ${escapeControls(entry.id)}`);
  if (entry.pruned === true) notes.push('prune is on: apply deletes it');
  if (entry.failing === true) notes.push('not in Git and unmanaged: fail');
  const head = `${paint(entry.status, colors)(`${SYMBOL[entry.status]} ${escapeControls(entry.address)}`)}  (${notes.join(', ')})`;
  const fields =
    entry.status === 'drifted' ? entry.fieldChanges.flatMap((f) => renderFieldChange(f, colors)) : [];
  return [head, ...[...fields, ...causeLines(entry)].map((line) => `    ${line}`)];
}

/** Objects in the order people read ids (`N_2` before `N_10`); the report's data keeps code-point order. */
export const byAddress = byNatural((entry: DriftEntry) => entry.address);

/** The matrix rows, scopes in natural order, kinds by name. */
export function naturalMatrix(report: DriftReport): DriftReport['matrix'] {
  return [...report.matrix].sort(
    (a, b) => compareNatural(a.scope, b.scope) || compareNatural(a.kind, b.kind),
  );
}

/** The matrix of scope x kind x status as an aligned text table. */
export function renderDriftMatrix(report: DriftReport): string[] {
  const header = ['scope', 'kind', 'in sync', 'drifted', 'missing', 'unmanaged'];
  const rows = naturalMatrix(report).map((row) => [
    escapeControls(row.scope),
    row.kind,
    String(row.inSync),
    String(row.drifted),
    String(row.missing),
    String(row.unmanaged),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((text, i) => (i < 2 ? text.padEnd(widths[i] ?? 0) : text.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** `Drift: 2 drifted, 1 missing, 3 unmanaged, 37 in sync.` */
export function renderDriftOutcome(report: DriftReport): string {
  const s = report.summary;
  const counts = `${s.drifted} drifted, ${s.missing} missing, ${s.unmanaged} unmanaged, ${s.inSync} in sync`;
  return report.drifted ? `Drift found: ${counts}.` : `No drift: ${counts}.`;
}

/**
 * The drift report for people: every object that is not in sync (field diffs as `live -> declared`),
 * the matrix, diagnostics, and the outcome as the last line.
 */
export function renderDriftText(report: DriftReport, options: DriftTextOptions): string {
  const colors = palette(options.color);
  const lines: string[] = [];
  const shown = ORDER.filter((status) => status !== 'inSync' || options.showInSync === true).flatMap(
    (status) => report.objects.filter((entry) => entry.status === status).sort(byAddress),
  );
  if (shown.some((entry) => entry.status === 'drifted'))
    lines.push('Field changes read live -> declared.', '');
  for (const entry of shown) lines.push(...entryLines(entry, colors));
  if (shown.length > 0) lines.push('');
  if (report.matrix.length > 0) lines.push(...renderDriftMatrix(report), '');
  const attribution = attributionLine(report);
  if (attribution !== undefined) lines.push(attribution, '');
  for (const diagnostic of report.diagnostics) {
    const severity = diagnostic.severity === 'error' ? 'error' : 'warning';
    lines.push(severityPaint(colors, severity)(`${severity}: ${escapeControls(diagnostic.message)}`));
  }
  if (report.diagnostics.length > 0) lines.push('');
  lines.push(colors.bold(renderDriftOutcome(report)));
  return `${lines.join('\n')}\n`;
}
