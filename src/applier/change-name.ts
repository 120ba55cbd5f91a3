import type { Change } from '../model/plan.js';

/** The declared (or, for a delete, the live) name of a change's object. */
export function nameOf(change: Change): string {
  const name = (change.after ?? change.before ?? {})['name'];
  return typeof name === 'string' ? name : '';
}
