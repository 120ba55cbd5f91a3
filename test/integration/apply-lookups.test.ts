import { describe, expect, it, onTestFinished } from 'vitest';
import { apply } from '../../src/applier/index.js';
import { createClient, type DashboardClient } from '../../src/client/index.js';
import type { Seed } from '../../src/emulator/index.js';
import { readLive } from '../../src/live/index.js';
import { planChanges } from '../../src/planner/index.js';
import { startFaultProxy, type FaultProxy, type FaultRule } from '../faults/helpers/fault-proxy.js';
import { planWithLive, startHarness, writeOf, type Harness } from './harness.js';

// A create whose outcome is unknown (the POST reached the Dashboard, its answer was an error) is resolved
// by looking its name up in its scope's list; the other writes send without any read before them. Each
// case goes through `apply` with the real client against the real emulator, a scripted proxy in front
// where an answer must be wrong.

const seed: Seed = {
  organizations: [
    {
      id: '5001',
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }] },
      ],
    },
  ],
};

const withLaptops = `
organizations:
  - id: "5001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

const POLICY = {
  perOrgRate: 10_000,
  perOrgBurst: 10_000,
  globalRate: 10_000,
  globalBurst: 10_000,
  backoffBaseMs: 1,
  backoffCapMs: 2,
  maxAttempts: 2,
};

async function proxiedClient(
  h: Harness,
  rules: readonly FaultRule[],
): Promise<{ client: DashboardClient; proxy: FaultProxy }> {
  const proxy = await startFaultProxy(h.emulator.url, rules);
  onTestFinished(() => proxy.close());
  return { client: createClient({ apiKey: 'test-key', baseUrl: proxy.url, policy: POLICY }), proxy };
}

const planOf = (h: Harness, yaml: string) => planWithLive(h, yaml);

/** The POST of Laptops reaches the emulator, which makes the group; its answer is a 503 (resent when the lookup finds nothing). */
const laptopsPostAnswers503: FaultRule = {
  methods: ['POST'],
  path: /\/networks\/N_1\/sm\/targetGroups$/,
  times: 1,
  fault: { kind: 'after', status: 503 },
};

/** The list read that follows the read right before the create (the lookup) answers `body`. */
const lookupAnswers = (body: string): FaultRule => ({
  methods: ['GET'],
  path: /\/networks\/N_1\/sm\/targetGroups$/,
  skip: 1,
  times: 1,
  fault: { kind: 'body', body, contentType: 'application/json' },
});

describe('apply: the lookup of a create whose outcome is unknown', () => {
  it('pages through a long list of roles to find the one it made, never creating it twice', async () => {
    // 1000 roles fill the first page (perPage 1000): the new one is on the second.
    const roles = Array.from({ length: 1000 }, (_, i) => ({
      roleId: String(10_000 + i),
      name: `Role ${String(i).padStart(4, '0')}`,
      scope: 'some',
      tags: [],
    }));
    const h = await startHarness(
      { organizations: [{ id: '5001', adminRoles: roles, networks: [] }] },
      { faults: '5xx-after-write=1' },
    );
    const { made, live } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    adminRoles:
      - { name: Zeta, scope: some, tags: [desk] }
`,
    );
    const result = await h.apply(made, { planLive: live });
    expect(writeOf(result, 'org/5001/adminRole/Zeta')).toMatchObject({
      status: 'done',
      resolvedByLookup: true,
    });
    const named = (h.emulator.state().organizations[0]?.adminRoles ?? []).filter((r) => r.name === 'Zeta');
    expect(named).toHaveLength(1);
    expect(writeOf(result, 'org/5001/adminRole/Zeta')?.id).toBe(named[0]?.roleId);
  });

  it("counts the lookup against the create's organization, as every call of the apply", async () => {
    const h = await startHarness(seed, { faults: '5xx-after-write=1' });
    const { made, live } = await planOf(h, withLaptops);
    const { client, proxy } = await proxiedClient(h, []);
    const result = await apply(made, { client, planLive: live });
    expect(writeOf(result, 'network/N_1/targetGroup/Laptops')).toMatchObject({
      status: 'done',
      resolvedByLookup: true,
    });
    // The read before the create, the POST, the lookup, the re-read after.
    expect(proxy.log.map((e) => e.method)).toEqual(['GET', 'POST', 'GET', 'GET']);
    const stats = client.stats();
    expect(stats.totals.calls).toBe(4);
    expect(stats.organizations['5001']?.calls).toBe(4);
  });

  it('skips a list entry it cannot read and finds the one carrying the name', async () => {
    const h = await startHarness(seed);
    const { made, live } = await planOf(h, withLaptops);
    const { client } = await proxiedClient(h, [
      laptopsPostAnswers503,
      lookupAnswers(
        JSON.stringify([null, { id: '999', name: 'Laptops', scope: 'withAny', tags: ['laptop'] }]),
      ),
    ]);
    const result = await apply(made, { client, planLive: live });
    expect(writeOf(result, 'network/N_1/targetGroup/Laptops')).toMatchObject({
      status: 'done',
      resolvedByLookup: true,
      id: '999',
    });
  });

  it('takes a lookup answering no list as "not there" and sends the create again', async () => {
    const h = await startHarness(seed);
    const { made, live } = await planOf(h, withLaptops);
    const { client, proxy } = await proxiedClient(h, [laptopsPostAnswers503, lookupAnswers('null')]);
    const result = await apply(made, { client, planLive: live });
    const laptops = writeOf(result, 'network/N_1/targetGroup/Laptops');
    expect(laptops?.message).toBeUndefined();
    expect(laptops?.status).toBe('done');
    expect(laptops?.resolvedByLookup).toBeUndefined();
    expect(proxy.log.filter((e) => e.method === 'POST')).toHaveLength(2);
    // The first POST made the group too: the re-read finds two of that name, one not this apply's.
    expect(result.ok).toBe(false);
    expect(result.verification.map((p) => p.address)).toEqual(['network/N_1/targetGroup/Laptops']);
  });
});

