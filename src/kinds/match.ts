import { compareIds } from './ids.js';

/**
 * Identity: a declared object answers to a live object by its pinned id (which wins and declares a
 * rename), else by its name within the scope. Generic over the kind through accessors.
 */
export interface IdentityKeys<D, L> {
  desiredName(desired: D): string;
  desiredId(desired: D): string | undefined;
  liveName(live: L): string;
  liveId(live: L): string;
  /**
   * Whether a declaration already equals a live object. Used only among several unpinned declarations of
   * one name (a restore of a backup holding two objects of that name): each keeps the live object equal
   * to it, so recreated twins plan no updates whichever was made first.
   */
  sameContent?(desired: D, live: L): boolean;
}

/** The pinned id exists nowhere in the scope (or another declaration already claimed it). */
export interface MatchProblem<D> {
  type: 'missing-id';
  desired: D;
  id: string;
}

/**
 * More than one live object answers to one unpinned declared name (two writers created it): the oldest
 * (`compareIds`) answers to the declaration, the newer ones are extras the plan proposes to delete.
 */
export interface DuplicateMatch<D, L> {
  desired: D;
  kept: L;
  extras: L[];
}

export interface MatchResult<D, L> {
  pairs: { desired: D; live: L | undefined }[];
  /** Live objects no declaration answers to (and not part of a problem or a duplicate). */
  unmatched: L[];
  problems: MatchProblem<D>[];
  duplicates: DuplicateMatch<D, L>[];
}

export function matchByIdentity<D, L>(
  desired: readonly D[],
  live: readonly L[],
  keys: IdentityKeys<D, L>,
): MatchResult<D, L> {
  const claimed = new Set<L>();
  const involved = new Set<L>();
  const pinned = new Map<D, L>();
  const problems: MatchProblem<D>[] = [];
  const duplicates: DuplicateMatch<D, L>[] = [];
  for (const entry of desired) {
    const id = keys.desiredId(entry);
    if (id === undefined) continue;
    const found = live.find((candidate) => keys.liveId(candidate) === id && !claimed.has(candidate));
    if (found === undefined) problems.push({ type: 'missing-id', desired: entry, id });
    else {
      claimed.add(found);
      pinned.set(entry, found);
    }
  }
  // Live objects by name, in live order: a scope of thousands is matched without a scan per declaration.
  const byName = new Map<string, L[]>();
  for (const candidate of live) {
    const name = keys.liveName(candidate);
    const same = byName.get(name);
    if (same === undefined) byName.set(name, [candidate]);
    else same.push(candidate);
  }
  // Unpinned declarations by name. The config declares a name once per scope; a restore declares every
  // object of its backup, and the API allows two objects of one name.
  const unpinnedByName = new Map<string, D[]>();
  for (const entry of desired) {
    if (keys.desiredId(entry) !== undefined) continue;
    const name = keys.desiredName(entry);
    const same = unpinnedByName.get(name);
    if (same === undefined) unpinnedByName.set(name, [entry]);
    else same.push(entry);
  }
  const answered = new Map<D, L | undefined>();
  for (const [name, entries] of unpinnedByName) {
    const named = byName.get(name);
    const [entry] = entries;
    // The common case, one declaration and at most one live object of its name, without copies.
    if (entry !== undefined && entries.length === 1 && (named === undefined || named.length === 1)) {
      const only = named?.[0];
      const found = only === undefined || claimed.has(only) ? undefined : only;
      if (found !== undefined) claimed.add(found);
      answered.set(entry, found);
      continue;
    }
    const candidates = (named ?? []).filter((candidate) => !claimed.has(candidate));
    const free = [...candidates].sort((a, b) => compareIds(keys.liveId(a), keys.liveId(b)));
    if (entries.length > 1) {
      // Several declarations of one name: each takes a live object of that name (an equal one first, then
      // the oldest left); live objects beyond their number stay unmatched (a restore deletes them).
      for (const entry of entries) {
        const index = free.findIndex((candidate) => keys.sameContent?.(entry, candidate) === true);
        if (index >= 0) answered.set(entry, free.splice(index, 1)[0]);
      }
      for (const entry of entries) if (!answered.has(entry)) answered.set(entry, free.shift());
      for (const found of answered.values()) if (found !== undefined) claimed.add(found);
      continue;
    }
    const [found, ...extras] = free;
    for (const entry of entries) {
      if (found !== undefined && extras.length > 0) {
        duplicates.push({ desired: entry, kept: found, extras });
        for (const extra of extras) involved.add(extra);
      }
      if (found !== undefined) claimed.add(found);
      answered.set(entry, found);
    }
  }
  const pairs: { desired: D; live: L | undefined }[] = [];
  for (const entry of desired) {
    if (keys.desiredId(entry) !== undefined) {
      const found = pinned.get(entry);
      if (found !== undefined) pairs.push({ desired: entry, live: found });
      continue;
    }
    pairs.push({ desired: entry, live: answered.get(entry) });
  }
  const unmatched = live.filter((candidate) => !claimed.has(candidate) && !involved.has(candidate));
  return { pairs, unmatched, problems, duplicates };
}
