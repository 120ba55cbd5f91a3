import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/client/index.js';
import type { Seed } from '../../src/emulator/index.js';
import { SmformError } from '../../src/model/errors.js';
import { activeChanges, startHarness } from './harness.js';

const seed: Seed = {
  organizations: [
    {
      id: '4001',
      sentryPolicies: [
        {
          networkId: 'N_1',
          policies: [{ policyId: 'p1', smNetworkId: 'N_1', groupPolicyId: '101', scope: 'all', tags: [] }],
        },
      ],
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            { id: 't2', name: 'Stray', scope: 'all', tags: [] },
          ],
        },
      ],
    },
  ],
};

const config = `
organizations:
  - id: "4001"
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "101", scope: all }
          - { smNetwork: N_1, groupPolicyId: "102", scope: withAny, tags: [byod] }
    networks:
      - id: N_1
        policy: { prune: true }
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

async function staleError(promise: Promise<unknown>): Promise<SmformError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmformError);
  return error as SmformError;
}

describe('apply: staleness', () => {
  it('refuses with exit 5 and names what moved when a planned object changed live', async () => {
    const h = await startHarness(seed);
    const made = await h.plan(h.desired(config));
    // Someone edits the group in the Dashboard between plan and apply.
    await h.client.call(
      'updateNetworkSmTargetGroup',
      { networkId: 'N_1', targetGroupId: 't1', name: 'Kiosks', scope: 'withAll, kiosk, android' },
      { orgId: '4001' },
    );
    const mark = h.emulator.requestLog.length;
    const error = await staleError(h.apply(made));
    expect(error.exitCode).toBe(5);
    expect(error.fault).toBe('stale');
    expect(error.message).toContain('network/N_1/targetGroup/Kiosks: it was changed live');
    expect(error.message).not.toContain('Laptops');
    expect(h.writesSince(mark)).toEqual([]);
  });

  it('refuses a create whose name now exists live, and a sentry list that changed', async () => {
    const h = await startHarness(seed);
    const made = await h.plan(h.desired(config));
    await h.client.call(
      'createNetworkSmTargetGroup',
      { networkId: 'N_1', name: 'Laptops', scope: 'all' },
      { orgId: '4001' },
    );
    await h.client.call(
      'updateOrganizationSmSentryPoliciesAssignments',
      {
        organizationId: '4001',
        items: [
          {
            networkId: 'N_1',
            policies: [{ smNetworkId: 'N_1', groupPolicyId: '109', scope: 'all', tags: [] }],
          },
        ],
      },
      { orgId: '4001' },
    );
    const error = await staleError(h.apply(made));
    expect(error.exitCode).toBe(5);
    expect(error.message).toMatch(/network\/N_1\/targetGroup\/Laptops: it now exists live \(id .+\)/);
    expect(error.message).toContain('org/4001/sentry/N_1: its policy list was changed live');
  });

  it('refuses a plan made for another configuration', async () => {
    const h = await startHarness(seed);
    const made = await h.plan(h.desired(config));
    const other = h.desired(config.replace('laptop]', 'laptop, mac]'));
    const error = await staleError(h.apply(made, { desired: other }));
    expect(error.exitCode).toBe(5);
    expect(error.message).toContain('another configuration');
  });
});

describe('apply: partial failure', () => {
  it('continues independent writes, skips the deletes of a scope whose update failed, reports each', async () => {
    // Every write is carried out and then answered with a 5xx: creates are resolved by lookup, PUTs and
    // DELETEs fail once their retries are spent.
    const h = await startHarness(seed, { faults: '5xx-after-write=1' });
    const made = await h.plan(h.desired(config));
    expect(activeChanges(made).sort()).toEqual([
      'create network/N_1/targetGroup/Laptops',
      'delete network/N_1/targetGroup/Stray',
      'update network/N_1/targetGroup/Kiosks',
      'update org/4001/sentry/N_1',
    ]);
    const result = await h.apply(made);
    expect(result.ok).toBe(false);
    const table = Object.fromEntries(result.writes.map((op) => [op.addresses.join(','), op]));
    expect(table['network/N_1/targetGroup/Laptops']).toMatchObject({
      status: 'done',
      resolvedByLookup: true,
    });
    expect(table['network/N_1/targetGroup/Kiosks']?.status).toBe('failed');
    expect(table['network/N_1/targetGroup/Kiosks']?.message).toMatch(/^50\d /);
    expect(table['org/4001/sentry/N_1']?.status).toBe('failed');
    expect(table['network/N_1/targetGroup/Stray']).toMatchObject({
      status: 'skipped',
      message: 'skipped because update network/N_1/targetGroup/Kiosks failed',
    });
    // The skipped delete was never sent.
    expect(h.emulator.requestLog.some((e) => e.method === 'DELETE')).toBe(false);
  });
});

describe('apply: a create whose outcome is unknown', () => {
  it('is resolved by looking the name up, never by creating twice', async () => {
    const h = await startHarness(seed, { faults: '5xx-after-write=1' });
    const made = await h.plan(
      h.desired(`
organizations:
  - id: "4001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
          - { name: Stray, scope: all }
          - { name: Laptops, scope: withAny, tags: [laptop] }
          - { name: Phones, scope: withAny, tags: [phone] }
`),
    );
    const result = await h.apply(made);
    expect(result.writes.map((op) => [op.status, op.resolvedByLookup])).toEqual([
      ['done', true],
      ['done', true],
    ]);
    expect(result.ok).toBe(true);
    const posts = h.emulator.requestLog.filter((e) => e.method === 'POST');
    expect(posts).toHaveLength(2);
    const names = (h.emulator.state().organizations[0]?.networks[0]?.targetGroups ?? []).map((g) => g.name);
    expect(names.sort()).toEqual(['Kiosks', 'Laptops', 'Phones', 'Stray']);
  });

  it('fails as ambiguous without a lookup: the client never resends a POST blindly', async () => {
    const h = await startHarness(seed, { faults: '5xx-after-write=1' });
    const error: unknown = await h.client
      .call('createNetworkSmTargetGroup', { networkId: 'N_1', name: 'X', scope: 'all' }, { orgId: '4001' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).ambiguous).toBe(true);
  });
});

describe('apply: interrupted', () => {
  it('lets the write in flight finish, starts no new one, and reports what was done', async () => {
    const controller = new AbortController();
    const h = await startHarness(seed, {
      onRequest: (entry) => {
        if (entry.method === 'POST') controller.abort();
      },
    });
    const made = await h.plan(
      h.desired(`
organizations:
  - id: "4001"
    networks:
      - id: N_1
        targetGroups:
          - { name: A, scope: all }
          - { name: B, scope: all }
          - { name: C, scope: all }
`),
    );
    const result = await h.apply(made, { signal: controller.signal, concurrency: 1 });
    expect(result.interrupted).toBe(true);
    expect(result.ok).toBe(false);
    expect(result.writes.map((op) => op.status)).toEqual(['done', 'skipped', 'skipped']);
    expect(result.writes[1]?.message).toBe('skipped: interrupted before it started');
    expect(h.emulator.requestLog.filter((e) => e.method === 'POST')).toHaveLength(1);
  });
});
