import { canonicalJson } from '../canonical/json.js';

/** An id a list named more than once: how often, and the fields in which a later copy differs. */
export interface RepeatedId {
  id: string;
  times: number;
  /** Top-level fields of the read form that differ between copies; empty when every copy is the same. */
  differing: string[];
}

/**
 * The items with each id once (its first copy, in list order) and the ids listed more than once. A
 * paging overlap, a caching proxy or an API fault can repeat an object: planning both copies would keep
 * the object and delete "the other one", the same id. Copies are compared in `record` form, what smform
 * reads of them. Without repeats `items` is the list given.
 */
export function firstOfEachId<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  record: (item: T) => Record<string, unknown>,
): { items: readonly T[]; repeated: RepeatedId[] } {
  const first = new Map<string, T>();
  const repeats = new Map<string, RepeatedId>();
  for (const item of items) {
    const id = idOf(item);
    const kept = first.get(id);
    if (kept === undefined) {
      first.set(id, item);
      continue;
    }
    const entry = repeats.get(id) ?? { id, times: 1, differing: [] };
    entry.times += 1;
    for (const field of differingFields(record(kept), record(item)))
      if (!entry.differing.includes(field)) entry.differing.push(field);
    repeats.set(id, entry);
  }
  if (repeats.size === 0) return { items, repeated: [] };
  return { items: [...first.values()], repeated: [...repeats.values()] };
}

function differingFields(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.filter((field) => canonicalJson(a[field] ?? null) !== canonicalJson(b[field] ?? null));
}
