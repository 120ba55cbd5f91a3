import { canonicalTags } from '../canonical/tags.js';
import { SmformError } from '../model/errors.js';
import type { Change } from '../model/plan.js';
import { isRecord } from './json.js';

/** Reading a change back (from a plan file) for a write: anything missing is a broken plan, not the API. */
export function brokenPlan(change: Change<object>, what: string): SmformError {
  return new SmformError(`plan entry ${change.address} has no valid ${what}`, {
    fault: 'internal',
    hint: 'make a new plan with `smform plan --out FILE`',
  });
}

/** A string field of a change's side, read once when the change is read as its kind's own. */
export function changeString(change: Change, side: 'before' | 'after', key: string): string {
  const object = change[side];
  const value = isRecord(object) ? object[key] : undefined;
  if (typeof value !== 'string') throw brokenPlan(change, `${side}.${key}`);
  return value;
}

/** A list of strings of a change's side (not yet canonical), read once with the change. */
export function changeTags(change: Change, side: 'before' | 'after', key = 'tags'): string[] {
  const object = change[side];
  const value = isRecord(object) ? object[key] : undefined;
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === 'string')) {
    throw brokenPlan(change, `${side}.${key}`);
  }
  return value;
}

/**
 * One side of a plan entry as a scoped named object's canonical form (`name`, `scope`, `tags`): the plan
 * file's edge, so its tags are made canonical here, once. A field that does not read is a broken plan.
 */
export function scopedSide<S extends string>(
  change: Change,
  side: 'before' | 'after',
  isScope: (value: unknown) => value is S,
): { name: string; scope: S; tags: string[] } {
  const scope = changeString(change, side, 'scope');
  if (!isScope(scope)) throw brokenPlan(change, `${side}.scope`);
  const name = changeString(change, side, 'name');
  return { name, scope, tags: canonicalTags(changeTags(change, side)) };
}

export function changeNetworkId(change: Change<object>): string {
  if (change.networkId === undefined) throw brokenPlan(change, 'networkId');
  return change.networkId;
}

export function changeId(change: Change<object>): string {
  if (change.id === undefined) throw brokenPlan(change, 'id');
  return change.id;
}

/** The declared (or, for a delete, the live) name of a change's object; empty when it has none. */
export function changeName(change: Change): string {
  const name = (change.after ?? change.before ?? {})['name'];
  return typeof name === 'string' ? name : '';
}
