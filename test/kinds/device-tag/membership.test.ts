import { describe, expect, it } from 'vitest';
import { canonicalMembers, planNetworkTags, plannedTags } from '../../../src/kinds/device-tag/membership.js';
import { compileSelector } from '../../../src/kinds/device-tag/select.js';
import type { DesiredDeviceTag, TagDevice } from '../../../src/kinds/device-tag/types.js';

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
    expect(canonicalMembers('kiosk', kiosk?.after ?? [])).toEqual({ tag: 'kiosk', serials: ['Q-1', 'Q-2'] });
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
    expect(plan.tags[0]?.after.map((d) => d.id)).toEqual(['d1', 'd2', 'd3']);
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
