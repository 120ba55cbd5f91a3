import { describe, expect, it } from 'vitest';
import {
  canonicalMembers,
  planNetworkTags,
  plannedTags,
  plannedTagsOfChanges,
} from '../../../src/kinds/device-tag/membership.js';
import { compileSelector } from '../../../src/kinds/device-tag/select.js';
import type { DesiredDeviceTag, DeviceSelector, TagDevice } from '../../../src/kinds/device-tag/types.js';

const at = { file: 'stores.yaml', line: 3, column: 5 };

const DEVICES: TagDevice[] = [
  {
    id: 'd1',
    name: 'Till 1',
    serial: 'Q-1',
    tags: ['kiosk'],
    systemModel: 'iPad Air',
    osName: 'iOS 17',
    ownerEmail: 'Ana@School.edu',
    isSupervised: true,
  },
  {
    id: 'd2',
    name: 'Till 2',
    serial: 'Q-2',
    tags: ['hand-set'],
    systemModel: 'iPad (10th generation)',
    osName: 'iOS 17',
    isSupervised: false,
  },
  {
    id: 'd3',
    name: 'Laptop 3',
    serial: 'Q-3',
    tags: ['kiosk', 'loaner'],
    systemModel: 'MacBook Air',
    osName: 'macOS 14',
    ownerUsername: 'bo',
  },
  {
    id: 'd4',
    name: 'Phone 4',
    serial: 'Q-4',
    tags: [],
    systemModel: 'iPhone 15',
    osName: 'iOS 17',
    autoTags: ['ios'],
  },
];

function tag(name: string, rest: Partial<DesiredDeviceTag> = {}): DesiredDeviceTag {
  return { tag: name, serials: [], protected: false, source: at, ...rest };
}

const serials = (...list: string[]) => list.map((serial, i) => ({ serial, source: { ...at, line: 10 + i } }));

