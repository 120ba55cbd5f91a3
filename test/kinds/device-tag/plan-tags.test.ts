import { describe, expect, it } from 'vitest';
import { planTagChanges } from '../../../src/kinds/device-tag/plan-tags.js';
import { readTagChange } from '../../../src/kinds/device-tag/tag-change.js';
import { tagCalls } from '../../../src/kinds/device-tag/write-calls.js';
import type { TagDevice } from '../../../src/kinds/device-tag/types.js';
import type { Change } from '../../../src/model/plan.js';

const at = { file: 'config/smform.yaml', line: 7, column: 9 };
const declare = (tag: string, serials: string[], isProtected = false) => ({
  tag,
  serials: serials.map((serial) => ({ serial, source: at })),
  protected: isProtected,
  source: at,
});

// kiosk: Stays keeps it, Gone loses it, and twelve devices gain it, listed here out of name order; two
// share the name "A", so their serials decide their order.
const gaining: TagDevice[] = [
  ...['K', 'J', 'I', 'H', 'G', 'F', 'E', 'D', 'C', 'B'].map((name) => ({
    id: `id-${name}`,
    name,
    serial: `S-${name}`,
    tags: [],
  })),
  { id: 'id-A2', name: 'A', serial: 'Z-2', tags: [] },
  { id: 'id-A1', name: 'A', serial: 'Z-1', tags: [] },
];
const devices: TagDevice[] = [
  { id: 'id-stays', name: 'Stays', serial: 'Q-1', tags: ['kiosk'] },
  { id: 'id-gone', name: 'Gone', serial: 'R-1', tags: ['kiosk', 'lobby'] },
  ...gaining,
  { id: 'id-idle', name: 'Idle', serial: 'I-1', tags: ['lobby'] },
];
const kioskSerials = ['Q-1', ...gaining.map((device) => device.serial)];
const sample = (name: string, serial: string) => ({ name, serial });
const sortedGainers = [
  sample('A', 'Z-1'),
  sample('A', 'Z-2'),
  ...['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'].map((name) => sample(name, `S-${name}`)),
];

describe("a tag change in the plan, as the plan's JSON shows it", () => {
  it('names the devices by name then serial, the first ten in the sample and all in the tag effects', () => {
    const planned = planTagChanges('880100', 'N_1', [declare('kiosk', kioskSerials, true)], devices, [], {
      maxDevicePercent: 50,
      minDevicesForPercent: 20,
    });
    const [kiosk] = planned.changes;
    expect(kiosk).toMatchObject({
      address: 'network/N_1/deviceTag/kiosk',
      action: 'update',
      protected: true,
      before: { tag: 'kiosk', serials: ['Q-1', 'R-1'] },
    });
    expect(kiosk?.after?.serials).toEqual([...kioskSerials].sort());
    expect(kiosk?.fieldChanges.map((field) => field.path)).toEqual(['serials']);
    expect(kiosk?.devices).toStrictEqual({
      before: 2,
      after: 13,
      added: sortedGainers.slice(0, 10),
      removed: [sample('Gone', 'R-1')],
      addedCount: 12,
      removedCount: 1,
      networks: ['N_1'],
      byNetwork: [
        { networkId: 'N_1', devices: 15, moved: 13, maxDevicePercent: 50, minDevicesForPercent: 20 },
      ],
    });
    expect(kiosk?.deviceTag).toStrictEqual({
      added: sortedGainers,
      removed: [sample('Gone', 'R-1')],
      knockOn: [],
    });
  });

  it('leaves the per-network minimum out when the policy sets none, and marks only protected tags', () => {
    const planned = planTagChanges(
      '880100',
      'N_1',
      [declare('lobby', ['I-1']), declare('kiosk', ['Q-1', 'R-1'], true)],
      devices,
      [],
      { maxDevicePercent: 25 },
    );
    const [lobby, kiosk] = planned.changes;
    expect(lobby?.protected).toBeUndefined();
    expect(lobby?.devices?.byNetwork).toStrictEqual([
      { networkId: 'N_1', devices: 15, moved: 1, maxDevicePercent: 25 },
    ]);
    // kiosk already holds exactly: a compact noop, still marked protected.
    expect(kiosk).toStrictEqual({
      address: 'network/N_1/deviceTag/kiosk',
      kind: 'deviceTag',
      action: 'noop',
      orgId: '880100',
      networkId: 'N_1',
      before: null,
      after: null,
      fieldChanges: [],
      liveFingerprint: null,
      source: at,
      protected: true,
    });
  });
});

describe('a tag every device loses', () => {
  it('samples the first ten devices that lose it by name then serial, and counts all', () => {
    const carriers = gaining.map((device) => ({ ...device, tags: ['kiosk'] }));
    const [kiosk] = planTagChanges('880100', 'N_1', [declare('kiosk', [])], carriers, [], {
      maxDevicePercent: 100,
    }).changes;
    expect(kiosk?.devices).toMatchObject({
      before: 12,
      after: 0,
      added: [],
      removed: sortedGainers.slice(0, 10),
      addedCount: 0,
      removedCount: 12,
    });
    expect(kiosk?.deviceTag?.removed).toStrictEqual(sortedGainers);
  });
});

describe("the calls that write a plan's tag changes", () => {
  const change = (tag: string, before: unknown[], after: unknown[]) =>
    ({
      address: `network/N_1/deviceTag/${tag}`,
      kind: 'deviceTag',
      action: 'update',
      orgId: '880100',
      networkId: 'N_1',
      before: { tag, serials: before },
      after: { tag, serials: after },
      fieldChanges: [],
      liveFingerprint: null,
      source: at,
    }) as unknown as Change;

  it('sends only the serials that move, adds first, and checks each answer against its call', () => {
    const cart = readTagChange(change('cart', ['S-2', 'S-3'], ['S-3', 'S-4']));
    const calls = tagCalls([cart]);
    expect(calls.map((call) => call.request.params)).toEqual([
      { networkId: 'N_1', serials: ['S-4'], tags: ['cart'], updateAction: 'add' },
      { networkId: 'N_1', serials: ['S-2'], tags: ['cart'], updateAction: 'delete' },
    ]);
    expect(calls.every((call) => call.change === cart)).toBe(true);
    expect(calls[0]?.check([{ id: 'd4', serial: 'S-4', tags: ['cart'] }])).toBeUndefined();
    expect(calls[0]?.check([{ id: 'd4', serial: 'S-4', tags: [] }])).toBe(
      'device S-4 does not carry "cart" after the add',
    );
    expect(calls[1]?.check([{ id: 'd2', serial: 'S-2', tags: ['cart'] }])).toBe(
      'device S-2 still carries "cart" after the delete',
    );
    expect(calls[1]?.check({ errors: ['nope'] })).toBe('the answer is not a list of devices');
  });
});
