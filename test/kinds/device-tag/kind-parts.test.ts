import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { WrittenObject } from '../../../src/kinds/kind-config.js';
import { setSlotObjects, slotObjects } from '../../../src/kinds/kind-slot.js';
import { SnapshotReader } from '../../../src/kinds/snapshot-reader.js';
import { kindSpec } from '../../../src/kinds/registry.js';
import type { DesiredDeviceTag, TagDevice } from '../../../src/kinds/device-tag/types.js';
import type { DesiredOrganization } from '../../../src/model/desired.js';
import type { LiveOrganization } from '../../../src/model/live.js';
import type { Change } from '../../../src/model/plan.js';
import { desiredState, network, organization } from '../../planner/helpers/builders.js';

/*
 * The device-tag kind as the registry hands it to the config layer, the reader, the snapshot, the
 * applier's checks and restore: each part called with real inputs.
 */

const spec = kindSpec('deviceTag');
const config = spec.config;
if (config === undefined) throw new Error('the device-tag kind has no config part');

const at = { file: 'stores.yaml', line: 4, column: 7 };
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A directory holding `loaners.csv` with the given text. */
function listDir(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'smform-tags-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'loaners.csv'), text);
  return dir;
}

const written = (key: string, value: unknown, extra: Partial<WrittenObject> = {}): WrittenObject => ({
  key,
  name: key,
  nameAt: [],
  value,
  orgId: 'O_1',
  networkId: 'N_1',
  source: at,
  locate: (path = []) => ({ ...at, line: at.line + path.length }),
  ...extra,
});

const device = (id: string, serial: string, tags: string[]): TagDevice => ({
  id,
  name: `Till ${id}`,
  serial,
  tags,
});

describe('the device-tag kind’s config part', () => {
  it('reads a serial file relative to the directory of the config, and names a file it cannot read', () => {
    const dir = listDir('serial\nQ-1\n');
    const tag = config.normalize(written('loaner', { serials: { file: 'loaners.csv' } }, { cwd: dir }));
    expect(tag).toEqual({
      tag: 'loaner',
      serials: [{ serial: 'Q-1', source: { file: 'loaners.csv', line: 2, column: 1 } }],
      protected: false,
      source: at,
    });
    const problems = config.check?.([written('gone', { serials: { file: 'gone.csv' } }, { cwd: dir })]);
    expect(problems?.filter((problem) => problem.code === 'serial-file')).toEqual([
      {
        severity: 'error',
        code: 'serial-file',
        message:
          'cannot read the serial file gone.csv of device tag "gone": ENOENT: no such file or directory',
        hint: 'the path is relative to the YAML file that names it',
        source: { ...at, line: 6 },
      },
    ]);
  });

  it('reads a serial file of a config without a directory relative to the working directory', () => {
    const dir = relative(process.cwd(), listDir('serial\nQ-5\n'));
    const tag = config.normalize(
      written(
        'loaner',
        { serials: { file: 'loaners.csv' } },
        { source: { ...at, file: join(dir, 'stores.yaml') } },
      ),
    ) as DesiredDeviceTag;
    expect(tag.serials.map((s) => s.serial)).toEqual(['Q-5']);
  });

  it('reads one written tag again where the same mapping is used from another directory', () => {
    const value = { serials: { file: 'loaners.csv' } };
    const first = config.normalize(
      written('loaner', value, { cwd: listDir('serial\nQ-1\n') }),
    ) as DesiredDeviceTag;
    const second = config.normalize(
      written('loaner', value, { cwd: listDir('serial\nQ-2\n') }),
    ) as DesiredDeviceTag;
    expect([first.serials[0]?.serial, second.serials[0]?.serial]).toEqual(['Q-1', 'Q-2']);
  });

  it('reads a serial file once for the check and the desired form of one load, even if it changes between', () => {
    const dir = listDir('serial\nQ-1\n');
    const object = written('loaner', { serials: { file: 'loaners.csv' } }, { cwd: dir });
    expect(config.check?.([object])).toEqual([]);
    writeFileSync(join(dir, 'loaners.csv'), 'serial\n\n');
    expect((config.normalize(object) as DesiredDeviceTag).serials.map((s) => s.serial)).toEqual(['Q-1']);
    expect(config.check?.([object])).toEqual([]);
  });

  it('checks the rules per network: a tag may select on one another network manages, not on its own', () => {
    const diagnostics = config.check?.([
      written('kiosk', { match: { withTags: ['loaner'] } }),
      written('loaner', { serials: ['Q-1'] }, { networkId: 'N_2' }),
      written('cart', { match: { withoutTags: ['loaner'] } }, { networkId: 'N_2' }),
    ]);
    expect(diagnostics?.map((d) => d.message)).toEqual([
      'device tag "cart" of network N_2 selects on "loaner", which this network\'s deviceTags manage',
    ]);
  });
});

