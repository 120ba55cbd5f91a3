import { compareIds } from '../kinds/ids.js';
import type { WriteRequest } from '../kinds/operations.js';
import type { Change } from '../model/plan.js';
import { nameOf } from './change-name.js';
import { describeMismatch, type NamedLive } from '../kinds/live-compare.js';
import type { Prepared } from './execute.js';

/** A live object of a create's scope, by its id. */
export interface ScopeObject {
  id: string;
  live: NamedLive;
}

/**
 * Decides a create from its scope's list read moments before: create when the name is free; when another
 * writer made an object of that name since the plan, adopt it instead of making a second one (as it is
 * when it already matches the declaration, else updated to it); refuse when several already carry it.
 */
export async function adoptOrCreate(
  change: Change,
  label: string,
  readScope: () => Promise<ScopeObject[]>,
  updateOf: (id: string) => WriteRequest,
  create: WriteRequest,
): Promise<Prepared> {
  const name = nameOf(change);
  const same = (await readScope()).filter((entry) => entry.live.name === name);
  const [found, ...others] = same;
  if (found === undefined) return { type: 'send', request: create };
  if (others.length > 0) {
    const ids = same.map((entry) => entry.id).sort(compareIds);
    return {
      type: 'refuse',
      stale: false,
      message: `not created: ${same.length} ${label}s named ${JSON.stringify(name)} appeared since the plan (ids ${ids.join(', ')})`,
    };
  }
  if (change.after === null || describeMismatch(found.live, change.after) === undefined) {
    return { type: 'adopt', id: found.id };
  }
  return { type: 'send', request: updateOf(found.id), adopted: 'updated' };
}
