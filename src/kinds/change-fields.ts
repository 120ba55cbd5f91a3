import { SmformError } from '../model/errors.js';
import type { Change } from '../model/plan.js';
import { isRecord } from './json.js';

/** Reading a change back (from a plan file) for a write: anything missing is a broken plan, not the API. */
export function brokenPlan(change: Change, what: string): SmformError {
  return new SmformError(`plan entry ${change.address} has no valid ${what}`, {
    fault: 'internal',
    hint: 'make a new plan with `smform plan --out FILE`',
  });
}

export function changeString(change: Change, side: 'before' | 'after', key: string): string {
  const object = change[side];
  const value = isRecord(object) ? object[key] : undefined;
  if (typeof value !== 'string') throw brokenPlan(change, `${side}.${key}`);
  return value;
}

export function changeTags(change: Change, side: 'before' | 'after', key = 'tags'): string[] {
  const object = change[side];
  const value = isRecord(object) ? object[key] : undefined;
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === 'string')) {
    throw brokenPlan(change, `${side}.${key}`);
  }
  return value;
}

export function changeNetworkId(change: Change): string {
  if (change.networkId === undefined) throw brokenPlan(change, 'networkId');
  return change.networkId;
}

export function changeId(change: Change): string {
  if (change.id === undefined) throw brokenPlan(change, 'id');
  return change.id;
}

/** The declared (or, for a delete, the live) name of a change's object; empty when it has none. */
export function changeName(change: Change): string {
  const name = (change.after ?? change.before ?? {})['name'];
  return typeof name === 'string' ? name : '';
}
