import { describe, expect, it } from 'vitest';
import { desiredDeviceTag } from '../../../src/kinds/device-tag/config.js';
import { readTagDevices } from '../../../src/kinds/device-tag/read.js';
import { restoreDeviceTags } from '../../../src/kinds/device-tag/restore-tags.js';
import { kindSpec } from '../../../src/kinds/registry.js';
import { compileSelector } from '../../../src/kinds/device-tag/select.js';
import type { TagDevice } from '../../../src/kinds/device-tag/types.js';

const at = { file: 'config/smform.yaml', line: 2, column: 3 };
const device = (name: string, tags: string[], extra: Partial<TagDevice> = {}): TagDevice => ({
  id: name,
  name,
  serial: `S-${name}`,
  tags,
  ...extra,
});

describe('which devices a tag selector picks', () => {
  it('leaves out a device carrying any one of withoutTags, and matches names case by case', () => {
    const selects = compileSelector({ withoutTags: ['lost', 'stolen'] });
    expect(
      [device('a', ['lost']), device('b', ['lost', 'stolen']), device('c', ['kiosk'])]
        .filter(selects)
        .map((d) => d.name),
    ).toEqual(['c']);
    const tills = compileSelector({ name: 'Till*' });
    expect(tills(device('Till 1', []))).toBe(true);
    expect(tills(device('till 2', []))).toBe(false);
    // Mail addresses are the exception: any case.
    expect(
      compileSelector({ ownerEmail: '*@Shop.example' })(device('x', [], { ownerEmail: 'ann@shop.EXAMPLE' })),
    ).toBe(true);
  });

  it('reads the fields selectors use from the device list, leaving out what the answer lacks or mistypes', () => {
    const [full, bare] = readTagDevices(
      [
        {
          id: 'd1',
          name: 'Till 1',
          serial: 'Q-1',
          tags: ['kiosk'],
          autoTags: ['ios'],
          systemModel: 'iPad Air',
          osName: 'iOS 17',
          ownerEmail: 'ann@shop.example',
          ownerUsername: 'ann',
          isSupervised: false,
        },
        {
          id: 'd2',
          name: 'Till 2',
          serial: 'Q-2',
          tags: [],
          autoTags: null,
          systemModel: null,
          isSupervised: 'yes',
        },
      ],
      'N_1',
    );
    expect(full).toStrictEqual({
      id: 'd1',
      name: 'Till 1',
      serial: 'Q-1',
      tags: ['kiosk'],
      autoTags: ['ios'],
      systemModel: 'iPad Air',
      osName: 'iOS 17',
      ownerEmail: 'ann@shop.example',
      ownerUsername: 'ann',
      isSupervised: false,
    });
    expect(bare).toStrictEqual({ id: 'd2', name: 'Till 2', serial: 'Q-2', tags: [] });
    expect(compileSelector({ isSupervised: false })(full as TagDevice)).toBe(true);
    expect(compileSelector({ systemModel: 'n*' })(bare as TagDevice)).toBe(false);
  });
});

describe('the device list read of a network', () => {
  it('reads every page of a network, a thousand at a time, with the fields selectors use', () => {
    expect(kindSpec('deviceTag').listRead.params('O_1', 'N_1')).toEqual({
      networkId: 'N_1',
      perPage: 1000,
      fields: ['autoTags', 'ownerEmail', 'ownerUsername', 'isSupervised'],
    });
  });

  it('gives no automatic tags to a device the answer lists without them', () => {
    expect(readTagDevices({ items: [{ id: 'd1', serial: 'Q-1' }] }, 'N_1')).toStrictEqual([
      { id: 'd1', name: '', serial: 'Q-1', tags: [] },
    ]);
  });

  it('names the network whose answer is not a list of devices', () => {
    expect(() => readTagDevices({ devices: [] }, 'N_7')).toThrow(
      'unexpected response for the devices of network N_7: expected a list or an {items} envelope',
    );
  });
});

describe('a declared tag and its restore', () => {
  it('keeps the protected mark of a declared tag', () => {
    const locate = () => at;
    const read = () => ({ error: 'unused' });
    expect(
      desiredDeviceTag('kiosk', { serials: ['Q-1'], protected: true }, at, locate, read).tag.protected,
    ).toBe(true);
    expect(desiredDeviceTag('kiosk', { serials: ['Q-1'] }, at, locate, read).tag.protected).toBe(false);
  });

  it('puts back the saved members still in the network, sorted, and names the ones gone', () => {
    const saved = [
      device('b', ['kiosk']),
      device('z', ['kiosk']),
      device('a', ['kiosk', 'lobby']),
      device('y', ['kiosk']),
    ];
    const now = [device('a', []), device('b', [])];
    const restored = restoreDeviceTags(
      [
        { tag: 'kiosk', protected: true },
        { tag: 'lobby', protected: false },
      ],
      saved,
      now,
      at,
    );
    expect(restored.tags).toStrictEqual([
      {
        tag: 'kiosk',
        serials: [
          { serial: 'S-a', source: at },
          { serial: 'S-b', source: at },
        ],
        protected: true,
        source: at,
      },
      { tag: 'lobby', serials: [{ serial: 'S-a', source: at }], protected: false, source: at },
    ]);
    expect(restored.gone).toEqual(['S-y', 'S-z']);
  });
});