describe('device tag membership', () => {
  it('makes membership exact by serials: named devices gain it, others lose it, other tags stay', () => {
    const plan = planNetworkTags('N_1', [tag('kiosk', { serials: serials('Q-1', 'Q-2') })], DEVICES);
    expect(plan.diagnostics).toEqual([]);
    const [kiosk] = plan.tags;
    expect(kiosk?.add.map((d) => d.serial)).toEqual(['Q-2']);
    expect(kiosk?.remove.map((d) => d.serial)).toEqual(['Q-3']);
    expect(kiosk?.nowSerials).toEqual(['Q-1', 'Q-3']);
    expect(kiosk?.afterSerials).toEqual(['Q-1', 'Q-2']);
    const after = plannedTags(plan.tags);
    expect(after.get('d2')).toEqual(['hand-set', 'kiosk']);
    expect(after.get('d3')).toEqual(['loaner']);
    expect(after.has('d1')).toBe(false);
  });

  it('selects by model, OS, owner, supervision and tags, ANDed, and unions a selector with serials', () => {
    const pick = (match: Parameters<typeof compileSelector>[0]) =>
      DEVICES.filter(compileSelector(match)).map((d) => d.id);
    expect(pick({ systemModel: 'iPad*' })).toEqual(['d1', 'd2']);
    expect(pick({ systemModel: 'iPad*', isSupervised: true })).toEqual(['d1']);
    expect(pick({ osName: 'iOS ??' })).toEqual(['d1', 'd2', 'd4']);
    expect(pick({ ownerEmail: '*@school.EDU' })).toEqual(['d1']);
    expect(pick({ ownerUsername: 'bo' })).toEqual(['d3']);
    expect(pick({ name: 'Till *' })).toEqual(['d1', 'd2']);
    expect(pick({ withTags: ['kiosk', 'loaner'] })).toEqual(['d3']);
    expect(pick({ withoutTags: ['kiosk'], osName: 'iOS*' })).toEqual(['d2', 'd4']);
    expect(pick({})).toEqual(['d1', 'd2', 'd3', 'd4']);
    const plan = planNetworkTags(
      'N_1',
      [tag('ipad', { serials: serials('Q-3'), match: { systemModel: 'iPad*' } })],
      DEVICES,
    );
    expect(plan.tags[0]?.afterSerials).toEqual(['Q-1', 'Q-2', 'Q-3']);
  });

  it('refuses a tag the Dashboard applies automatically, naming the device and the reason', () => {
    const plan = planNetworkTags('N_1', [tag('ios', { match: { osName: 'iOS*' } })], DEVICES);
    expect(plan.tags).toEqual([]);
    expect(plan.diagnostics).toMatchObject([{ severity: 'error', code: 'auto-tag', source: at }]);
    expect(plan.diagnostics[0]?.message).toBe(
      'device tag "ios" of network N_1 cannot be managed: device "Phone 4" (Q-4) carries it because the Dashboard applies it automatically (a device-type, schedule, geofence or security-compliance tag, listed in the device\'s autoTags)',
    );
  });

  it('names the network that holds a serial the network does not, and checks declared names', () => {
    const plan = planNetworkTags(
      'N_1',
      [tag('kiosk', { serials: [...serials('Q-9', 'Q-8'), { serial: 'Q-1', name: 'Till 9', source: at }] })],
      DEVICES,
      (serial) => (serial === 'Q-9' ? 'N_2' : undefined),
    );
    expect(plan.tags).toEqual([]);
    expect(plan.diagnostics.map((d) => [d.code, d.message, d.source?.line])).toEqual([
      [
        'unknown-serial',
        'device tag "kiosk": serial Q-9 is not a device of network N_1; it is in network N_2',
        10,
      ],
      ['unknown-serial', 'device tag "kiosk": serial Q-8 is not a device of network N_1', 11],
      [
        'device-name-mismatch',
        'device tag "kiosk": serial Q-1 is named "Till 1" in network N_1, not "Till 9" as the config says',
        3,
      ],
    ]);
  });

  it('warns of a repeated serial and refuses a serial two devices share', () => {
    const twins = [...DEVICES, { id: 'd5', name: 'Twin', serial: 'Q-1', tags: [] }];
    const plan = planNetworkTags('N_1', [tag('kiosk', { serials: serials('Q-2', 'Q-2', 'Q-1') })], twins);
    expect(plan.diagnostics.map((d) => [d.severity, d.code])).toEqual([
      ['warning', 'repeated-serial'],
      ['error', 'shared-serial'],
      // Till 1 would lose the tag, and a write by its serial would hit its twin too.
      ['error', 'unwritable-device'],
    ]);
    expect(plan.tags).toEqual([]);
  });

  it('refuses to change a device without a serial, since writes go by serial', () => {
    const blank = [...DEVICES, { id: 'd6', name: 'No serial', serial: '', tags: ['kiosk'] }];
    const plan = planNetworkTags('N_1', [tag('kiosk', { serials: serials('Q-1', 'Q-3') })], blank);
    expect(plan.diagnostics.map((d) => d.code)).toEqual(['unwritable-device']);
  });
});

