import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchByIdentity, type IdentityKeys } from '../../src/kinds/match.js';

interface Declared {
  name: string;
  id?: string;
}
interface Live {
  name: string;
  id: string;
}

const keys: IdentityKeys<Declared, Live> = {
  desiredName: (d) => d.name,
  desiredId: (d) => d.id,
  liveName: (l) => l.name,
  liveId: (l) => l.id,
};

const names = fc.constantFrom('Kiosks', 'Finance', 'A', 'B', 'kiosks');
/** Live objects with unique ids and names drawn from a small pool, so duplicates are common. */
const lives = fc
  .array(names, { maxLength: 7 })
  .map((list) => list.map((name, index): Live => ({ name, id: `L${index}` })));
/**
 * Declarations with unique names (as a valid config has), each pinned or not; a pin names a live id
 * (maybe of an object with another name) or one that exists nowhere.
 */
const declareds = fc.uniqueArray(
  fc.record({
    name: names,
    pin: fc.option(fc.constantFrom('L0', 'L1', 'L2', 'L3', 'L9'), { nil: undefined }),
  }),
  { selector: (entry) => entry.name, maxLength: 5 },
);

describe('matchByIdentity: a pin wins, else the name within the scope', () => {
  it('two declarations of one name with no live object of it both answer to nothing (a restore creates both)', () => {
    const twins: Declared[] = [{ name: 'Kiosks' }, { name: 'Kiosks' }];
    expect(matchByIdentity(twins, [{ name: 'Other', id: 'L0' }], keys)).toStrictEqual({
      pairs: [
        { desired: twins[0], live: undefined },
        { desired: twins[1], live: undefined },
      ],
      unmatched: [{ name: 'Other', id: 'L0' }],
      problems: [],
      duplicates: [],
    });
  });

  it('pairs, problems and unmatched follow the rules for any pins and names', () => {
    fc.assert(
      fc.property(declareds, lives, (drawn, live) => {
        const desired: Declared[] = drawn.map(({ name, pin }) =>
          pin === undefined ? { name } : { name, id: pin },
        );
        const result = matchByIdentity(desired, live, keys);

        // A pin claims its live object, whatever its name; the first declaration pinning an id wins.
        const claimedByPin = new Map<string, Declared>();
        for (const entry of desired) {
          if (entry.id !== undefined && live.some((l) => l.id === entry.id) && !claimedByPin.has(entry.id)) {
            claimedByPin.set(entry.id, entry);
          }
        }
        const expectedProblems: unknown[] = [];
        for (const entry of desired) {
          if (entry.id !== undefined && claimedByPin.get(entry.id) !== entry) {
            expectedProblems.push({ type: 'missing-id', desired: entry, id: entry.id });
          }
        }
        const free = live.filter((l) => !claimedByPin.has(l.id));
        const expectedPairs: { desired: Declared; live: Live | undefined }[] = [];
        const expectedDuplicates: unknown[] = [];
        const involved = new Set<Live>();
        const claimedByName = new Set<Live>();
        // Ids of one length in creation order: the oldest (shortest, then lowest) is kept.
        const oldestFirst = (a: Live, b: Live): number => a.id.length - b.id.length || (a.id < b.id ? -1 : 1);
        for (const entry of desired) {
          if (entry.id !== undefined) {
            if (claimedByPin.get(entry.id) === entry) {
              expectedPairs.push({ desired: entry, live: live.find((l) => l.id === entry.id) });
            }
            continue;
          }
          const [kept, ...extras] = free.filter((l) => l.name === entry.name).sort(oldestFirst);
          if (kept !== undefined && extras.length > 0) {
            expectedDuplicates.push({ desired: entry, kept, extras });
            extras.forEach((extra) => involved.add(extra));
          }
          expectedPairs.push({ desired: entry, live: kept });
          if (kept !== undefined) claimedByName.add(kept);
        }
        expect(result.pairs).toEqual(expectedPairs);
        expect(result.problems).toEqual(expectedProblems);
        expect(result.duplicates).toEqual(expectedDuplicates);
        expect(result.unmatched).toEqual(free.filter((l) => !claimedByName.has(l) && !involved.has(l)));

        // Every live object is exactly one of: paired, unmatched, or an extra of a duplicated name.
        const paired = result.pairs.flatMap((p) => (p.live === undefined ? [] : [p.live]));
        const extras = result.duplicates.flatMap((d) => d.extras);
        expect([...paired, ...result.unmatched, ...extras].map((l) => l.id).sort()).toEqual(
          live.map((l) => l.id).sort(),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('a pin and a name that disagree: the pin wins and the named object stays unmatched', () => {
    const live: Live[] = [
      { name: 'Kiosks', id: 'L0' },
      { name: 'Finance', id: 'L1' },
    ];
    const result = matchByIdentity([{ name: 'Kiosks', id: 'L1' }], live, keys);
    expect(result.pairs).toEqual([{ desired: { name: 'Kiosks', id: 'L1' }, live: live[1] }]);
    expect(result.unmatched).toEqual([live[0]]);
    expect(result.problems).toEqual([]);
  });

  it('a name is matched exactly (case and whitespace count), and a pin already claimed is missing', () => {
    const live: Live[] = [{ name: 'Kiosks', id: 'L0' }];
    expect(matchByIdentity([{ name: 'kiosks' }, { name: 'Kiosks ' }], live, keys).pairs).toEqual([
      { desired: { name: 'kiosks' }, live: undefined },
      { desired: { name: 'Kiosks ' }, live: undefined },
    ]);
    const twice = matchByIdentity(
      [
        { name: 'A', id: 'L0' },
        { name: 'B', id: 'L0' },
      ],
      live,
      keys,
    );
    expect(twice.pairs).toEqual([{ desired: { name: 'A', id: 'L0' }, live: live[0] }]);
    expect(twice.problems).toEqual([{ type: 'missing-id', desired: { name: 'B', id: 'L0' }, id: 'L0' }]);
  });

  it('a name held by two live objects keeps the oldest id unless a pin takes one of them', () => {
    const live: Live[] = [
      { name: 'A', id: 'L10' },
      { name: 'A', id: 'L9' },
      { name: 'A', id: 'L2' },
    ];
    const duplicated = matchByIdentity([{ name: 'A' }], live, keys);
    expect(duplicated.pairs).toEqual([{ desired: { name: 'A' }, live: live[2] }]);
    expect(duplicated.duplicates).toEqual([
      { desired: { name: 'A' }, kept: live[2], extras: [live[1], live[0]] },
    ]);
    expect(duplicated.problems).toEqual([]);
    expect(duplicated.unmatched).toEqual([]);
    const pinned = matchByIdentity([{ name: 'B', id: 'L2' }, { name: 'A' }], live.slice(1), keys);
    expect(pinned.pairs).toEqual([
      { desired: { name: 'B', id: 'L2' }, live: live[2] },
      { desired: { name: 'A' }, live: live[1] },
    ]);
    expect(pinned.duplicates).toEqual([]);
  });

  it('several unpinned declarations of one name (a restore of twins): each takes one, an equal one first', () => {
    interface Twin extends Declared {
      scope: string;
    }
    interface LiveTwin extends Live {
      scope: string;
    }
    const twinKeys: IdentityKeys<Twin, LiveTwin> = {
      ...(keys as unknown as IdentityKeys<Twin, LiveTwin>),
      sameContent: (d, l) => d.scope === l.scope,
    };
    const all = { name: 'T', scope: 'all' };
    const none = { name: 'T', scope: 'none' };
    // Made in the other order than declared: each declaration still keeps the object equal to it.
    const live: LiveTwin[] = [
      { name: 'T', id: 'L5', scope: 'none' },
      { name: 'T', id: 'L6', scope: 'all' },
    ];
    const swapped = matchByIdentity([all, none], live, twinKeys);
    expect(swapped.pairs).toEqual([
      { desired: all, live: live[1] },
      { desired: none, live: live[0] },
    ]);
    expect(swapped.duplicates).toEqual([]);
    expect(swapped.unmatched).toEqual([]);
    // Nothing equal: the oldest first, in declaration order. Fewer live objects than declarations: the
    // equal one keeps its object, the others are created.
    const other = { name: 'T', scope: 'withAny' };
    expect(
      matchByIdentity([other, all], live, keys as unknown as IdentityKeys<Twin, LiveTwin>).pairs,
    ).toEqual([
      { desired: other, live: live[0] },
      { desired: all, live: live[1] },
    ]);
    expect(matchByIdentity([other, none, all], live.slice(1), twinKeys).pairs).toEqual([
      { desired: other, live: undefined },
      { desired: none, live: undefined },
      { desired: all, live: live[1] },
    ]);
    // More live objects than declarations: the ones left over are unmatched (a restore deletes them), not
    // duplicates; a pinned object is not offered to the unpinned declarations.
    const three: LiveTwin[] = [
      ...live,
      { name: 'T', id: 'L7', scope: 'all' },
      { name: 'U', id: 'L8', scope: 'all' },
    ];
    const extra = matchByIdentity([{ name: 'T', id: 'L6', scope: 'all' }, all, none], three, twinKeys);
    expect(extra.pairs).toEqual([
      { desired: { name: 'T', id: 'L6', scope: 'all' }, live: three[1] },
      { desired: all, live: three[2] },
      { desired: none, live: three[0] },
    ]);
    expect(extra.duplicates).toEqual([]);
    expect(extra.unmatched).toEqual([three[3]]);
    const more = matchByIdentity([other, all], [...three, { name: 'T', id: 'L1', scope: 'none' }], twinKeys);
    expect(more.pairs).toEqual([
      { desired: other, live: { name: 'T', id: 'L1', scope: 'none' } },
      { desired: all, live: three[1] },
    ]);
    expect(more.unmatched).toEqual([three[0], three[2], three[3]]);
  });
});
