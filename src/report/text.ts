import { planNotices } from './plan-notices.js';
import type { Action, Change, Plan } from '../model/plan.js';
import type { Diagnostic } from '../model/source.js';
import { palette, severityPaint, type Palette } from './ansi.js';
import { renderDeviceLine, renderDevicesNotEvaluated } from './text-devices.js';
import { renderDeletedObject, renderFieldChange } from './text-fields.js';
import { templateOrigin } from './template-origin.js';
import { escapeControls } from '../text/terminal-escape.js';
import { changedSinceText } from './changed-since.js';
import { byNatural } from '../text/natural-order.js';
import { compareChangesForPeople } from './people-order.js';
import { kindSpec } from '../kinds/registry.js';

export interface RenderOptions {
  /** ANSI colors; the CLI decides (`useColor` in src/cli/io.ts: a TTY or FORCE_COLOR, never --no-color). */
  color: boolean;
  /** Also list in-sync objects (`= address`); hidden by default. */
  showNoop?: boolean;
}

const symbolOf: Record<Action, string> = { create: '+', update: '~', delete: '-', noop: '=' };
/** Deletes first, then creates, updates and (when shown) noops; data order inside each. */
const actionOrder: readonly Action[] = ['delete', 'create', 'update', 'noop'];

function colorOf(action: Action, colors: Palette): (text: string) => string {
  switch (action) {
    case 'create':
      return colors.create;
    case 'update':
      return colors.update;
    case 'delete':
      return colors.deleteStrong;
    case 'noop':
      return colors.dim;
  }
}

function annotation(change: Change): string {
  const notes: string[] = [];
  if (change.action === 'delete') {
    notes.push('DELETE');
    if (change.reason === 'prune') notes.push('not declared, prune is on');
    if (change.reason === 'declared') notes.push('declared with no policies');
    if (change.reason === 'backup') notes.push('not in the backup');
  }
  if (change.id !== undefined) notes.push(`${kindSpec(change.kind).idKey} ${escapeControls(change.id)}`);
  if (change.protected === true) notes.push('protected');
  if (change.action === 'noop') notes.push('no changes');
  const note = change.action === 'noop' ? undefined : kindSpec(change.kind).describeChange?.(change)?.note;
  return `${note === undefined || note === '' ? '' : `  ${note}`}${notes.length === 0 ? '' : `  (${notes.join(', ')})`}`;
}

function renderChange(change: Change, colors: Palette): string[] {
  const head =
    colorOf(change.action, colors)(`${symbolOf[change.action]} ${escapeControls(change.address)}`) +
    annotation(change);
  if (change.action === 'noop') return [head];
  const described = kindSpec(change.kind).describeChange?.(change);
  const body =
    described !== undefined
      ? described.lines
      : change.action === 'delete' && kindSpec(change.kind).shape === 'named'
        ? renderDeletedObject(change.before, kindSpec(change.kind).idKey)
        : change.fieldChanges
            // A create's name is already in its address.
            .filter((field) => change.action !== 'create' || field.path !== 'name')
            .flatMap((field) => renderFieldChange(field, colors));
  const devices = renderDeviceLine(change);
  const origin = templateOrigin(change);
  const notes = [...(origin === undefined ? [] : [colors.dim(escapeControls(origin))])];
  return [
    head,
    ...[...notes, ...body, ...(devices === undefined ? [] : [devices])].map((line) => `    ${line}`),
  ];
}

function renderDiagnostic(diagnostic: Diagnostic, colors: Palette): string[] {
  const where =
    diagnostic.source === undefined
      ? ''
      : `${escapeControls(diagnostic.source.file)}:${diagnostic.source.line}:${diagnostic.source.column}  `;
  const severity = diagnostic.severity === 'error' ? 'error' : 'warning';
  const lines = [
    severityPaint(colors, severity)(`${severity}: ${where}${escapeControls(diagnostic.message)}`),
  ];
  if (diagnostic.hint !== undefined) lines.push(`  hint: ${escapeControls(diagnostic.hint)}`);
  return lines;
}

