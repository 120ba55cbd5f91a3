import type { FieldChange } from '../model/plan.js';
import { diffTagField } from './field-changes.js';

/*
 * Field diffs derived from the canonical form itself, not from a hand-written list of fields: every key
 * the normal form holds is compared, so a field added to a kind's canonical form is planned, applied and
 * reported as drift without touching its diff (the kind registry's table test holds every kind to it).
 */

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** Whether two plain JSON values (canonical forms) are equal: same keys, same values, lists in order. */
export function sameCanonical(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameCanonical(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // Members that are undefined do not count, as canonical JSON drops them.
  let members = 0;
  for (const key in left) {
    const value = left[key];
    if (value === undefined) continue;
    members += 1;
    if (!sameCanonical(value, right[key])) return false;
  }
  for (const key in right) if (right[key] !== undefined) members -= 1;
  return members === 0;
}

/**
 * The fields that differ between two canonical forms of one kind, in the `after` form's key order (then
 * keys only `before` holds): a tag set as `{path, added, removed}`, anything else as `{path, before,
 * after}`. Empty exactly when the two forms are equal.
 */
export function diffCanonical(before: object, after: object): FieldChange[] {
  const was = before as Record<string, unknown>;
  const will = after as Record<string, unknown>;
  const changes: FieldChange[] = [];
  for (const path in will) diffField(changes, path, was[path], will[path]);
  for (const path in was) if (!(path in will)) diffField(changes, path, was[path], undefined);
  return changes;
}

function diffField(changes: FieldChange[], path: string, old: unknown, next: unknown): void {
  if (old === next || sameCanonical(old, next)) return;
  if (isStringList(old) && isStringList(next)) {
    const tags = diffTagField(path, old, next);
    // Two lists of the same tags in another order are still another canonical form.
    if (tags.length > 0) {
      changes.push(...tags);
      return;
    }
  }
  changes.push({ path, before: old, after: next });
}
