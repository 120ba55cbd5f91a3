import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator, Seed } from '../../src/emulator/index.js';
import { call, parseLinks, startTestEmulator } from '../helpers/emulator.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-15T12:00:00Z');
const WLC = '/organizations/1/wirelessController';

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
              name: 'A',
              serial: 'S1',
              tags: ['kiosk'],
              wifiMac: 'aa:00:00:00:00:01',
              ownerEmail: 'a@x.io',
            },
            { id: 'd2', name: 'B', serial: 'S2', tags: ['kiosk', 'ipad'], wifiMac: 'aa:00:00:00:00:02' },
            {
              id: 'd3',
              name: 'C',
              serial: 'S3',
              tags: ['laptop'],
              certs: [{ id: 'c1', name: 'Seeded', deviceId: 'd3' }],
            },
          ],
          users: [
            { id: 'u1', email: 'a@x.io', username: 'a' },
            { id: 'u2', email: 'b@x.io', username: 'b' },
          ],
          profiles: [
            { id: 'p1', name: 'Wi-Fi', payloadTypes: ['Wi-Fi'] },
            { id: 'p2', name: 'Lockdown', payloadTypes: ['Restrictions', 'Passcode'] },
          ],
        },
        { id: 'N_2' },
      ],
      wirelessControllers: [
        { serial: 'Q2WC-1', networkId: 'N_1' },
        { serial: 'Q2WC-2', networkId: 'N_2', accessPoints: ['AP-1', 'AP-2', 'AP-3'] },
      ],
    },
    { id: '2', networks: [{ id: 'N_9' }] },
  ],
};

let emulator: RunningEmulator;
beforeEach(async () => {
  emulator = await startTestEmulator(SEED, { rateLimit: 0, clock: () => NOW });
});

const get = (path: string): ReturnType<typeof call> => call(emulator, 'GET', path);
const post = (path: string, body: unknown): ReturnType<typeof call> => call(emulator, 'POST', path, { body });
const iso = (ms: number): string => new Date(ms).toISOString();

