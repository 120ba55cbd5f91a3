import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plannedTagsOfChanges } from '../../../src/kinds/device-tag/membership.js';
import type { TagDevice } from '../../../src/kinds/device-tag/types.js';

const SERIALS = ['Q-1', 'Q-2', 'Q-3', 'Q-4', 'Q-5', 'q-6', 'Q-\u00e9', 'Q-\u{1F600}'];
const devices: TagDevice[] = SERIALS.map((serial, i) => ({
  id: `d${i}`,
  name: `Device ${i}`,
  serial,
  tags: i % 2 === 0 ? ['kiosk'] : ['loaner'],
}));
const fleet = new Map([['N_1', devices]]);

const change = (before: string[], after: string[]) => ({
  kind: 'deviceTag',
  action: 'update',
  networkId: 'N_1',
  before: { tag: 'kiosk', serials: before },
  after: { tag: 'kiosk', serials: after },
});

const members = fc.subarray(SERIALS);

describe('the tags after the plan of a tag change', () => {
  it('are the same from canonical (sorted) serials as from the same serials in any order', () => {
    fc.assert(
      fc.property(members, members, fc.integer(), (before, after, seed) => {
        const sorted = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const shuffled = (list: string[]) =>
          [...list].sort((a, b) => ((a.charCodeAt(2) * 31 + seed) % 7) - ((b.charCodeAt(2) * 31 + seed) % 7));
        expect(plannedTagsOfChanges([change(sorted(before), sorted(after))], fleet)).toEqual(
          plannedTagsOfChanges([change(shuffled(before), shuffled(after))], fleet),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('add the tag to the devices that gain it and take it from those that lose it', () => {
    const planned = plannedTagsOfChanges([change(['Q-1', 'Q-3'], ['Q-2', 'Q-3'])], fleet);
    expect(planned.get('N_1')).toEqual(
      new Map([
        ['d1', ['kiosk', 'loaner']],
        ['d0', []],
      ]),
    );
  });
});
