import { describe, expect, it } from 'vitest';
import { buildSyntheticSeed, parseSyntheticSpec, validateSeed, type Seed } from '../../src/emulator/index.js';
import { call, startTestEmulator } from '../helpers/emulator.js';

type Device = Record<string, unknown>;

const SEED: Seed = {
  organizations: [
    {
      id: '1',
      networks: [
        {
          id: 'N_1',
          devices: [
            {
              id: 'd1',
              name: 'Till 1',
              serial: 'Q-1',
              tags: ['till', 'ios'],
              autoTags: ['ios'],
              systemModel: 'iPad Air',
              ownerEmail: 'ana@example.com',
              isSupervised: true,
            },
            { id: 'd2', name: 'Till 2', serial: 'Q-2', tags: ['hand-set'] },
          ],
        },
      ],
    },
  ],
};

describe('devices with automatic tags', () => {
  it('returns autoTags and other additional fields only when fields[] asks for them', async () => {
    const emulator = await startTestEmulator(SEED);
    const plain = (await call(emulator, 'GET', '/networks/N_1/sm/devices')).body as Device[];
    expect(plain[0]).not.toHaveProperty('autoTags');
    expect(plain[0]).not.toHaveProperty('ownerEmail');
    expect(plain[0]?.['systemModel']).toBe('iPad Air');
    const asked = (
      await call(
        emulator,
        'GET',
        '/networks/N_1/sm/devices?fields[]=autoTags&fields[]=ownerEmail&fields[]=isSupervised',
      )
    ).body as Device[];
    expect(asked.map((d) => [d['autoTags'], d['ownerEmail'], d['isSupervised']])).toEqual([
      [['ios'], 'ana@example.com', true],
      [[], null, null],
    ]);
  });

  it('modifyTags answers only the devices it changed and leaves their other tags', async () => {
    const emulator = await startTestEmulator(SEED);
    const response = await call(emulator, 'POST', '/networks/N_1/sm/devices/modifyTags', {
      body: { serials: ['Q-1', 'Q-2'], tags: ['till'], updateAction: 'add' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ id: 'd2', serial: 'Q-2', tags: ['hand-set', 'till'], wifiMac: '' }]);
    const devices = emulator.state().organizations[0]?.networks[0]?.devices ?? [];
    expect(devices.map((d) => [d.tags, d.autoTags])).toEqual([
      [['till', 'ios'], ['ios']],
      [['hand-set', 'till'], undefined],
    ]);
  });

  it('modifyTags adds only the tags a device lacks, and refuses a write without tags or a known action', async () => {
    const emulator = await startTestEmulator(SEED);
    const added = await call(emulator, 'POST', '/networks/N_1/sm/devices/modifyTags', {
      body: { serials: ['Q-1'], tags: ['till', 'kiosk'], updateAction: 'add' },
    });
    expect(added.body).toEqual([{ id: 'd1', serial: 'Q-1', tags: ['till', 'ios', 'kiosk'], wifiMac: '' }]);
    const untagged = await call(emulator, 'POST', '/networks/N_1/sm/devices/modifyTags', {
      body: { serials: ['Q-2'], updateAction: 'replace' },
    });
    expect([untagged.status, untagged.body]).toEqual([
      400,
      { errors: ["'tags' is required", "'updateAction' must be one of add, delete, update"] },
    ]);
    const devices = emulator.state().organizations[0]?.networks[0]?.devices ?? [];
    expect(devices.map((d) => d.tags)).toEqual([['till', 'ios', 'kiosk'], ['hand-set']]);
  });

  it('rejects a seed whose autoTags is not a list of strings', () => {
    const bad = structuredClone(SEED) as unknown as {
      organizations: { networks: { devices: Record<string, unknown>[] }[] }[];
    };
    const device = bad.organizations[0]?.networks[0]?.devices[0];
    if (device !== undefined) device['autoTags'] = 'ios';
    expect(() => validateSeed(bad)).toThrow(/autoTags/);
  });
});

describe('a synthetic fleet with device tags', () => {
  it('tags devices with dt-NN, owners, models and automatic tags, and changes nothing without the key', () => {
    const plain = buildSyntheticSeed(parseSyntheticSpec('networks=2,devices=50,groups=2'), 3);
    const tagged = buildSyntheticSeed(parseSyntheticSpec('networks=2,devices=50,groups=2,deviceTags=20'), 3);
    expect(() => validateSeed(tagged)).not.toThrow();
    const before = plain.organizations[0]?.networks?.[1]?.devices ?? [];
    const after = tagged.organizations[0]?.networks?.[1]?.devices ?? [];
    expect(after.map((d) => d.id)).toEqual(before.map((d) => d.id));
    // The earlier tags stay (so other figures keep their values); the dt-NN tags come after them.
    expect(after.map((d) => (d.tags ?? []).filter((t) => !t.startsWith('dt-')))).toEqual(
      before.map((d) => d.tags),
    );
    const members = after.filter((d) => d.tags?.includes('dt-07') === true).length;
    expect(members).toBeGreaterThan(3);
    expect(members).toBeLessThan(25);
    expect(after[0]).toMatchObject({
      ownerUsername: 'owner1',
      autoTags: [`auto-${String(after[0]?.['systemType'])}`],
    });
    expect(typeof after[0]?.['isSupervised']).toBe('boolean');
    expect(buildSyntheticSeed(parseSyntheticSpec('networks=2,devices=50,groups=2,deviceTags=20'), 3)).toEqual(
      tagged,
    );
  });
});
