import type { FieldChange, SentryPolicyChange } from '../model/plan.js';
import type { Palette } from './ansi.js';
import { escapeControls } from '../text/terminal-escape.js';

/**
 * A scalar as the text plan shows it: strings bare (empty ones quoted), anything else as JSON; control
 * and invisible characters as visible escapes.
 */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return value === '' ? '""' : escapeControls(value);
  return escapeControls(JSON.stringify(value) ?? 'null');
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map((entry) => showValue(entry)) : [];
}

/** `groupPolicy 101 on N_5678 withAny [byod]`: one sentry policy in a line. */
export function describePolicy(policy: Record<string, unknown> | undefined): string {
  if (policy === undefined) return '?';
  const tags = stringList(policy['tags']);
  const scope = `${showValue(policy['scope'])}${tags.length === 0 ? '' : ` [${tags.join(', ')}]`}`;
  // Declared by name: `groupPolicy "Guest WiFi" (101)`, the name as the Dashboard shows it and the id written.
  const named = policy['groupPolicy'];
  const groupPolicy =
    typeof named === 'string'
      ? `${escapeControls(JSON.stringify(named))} (${showValue(policy['groupPolicyId'])})`
      : showValue(policy['groupPolicyId']);
  return `groupPolicy ${groupPolicy} on ${showValue(policy['smNetworkId'])} ${scope}`;
}

function scopeOnly(policy: Record<string, unknown> | undefined): string {
  const tags = stringList(policy?.['tags']);
  return `${showValue(policy?.['scope'])}${tags.length === 0 ? '' : ` [${tags.join(', ')}]`}`;
}

/**
 * A tag set's change as the text plan and the Markdown change table show it: `+{kiosk, ipad} -{old}`
 * (each side only when not empty; `{}` when neither), controls as visible escapes.
 */
export function renderSetChange(
  field: Pick<FieldChange, 'added' | 'removed'>,
  colors: Pick<Palette, 'create' | 'delete'> = { create: (t) => t, delete: (t) => t },
): string {
  const parts = [
    ...(field.added !== undefined && field.added.length > 0
      ? [colors.create(`+{${stringList(field.added).join(', ')}}`)]
      : []),
    ...(field.removed !== undefined && field.removed.length > 0
      ? [colors.delete(`-{${stringList(field.removed).join(', ')}}`)]
      : []),
  ];
  return parts.length === 0 ? '{}' : parts.join(' ');
}

/**
 * One line per sentry policy change, positions 1-based and highest priority first:
 * `+ 2. …` inserted, `- 3. …` removed (its old position), `~ 1. … a -> b` changed, `↕ 1. …` moved.
 */
export function renderPolicyChange(change: SentryPolicyChange, colors: Palette): string {
  const moved =
    change.fromPosition !== undefined &&
    change.toPosition !== undefined &&
    change.fromPosition !== change.toPosition
      ? `  (moved ${change.fromPosition} -> ${change.toPosition})`
      : '';
  switch (change.type) {
    case 'insert':
      return colors.create(`+ ${change.toPosition ?? '?'}. ${describePolicy(change.after)}`);
    case 'remove':
      return colors.delete(`- ${change.fromPosition ?? '?'}. ${describePolicy(change.before)}  (removed)`);
    case 'move':
      return colors.move(`↕ ${change.toPosition ?? '?'}. ${describePolicy(change.after)}${moved}`);
    case 'change':
      return colors.update(
        `~ ${change.toPosition ?? '?'}. ${describePolicy(change.before)} -> ${scopeOnly(change.after)}${moved}`,
      );
  }
}

/** A field diff in lines: `field: old -> new`, `tags: +{added} -{removed}`, or a policy list. */
export function renderFieldChange(field: FieldChange, colors: Palette): string[] {
  if (field.policies !== undefined) {
    return [`${field.path}:`, ...field.policies.map((change) => `  ${renderPolicyChange(change, colors)}`)];
  }
  if (field.added !== undefined || field.removed !== undefined) {
    return [`${field.path}: ${renderSetChange(field, colors)}`];
  }
  if (!('before' in field)) return [`${field.path}: ${showValue(field.after)}`];
  return [`${field.path}: ${showValue(field.before)} -> ${showValue(field.after)}`];
}

/** What a delete removes: the live object's fields (tag lists in braces), without its id. */
export function renderDeletedObject(before: Record<string, unknown> | null, idKey: string): string[] {
  if (before === null) return [];
  return Object.entries(before)
    .filter(([key]) => key !== idKey && key !== 'name' && key !== 'policies' && key !== 'networkId')
    .map(([key, value]) =>
      Array.isArray(value) ? `${key}: {${stringList(value).join(', ')}}` : `${key}: ${showValue(value)}`,
    );
}
