import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { listReadCount, readNetworkDevices, readScopes, type OrgReads } from '../../src/live/index.js';
import { runBounded } from '../../src/live/run-bounded.js';
import { ApiError } from '../../src/client/index.js';
import { reply, serveClient, type Handler } from '../client/helpers/scripted-server.js';
import { startHarness } from '../integration/harness.js';

// How the live readers (src/live/read-live.ts, read-devices.ts, run-bounded.ts) call the API: how many
// reads at once, which ones page, the order of what they return, the progress they report, and that an
// aborted run reads nothing. Exact, through the real client over loopback.

/** Answers every request with `[]` after `holdMs`, counting the requests in flight at once. */
function holding(holdMs: number): { handler: Handler; most: () => number } {
  let pending = 0;
  let most = 0;
  return {
    handler: async (_req, res) => {
      pending += 1;
      most = Math.max(most, pending);
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      pending -= 1;
      reply(res, 200, []);
    },
    most: () => most,
  };
}

const reads = (networks: string[], parts: Partial<OrgReads> = {}): OrgReads => ({
  orgId: 'O_1',
  adminRoles: true,
  sentry: true,
  networks,
  ...parts,
});

const paths = (requests: readonly { url: string }[]): string[] =>
  requests.map((r) => r.url.replace(/^\/api\/v1/, ''));

