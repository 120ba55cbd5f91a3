import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { call, parseLinks, startTestEmulator, withEmulator } from '../helpers/emulator.js';

const SEED = 'test/emulator/fixtures/acme.yaml';
const DEVICES = '/networks/N_5678/sm/devices';
const USERS = '/networks/N_5678/sm/users';

type Device = Record<string, unknown>;

async function deviceIds(emulator: Parameters<typeof call>[0], query: string): Promise<unknown[]> {
  const response = await call(emulator, 'GET', `${DEVICES}?${query}`);
  expect(response.status).toBe(200);
  return (response.body as Device[]).map((d) => d['id']);
}

describe('getNetworkSmDevices', () => {
  const emulator = withEmulator(SEED);

  it('returns the default fields (null when unknown) and adds fields[] extras', async () => {
    const response = await call(emulator(), 'GET', `${DEVICES}?fields[]=systemType&fields%5B%5D=lastUser`);
    expect(response.status).toBe(200);
    const [first] = response.body as Device[];
    expect(first).toEqual({
      id: 'd1',
      name: 'Kiosk-01',
      tags: ['kiosk', 'ipad'],
      ssid: null,
      wifiMac: '00:11:22:33:44:01',
      osName: 'iOS 17',
      systemModel: null,
      uuid: 'u-1',
      serialNumber: 'Q234-ABCD-0001',
      serial: 'Q234-ABCD-0001',
      ip: null,
      notes: null,
      systemType: 'ios',
      lastUser: null,
    });
    const plain = (await call(emulator(), 'GET', DEVICES)).body as Device[];
    expect(plain[0]).not.toHaveProperty('systemType');
    expect(plain).toHaveLength(4);
  });

  it('filters by ids, serials, wifiMacs, uuids and systemTypes, in any array spelling', async () => {
    expect(await deviceIds(emulator(), 'ids[]=d2&ids[]=d4')).toEqual(['d2', 'd4']);
    expect(await deviceIds(emulator(), 'serials[]=Q234-ABCD-0003')).toEqual(['d3']);
    expect(await deviceIds(emulator(), 'wifiMacs%5B%5D=00:11:22:33:44:02')).toEqual(['d2']);
    expect(await deviceIds(emulator(), 'uuids[]=u-1&uuids[]=u-3')).toEqual(['d1', 'd3']);
    expect(await deviceIds(emulator(), 'systemTypes[]=ios&ids[]=d2&ids[]=d3')).toEqual(['d2']);
  });

  it('evaluates scope[] on device tags: keyword first, then tags', async () => {
    expect(await deviceIds(emulator(), 'scope[]=all')).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(await deviceIds(emulator(), 'scope[]=none')).toEqual([]);
    expect(await deviceIds(emulator(), 'scope[]=withAny&scope[]=ipad&scope[]=byod')).toEqual(['d1', 'd3']);
    expect(await deviceIds(emulator(), 'scope[]=withAll&scope[]=kiosk&scope[]=ipad')).toEqual(['d1']);
    expect(await deviceIds(emulator(), 'scope[]=withoutAny&scope[]=kiosk&scope[]=byod')).toEqual(['d4']);
    expect(await deviceIds(emulator(), 'scope[]=withoutAll&scope[]=kiosk&scope[]=ipad')).toEqual([
      'd2',
      'd3',
      'd4',
    ]);
    const bad = await call(emulator(), 'GET', `${DEVICES}?scope[]=withSome&scope[]=a`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: [expect.stringContaining('scope')] });
  });

  it('fills list fields and either serial spelling, and matches wifiMacs in any case', async () => {
    const seed: Seed = {
      organizations: [
        {
          id: '1',
          networks: [
            {
              id: 'N_S',
              devices: [
                { id: 'd1', serialNumber: 'SN-1', wifiMac: 'AA:BB:CC:00:00:01' },
                {
                  id: 'd2',
                  serial: 'S-2',
                  tags: ['kiosk'],
                  autoTags: ['ipad'],
                  wifiMac: 'aa:bb:cc:00:00:02',
                },
              ],
            },
          ],
        },
      ],
    };
    const emulator = await startTestEmulator(seed);
    const devices = (await call(emulator, 'GET', '/networks/N_S/sm/devices?fields[]=autoTags&fields[]=tags'))
      .body as Device[];
    expect(devices.map((d) => [d['serial'], d['serialNumber'], d['tags'], d['autoTags']])).toEqual([
      ['SN-1', 'SN-1', [], []],
      ['S-2', 'S-2', ['kiosk'], ['ipad']],
    ]);
    // Without fields[], a device carries the default fields and nothing else.
    const plain = (await call(emulator, 'GET', '/networks/N_S/sm/devices')).body as Device[];
    expect(Object.keys(plain[0] ?? {})).toEqual([
      'id',
      'name',
      'tags',
      'ssid',
      'wifiMac',
      'osName',
      'systemModel',
      'uuid',
      'serialNumber',
      'serial',
      'ip',
      'notes',
    ]);
    const ids = async (query: string): Promise<unknown[]> =>
      ((await call(emulator, 'GET', `/networks/N_S/sm/devices?${query}`)).body as Device[]).map(
        (d) => d['id'],
      );
    expect(await ids('wifiMacs[]=aa:bb:cc:00:00:01')).toEqual(['d1']);
    expect(await ids('wifiMacs[]=AA:BB:CC:00:00:02')).toEqual(['d2']);
    expect(await ids('serials[]=SN-1&serials[]=S-2')).toEqual(['d1', 'd2']);
  });

  it('pages as a bare array with Link headers across 3 pages', async () => {
    const pages: unknown[][] = [];
    let url: string | undefined;
    const seed: Seed = {
      organizations: [
        {
          id: '1',
          networks: [
            {
              id: 'N_big',
              devices: Array.from({ length: 8 }, (_, i) => ({
                id: `d${i + 1}`,
                tags: i % 2 === 0 ? ['even'] : [],
              })),
            },
          ],
        },
      ],
    };
    const big = await startTestEmulator(seed);
    url = '/networks/N_big/sm/devices?perPage=3&scope[]=withAny&scope[]=even&fields[]=osName';
    while (url !== undefined) {
      const response = await call(big, 'GET', url);
      expect(Array.isArray(response.body)).toBe(true);
      pages.push((response.body as Device[]).map((d) => d['id']));
      url = parseLinks(response.headers.get('link'))['next'];
    }
    expect(pages).toEqual([['d1', 'd3', 'd5'], ['d7']]);
    const all: unknown[][] = [];
    url = '/networks/N_big/sm/devices?perPage=3';
    while (url !== undefined) {
      const response = await call(big, 'GET', url);
      all.push((response.body as Device[]).map((d) => d['id']));
      url = parseLinks(response.headers.get('link'))['next'];
    }
    expect(all).toEqual([
      ['d1', 'd2', 'd3'],
      ['d4', 'd5', 'd6'],
      ['d7', 'd8'],
    ]);
  });
});

describe('getNetworkSmUsers', () => {
  const emulator = withEmulator(SEED);

  it('lists users with tags as a space-separated string and the API defaults filled in', async () => {
    const response = await call(emulator(), 'GET', USERS);
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBeNull();
    const users = response.body as Record<string, unknown>[];
    expect(users.map((u) => u['id'])).toEqual(['u1', 'u2']);
    expect(users[0]).toMatchObject({
      email: 'a@example.com',
      username: 'alice',
      tags: 'emea kiosk',
      adGroups: [],
    });
  });

  it('filters by ids, usernames, emails and scope', async () => {
    const ids = async (query: string): Promise<unknown[]> =>
      ((await call(emulator(), 'GET', `${USERS}?${query}`)).body as Record<string, unknown>[]).map(
        (u) => u['id'],
      );
    expect(await ids('ids[]=u2')).toEqual(['u2']);
    expect(await ids('usernames[]=alice')).toEqual(['u1']);
    expect(await ids('emails%5B%5D=B@example.com')).toEqual(['u2']);
    expect(await ids('scope[]=withAny&scope[]=kiosk')).toEqual(['u1']);
    expect(await ids('scope[]=withoutAny&scope[]=kiosk')).toEqual(['u2']);
  });
});
