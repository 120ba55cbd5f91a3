import { firstOfEachId } from './repeated-ids.js';
import type { Diagnostic } from '../model/source.js';

/** What a scope's live list holds, for messages: `target groups`, `id`, `network N_1`. */
export interface LiveListOf {
  plural: string;
  idKey: string;
  where: string;
}

function times(count: number): string {
  return count === 2 ? 'twice' : `${count} times`;
}

/**
 * A scope's live objects each id once, as the reads leave them; live state from elsewhere (a snapshot,
 * a library caller) may repeat one. Identical copies are planned once, with a warning; copies that
 * differ are an error (the plan cannot be applied), since which one is live cannot be known.
 */
export function liveOnceEach<T>(
  live: readonly T[],
  idOf: (item: T) => string,
  record: (item: T) => Record<string, unknown>,
  list: LiveListOf,
): { live: readonly T[]; diagnostics: Diagnostic[] } {
  const { items, repeated } = firstOfEachId(live, idOf, record);
  const diagnostics = repeated.map((entry): Diagnostic => {
    const what = `the live ${list.plural} of ${list.where} list ${list.idKey} ${entry.id} ${times(entry.times)}`;
    return entry.differing.length === 0
      ? {
          severity: 'warning',
          code: 'repeated-live-id',
          message: `${what}, identical each time: it is planned once`,
        }
      : {
          severity: 'error',
          code: 'repeated-live-id',
          message: `${what}, differing in ${entry.differing.join(', ')}: which copy is live cannot be known`,
          hint: 'read the live state again (for a snapshot: take it again)',
        };
  });
  return { live: items, diagnostics };
}
