import { describe, expect, it } from 'vitest';
import type { Seed, SentryPolicyRecord } from '../../src/emulator/index.js';
import { call, parseLinks, startTestEmulator, withEmulator } from '../helpers/emulator.js';

const SEED = 'test/emulator/fixtures/acme.yaml';
const BY_NETWORK = '/organizations/549236/sm/sentry/policies/assignments/byNetwork';
const ASSIGNMENTS = '/organizations/549236/sm/sentry/policies/assignments';

type Policy = SentryPolicyRecord;
type Envelope = {
  items: { networkId: string; policies: Policy[] }[];
  meta: { counts: { items: unknown } };
}[];

const T0 = Date.UTC(2026, 0, 1);

describe('sentry policy assignments', () => {
  let now = T0;
  const emulator = withEmulator(SEED, { clock: () => now });

  it('lists by network as an array of one envelope, policies in ascending priority', async () => {
    const response = await call(emulator(), 'GET', BY_NETWORK);
    expect(response.status).toBe(200);
    const body = response.body as Envelope;
    expect(body).toHaveLength(1);
    expect(body[0]?.meta).toEqual({ counts: { items: { total: 2, remaining: 0 } } });
    expect(body[0]?.items.map((n) => [n.networkId, n.policies.map((p) => [p.policyId, p.priority])])).toEqual(
      [
        [
          'N_1',
          [
            ['p1', '1'],
            ['p2', '2'],
          ],
        ],
        ['N_2', [['p3', '1']]],
      ],
    );
    expect(body[0]?.items[0]?.policies[0]).toEqual({
      policyId: 'p1',
      networkId: 'N_1',
      smNetworkId: 'N_5678',
      tags: ['byod'],
      scope: 'withAny',
      groupPolicyId: '101',
      priority: '1',
      createdAt: '2026-01-01T00:00:00Z',
      lastUpdatedAt: '2026-01-01T00:00:00Z',
    });
  });

  it('filters by networkIds[] with the brackets plain or percent-encoded; without them it is a 400', async () => {
    for (const query of ['networkIds[]=N_2', 'networkIds%5B%5D=N_2']) {
      const body = (await call(emulator(), 'GET', `${BY_NETWORK}?${query}`)).body as Envelope;
      expect(body[0]?.items.map((n) => n.networkId)).toEqual(['N_2']);
    }
    const plain = await call(emulator(), 'GET', `${BY_NETWORK}?networkIds=N_2`);
    expect(plain).toMatchObject({ status: 400, body: { errors: ["'networkIds' must be an array"] } });
  });

  it('replaces the whole organization list: ids kept, missing policies and networks deleted, order reversed', async () => {
    now = T0 + 60_000;
    const response = await call(emulator(), 'PUT', ASSIGNMENTS, {
      body: {
        items: [
          {
            networkId: 'N_1',
            // Highest priority LAST: new policy lowest, then p2, then p1 on top. p1 unchanged otherwise.
            policies: [
              { smNetworkId: 'N_5678', groupPolicyId: '200', scope: 'withAll', tags: ['lab', 'ipad'] },
              { policyId: 'p2', smNetworkId: 'N_5678', groupPolicyId: '102', scope: 'none', tags: [] },
              {
                policyId: 'p1',
                smNetworkId: 'N_5678',
                groupPolicyId: '101',
                scope: 'withAny',
                tags: ['byod'],
              },
            ],
          },
        ],
      },
    });
    expect(response.status).toBe(200);
    const items = (response.body as { items: { networkId: string; policies: Policy[] }[] }).items;
    expect(response.body).not.toHaveProperty('meta');
    expect(items.map((n) => n.networkId)).toEqual(['N_1']);
    const [p1, p2, created] = items[0]?.policies ?? [];
    expect([p1?.policyId, p2?.policyId]).toEqual(['p1', 'p2']);
    expect(created?.policyId).not.toMatch(/^p\d$/);
    expect(items[0]?.policies.map((p) => p.priority)).toEqual(['1', '2', '3']);
    expect(p1?.lastUpdatedAt).toBe('2026-01-01T00:00:00Z');
    expect(p2).toMatchObject({
      scope: 'none',
      createdAt: '2026-01-01T00:00:00Z',
      lastUpdatedAt: '2026-01-01T00:01:00Z',
    });
    expect(created).toMatchObject({
      networkId: 'N_1',
      groupPolicyId: '200',
      createdAt: '2026-01-01T00:01:00Z',
    });

    const listed = (await call(emulator(), 'GET', BY_NETWORK)).body as Envelope;
    expect(listed[0]?.items).toEqual(items);
    expect(
      emulator()
        .state()
        .organizations[0]?.sentryPolicies.map((n) => n.networkId),
    ).toEqual(['N_1']);
  });

  it('rejects a PUT missing required fields or with a bad scope, changing nothing', async () => {
    const before = emulator().state();
    const response = await call(emulator(), 'PUT', ASSIGNMENTS, {
      body: {
        items: [
          { networkId: 'N_1', policies: [{ smNetworkId: 'N_5678', scope: 'withSome', tags: ['a'] }] },
          { policies: [] },
          {
            networkId: 'N_3',
            policies: [{ policyId: 'unknown', smNetworkId: 'N', groupPolicyId: '1', scope: 'all', tags: [] }],
          },
        ],
      },
    });
    expect(response.status).toBe(400);
    const errors = (response.body as { errors: string[] }).errors;
    expect(errors).toEqual([
      "'items[0].policies[0].scope' must be one of all, none, withAny, withAll, withoutAny, withoutAll",
      "'items[0].policies[0].groupPolicyId' is required and must be a string",
      "'items[1].networkId' is required and must be a string",
      "'items[2].policies[0].policyId' unknown is not a sentry policy of this organization",
    ]);
    expect((await call(emulator(), 'PUT', ASSIGNMENTS, { body: {} })).status).toBe(400);
    expect((await call(emulator(), 'PUT', ASSIGNMENTS)).status).toBe(400);
    expect(emulator().state()).toEqual(before);
  });
});

describe('sentry paging', () => {
  it('pages over networks, 3 per page, across 3 pages, keeping the networkIds filter in links', async () => {
    const seed: Seed = {
      organizations: [
        {
          id: '1',
          sentryPolicies: Array.from({ length: 8 }, (_, i) => ({
            networkId: `N_${i + 1}`,
            policies: [{ smNetworkId: 'N_sm', groupPolicyId: String(i), scope: 'all', tags: [] }],
          })),
        },
      ],
    };
    const emulator = await startTestEmulator(seed);
    const filter = ['N_1', 'N_2', 'N_3', 'N_5', 'N_6', 'N_7', 'N_8']
      .map((id) => `networkIds[]=${id}`)
      .join('&');
    let url: string | undefined =
      `/organizations/1/sm/sentry/policies/assignments/byNetwork?perPage=3&${filter}`;
    const pages: string[][] = [];
    const remaining: unknown[] = [];
    while (url !== undefined) {
      const response = await call(emulator, 'GET', url);
      const body = response.body as Envelope;
      pages.push(body[0]?.items.map((n) => n.networkId) ?? []);
      remaining.push(body[0]?.meta.counts.items);
      url = parseLinks(response.headers.get('link'))['next'];
    }
    expect(pages).toEqual([['N_1', 'N_2', 'N_3'], ['N_5', 'N_6', 'N_7'], ['N_8']]);
    expect(remaining).toEqual([
      { total: 7, remaining: 4 },
      { total: 7, remaining: 1 },
      { total: 7, remaining: 0 },
    ]);
  });
});