describe('apply: the writes that read nothing before them, and a failed write', () => {
  it('sends an update and a delete without reading first', async () => {
    const h = await startHarness({
      organizations: [
        {
          id: '5001',
          networks: [
            {
              id: 'N_1',
              targetGroups: [
                { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
                { id: 't2', name: 'Old', scope: 'all', tags: [] },
              ],
            },
          ],
        },
      ],
    });
    const desired = h.desired(`
organizations:
  - id: "5001"
    networks:
      - id: N_1
        policy: { prune: true }
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
`);
    const live = await readLive(h.client, desired);
    const made = planChanges(desired, live, {
      toolVersion: '0.0.0-test',
      now: '2026-01-01T00:00:00.000Z',
      allowDelete: true,
    });
    const { client, proxy } = await proxiedClient(h, []);
    const result = await apply(made, { client, planLive: live });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    // The PUT and the DELETE, then the one re-read to verify.
    expect(proxy.log.map((e) => `${e.method} ${e.path}`)).toEqual([
      'PUT /api/v1/networks/N_1/sm/targetGroups/t1',
      'DELETE /api/v1/networks/N_1/sm/targetGroups/t2',
      'GET /api/v1/networks/N_1/sm/targetGroups',
    ]);
    // Every call counts against the organization's budget (the paths name only the network).
    const stats = client.stats();
    expect(stats.totals.calls).toBe(3);
    expect(stats.organizations['5001']?.calls).toBe(3);
  });

  it("names a failed write by the API's status and every message it gave", async () => {
    const h = await startHarness(seed);
    const { made, live } = await planOf(h, withLaptops);
    const { client } = await proxiedClient(h, [
      {
        methods: ['POST'],
        path: /\/networks\/N_1\/sm\/targetGroups$/,
        times: Infinity,
        fault: {
          kind: 'status',
          status: 400,
          body: JSON.stringify({ errors: ["'name' is taken", "'scope' is wrong"] }),
        },
      },
    ]);
    const result = await apply(made, { client, planLive: live });
    expect(writeOf(result, 'network/N_1/targetGroup/Laptops')).toMatchObject({
      status: 'failed',
      message: "400 'name' is taken; 'scope' is wrong",
    });
  });
});
