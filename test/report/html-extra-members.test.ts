import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/model/plan.js';
import { planItem } from '../../src/report/html/item-of.js';

/** A device-tag change as the planner builds it: its keys, and its effects' keys, in code-unit order. */
const tagChange = {
  action: 'update',
  address: 'network/N_1/deviceTag/kiosk',
  after: { tag: 'kiosk', serials: ['Q-1', 'Q-2'] },
  before: { tag: 'kiosk', serials: ['Q-1'] },
  deviceTag: {
    added: [{ name: 'Till 2', serial: 'Q-2' }],
    knockOn: [
      {
        address: 'network/N_1/targetGroup/Kiosks',
        changed: [],
        changedCount: 0,
        gained: [{ name: 'Till 2', serial: 'Q-2' }],
        gainedCount: 1,
        kind: 'targetGroup',
        lost: [],
        lostCount: 0,
      },
    ],
    removed: [],
  },
  fieldChanges: [{ path: 'serials', added: ['Q-2'], removed: [] }],
  kind: 'deviceTag',
  liveFingerprint: 'sha256:00',
  networkId: 'N_1',
  orgId: '1',
  source: { file: 'n.yaml', line: 3, column: 5 },
  // A member plan JSON has no order for: shown as it came.
  zNote: { b: 1, a: 2 },
} as unknown as Change;

describe('the HTML page shows the members it has no place for as plan JSON writes them', () => {
  it("writes a device-tag change's effects in plan JSON's key order, whatever order they were built in", () => {
    const item = planItem(tagChange, '1', []);
    expect(item.extra.map(([key]) => key)).toEqual(['deviceTag', 'zNote']);
    expect(JSON.stringify(item.extra[1]?.[1])).toBe('{"b":1,"a":2}');
    const shown = JSON.stringify(item.extra[0]?.[1]);
    expect(shown).toBe(
      '{"added":[{"name":"Till 2","serial":"Q-2"}],"removed":[],"knockOn":[{"address":"network/N_1/targetGroup/Kiosks","kind":"targetGroup","gainedCount":1,"lostCount":0,"changedCount":0,"gained":[{"name":"Till 2","serial":"Q-2"}],"lost":[],"changed":[]}]}',
    );
  });
});