describe('the device-tag kind’s live reads', () => {
  const raw = [{ id: 'd1', name: 'Till d1', serial: 'Q-1', tags: ['kiosk'] }];

  it('places a network’s devices in its own network, adding the network when it is not there yet', () => {
    const org: LiveOrganization = { id: 'O_1', networks: [{ id: 'N_0' }, { id: 'N_1' }] };
    spec.placeRead(org, 'N_1', raw, undefined);
    spec.placeRead(org, 'N_2', [], undefined);
    expect(org.networks).toEqual([
      { id: 'N_0' },
      {
        id: 'N_1',
        kinds: { deviceTag: [device('d1', 'Q-1', ['kiosk'])] },
        devices: [device('d1', 'Q-1', ['kiosk'])],
      },
      { id: 'N_2', kinds: { deviceTag: [] }, devices: [] },
    ]);
    expect([spec.isRead(org, 'N_0'), spec.isRead(org, 'N_1'), spec.isRead(org, 'N_2')]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('copies a read network into another read, and says when there is none to copy', () => {
    const from: LiveOrganization = { id: 'O_1', networks: [{ id: 'N_1' }] };
    spec.placeRead(from, 'N_1', raw, undefined);
    const into: LiveOrganization = { id: 'O_1', networks: [] };
    expect(spec.copyRead(from, into, 'N_2')).toBe(false);
    expect(into.networks).toEqual([]);
    expect(spec.copyRead(from, into, 'N_1')).toBe(true);
    expect(into.networks).toEqual(from.networks);
  });

  it('reads a snapshot’s devices into its network, and names an entry that is not a device', () => {
    const r = new SnapshotReader('snap.json', 'take a new one');
    const into: { network: LiveOrganization['networks'][number] } = { network: { id: 'N_1' } };
    spec.readSnapshot(
      r,
      [...raw, { id: 'd2', serial: 'Q-2', autoTags: ['ios'] }],
      'networks[0].kinds.deviceTag',
      into,
    );
    expect(into.network).toEqual({
      id: 'N_1',
      kinds: {
        deviceTag: [
          device('d1', 'Q-1', ['kiosk']),
          { id: 'd2', name: '', serial: 'Q-2', tags: [], autoTags: ['ios'] },
        ],
      },
      devices: [
        device('d1', 'Q-1', ['kiosk']),
        { id: 'd2', name: '', serial: 'Q-2', tags: [], autoTags: ['ios'] },
      ],
    });
    expect(() => spec.readSnapshot(r, [raw[0], { items: [] }], 'at', { network: { id: 'N_1' } })).toThrow(
      'snap.json is not a valid live snapshot: at[1] not a device',
    );
    const org: LiveOrganization = { id: 'O_1', networks: [] };
    spec.readSnapshot(r, raw, 'at', { org });
    expect(org).toEqual({ id: 'O_1', networks: [] });
  });
});

describe('the device-tag kind’s scopes and checks', () => {
  const kiosk: DesiredDeviceTag = { tag: 'kiosk', serials: [], protected: true, source: at };
  const other: DesiredDeviceTag = { tag: 'other', serials: [], protected: false, source: at };

  function declared(): DesiredOrganization {
    const org = organization('O_1', {
      networks: [network('N_0', []), network('N_1', []), network('N_2', [])],
    });
    const [n0, n1] = org.networks;
    if (n0 === undefined || n1 === undefined) throw new Error('no networks');
    setSlotObjects(n0, 'deviceTag', [other]);
    setSlotObjects(n1, 'deviceTag', [kiosk]);
    return org;
  }

  it('names its scopes, addresses and declared objects by network', () => {
    expect(spec.scopeOf('O_1', 'N_1')).toBe('network/N_1/deviceTag');
    expect(spec.address('O_1', 'N_1', 'kiosk')).toBe('network/N_1/deviceTag/kiosk');
    expect(spec.describeScope('O_1', 'N_1')).toBe('the device tags of network N_1');
    expect(spec.declaredScopes(declared())).toEqual([
      { networkId: 'N_0', objects: [{ name: 'other', source: at }] },
      { networkId: 'N_1', objects: [{ name: 'kiosk', source: at }] },
    ]);
    // A tag is its own name: no live id to look up.
    const change = { kind: 'deviceTag', networkId: 'N_1' } as Change;
    expect(spec.idsNamed(change, { id: 'O_1', networks: [] }, 'kiosk')).toEqual([]);
  });

  it('scopes a change to its network, and none without one', () => {
    const change = { kind: 'deviceTag', networkId: 'N_1' } as Change;
    expect(spec.scopeNetworks(change, desiredState([]))).toEqual(['N_1']);
    expect(
      spec.scopeNetworks({ ...change, networkId: undefined } as unknown as Change, desiredState([])),
    ).toEqual([]);
  });

  it('judges staleness and verifies only a side that is a tag, and says when the devices were not read again', () => {
    const change = {
      kind: 'deviceTag',
      networkId: 'N_1',
      before: null,
      after: null,
    } as unknown as Change;
    const unread: LiveOrganization = { id: 'O_1', networks: [] };
    expect(spec.staleReason(change, unread)).toBeUndefined();
    expect(spec.verify(change, 'kiosk', unread, undefined)).toBeUndefined();
    const tagged = { ...change, before: { tag: 'kiosk', serials: [] }, after: { tag: 'kiosk', serials: [] } };
    expect(spec.staleReason(tagged, unread)).toBe("its network's devices could not be read again");
    expect(spec.verify(tagged, 'kiosk', unread, undefined)).toBe(
      "its network's devices could not be read again",
    );
    const read: LiveOrganization = { id: 'O_1', networks: [] };
    spec.placeRead(read, 'N_1', [{ id: 'd1', serial: 'Q-1', tags: ['kiosk'] }], undefined);
    expect(spec.staleReason(tagged, read)).toBe(
      'the devices carrying "kiosk" in network N_1 changed since the plan: Q-1 gained it',
    );
    expect(
      spec.verify({ ...tagged, after: { tag: 'kiosk', serials: ['Q-1'] } }, 'kiosk', read, undefined),
    ).toBeUndefined();
  });

  it('restores the managed tags of the network asked for from the backup, with the devices still there', () => {
    const saved: LiveOrganization = { id: 'O_1', networks: [{ id: 'N_0' }, { id: 'N_1' }] };
    spec.placeRead(saved, 'N_0', [{ id: 'x', serial: 'Q-9', tags: ['kiosk', 'other'] }], undefined);
    spec.placeRead(
      saved,
      'N_1',
      [
        { id: 'd1', serial: 'Q-1', tags: ['kiosk'] },
        { id: 'd2', serial: 'Q-2', tags: ['kiosk', 'other'] },
      ],
      undefined,
    );
    const now: LiveOrganization = { id: 'O_1', networks: [] };
    spec.placeRead(now, 'N_0', [{ id: 'd1', serial: 'Q-9', tags: [] }], undefined);
    spec.placeRead(now, 'N_1', [{ id: 'd1', serial: 'Q-1', tags: [] }], undefined);
    const source = { file: 'backup.json', line: 1, column: 1 };

    const org = declared();
    spec.restoreScope(org, { networkId: 'N_1', saved, now, declared: declared(), source });
    expect(slotObjects(org.networks[1], 'deviceTag')).toEqual([
      { tag: 'kiosk', serials: [{ serial: 'Q-1', source }], protected: true, source },
    ]);
    expect(slotObjects(org.networks[0], 'deviceTag')).toEqual([other]);

    const bare = declared();
    spec.restoreScope(bare, {
      networkId: 'N_1',
      saved: undefined,
      now: undefined,
      declared: declared(),
      source,
    });
    expect(slotObjects(bare.networks[1], 'deviceTag')).toEqual([
      { tag: 'kiosk', serials: [], protected: true, source },
    ]);
    spec.restoreScope(bare, { networkId: 'N_2', saved, now, declared: undefined, source });
    expect(slotObjects(bare.networks[2], 'deviceTag')).toEqual([]);
    spec.restoreScope(bare, { networkId: 'N_2', saved, now, declared: declared(), source });
    expect(slotObjects(bare.networks[2], 'deviceTag')).toEqual([]);
    const unread: LiveOrganization = { id: 'O_1', networks: [] };
    spec.restoreScope(bare, { networkId: 'N_1', saved: unread, now: unread, declared: declared(), source });
    expect(slotObjects(bare.networks[1], 'deviceTag')).toEqual([
      { tag: 'kiosk', serials: [], protected: true, source },
    ]);
    spec.restoreScope(bare, { networkId: 'N_9', saved, now, declared: declared(), source });
    expect(bare.networks.map((n) => n.id)).toEqual(['N_0', 'N_1', 'N_2']);
    expect(slotObjects(bare.networks[0], 'deviceTag')).toEqual([other]);
  });
});
