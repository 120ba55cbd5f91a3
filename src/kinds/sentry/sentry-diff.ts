import { diffArrays } from 'diff';
import type { SentryPolicyChange } from '../../model/plan.js';
import { sameSentryPolicy, sameSentryTarget, type CanonicalSentryPolicy } from './sentry.js';

interface Placed {
  policy: CanonicalSentryPolicy;
  /** 1-based position in its list. */
  position: number;
}

/** Every field of the canonical form, in its order. */
function asRecord(policy: CanonicalSentryPolicy): Record<string, unknown> {
  return { ...policy };
}

/** Takes (and removes) the first entry of `pool` that `fits`. */
function takeFirst(pool: Placed[], fits: (entry: Placed) => boolean): Placed | undefined {
  const index = pool.findIndex(fits);
  return index === -1 ? undefined : pool.splice(index, 1)[0];
}

/**
 * How one network's ordered list changes (both lists highest priority first). The array diff finds what
 * was removed and inserted; a removed and an inserted entry with the same content are a move, with the
 * same smNetworkId + groupPolicyId a change (perhaps also moved); the rest are inserts and removes.
 */
export function diffSentryPolicies(
  before: readonly CanonicalSentryPolicy[],
  after: readonly CanonicalSentryPolicy[],
): SentryPolicyChange[] {
  const removed: Placed[] = [];
  const inserted: Placed[] = [];
  let oldIndex = 0;
  let newIndex = 0;
  for (const part of diffArrays([...before], [...after], { comparator: sameSentryPolicy })) {
    for (const policy of part.value) {
      if (part.removed) removed.push({ policy, position: (oldIndex += 1) });
      else if (part.added) inserted.push({ policy, position: (newIndex += 1) });
      else {
        oldIndex += 1;
        newIndex += 1;
      }
    }
  }
  const changes: SentryPolicyChange[] = [];
  for (const [type, fits] of [
    ['move', sameSentryPolicy],
    ['change', sameSentryTarget],
  ] as const) {
    for (const entry of [...inserted]) {
      const from = takeFirst(removed, (candidate) => fits(candidate.policy, entry.policy));
      if (from === undefined) continue;
      inserted.splice(inserted.indexOf(entry), 1);
      changes.push({
        type,
        fromPosition: from.position,
        toPosition: entry.position,
        before: asRecord(from.policy),
        after: asRecord(entry.policy),
      });
    }
  }
  for (const entry of removed)
    changes.push({ type: 'remove', fromPosition: entry.position, before: asRecord(entry.policy) });
  for (const entry of inserted)
    changes.push({ type: 'insert', toPosition: entry.position, after: asRecord(entry.policy) });
  // Removals first (by their old position), then everything in the new list by its new position.
  const rank = (change: SentryPolicyChange): number =>
    change.type === 'remove' ? (change.fromPosition ?? 0) - before.length - 1 : (change.toPosition ?? 0);
  return changes.sort((a, b) => rank(a) - rank(b));
}