describe('wireless controller reads', () => {
  it('refuse windows the API refuses, with an errors body', async () => {
    const old = await get(`${WLC}/devices/interfaces/l2/byDevice?t0=${iso(NOW - 32 * DAY_MS)}`);
    expect(old.status).toBe(400);
    expect((old.body as { errors: string[] }).errors).toContain(
      "'t0' must be no more than 31 days before now",
    );
    const packets = await get(
      `${WLC}/devices/interfaces/packets/overview/byDevice?t0=${iso(NOW - 2 * DAY_MS)}`,
    );
    expect(packets.status).toBe(400);
    expect((packets.body as { errors: string[] }).errors).toContain(
      "'t0' must be no more than 1 day before now",
    );
    expect((await get(`${WLC}/devices/interfaces/packets/overview/byDevice?timespan=86400`)).status).toBe(
      200,
    );
    expect((await get(`${WLC}/availabilities/changeHistory?timespan=${32 * 86400}`)).status).toBe(400);
    expect(
      (await get(`${WLC}/availabilities/changeHistory?timespan=60&t0=${iso(NOW - DAY_MS)}`)).status,
    ).toBe(400);
    const resolution = await get(`${WLC}/clients/overview/history/byDevice/byInterval?resolution=700`);
    expect(resolution.body).toEqual({
      errors: ["'resolution' must be one of 300, 600, 1200, 3600, 14400, 86400"],
    });
  });

  it('filter by serials[], networkIds[], controllerSerials[] and names[]', async () => {
    const serials = await get(`${WLC}/overview/byDevice?serials[]=Q2WC-2`);
    expect((serials.body as { items: { serial: string }[] }).items.map((i) => i.serial)).toEqual(['Q2WC-2']);
    const networks = await get(`${WLC}/overview/byDevice?networkIds[]=N_1`);
    expect((networks.body as { items: { serial: string }[] }).items.map((i) => i.serial)).toEqual(['Q2WC-1']);
    const connections = await get(`${WLC}/connections?controllerSerials[]=Q2WC-2`);
    expect((connections.body as { items: { serial: string }[] }).items.map((i) => i.serial)).toEqual([
      'AP-1',
      'AP-2',
      'AP-3',
    ]);
    const names = await get(
      `${WLC}/devices/interfaces/usage/history/byInterval?names[]=TenGigabitEthernet0/0/1`,
    );
    const intervals = (names.body as { items: { intervals: { byInterface: { name: string }[] }[] }[] })
      .items[0]?.intervals;
    expect(intervals?.length).toBeGreaterThan(0);
    expect(new Set(intervals?.flatMap((i) => i.byInterface.map((b) => b.name)))).toEqual(
      new Set(['TenGigabitEthernet0/0/1']),
    );
  });

  it('leave out interfaces without changes unless includeInterfacesWithoutChanges=true', async () => {
    type Body = { items: { interfaces: { changes: unknown[] }[] }[] };
    const path = `${WLC}/devices/interfaces/l2/statuses/changeHistory/byDevice?serials[]=Q2WC-1`;
    const changed = ((await get(path)).body as Body).items[0]?.interfaces ?? [];
    const all =
      ((await get(`${path}&includeInterfacesWithoutChanges=true`)).body as Body).items[0]?.interfaces ?? [];
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((i) => i.changes.length > 0)).toBe(true);
    expect(all.length).toBeGreaterThan(changed.length);
    expect(all.some((i) => i.changes.length === 0)).toBe(true);
  });

  it('page items with Link headers and counts; failover history is an array holding one envelope', async () => {
    const page = await get(`${WLC}/connections?perPage=3`);
    const body = page.body as {
      items: unknown[];
      meta: { counts: { items: { total: number; remaining: number } } };
    };
    expect(body.items).toHaveLength(3);
    expect(body.meta.counts.items.remaining).toBe(body.meta.counts.items.total - 3);
    const next = parseLinks(page.headers.get('link'))['next'];
    expect(next).toBeDefined();
    const rest = await get(next ?? '');
    expect((rest.body as { items: unknown[] }).items).toHaveLength(
      Math.min(3, body.meta.counts.items.total - 3),
    );
    const failovers = await get(`${WLC}/devices/redundancy/failover/history?timespan=${31 * 86400}`);
    expect(Array.isArray(failovers.body)).toBe(true);
    expect((failovers.body as { items: unknown[] }[])[0]?.items.length).toBeGreaterThan(0);
  });

  it('step interval series by resolution, newest intervals last, up to the end of the window', async () => {
    type Body = { items: { readings: { startTs: string; endTs: string }[] }[] };
    const path = `${WLC}/clients/overview/history/byDevice/byInterval?serials[]=Q2WC-1`;
    const hourly =
      ((await get(`${path}&resolution=3600&timespan=86400`)).body as Body).items[0]?.readings ?? [];
    expect(hourly).toHaveLength(24);
    expect(hourly.at(-1)?.endTs).toBe('2026-06-15T12:00:00Z');
    const fine =
      ((await get(`${path}&resolution=300&timespan=${31 * 86400}`)).body as Body).items[0]?.readings ?? [];
    expect(fine).toHaveLength(2000);
    expect(fine.at(-1)?.endTs).toBe('2026-06-15T12:00:00Z');
  });

  it('give the same answers for the same seed and clock', async () => {
    const first = await get(`${WLC}/devices/system/utilization/history/byInterval`);
    const again = await startTestEmulator(SEED, { rateLimit: 0, clock: () => NOW });
    expect((await call(again, 'GET', `${WLC}/devices/system/utilization/history/byInterval`)).body).toEqual(
      first.body,
    );
  });
});

