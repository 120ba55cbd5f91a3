import { NOT_STARTED } from '../applier/not-started.js';
import type { ApplyResult, WriteResult, WriteStatus } from '../applier/index.js';
import { palette } from './ansi.js';
import { plural } from '../text/plural.js';
import { escapeControls } from '../text/terminal-escape.js';

/** A request that names what it changes: which did change (done) and which did not (failed, skipped). */
function namesDetail(op: WriteResult, named: NonNullable<WriteResult['names']>): string {
  const shown = named.names.slice(0, 10).map(escapeControls).join(', ');
  const more = named.names.length > 10 ? ` and ${named.names.length - 10} more` : '';
  const what = `${escapeControls(named.what)}: ${shown}${more}`;
  return op.status === 'done' ? what : `${escapeControls(op.message ?? '')}; not changed: ${what}`;
}

function detailOf(op: WriteResult): string {
  if (op.names !== undefined) return namesDetail(op, op.names);
  if (op.status === 'done' && op.adopted !== undefined) {
    const how = op.adopted === 'as-is' ? 'already as declared' : 'updated to the declaration';
    return `adopted id ${escapeControls(op.id ?? '?')} (another writer created it since the plan; ${how})`;
  }
  if (op.status === 'done') {
    const id = op.action === 'create' && op.id !== undefined ? `id ${escapeControls(op.id)}` : '';
    return op.resolvedByLookup === true
      ? `${id} (outcome was unknown; found by name, not created twice)`
      : id;
  }
  return escapeControls(op.message ?? '');
}

/** The per-operation table an apply ends with, then verification problems and a one-line tally. */
export function renderApplyResult(result: ApplyResult, options: { color: boolean }): string {
  if (result.writes.length === 0) return 'Nothing to apply.\n';
  // Changes an interrupt kept from starting are one line with their count, not a row each.
  const notStarted = result.writes
    .filter((op) => op.message === NOT_STARTED)
    .reduce((total, op) => total + op.addresses.length, 0);
  const rows: { status: WriteStatus; action: string; address: string; detail: string }[] = result.writes
    .filter((op) => op.message !== NOT_STARTED)
    .flatMap((op) =>
      op.addresses.map((address, i) => ({
        status: op.status,
        action: op.actions?.[i] ?? op.action,
        address: escapeControls(address),
        detail: i === 0 ? detailOf(op) : '(same PUT)',
      })),
    );
  if (notStarted > 0) {
    rows.push({
      status: 'skipped',
      action: '-',
      address: `${plural(notStarted, 'change')} not started`,
      detail: 'interrupted before they started',
    });
  }
  const width = (pick: (r: (typeof rows)[number]) => string, title: string): number =>
    Math.max(title.length, ...rows.map((r) => pick(r).length));
  const ws = width((r) => r.status, 'STATUS');
  const wa = width((r) => r.action, 'ACTION');
  const wd = width((r) => r.address, 'ADDRESS');
  const colors = palette(options.color);
  const paint = (status: WriteStatus, text: string): string => colors[status](text);
  const lines = [`${'STATUS'.padEnd(ws)}  ${'ACTION'.padEnd(wa)}  ${'ADDRESS'.padEnd(wd)}  DETAIL`];
  for (const row of rows) {
    const line = `${paint(row.status, row.status.padEnd(ws))}  ${row.action.padEnd(wa)}  ${row.address.padEnd(wd)}  ${row.detail}`;
    lines.push(line.trimEnd());
  }
  if (result.verification.length > 0) {
    lines.push('', 'Verification found problems:');
    for (const problem of result.verification)
      lines.push(`  ${escapeControls(problem.address)}: ${escapeControls(problem.message)}`);
  }
  // Counted per change, as the plan counts them (a sentry PUT carries several).
  const count = (status: WriteStatus): number =>
    result.writes.filter((op) => op.status === status).reduce((total, op) => total + op.addresses.length, 0);
  lines.push('');
  const tally = `${count('done')} done, ${count('failed')} failed, ${count('skipped')} skipped`;
  if (result.interrupted) lines.push(`Apply interrupted: ${tally}.`);
  else if (result.ok) lines.push(`Apply complete: ${tally}.`);
  else lines.push(`Apply failed: ${tally}.`);
  return `${lines.join('\n')}\n`;
}
