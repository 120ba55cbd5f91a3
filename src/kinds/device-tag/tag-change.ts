import type { Change } from '../../model/plan.js';
import { brokenPlan } from '../change-fields.js';
import type { CanonicalDeviceTag } from './types.js';

/** A tag change read as the kind's own: its before and after are a tag's canonical form. */
export type TagChange = Change<CanonicalDeviceTag>;

/** A plan record as a tag's canonical form (serials that are not strings left out); undefined if not one. */
export function canonicalTag(record: Record<string, unknown> | null): CanonicalDeviceTag | undefined {
  if (record === null || typeof record['tag'] !== 'string' || !Array.isArray(record['serials']))
    return undefined;
  return { tag: record['tag'], serials: record['serials'].filter((s): s is string => typeof s === 'string') };
}

/**
 * Reads a plan's change as a tag change, once, before anything of it is written; a side that is not a
 * tag's canonical form (an edited or broken plan) throws, naming the change.
 */
export function readTagChange(change: Change): TagChange {
  const before = change.before === null ? null : canonicalTag(change.before);
  const after = change.after === null ? null : canonicalTag(change.after);
  if (before === undefined) throw brokenPlan(change, 'before (a tag and its serials)');
  if (after === undefined) throw brokenPlan(change, 'after (a tag and its serials)');
  return { ...change, before, after };
}