describe('readScopes', () => {
  it('reads in registry order, one list per scope, telling each as it is done', async () => {
    const { client, server } = await serveClient((_req, res) => reply(res, 200, []));
    const told: string[] = [];
    const scope = reads(['N_2', 'N_1']);
    expect(listReadCount(scope)).toBe(4);
    expect(listReadCount(reads([], { adminRoles: false }))).toBe(1);
    expect(listReadCount(reads(['N_1'], { sentry: false }))).toBe(2);
    const live = await readScopes(
      client,
      { organizations: [scope] },
      { concurrency: 1, onListRead: (orgId, name) => told.push(`${orgId} ${name}`) },
    );
    expect(told).toEqual([
      'O_1 org/O_1/adminRole',
      'O_1 org/O_1/sentry',
      'O_1 network/N_2/targetGroup',
      'O_1 network/N_1/targetGroup',
    ]);
    expect(paths(server.requests)).toEqual([
      '/organizations/O_1/sm/admins/roles?perPage=1000',
      '/organizations/O_1/sm/sentry/policies/assignments/byNetwork?perPage=1000',
      '/networks/N_2/sm/targetGroups',
      '/networks/N_1/sm/targetGroups',
    ]);
    expect(live).toEqual({
      organizations: [
        {
          id: 'O_1',
          adminRoles: [],
          sentryPolicies: [],
          networks: [
            { id: 'N_2', targetGroups: [] },
            { id: 'N_1', targetGroups: [] },
          ],
        },
      ],
    });
    // Every read counts against its organization's budget.
    expect(client.stats().organizations['O_1']?.calls).toBe(4);
  });

  it("keeps the read set's network order when the reads finish in another order", async () => {
    const { client } = await serveClient(async (req, res) => {
      if (req.url.includes('/N_1/')) await new Promise((resolve) => setTimeout(resolve, 150));
      reply(res, 200, [{ id: req.url.includes('/N_1/') ? 't1' : 't2', name: 'G', scope: 'all', tags: [] }]);
    });
    const live = await readScopes(client, {
      organizations: [reads(['N_1', 'N_2'], { adminRoles: false, sentry: false })],
    });
    expect(live.organizations[0]?.networks.map((n) => [n.id, n.targetGroups?.[0]?.id])).toEqual([
      ['N_1', 't1'],
      ['N_2', 't2'],
    ]);
  });

  it('has at most 4 reads in flight per organization by default, or the concurrency asked for', async () => {
    const scope = reads(['N_1', 'N_2', 'N_3', 'N_4', 'N_5']);
    const byDefault = holding(100);
    const one = await serveClient(byDefault.handler);
    await readScopes(one.client, { organizations: [scope] });
    expect([one.server.requests.length, byDefault.most()]).toEqual([7, 4]);
    const two = holding(100);
    const other = await serveClient(two.handler);
    await readScopes(other.client, { organizations: [scope] }, { concurrency: 2 });
    expect([other.server.requests.length, two.most()]).toEqual([7, 2]);
  });

  it('reads every page of the roles and the sentry list, and one page of target groups', async () => {
    const { client, server } = await serveClient((req, res) => {
      const next = req.url.includes('startingAfter')
        ? {}
        : { link: `<${req.url}&startingAfter=x>; rel=next` };
      if (req.url.includes('/admins/roles')) {
        const id = req.url.includes('startingAfter') ? 'r2' : 'r1';
        reply(res, 200, [{ roleId: id, name: id, scope: 'some', tags: ['a'] }], next);
        return;
      }
      if (req.url.includes('/targetGroups')) {
        reply(res, 200, [{ id: 't1', name: 'G', scope: 'all', tags: [] }], {
          link: `<http://${req.headers.host}${req.url}?startingAfter=t1>; rel=next`,
        });
        return;
      }
      reply(res, 200, [], next);
    });
    const live = await readScopes(client, { organizations: [reads(['N_1'])] });
    expect(live.organizations[0]?.adminRoles?.map((r) => r.roleId)).toEqual(['r1', 'r2']);
    expect(paths(server.requests).sort()).toEqual([
      '/networks/N_1/sm/targetGroups',
      '/organizations/O_1/sm/admins/roles?perPage=1000',
      '/organizations/O_1/sm/admins/roles?perPage=1000&startingAfter=x',
      '/organizations/O_1/sm/sentry/policies/assignments/byNetwork?perPage=1000',
      '/organizations/O_1/sm/sentry/policies/assignments/byNetwork?perPage=1000&startingAfter=x',
    ]);
  });

  it('passes the signal to every read: an aborted run reads nothing; a live one reads on its budget', async () => {
    const { client, server } = await serveClient((_req, res) => reply(res, 200, []));
    const scopes = { organizations: [reads(['N_1'])] };
    const error = await readScopes(client, scopes, { signal: AbortSignal.abort() }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(0);
    await readScopes(client, scopes, { signal: new AbortController().signal });
    expect(server.requests).toHaveLength(3);
    expect(client.stats().organizations['O_1']?.calls).toBe(6);
  });
});

const seed: Seed = {
  organizations: [
    {
      id: '5001',
      networks: [
        {
          id: 'N_BIG',
          devices: Array.from({ length: 1001 }, (_, i) => ({ id: `d${i}`, name: `Mac ${i}`, tags: ['mac'] })),
        },
        { id: 'N_ONE', devices: [{ id: 'e1', name: 'iPad', tags: [] }] },
      ],
    },
    { id: '5002', networks: [{ id: 'N_NONE', devices: [] }] },
  ],
};

describe('readNetworkDevices', () => {
  it('reads every page of each network once, default fields only, on its organization', async () => {
    const h = await startHarness(seed);
    const told: string[] = [];
    const devices = await readNetworkDevices(
      h.client,
      [
        { orgId: '5002', networkId: 'N_NONE' },
        { orgId: '5001', networkId: 'N_BIG' },
        { orgId: '5001', networkId: 'N_ONE' },
        { orgId: '5001', networkId: 'N_BIG' },
      ],
      { concurrency: 1, onNetworkRead: (id, count) => told.push(`${id} ${count}`) },
    );
    expect([...devices.keys()]).toEqual(['N_NONE', 'N_BIG', 'N_ONE']);
    expect([...devices.values()].map((list) => list.length)).toEqual([0, 1001, 1]);
    expect(devices.get('N_ONE')).toEqual([{ id: 'e1', name: 'iPad', tags: [], serial: '' }]);
    expect(told).toEqual(['N_NONE 0', 'N_BIG 1001', 'N_ONE 1']);
    const queries = h.emulator.requestLog.map((e) => `${e.path.replace(/^\/api\/v1/, '')}?${e.query}`);
    expect(queries).toEqual([
      '/networks/N_NONE/sm/devices?perPage=1000',
      '/networks/N_BIG/sm/devices?perPage=1000',
      expect.stringMatching(/^\/networks\/N_BIG\/sm\/devices\?perPage=1000&startingAfter=/),
      '/networks/N_ONE/sm/devices?perPage=1000',
    ]);
    const stats = h.client.stats().organizations;
    expect([stats['5001']?.calls, stats['5002']?.calls]).toEqual([2, 1]);
  });

  it('reads a network listed twice once, on the organization it is first listed with', async () => {
    const { client, server } = await serveClient((_req, res) => reply(res, 200, []));
    const devices = await readNetworkDevices(client, [
      { orgId: 'O_1', networkId: 'N_1' },
      { orgId: 'O_2', networkId: 'N_1' },
    ]);
    expect([...devices.keys()]).toEqual(['N_1']);
    expect(server.requests).toHaveLength(1);
    const stats = client.stats().organizations;
    expect([stats['O_1']?.calls, stats['O_2']?.calls]).toEqual([1, undefined]);
  });

  it('keeps the order networks were asked in when their reads finish in another order', async () => {
    const { client } = await serveClient(async (req, res) => {
      if (req.url.includes('/N_1/')) await new Promise((resolve) => setTimeout(resolve, 150));
      reply(res, 200, []);
    });
    const devices = await readNetworkDevices(client, [
      { orgId: 'O_1', networkId: 'N_1' },
      { orgId: 'O_1', networkId: 'N_2' },
    ]);
    expect([...devices.keys()]).toEqual(['N_1', 'N_2']);
  });

  it('has at most 4 networks in flight by default, or the concurrency asked for', async () => {
    const networks = ['N_1', 'N_2', 'N_3', 'N_4', 'N_5', 'N_6'].map((networkId) => ({
      orgId: 'O_1',
      networkId,
    }));
    const byDefault = holding(100);
    const one = await serveClient(byDefault.handler);
    await readNetworkDevices(one.client, networks);
    expect([one.server.requests.length, byDefault.most()]).toEqual([6, 4]);
    const three = holding(100);
    const other = await serveClient(three.handler);
    await readNetworkDevices(other.client, networks, { concurrency: 3 });
    expect([other.server.requests.length, three.most()]).toEqual([6, 3]);
  });

  it('passes the signal: an aborted run reads nothing; a live one reads on its budget', async () => {
    const { client, server } = await serveClient((_req, res) => reply(res, 200, []));
    const networks = [{ orgId: 'O_1', networkId: 'N_1' }];
    await expect(
      readNetworkDevices(client, networks, { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(0);
    await readNetworkDevices(client, networks, { signal: new AbortController().signal });
    expect(server.requests).toHaveLength(1);
    expect(client.stats().organizations['O_1']?.calls).toBe(2);
  });
});

describe('runBounded', () => {
  it('runs every item with at most `limit` at once; a limit under 1 still runs them one at a time', async () => {
    for (const [limit, items, most] of [
      [3, 7, 3],
      [3, 2, 2],
      [1, 4, 1],
      [0, 3, 1],
    ] as const) {
      let pending = 0;
      let seen = 0;
      const done: number[] = [];
      await runBounded(
        Array.from({ length: items }, (_, i) => i),
        limit,
        async (item) => {
          pending += 1;
          seen = Math.max(seen, pending);
          await new Promise((resolve) => setTimeout(resolve, 5));
          pending -= 1;
          done.push(item);
        },
      );
      expect([limit, done.length, seen]).toEqual([limit, items, most]);
    }
  });

  it('hands the items not yet started when the signal aborts to onSkipped, and lets the started ones finish', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const skipped: number[] = [];
    await runBounded(
      [0, 1, 2, 3, 4],
      2,
      async (item) => {
        started.push(item);
        if (item === 1) controller.abort();
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      { signal: controller.signal, onSkipped: (item) => skipped.push(item) },
    );
    expect([started, skipped]).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
    // Without onSkipped the rest is just not run.
    const ran: number[] = [];
    await runBounded([0, 1], 1, (item) => Promise.resolve(void ran.push(item)), {
      signal: AbortSignal.abort(),
    });
    expect(ran).toEqual([]);
  });
});
