import { describe, expect, it } from 'vitest';
import { planDeviceTags } from '../../../src/kinds/device-tag/plan-kind.js';
import { planTagChanges } from '../../../src/kinds/device-tag/plan-tags.js';
import { setSlotObjects } from '../../../src/kinds/kind-slot.js';
import type { LiveOrganization } from '../../../src/model/live.js';
import { network, organization } from '../../planner/helpers/builders.js';
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

describe('the members of a tag change, in any order of the devices', () => {
  it('lists the serials before and after by code point when the network lists its devices backwards', () => {
    const backwards: TagDevice[] = [
      { id: 'd3', name: 'C', serial: 'Q-3', tags: ['kiosk'] },
      { id: 'd2', name: 'B', serial: 'Q-2', tags: ['kiosk'] },
      { id: 'd1', name: 'A', serial: 'Q-1', tags: [] },
    ];
    const [kiosk] = planTagChanges('880100', 'N_1', [declare('kiosk', ['Q-3', 'Q-1'])], backwards, [], {
      maxDevicePercent: 100,
    }).changes;
    expect([kiosk?.before, kiosk?.after]).toEqual([
      { tag: 'kiosk', serials: ['Q-2', 'Q-3'] },
      { tag: 'kiosk', serials: ['Q-1', 'Q-3'] },
    ]);
  });
});

describe("an organization's device tags planned by network", () => {
  const tills = (serials: string[]): TagDevice[] =>
    serials.map((serial) => ({ id: `id-${serial}`, name: `Till ${serial}`, serial, tags: [] }));

  function plan(owners: string[]) {
    const org = organization('880100', {
      networks: ['N_1', 'N_2', 'N_3', 'N_4'].map((id) =>
        network(id, undefined, id === 'N_1' ? { maxDevicePercent: 100, minDevicesForPercent: 5 } : {}),
      ),
    });
    const [n1, n2, , n4] = org.networks;
    if (n1 === undefined || n2 === undefined || n4 === undefined) throw new Error('no networks');
    setSlotObjects(n1, 'deviceTag', [declare('kiosk', ['Q-1', 'Q-7'])]);
    setSlotObjects(n2, 'deviceTag', [declare('kiosk', ['Q-1'])]);
    setSlotObjects(n4, 'deviceTag', [declare('kiosk', [])]);
    const live: LiveOrganization = {
      id: '880100',
      networks: [
        { id: 'N_1', kinds: { deviceTag: tills(['', 'Q-1']) } },
        { id: 'N_2', kinds: { deviceTag: tills(['', 'Q-7']) } },
        { id: 'N_3', kinds: { deviceTag: tills(['Q-7']) } },
      ],
    };
    return planDeviceTags(org, live, owners);
  }

  it('names the first other network read that holds a serial the network lacks', () => {
    const { parts, diagnostics } = plan(['N_1']);
    expect(diagnostics).toEqual([]);
    // Every tag not declared is left alone, not listed as unmanaged.
    expect(parts.map((part) => [part.stat.scope, part.changes.length, part.unmanaged])).toEqual([
      ['network/N_1/deviceTag', 0, []],
    ]);
    expect(parts[0]?.diagnostics.map((d) => d.message)).toEqual([
      'device tag "kiosk": serial Q-7 is not a device of network N_1; it is in network N_2',
    ]);
  });

  it('plans only the networks in view, and refuses one in view whose devices were not read', () => {
    const { parts, diagnostics } = plan(['N_2', 'N_3', 'N_4']);
    expect(parts.map((part) => part.stat)).toEqual([
      {
        scope: 'network/N_2/deviceTag',
        kind: 'deviceTag',
        objects: 1,
        maxChangePercent: 30,
        minObjectsForPercent: 10,
      },
    ]);
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'live-not-read',
        message: 'the device tags of network N_4 were not read from the Dashboard, so they cannot be planned',
        hint: 'read live state for every scope the config declares (this is a bug in the caller)',
        source: { file: 'orgs/acme.yaml', line: 5, column: 5 },
      },
    ]);
  });

  it("gates each tag change by its network's device share and minimum", () => {
    const org = organization('880100', {
      networks: [network('N_1', undefined, { maxDevicePercent: 40, minDevicesForPercent: 5 })],
    });
    setSlotObjects(org.networks[0] as (typeof org.networks)[number], 'deviceTag', [
      declare('kiosk', ['Q-1']),
    ]);
    const live: LiveOrganization = {
      id: '880100',
      networks: [{ id: 'N_1', kinds: { deviceTag: tills(['Q-1', 'Q-2']) } }],
    };
    const [change] = planDeviceTags(org, live, ['N_1']).parts[0]?.changes ?? [];
    expect(change?.devices?.byNetwork).toEqual([
      { networkId: 'N_1', devices: 2, moved: 1, maxDevicePercent: 40, minDevicesForPercent: 5 },
    ]);
  });
});