describe('device commands', () => {
  const tagsOf = (id: string): unknown =>
    emulator.state().organizations[0]?.networks[0]?.devices.find((d) => d.id === id)?.tags;

  it('modifyTags adds, deletes and replaces, answering only the devices it changed', async () => {
    const added = await post('/networks/N_1/sm/devices/modifyTags', {
      scope: ['withAny', 'kiosk'],
      tags: ['ipad'],
      updateAction: 'add',
    });
    expect(added.body).toEqual([
      { id: 'd1', serial: 'S1', tags: ['kiosk', 'ipad'], wifiMac: 'aa:00:00:00:00:01' },
    ]);
    const removed = await post('/networks/N_1/sm/devices/modifyTags', {
      ids: ['d1', 'd3'],
      tags: ['kiosk'],
      updateAction: 'delete',
    });
    expect((removed.body as { id: string }[]).map((d) => d.id)).toEqual(['d1']);
    await post('/networks/N_1/sm/devices/modifyTags', {
      serials: ['S3'],
      tags: ['x', 'y'],
      updateAction: 'update',
    });
    expect(tagsOf('d3')).toEqual(['x', 'y']);
    const bad = await post('/networks/N_1/sm/devices/modifyTags', {
      ids: ['d1'],
      tags: ['a'],
      updateAction: 'set',
    });
    expect(bad.status).toBe(400);
  });

  it('targeting members combine as a union and one is required', async () => {
    const checkin = await post('/networks/N_1/sm/devices/checkin', {
      ids: ['d1'],
      wifiMacs: ['AA:00:00:00:00:02'],
      scope: ['withAll', 'laptop'],
    });
    expect(checkin.body).toEqual({ ids: ['d1', 'd2', 'd3'] });
    expect((await post('/networks/N_1/sm/devices/checkin', {})).status).toBe(400);
    expect((await post('/networks/N_1/sm/devices/reboot', { scope: [] })).body).toEqual({ ids: [] });
    expect((await post('/networks/N_1/sm/devices/lock', { ids: ['d1'], pin: 12 })).status).toBe(400);
  });

  it('refuse a body member of the wrong type, naming it, and a pin that is not six digits', async () => {
    const refused = async (path: string, body: unknown): Promise<unknown> => {
      const answer = await post(path, body);
      expect(answer.status).toBe(400);
      return answer.body;
    };
    const pin = "'pin' must be a six-digit number";
    for (const bad of [99999, 1000000, 123456.5, '123456'])
      expect(await refused('/networks/N_1/sm/devices/lock', { ids: ['d1'], pin: bad })).toEqual({
        errors: [pin],
      });
    for (const good of [100000, 999999])
      expect((await post('/networks/N_1/sm/devices/lock', { ids: ['d1'], pin: good })).status).toBe(200);
    expect(await refused('/networks/N_1/sm/devices/lock', { serials: 'S1' })).toEqual({
      errors: ["'serials' must be an array of strings"],
    });
    expect(await refused('/networks/N_1/sm/devices/lock', { serials: ['S1', 2] })).toEqual({
      errors: ["'serials' must be an array of strings"],
    });
    expect(await refused('/networks/N_1/sm/devices/wipe', { serial: 2 })).toEqual({
      errors: ["'serial' must be a string"],
    });
    expect(await refused('/networks/N_1/sm/devices/d1/installApps', { appIds: ['a'], force: 'yes' })).toEqual(
      {
        errors: ["'force' must be a boolean"],
      },
    );
    expect(
      (await post('/networks/N_1/sm/devices/d1/installApps', { appIds: ['a'], force: true })).status,
    ).toBe(200);
  });

  it('answer 404 naming the device or user a path names that the network lacks', async () => {
    const device = await get('/networks/N_1/sm/devices/zz/certs');
    expect(device.status).toBe(404);
    expect(device.body).toEqual({ errors: ['Device zz not found in network N_1'] });
    const user = await get('/networks/N_1/sm/users/zz/softwares');
    expect(user.status).toBe(404);
    expect(user.body).toEqual({ errors: ['User zz not found in network N_1'] });
  });

  it('move, wipe and unenroll take devices out of the network; commands are logged', async () => {
    expect((await post('/networks/N_1/sm/devices/move', { ids: ['d1'], newNetwork: 'N_9' })).status).toBe(
      400,
    );
    expect((await post('/networks/N_1/sm/devices/move', { ids: ['d1'], newNetwork: 'N_2' })).body).toEqual({
      ids: ['d1'],
      newNetwork: 'N_2',
    });
    expect((await post('/networks/N_1/sm/devices/wipe', { serial: 'S2' })).body).toEqual({ id: 'd2' });
    expect((await post('/networks/N_1/sm/devices/d3/unenroll', undefined)).body).toEqual({ success: true });
    const [org] = emulator.state().organizations;
    expect(org?.networks.map((n) => n.devices.map((d) => d.id))).toEqual([[], ['d1']]);
    const logs = await get('/networks/N_2/sm/devices/d1/deviceCommandLogs');
    expect((logs.body as { action: string }[]).at(-1)).toMatchObject({
      action: 'MoveDevice',
      dashboardUser: 'API',
    });
  });

  it('activation-lock bypass attempts are pending, then complete with per-device results', async () => {
    const created = await post('/networks/N_1/sm/bypassActivationLockAttempts', { ids: ['d1', 'zz'] });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    expect(created.body).toEqual({ id, status: 'pending', data: {} });
    const done = await get(`/networks/N_1/sm/bypassActivationLockAttempts/${id}`);
    expect(done.body).toEqual({
      id,
      status: 'complete',
      data: {
        d1: { success: true, errors: [] },
        zz: { success: false, errors: ['Activation lock bypass code not known for this device'] },
      },
    });
  });

  it('an activation-lock attempt without ids is refused, an unknown one is 404, and a result stays as first read', async () => {
    const empty = await post('/networks/N_1/sm/bypassActivationLockAttempts', { ids: [] });
    expect([empty.status, empty.body]).toEqual([
      400,
      { errors: ["'ids' is required (a non-empty array of device ids)"] },
    ]);
    expect((await post('/networks/N_1/sm/bypassActivationLockAttempts', {})).status).toBe(400);
    const unknown = await get('/networks/N_1/sm/bypassActivationLockAttempts/404404');
    expect([unknown.status, unknown.body]).toEqual([
      404,
      { errors: ['Bypass activation lock attempt 404404 not found'] },
    ]);
    const { id } = (await post('/networks/N_1/sm/bypassActivationLockAttempts', { ids: ['d3'] })).body as {
      id: string;
    };
    const first = await get(`/networks/N_1/sm/bypassActivationLockAttempts/${id}`);
    expect(first.body).toEqual({ id, status: 'complete', data: { d3: { success: true, errors: [] } } });
    // The device leaves the network: the attempt already worked off keeps its answer.
    expect((await post('/networks/N_1/sm/devices/d3/unenroll', undefined)).status).toBe(200);
    expect((await get(`/networks/N_1/sm/bypassActivationLockAttempts/${id}`)).body).toEqual(first.body);
  });
});

