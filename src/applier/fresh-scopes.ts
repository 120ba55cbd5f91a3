import type { ApiCaller } from '../live/caller.js';
import { readScopes } from '../live/read-live.js';
import type { OrgReads } from '../live/scopes.js';
import type { LiveState } from '../model/live.js';

/** How old a scope's read may be for a create to rely on it (ms): "no older than a few seconds". */
export const FRESH_READ_MAX_AGE_MS = 5000;

/** Reads one scope on demand, for the writes about to change it. */
export type ScopeReader = (scope: OrgReads) => Promise<LiveState>;

/**
 * One read per scope, shared by every create of that scope that starts while it is younger than
 * `maxAgeMs` (by the injected clock); an older one is read again. A failed read fails the creates that
 * waited for it: none of them is sent blind.
 */
export function freshScopeReader(
  client: ApiCaller,
  now: () => Date,
  maxAgeMs: number = FRESH_READ_MAX_AGE_MS,
): ScopeReader {
  const reads = new Map<string, { at: number; state: Promise<LiveState> }>();
  return (scope) => {
    const key = JSON.stringify(scope);
    const at = now().getTime();
    const cached = reads.get(key);
    if (cached !== undefined && at - cached.at <= maxAgeMs) return cached.state;
    const state = readScopes(client, { organizations: [scope] }, { concurrency: 1 });
    reads.set(key, { at, state });
    return state;
  };
}
