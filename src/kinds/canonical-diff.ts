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
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((entry, index) => sameCanonical(entry, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  if (keys.length !== Object.keys(right).filter((key) => right[key] !== undefined).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameCanonical(left[key], right[key]));
}

/**
 * The fields that differ between two canonical forms of one kind, in the `after` form's key order (then
 * keys only `before` holds): a tag set as `{path, added, removed}`, anything else as `{path, before,
 * after}`. Empty exactly when the two forms are equal.
 */
export function diffCanonical(before: object, after: object): FieldChange[] {
  const was = before as Record<string, unknown>;
  const will = after as Record<string, unknown>;
  const keys = [...Object.keys(will), ...Object.keys(was).filter((key) => !Object.hasOwn(will, key))];
  return keys.flatMap((path): FieldChange[] => {
    const old = was[path];
    const next = will[path];
    if (sameCanonical(old, next)) return [];
    if (isStringList(old) && isStringList(next)) {
      const tags = diffTagField(path, old, next);
      // Two lists of the same tags in another order are still another canonical form.
      if (tags.length > 0) return tags;
    }
    return [{ path, before: old, after: next }];
  });
}