describe('device tag refusals, word for word', () => {
  const device = (id: string, serial: string, tags: string[] = [], autoTags?: string[]): TagDevice => ({
    id,
    name: `Till ${id}`,
    serial,
    tags,
    ...(autoTags === undefined ? {} : { autoTags }),
  });

  it('names the first device the Dashboard applies a tag to, and hints that scopes may still select on it', () => {
    const devices = [
      device('d1', 'Q-1'),
      device('d2', 'Q-2', [], ['ios']),
      device('d3', 'Q-3', ['ios'], ['ios']),
    ];
    expect(planNetworkTags('N_1', [tag('ios', { serials: serials('Q-1') })], devices).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'auto-tag',
        message:
          'device tag "ios" of network N_1 cannot be managed: device "Till d2" (Q-2) carries it because the Dashboard applies it automatically (a device-type, schedule, geofence or security-compliance tag, listed in the device\'s autoTags)',
        hint: 'remove "ios" from deviceTags; scopes may still select on it',
        source: at,
      },
    ]);
  });

  it('hints where to declare a serial another network holds, and how to fix one no network holds', () => {
    const plan = planNetworkTags(
      'N_1',
      [tag('kiosk', { serials: serials('Q-8', 'Q-9', 'Q-8') })],
      [device('d1', 'Q-1')],
      (serial) => (serial === 'Q-9' ? 'N_2' : undefined),
    );
    // The warning comes as the serial is read; a tag's errors come together once it is read.
    expect(plan.diagnostics.map((d) => [d.severity, d.code, d.message, d.hint, d.source?.line])).toEqual([
      [
        'warning',
        'repeated-serial',
        'device tag "kiosk" of network N_1 lists serial Q-8 twice (first at stores.yaml:10:5)',
        undefined,
        12,
      ],
      [
        'error',
        'unknown-serial',
        'device tag "kiosk": serial Q-8 is not a device of network N_1',
        'check the serial, or remove it if the device left the network',
        10,
      ],
      [
        'error',
        'unknown-serial',
        'device tag "kiosk": serial Q-9 is not a device of network N_1; it is in network N_2',
        "declare it under network N_2's deviceTags, or move the device",
        11,
      ],
    ]);
  });

  it('names every device sharing a declared serial, and a checked name that differs, with their hints', () => {
    const devices = [device('d1', 'Q-1'), device('d2', 'Q-2'), device('d3', 'Q-1'), device('d4', 'Q-1')];
    const plan = planNetworkTags(
      'N_1',
      [tag('kiosk', { serials: [...serials('Q-1'), { serial: 'Q-2', name: 'Front', source: at }] })],
      devices,
    );
    expect(plan.diagnostics.map((d) => [d.code, d.message, d.hint])).toEqual([
      [
        'shared-serial',
        'device tag "kiosk": serial Q-1 belongs to 3 devices of network N_1 (d1, d3, d4); a write by serial would change them all',
        'ask Meraki support to fix the duplicate serial; until then leave the serial out',
      ],
      [
        'device-name-mismatch',
        'device tag "kiosk": serial Q-2 is named "Till d2" in network N_1, not "Front" as the config says',
        'check that the serial is the device you mean, then fix the name in the config',
      ],
    ]);
  });

  it('refuses a selector that would change a device without a serial, or one whose serial another shares', () => {
    const devices = [
      device('d1', 'Q-1'),
      device('d2', ''),
      device('d3', 'Q-3', ['kiosk']),
      device('d4', 'Q-3'),
    ];
    const problems = (match: DeviceSelector) =>
      planNetworkTags('N_1', [tag('kiosk', { match })], devices).diagnostics.map((d) => [
        d.code,
        d.message,
        d.hint,
      ]);
    expect(problems({ name: 'Till d2' })).toEqual([
      [
        'unwritable-device',
        'device tag "kiosk" would change device "Till d2" (id d2) of network N_1, whose serial is empty: smform writes tags by serial',
        'narrow the selector so that it leaves the device out',
      ],
    ]);
    expect(problems({ name: 'Till d1' })).toEqual([
      [
        'unwritable-device',
        'device tag "kiosk" would change device "Till d3" (id d3) of network N_1, whose serial another device shares: smform writes tags by serial',
        'narrow the selector so that it leaves the device out',
      ],
    ]);
  });

  it('takes a checked name that matches the device as it is', () => {
    const plan = planNetworkTags(
      'N_1',
      [tag('kiosk', { serials: [{ serial: 'Q-1', name: 'Till d1', source: at }] })],
      [device('d1', 'Q-1')],
    );
    expect([plan.diagnostics, plan.tags.map((t) => t.afterSerials)]).toEqual([[], [['Q-1']]]);
  });

  it('gives the canonical members sorted by code point, whatever the order of the devices', () => {
    expect(
      canonicalMembers('kiosk', [device('d2', 'Q-2'), device('d1', 'Q-1'), device('d3', 'Q-10')]),
    ).toEqual({
      tag: 'kiosk',
      serials: ['Q-1', 'Q-10', 'Q-2'],
    });
  });

  it('applies every managed tag a device gains or loses to its tags after the plan, sorted', () => {
    const devices = [
      device('d1', 'Q-1', ['zz', 'cart']),
      device('d2', 'Q-2', ['kiosk', 'cart']),
      device('d3', 'Q-3'),
    ];
    const plan = planNetworkTags(
      'N_1',
      [
        tag('kiosk', { serials: serials('Q-1') }),
        tag('cart', { serials: serials('Q-2') }),
        tag('a', { serials: serials('Q-1') }),
      ],
      devices,
    );
    expect(plan.tags.map((t) => [t.tag, t.afterSerials])).toEqual([
      ['kiosk', ['Q-1']],
      ['cart', ['Q-2']],
      ['a', ['Q-1']],
    ]);
    expect(plannedTags(plan.tags)).toEqual(
      new Map([
        ['d1', ['a', 'kiosk', 'zz']],
        ['d2', ['cart']],
      ]),
    );
  });
});