/**
 * The plan's warnings as the text plan words them, one after another: for a command that plans but
 * prints something else on stdout (`smform scope` puts them on stderr; its errors end it as `plan`'s do).
 */
export function renderPlanWarnings(plan: Plan, color: boolean): string {
  const colors = palette(color);
  return plan.diagnostics
    .filter((diagnostic) => diagnostic.severity !== 'error')
    .flatMap((diagnostic) => renderDiagnostic(diagnostic, colors))
    .map((line) => `${line}\n`)
    .join('');
}

function renderHeader(plan: Plan, shown: readonly Change[], colors: Palette): string[] {
  const used = new Set(shown.map((change) => change.action));
  const symbols: string[] = [];
  if (used.has('create')) symbols.push(colors.create('+ create'));
  if (used.has('update')) symbols.push(colors.update('~ update'));
  if (used.has('delete')) symbols.push(colors.delete('- delete'));
  if (used.has('noop')) symbols.push(colors.dim('= unchanged'));
  const policyChanges = shown.flatMap((change) =>
    change.fieldChanges.flatMap((field) => field.policies ?? []),
  );
  if (policyChanges.some((change) => change.type === 'move')) symbols.push(colors.move('↕ moved'));
  if (plan.unmanaged.length > 0) symbols.push(colors.unmanaged('? unmanaged'));
  return symbols.length === 0 ? [] : [`Symbols: ${symbols.join('  ')}`, ''];
}

/** The last line: `Plan: X to create, Y to update, Z to delete.` or `No changes.` */
export function renderPlanOutcome(plan: Plan): string {
  const { create, update, delete: deletes } = plan.summary;
  return create + update + deletes === 0
    ? 'No changes.'
    : `Plan: ${create} to create, ${update} to update, ${deletes} to delete.`;
}

/** Ids in the order people read them (`N_2` before `N_10`); the plan's own order is the hashed one. */
const byAddress = byNatural((item: { address: string }) => item.address);

/**
 * The text plan of CONVENTIONS §5: a header with the symbols used, deletes first (highlighted), then
 * creates and updates with their field diffs, unmanaged objects with `?`, diagnostics, and the outcome.
 */
export function renderPlanText(plan: Plan, options: RenderOptions): string {
  const colors = palette(options.color);
  const shown = actionOrder
    .filter((action) => action !== 'noop' || options.showNoop === true)
    .flatMap((action) =>
      plan.changes.filter((change) => change.action === action).sort(compareChangesForPeople),
    );
  const lines: string[] = [...renderHeader(plan, shown, colors)];
  // Notices first (and only there): they say whether the changes below can be trusted at all.
  const notices = planNotices(plan);
  for (const notice of notices) lines.push(...renderDiagnostic(notice, colors), '');
  const diagnostics = plan.diagnostics.filter((diagnostic) => !notices.includes(diagnostic));
  for (const change of shown) lines.push(...renderChange(change, colors), '');
  if (plan.unmanaged.length > 0) {
    lines.push('Unmanaged (not declared; left alone):');
    for (const entry of [...plan.unmanaged].sort(byAddress)) {
      const id =
        entry.id === undefined ? '' : `  (${kindSpec(entry.kind).idKey} ${escapeControls(entry.id)})`;
      lines.push(`${colors.unmanaged(`? ${escapeControls(entry.address)}`)}${id}`);
    }
    lines.push('');
  }
  if (diagnostics.length > 0) {
    lines.push('Diagnostics:');
    for (const diagnostic of diagnostics)
      lines.push(...renderDiagnostic(diagnostic, colors).map((line) => `  ${line}`));
    lines.push('');
  }
  const notEvaluated = renderDevicesNotEvaluated(plan);
  if (notEvaluated !== undefined) lines.push(notEvaluated, '');
  const changedSince = changedSinceText(plan);
  if (changedSince.length > 0) lines.push(...changedSince, '');
  lines.push(colors.bold(renderPlanOutcome(plan)));
  return `${lines.join('\n')}\n`;
}