describe('reads beyond the devices', () => {
  it('use seeded records when given and generate them otherwise', async () => {
    expect((await get('/networks/N_1/sm/devices/d3/certs')).body).toEqual([
      { id: 'c1', name: 'Seeded', deviceId: 'd3' },
    ]);
    expect(((await get('/networks/N_1/sm/devices/d1/certs')).body as unknown[]).length).toBeGreaterThan(0);
    expect((await get('/networks/N_1/sm/devices/nope/certs')).status).toBe(404);
  });

  it('filter profiles by payloadTypes[] and give users the records of the devices they own', async () => {
    const profiles = await get('/networks/N_1/sm/profiles?payloadTypes[]=Passcode');
    expect((profiles.body as { id: string }[]).map((p) => p.id)).toEqual(['p2']);
    const owned = (await get('/networks/N_1/sm/users/u1/softwares')).body as { deviceId: string }[];
    expect(owned.length).toBeGreaterThan(0);
    expect(new Set(owned.map((s) => s.deviceId))).toEqual(new Set(['d1']));
    expect((await get('/networks/N_1/sm/users/u2/deviceProfiles')).body).toEqual([]);
  });

  it('a user owns a device by userId, by ownerEmail in any case or by ownerUsername; blanks own nothing', async () => {
    const owners = await startTestEmulator(
      {
        organizations: [
          {
            id: '3',
            networks: [
              {
                id: 'N_O',
                devices: [
                  { id: 'byId', userId: 'u1' },
                  { id: 'byEmail', ownerEmail: 'Ann@Example.com' },
                  { id: 'byName', ownerUsername: 'ann' },
                  { id: 'blankEmail', ownerEmail: '' },
                  { id: 'blankName', ownerUsername: '' },
                ],
                users: [
                  { id: 'u1', email: 'ann@example.com', username: 'ann' },
                  { id: 'u2', email: '', username: '' },
                  { id: 'u3' },
                ],
              },
            ],
          },
        ],
      },
      { rateLimit: 0, clock: () => NOW },
    );
    const devicesOf = async (user: string): Promise<string[]> => {
      const answer = await call(owners, 'GET', `/networks/N_O/sm/users/${user}/softwares`);
      expect(answer.status).toBe(200);
      return [...new Set((answer.body as { deviceId: string }[]).map((s) => s.deviceId))].sort();
    };
    expect(await devicesOf('u1')).toEqual(['byEmail', 'byId', 'byName']);
    expect(await devicesOf('u2')).toEqual([]);
    expect(await devicesOf('u3')).toEqual([]);
  });

  it('filter profiles by payloadTypes[]: any listed type keeps a profile, none listed keeps all', async () => {
    const ids = async (query: string): Promise<string[]> =>
      ((await get(`/networks/N_1/sm/profiles${query}`)).body as { id: string }[]).map((p) => p.id);
    expect(await ids('')).toEqual(['p1', 'p2']);
    expect(await ids('?payloadTypes[]=Wi-Fi&payloadTypes[]=Passcode')).toEqual(['p1', 'p2']);
    expect(await ids('?payloadTypes[]=VPN')).toEqual([]);
  });

  it("make one user access device per user, named for the user, tagged from the user's tags; an unknown id is 404", async () => {
    const access = await startTestEmulator(
      {
        organizations: [
          {
            id: '4',
            networks: [
              {
                id: 'N_T',
                users: [
                  { id: 'u1', email: 'ann@example.com', username: 'ann', tags: ' corp  emea ' },
                  { id: 'u2' },
                ],
              },
            ],
          },
        ],
      },
      { rateLimit: 0, clock: () => NOW },
    );
    const configs = (await call(access, 'GET', '/networks/N_T/sm/trustedAccessConfigs')).body as {
      id: string;
      name: string;
      timeboundType: string;
    }[];
    expect(configs.map((c) => [c.name, c.timeboundType])).toEqual([
      ['Corporate', 'dynamic'],
      ['Contractors', 'static'],
    ]);
    const devices = (await call(access, 'GET', '/networks/N_T/sm/userAccessDevices')).body as Record<
      string,
      unknown
    >[];
    expect(
      devices.map((d) => [
        d['name'],
        d['email'],
        d['username'],
        d['tags'],
        (d['trustedAccessConnections'] as { trustedAccessConfigId: string }[])[0]?.trustedAccessConfigId,
      ]),
    ).toEqual([
      ["ann's phone", 'ann@example.com', 'ann', ['corp', 'emea'], configs[0]?.id],
      ["u2's phone", '', '', [], configs[0]?.id],
    ]);
    const missing = await call(access, 'DELETE', '/networks/N_T/sm/userAccessDevices/nope');
    expect([missing.status, missing.body]).toEqual([
      404,
      { errors: ['User access device nope not found in network N_T'] },
    ]);
  });

  it('answer a VPP account by either of its ids, 404 for another', async () => {
    const [account] = (await get('/organizations/1/sm/vppAccounts')).body as {
      id: string;
      vppAccountId: string;
    }[];
    expect(account?.vppAccountId).toBe(account?.id);
    expect((await get(`/organizations/1/sm/vppAccounts/${account?.id}`)).body).toEqual(account);
    const missing = await get('/organizations/1/sm/vppAccounts/nope');
    expect([missing.status, missing.body]).toEqual([
      404,
      { errors: ['VPP account nope not found in organization 1'] },
    ]);
  });

  it('page user access devices (default 100) and delete one with 204', async () => {
    const list = await get('/networks/N_1/sm/userAccessDevices');
    expect(parseLinks(list.headers.get('link'))['first']).toContain('perPage=100');
    const [first] = list.body as { id: string }[];
    expect((await call(emulator, 'DELETE', `/networks/N_1/sm/userAccessDevices/${first?.id}`)).status).toBe(
      204,
    );
    expect((await call(emulator, 'DELETE', `/networks/N_1/sm/userAccessDevices/${first?.id}`)).status).toBe(
      404,
    );
    expect((await get('/networks/N_1/sm/userAccessDevices')).body).toHaveLength(1);
  });

  it('answer one VPP account by id with its parsed token, and 404 for another', async () => {
    const [account] = (await get('/organizations/1/sm/vppAccounts')).body as { id: string }[];
    const one = await get(`/organizations/1/sm/vppAccounts/${account?.id}`);
    expect(one.body).toMatchObject({
      id: account?.id,
      parsedToken: { hashedToken: expect.any(String) as unknown },
    });
    expect((await get('/organizations/1/sm/vppAccounts/nope')).status).toBe(404);
  });
});