describe('the tags after the plan of tag changes read from a plan', () => {
  const devices: TagDevice[] = [
    { id: 'd1', name: 'Till 1', serial: 'Q-1', tags: ['kiosk', 'lobby'] },
    { id: 'd2', name: 'Till 2', serial: 'Q-2', tags: ['zoo'] },
    { id: 'd3', name: 'Twin 3', serial: 'Q-3', tags: [] },
    { id: 'd4', name: 'Twin 4', serial: 'Q-3', tags: [] },
    { id: 'd5', name: 'Blank 5', serial: '', tags: [] },
    { id: 'd6', name: 'Blank 6', serial: '', tags: [] },
  ];
  const fleet = new Map([['N_1', devices]]);
  const change = (before: unknown, after: unknown, rest: Record<string, unknown> = {}) =>
    ({
      kind: 'deviceTag',
      action: 'update',
      networkId: 'N_1',
      before: before === null ? null : { tag: 'kiosk', serials: before },
      after: after === null ? null : { tag: 'kiosk', serials: after },
      ...rest,
    }) as Parameters<typeof plannedTagsOfChanges>[0][number];

  it('moves the devices of the serials that differ, keeping their other tags sorted', () => {
    expect(plannedTagsOfChanges([change(['Q-1', 7], ['Q-2', null, 'Q-9'])], fleet)).toEqual(
      new Map([
        [
          'N_1',
          new Map([
            ['d2', ['kiosk', 'zoo']],
            ['d1', ['lobby']],
          ]),
        ],
      ]),
    );
    expect(plannedTagsOfChanges([change(null, ['Q-2'])], fleet).get('N_1')).toEqual(
      new Map([['d2', ['kiosk', 'zoo']]]),
    );
  });

  it('moves the last device of a serial several share, as a map built from the list keeps it', () => {
    const twins = [...devices, { id: 'd7', name: 'Twin 7', serial: 'Q-3', tags: [] }];
    expect(plannedTagsOfChanges([change([], ['Q-3', ''])], new Map([['N_1', twins]])).get('N_1')).toEqual(
      new Map([
        ['d7', ['kiosk']],
        ['d6', ['kiosk']],
      ]),
    );
  });

  it('moves a device without a serial first in the list, and none when no device lacks one', () => {
    const blankFirst: TagDevice[] = [
      { id: 'd0', name: 'Blank', serial: '', tags: [] },
      ...devices.slice(0, 2),
    ];
    expect(plannedTagsOfChanges([change([], [''])], new Map([['N_1', blankFirst]])).get('N_1')).toEqual(
      new Map([['d0', ['kiosk']]]),
    );
    expect(plannedTagsOfChanges([change([], [''])], new Map([['N_1', devices.slice(0, 2)]]))).toEqual(
      new Map(),
    );
  });

  it('leaves out changes of other kinds, without a tag after, without a network, or of a network not read', () => {
    expect(
      plannedTagsOfChanges(
        [
          change([], ['Q-2'], { kind: 'targetGroup' }),
          change(['Q-1'], null),
          { ...change([], ['Q-2']), after: { tag: 3, serials: ['Q-2'] } },
          change([], ['Q-2'], { networkId: undefined }),
          change([], ['Q-2'], { networkId: 'N_9' }),
        ],
        fleet,
      ),
    ).toEqual(new Map());
  });
});
