import type { Action, Change, FieldChange, Plan, SentryPolicyChange } from '../model/plan.js';
import { kindSpec } from '../kinds/registry.js';
import { templateOrigin } from './template-origin.js';
import { describePolicy, renderDeletedObject, showValue } from './text-fields.js';
import { compareChangesForPeople } from './people-order.js';

/*
 * The full diff of a plan as lines of a ```diff block: every line starts with its symbol in column 0,
 * so GitHub colors them: `+` added (green), `-` removed (red), `!` changed in place, `#` context.
 */

const INDENT = '    ';

function tagList(values: readonly string[] | undefined): string {
  return `{${(values ?? []).join(', ')}}`;
}

function fieldLines(field: FieldChange): string[] {
  if (field.policies !== undefined) return field.policies.flatMap(policyLines);
  if (field.added !== undefined || field.removed !== undefined) {
    return [
      ...((field.removed ?? []).length > 0 ? [`-${INDENT}${field.path}: -${tagList(field.removed)}`] : []),
      ...((field.added ?? []).length > 0 ? [`+${INDENT}${field.path}: +${tagList(field.added)}`] : []),
    ];
  }
  if (!('before' in field)) return [`+${INDENT}${field.path}: ${showValue(field.after)}`];
  return [
    `-${INDENT}${field.path}: ${showValue(field.before)}`,
    `+${INDENT}${field.path}: ${showValue(field.after)}`,
  ];
}

function policyLines(change: SentryPolicyChange): string[] {
  const from = change.fromPosition ?? '?';
  const to = change.toPosition ?? '?';
  switch (change.type) {
    case 'insert':
      return [`+${INDENT}${to}. ${describePolicy(change.after)}`];
    case 'remove':
      return [`-${INDENT}${from}. ${describePolicy(change.before)}`];
    case 'move':
      return [`!${INDENT}${to}. ${describePolicy(change.after)}  (moved ${from} -> ${to})`];
    case 'change':
      return [
        `-${INDENT}${from}. ${describePolicy(change.before)}`,
        `+${INDENT}${to}. ${describePolicy(change.after)}`,
      ];
  }
}

function annotation(change: Change): string {
  const notes: string[] = [];
  if (change.action === 'delete')
    notes.push(
      change.reason === 'prune'
        ? 'DELETE, not declared'
        : change.reason === 'backup'
          ? 'DELETE, not in the backup'
          : 'DELETE',
    );
  if (change.id !== undefined) notes.push(`${kindSpec(change.kind).idKey} ${change.id}`);
  if (change.protected === true) notes.push('protected');
  if (change.devices !== undefined) {
    const d = change.devices;
    notes.push(`devices ${d.before} -> ${d.after} (+${d.addedCount} -${d.removedCount})`);
  }
  return notes.length === 0 ? '' : `  (${notes.join(', ')})`;
}

const headSymbol: Record<Action, string> = { create: '+', update: '!', delete: '-', noop: '#' };
const verb: Record<Action, string> = {
  create: 'create',
  update: 'update',
  delete: 'delete',
  noop: 'unchanged',
};

/** One change: a head line with the action, then one line per changed field or sentry policy. */
export function changeDiffLines(change: Change): string[] {
  const head = `${headSymbol[change.action]} ${verb[change.action]} ${change.address}${annotation(change)}`;
  if (change.action === 'noop') return [head];
  if (change.action === 'delete' && kindSpec(change.kind).shape === 'named') {
    return [
      head,
      ...renderDeletedObject(change.before, kindSpec(change.kind).idKey).map((line) => `-${INDENT}${line}`),
    ];
  }
  const origin = templateOrigin(change);
  const described = kindSpec(change.kind).describeChange?.(change);
  if (described !== undefined) {
    const lines = described.lines.map((line) =>
      line.startsWith('+ ') || line.startsWith('- ')
        ? `${line[0] ?? ''}${INDENT}${line.slice(2)}`
        : `#${INDENT}${line}`,
    );
    return [head, ...(origin === undefined ? [] : [`#${INDENT}${origin}`]), ...lines];
  }
  const fields = change.fieldChanges.filter((field) => change.action !== 'create' || field.path !== 'name');
  return [head, ...(origin === undefined ? [] : [`#${INDENT}${origin}`]), ...fields.flatMap(fieldLines)];
}

/** Deletes first, then creates and updates: the order a reviewer should read them in. */
export function orderedChanges(plan: Plan): Change[] {
  const order: readonly Action[] = ['delete', 'create', 'update'];
  // Each action's changes in the order people read ids (`N_2` before `N_10`), at render time only.
  return order.flatMap((action) =>
    plan.changes.filter((change) => change.action === action).sort(compareChangesForPeople),
  );
}
