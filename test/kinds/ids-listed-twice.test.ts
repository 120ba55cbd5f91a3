import { describe, expect, it } from 'vitest';
import { firstOfEachId } from '../../src/kinds/repeated-ids.js';
import { liveOnceEach } from '../../src/kinds/repeated-live.js';

/*
 * A live list that names one id more than once (a paging overlap, a caching proxy, a snapshot edited by
 * hand): each id is kept once, its first copy, and the repeats are told apart as identical or differing
 * in named fields, so the planner warns about the first and refuses to plan from the second.
 */

interface Item {
  id: string;
  [field: string]: unknown;
}
const idOf = (item: Item): string => item.id;
const record = (item: Item): Record<string, unknown> => item;

describe('each id once', () => {
  it('a list without repeats is the list given', () => {
    const items: Item[] = [{ id: 'a' }, { id: 'b' }];
    const once = firstOfEachId(items, idOf, record);
    expect(once.items).toBe(items);
    expect(once.repeated).toStrictEqual([]);
  });

  it('keeps the first copy of each id in list order, and counts the copies of each repeated id', () => {
    const a1: Item = { id: 'a', name: 'A', scope: 'all', tags: [] };
    const b: Item = { id: 'b', name: 'B' };
    const c: Item = { id: 'c', name: 'C' };
    const items: Item[] = [
      a1,
      b,
      { ...a1, tags: [] },
      c,
      { id: 'a', name: 'A', scope: 'withAny', tags: ['x'] },
      { ...b },
      { id: 'a', name: 'A2', scope: 'withAny', extra: 1 },
    ];
    const once = firstOfEachId(items, idOf, record);
    expect(once.items).toStrictEqual([a1, b, c]);
    expect(once.items[0]).toBe(a1);
    // The fields that differ from the first copy, each once, in the order they were first seen.
    expect(once.repeated).toStrictEqual([
      { id: 'a', times: 4, differing: ['scope', 'tags', 'name', 'extra'] },
      { id: 'b', times: 2, differing: [] },
    ]);
  });

  it('compares copies in canonical form: key order does not count, an absent field equals null', () => {
    const items: Item[] = [
      { id: 'a', policy: { x: 1, y: [1, 2] }, note: null },
      { id: 'a', policy: { y: [1, 2], x: 1 } },
      { id: 'b', note: 'n' },
      { id: 'b', note: null },
      { id: 'b', policy: [2, 1] },
    ];
    expect(firstOfEachId(items, idOf, record).repeated).toStrictEqual([
      { id: 'a', times: 2, differing: [] },
      { id: 'b', times: 3, differing: ['note', 'policy'] },
    ]);
  });
});

describe('live objects listed twice, in words', () => {
  const list = { plural: 'target groups', idKey: 'id', where: 'network N_1' };

  it('identical copies: planned once, with a warning; no repeat, no diagnostic', () => {
    const items: Item[] = [{ id: 'TG_1', name: 'A' }, { id: 'TG_2' }, { id: 'TG_1', name: 'A' }];
    expect(liveOnceEach(items, idOf, record, list)).toStrictEqual({
      live: [items[0], items[1]],
      diagnostics: [
        {
          severity: 'warning',
          code: 'repeated-live-id',
          message:
            'the live target groups of network N_1 list id TG_1 twice, identical each time: it is planned once',
        },
      ],
    });
    expect(liveOnceEach([{ id: 'TG_1' }], idOf, record, list)).toStrictEqual({
      live: [{ id: 'TG_1' }],
      diagnostics: [],
    });
  });

  it('differing copies: an error naming the fields and how often', () => {
    const items: Item[] = [
      { id: 'TG_1', scope: 'all', tags: [] },
      { id: 'TG_1', scope: 'withAny', tags: ['a'] },
      { id: 'TG_1', scope: 'all', tags: [] },
    ];
    expect(liveOnceEach(items, idOf, record, list).diagnostics).toStrictEqual([
      {
        severity: 'error',
        code: 'repeated-live-id',
        message:
          'the live target groups of network N_1 list id TG_1 3 times, differing in scope, tags: which copy is live cannot be known',
        hint: 'read the live state again (for a snapshot: take it again)',
      },
    ]);
  });
});
