import { describe, expect, it, onTestFinished } from 'vitest';
import { apply, type ApplyResult } from '../../src/applier/index.js';
import { createClient, type DashboardClient } from '../../src/client/index.js';
import type { Seed } from '../../src/emulator/index.js';
import { startFaultProxy, type FaultProxy, type FaultRule } from '../faults/helpers/fault-proxy.js';
import type { SmformError } from '../../src/model/errors.js';
import { call } from '../helpers/emulator.js';
import { otherWriterSetsSentry, planWithLive, startHarness, type Harness } from './harness.js';

// The applier's decisions that only show when the Dashboard answers or moves in an unusual way: a write's
// response that is not what was sent, a read before a write that fails, another writer between the plan
// and the write. Each goes through `apply` with the real client, the real emulator and, where an answer
// must be wrong, a scripted proxy in front of it.

const seed: Seed = {
  organizations: [
    {
      id: '5001',
      adminRoles: [{ roleId: 'r1', name: 'Ops', scope: 'some', tags: ['emea'] }],
      sentryPolicies: [
        {
          networkId: 'N_1',
          policies: [{ policyId: 'p1', smNetworkId: 'N_1', groupPolicyId: '101', scope: 'all', tags: [] }],
        },
        {
          networkId: 'N_2',
          policies: [
            { policyId: 'p2', smNetworkId: 'N_2', groupPolicyId: '201', scope: 'all', tags: [] },
            { policyId: 'p3', smNetworkId: 'N_2', groupPolicyId: '202', scope: 'all', tags: [] },
          ],
        },
      ],
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }] },
        { id: 'N_2', targetGroups: [{ id: 't2', name: 'Old', scope: 'all', tags: [] }] },
      ],
    },
  ],
};

const NOW = '2026-01-01T00:00:00.000Z';

/** A client through a scripted proxy in front of the harness's emulator (fast retries, 2 attempts). */
async function proxiedClient(
  h: Harness,
  rules: readonly FaultRule[],
): Promise<{ client: DashboardClient; proxy: FaultProxy }> {
  const proxy = await startFaultProxy(h.emulator.url, rules);
  onTestFinished(() => proxy.close());
  const client = createClient({
    apiKey: 'test-key',
    baseUrl: proxy.url,
    policy: {
      perOrgRate: 10_000,
      perOrgBurst: 10_000,
      globalRate: 10_000,
      globalBurst: 10_000,
      backoffBaseMs: 1,
      backoffCapMs: 2,
      maxAttempts: 2,
    },
  });
  return { client, proxy };
}

/** Plans `yaml` against the emulator, deletes allowed. */
const planOf = (h: Harness, yaml: string) => planWithLive(h, yaml, { allowDelete: true });

function byAddress(result: ApplyResult): Record<string, ApplyResult['writes'][number]> {
  return Object.fromEntries(result.writes.map((op) => [op.addresses.join(','), op]));
}

const withLaptops = `
organizations:
  - id: "5001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

describe('apply: a write response that is not what was sent', () => {
  it('names a create whose response differs, and the apply is not ok', async () => {
    const h = await startHarness(seed);
    const { made } = await planOf(h, withLaptops);
    const { client } = await proxiedClient(h, [
      {
        methods: ['POST'],
        path: /\/networks\/N_1\/sm\/targetGroups$/,
        times: 1,
        fault: {
          kind: 'body',
          body: JSON.stringify({ id: '777', name: 'Laptops', scope: 'withAny, desktop', tags: ['desktop'] }),
          contentType: 'application/json',
        },
      },
    ]);
    const result = await apply(made, { client });
    expect(result.ok).toBe(false);
    expect(result.interrupted).toBe(false);
    expect(byAddress(result)['network/N_1/targetGroup/Laptops']).toMatchObject({ status: 'done', id: '777' });
    const problems = result.verification.filter((p) => p.address === 'network/N_1/targetGroup/Laptops');
    expect(problems.map((p) => p.message)).toContainEqual(
      expect.stringMatching(/^the create response differs: /),
    );
  });

  it('names a create whose response carries no object', async () => {
    const h = await startHarness(seed);
    const { made } = await planOf(h, withLaptops);
    const { client } = await proxiedClient(h, [
      {
        methods: ['POST'],
        path: /\/networks\/N_1\/sm\/targetGroups$/,
        times: 1,
        fault: { kind: 'body', body: '[]', contentType: 'application/json' },
      },
    ]);
    const result = await apply(made, { client });
    expect(result.ok).toBe(false);
    const op = byAddress(result)['network/N_1/targetGroup/Laptops'];
    expect(op?.status).toBe('done');
    expect(op?.id).toBeUndefined();
    expect(result.verification).toContainEqual({
      address: 'network/N_1/targetGroup/Laptops',
      message: 'the create response did not carry the object',
    });
  });

  it('names an admin role update whose response differs, and one that carries no object', async () => {
    const yaml = `
organizations:
  - id: "5001"
    adminRoles:
      - { name: Ops, scope: some, tags: [apac] }
`;
    for (const [body, expected] of [
      [
        JSON.stringify({ roleId: 'r1', name: 'Ops', scope: 'some', tags: ['emea'] }),
        /^the update response differs: /,
      ],
      ['{}', /^the update response did not carry the object$/],
    ] as const) {
      const h = await startHarness(seed);
      const { made } = await planOf(h, yaml);
      const { client } = await proxiedClient(h, [
        {
          methods: ['PUT'],
          path: /\/sm\/admins\/roles\/r1$/,
          times: 1,
          fault: { kind: 'body', body, contentType: 'application/json' },
        },
      ]);
      const result = await apply(made, { client });
      expect(result.ok).toBe(false);
      expect(byAddress(result)['org/5001/adminRole/Ops']).toMatchObject({ status: 'done', id: 'r1' });
      const messages = result.verification
        .filter((p) => p.address === 'org/5001/adminRole/Ops')
        .map((p) => p.message);
      expect(messages).toContainEqual(expect.stringMatching(expected));
    }
  });

  it('a response that matches raises no problem: the apply is ok', async () => {
    const h = await startHarness(seed);
    const { made } = await planOf(h, withLaptops);
    const { client, proxy } = await proxiedClient(h, []);
    const result = await apply(made, { client });
    expect(result).toMatchObject({ ok: true, verification: [], interrupted: false });
    const op = byAddress(result)['network/N_1/targetGroup/Laptops'];
    expect(op).toMatchObject({ status: 'done', action: 'create', kind: 'targetGroup', orgId: '5001' });
    expect(op?.id).toMatch(/^\d+$/);
    expect(op?.resolvedByLookup).toBeUndefined();
    expect(op?.adopted).toBeUndefined();
    expect(proxy.log.filter((e) => e.method === 'POST')).toHaveLength(1);
  });

  it('names a sentry PUT whose response carries no lists, or a changed list not as declared', async () => {
    const yaml = `
organizations:
  - id: "5001"
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "102", scope: all }
`;
    const wrongList = JSON.stringify({
      items: [
        {
          networkId: 'N_1',
          policies: [
            {
              policyId: 'p9',
              smNetworkId: 'N_1',
              groupPolicyId: '109',
              scope: 'all',
              tags: [],
              priority: '1',
            },
          ],
        },
        {
          networkId: 'N_2',
          policies: [
            {
              policyId: 'p2',
              smNetworkId: 'N_2',
              groupPolicyId: '201',
              scope: 'all',
              tags: [],
              priority: '1',
            },
            {
              policyId: 'p3',
              smNetworkId: 'N_2',
              groupPolicyId: '202',
              scope: 'all',
              tags: [],
              priority: '2',
            },
          ],
        },
      ],
    });
    for (const [body, expected] of [
      ['"nothing"', /^the sentry PUT response did not carry the policy lists$/],
      [wrongList, /^the sentry PUT response differs: org\/5001\/sentry\/N_1: /],
    ] as const) {
      const h = await startHarness(seed);
      const { made } = await planOf(h, yaml);
      const { client } = await proxiedClient(h, [
        {
          methods: ['PUT'],
          path: /\/sentry\/policies\/assignments$/,
          times: 1,
          fault: { kind: 'body', body, contentType: 'application/json' },
        },
      ]);
      const result = await apply(made, { client });
      expect(result.ok).toBe(false);
      expect(byAddress(result)['org/5001/sentry/N_1']?.status).toBe('done');
      const messages = result.verification
        .filter((p) => p.address === 'org/5001/sentry/N_1')
        .map((p) => p.message);
      expect(messages).toContainEqual(expect.stringMatching(expected));
      if (body === wrongList) {
        // N_2 came back as it was sent: only the changed network is named.
        expect(messages.join('\n')).not.toContain('N_2');
      }
    }
  });

  it('names a network the sentry PUT carried unchanged that came back otherwise', async () => {
    const yaml = `
organizations:
  - id: "5001"
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "102", scope: all }
`;
    const h = await startHarness(seed);
    const { made } = await planOf(h, yaml);
    const body = JSON.stringify({
      items: [
        {
          networkId: 'N_1',
          policies: [
            {
              policyId: 'p5',
              smNetworkId: 'N_1',
              groupPolicyId: '109',
              scope: 'all',
              tags: [],
              priority: '1',
            },
          ],
        },
      ],
    });
    const { client } = await proxiedClient(h, [
      {
        methods: ['PUT'],
        path: /\/sentry\/policies\/assignments$/,
        times: 1,
        fault: { kind: 'body', body, contentType: 'application/json' },
      },
    ]);
    const result = await apply(made, { client });
    expect(result.ok).toBe(false);
    const messages = result.verification
      .filter((p) => p.address === 'org/5001/sentry/N_1')
      .map((p) => p.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^the sentry PUT response differs: org\/5001\/sentry\/N_1: [^;]+; org\/5001\/sentry\/N_2: the PUT carried it unchanged, but it came back not as sent \(2 policies sent, 0 back\)$/,
    );
    expect(messages[0]).not.toContain('N_1: the PUT carried it unchanged');
  });

  it('finds each network in the sentry response by its id, and leaves a reversed list to the re-read', async () => {
    const yaml = `
organizations:
  - id: "5001"
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "102", scope: all }
          - { smNetwork: N_1, groupPolicyId: "103", scope: all }
`;
    const policy = (id: string, network: string, group: string, priority: string) => ({
      policyId: id,
      smNetworkId: network,
      groupPolicyId: group,
      scope: 'all',
      tags: [],
      priority,
    });
    const n2 = {
      networkId: 'N_2',
      policies: [policy('p2', 'N_2', '201', '1'), policy('p3', 'N_2', '202', '2')],
    };
    for (const n1 of [
      [policy('p5', 'N_1', '102', '1'), policy('p6', 'N_1', '103', '2')],
      // Read back in the other order: the priority numbering, named by the re-read, not by the response.
      [policy('p5', 'N_1', '103', '1'), policy('p6', 'N_1', '102', '2')],
    ]) {
      const h = await startHarness(seed);
      const { made } = await planOf(h, yaml);
      const { client } = await proxiedClient(h, [
        {
          methods: ['PUT'],
          path: /\/sentry\/policies\/assignments$/,
          times: 1,
          fault: {
            kind: 'body',
            body: JSON.stringify({ items: [n2, { networkId: 'N_1', policies: n1 }] }),
            contentType: 'application/json',
          },
        },
      ]);
      const result = await apply(made, { client });
      expect(result.verification).toEqual([]);
      expect(result.ok).toBe(true);
    }
  });

  it('names a sentry PUT carrying two changed networks by both addresses', async () => {
    const h = await startHarness(seed);
    const { made } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "102", scope: all }
      - network: N_2
        policies:
          - { smNetwork: N_2, groupPolicyId: "203", scope: all }
`,
    );
    const { client } = await proxiedClient(h, [
      {
        methods: ['PUT'],
        path: /\/sentry\/policies\/assignments$/,
        times: 1,
        fault: { kind: 'body', body: '"nothing"', contentType: 'application/json' },
      },
    ]);
    const result = await apply(made, { client });
    expect(result.writes).toHaveLength(1);
    expect(result.writes[0]).toMatchObject({
      addresses: ['org/5001/sentry/N_1', 'org/5001/sentry/N_2'],
      kind: 'sentry',
      action: 'update',
      status: 'done',
    });
    expect(result.verification).toContainEqual({
      address: 'org/5001/sentry/N_1, org/5001/sentry/N_2',
      message: 'the sentry PUT response did not carry the policy lists',
    });
  });
});

describe('apply: the read right before a write', () => {
  it('fails a create, unsent, when the read of its scope fails; other scopes go on', async () => {
    const h = await startHarness(seed);
    const { made, live } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    adminRoles:
      - { name: Ops, scope: some, tags: [emea] }
      - { name: Helpdesk, scope: some, tags: [emea] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`,
    );
    const { client, proxy } = await proxiedClient(h, [
      {
        methods: ['GET'],
        path: /\/networks\/N_1\/sm\/targetGroups$/,
        times: Infinity,
        fault: { kind: 'status', status: 400, body: JSON.stringify({ errors: ['list refused'] }) },
      },
    ]);
    const result = await apply(made, { client, planLive: live });
    expect(result.ok).toBe(false);
    const table = byAddress(result);
    expect(table['network/N_1/targetGroup/Laptops']?.status).toBe('failed');
    expect(table['network/N_1/targetGroup/Laptops']?.message).toMatch(
      /^not sent: the read before it failed: .*list refused/,
    );
    expect(table['org/5001/adminRole/Helpdesk']?.status).toBe('done');
    expect(proxy.log.filter((e) => e.method === 'POST').map((e) => e.path)).toEqual([
      '/api/v1/organizations/5001/sm/admins/roles',
    ]);
  });

  it('adopts a group another writer created since the plan and updates it to the declaration', async () => {
    const h = await startHarness(seed);
    const { made, live } = await planOf(h, withLaptops);
    const colleague = await call(h.emulator, 'POST', '/networks/N_1/sm/targetGroups', {
      body: { name: 'Laptops', scope: 'withAny, desktop' },
    });
    expect(colleague.status).toBe(201);
    const id = (colleague.body as { id: string }).id;
    const mark = h.emulator.requestLog.length;
    const result = await h.apply(made, { planLive: live });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(byAddress(result)['network/N_1/targetGroup/Laptops']).toMatchObject({
      status: 'done',
      adopted: 'updated',
      id,
      operationId: 'updateNetworkSmTargetGroup',
    });
    expect(h.writesSince(mark)).toEqual([`PUT /networks/N_1/sm/targetGroups/${id}`]);
    const groups = h.emulator.state().organizations[0]?.networks[0]?.targetGroups ?? [];
    expect(groups.find((g) => g.name === 'Laptops')).toMatchObject({
      id,
      scope: 'withAny',
      tags: ['laptop'],
    });
  });

  it('refuses, unsent and not stale, a create whose name two objects took since the plan', async () => {
    const h = await startHarness(seed);
    const { made, live } = await planOf(h, withLaptops);
    const ids: string[] = [];
    for (const scope of ['all', 'withAny, desktop']) {
      const made2 = await call(h.emulator, 'POST', '/networks/N_1/sm/targetGroups', {
        body: { name: 'Laptops', scope },
      });
      ids.push((made2.body as { id: string }).id);
    }
    const mark = h.emulator.requestLog.length;
    const result = await h.apply(made, { planLive: live });
    expect(result.ok).toBe(false);
    const op = byAddress(result)['network/N_1/targetGroup/Laptops'];
    expect(op?.status).toBe('failed');
    expect(op?.stale).toBeUndefined();
    expect(op?.message).toBe(
      `not created: 2 target groups named "Laptops" appeared since the plan (ids ${ids.join(', ')})`,
    );
    expect(h.writesSince(mark)).toEqual([]);
  });

  it('refuses the sentry PUT as stale, unsent, when a list it changes moved since the plan', async () => {
    const h = await startHarness(seed);
    const { made, live } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "102", scope: all }
`,
    );
    await otherWriterSetsSentry(h, { N_1: ['108'], N_2: ['201'] });
    const mark = h.emulator.requestLog.length;
    const result = await h.apply(made, { planLive: live });
    expect(result.ok).toBe(false);
    expect(byAddress(result)['org/5001/sentry/N_1']).toMatchObject({
      status: 'skipped',
      stale: true,
      message: 'refused as stale: org/5001/sentry/N_1 changed live since the plan; nothing was sent',
    });
    expect(h.writesSince(mark)).toEqual([]);
  });

  it("keeps another writer's edit of a network the sentry PUT does not change", async () => {
    const h = await startHarness(seed);
    const { made, live } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "102", scope: all }
`,
    );
    await h.client.call(
      'updateOrganizationSmSentryPoliciesAssignments',
      {
        organizationId: '5001',
        items: [
          {
            networkId: 'N_1',
            policies: [{ policyId: 'p1', smNetworkId: 'N_1', groupPolicyId: '101', scope: 'all', tags: [] }],
          },
          {
            networkId: 'N_2',
            policies: [{ smNetworkId: 'N_2', groupPolicyId: '205', scope: 'all', tags: [] }],
          },
        ],
      },
      { orgId: '5001' },
    );
    const result = await h.apply(made, { planLive: live });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const lists = Object.fromEntries(
      (h.emulator.state().organizations[0]?.sentryPolicies ?? []).map((a) => [
        a.networkId,
        a.policies.map((p) => p.groupPolicyId),
      ]),
    );
    expect(lists).toEqual({ N_1: ['102'], N_2: ['205'] });
  });
});

describe('apply: phases and scopes', () => {
  it("a failed update skips the deletes of its own scope only; another scope's delete goes on", async () => {
    const h = await startHarness(seed);
    const { made } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    networks:
      - id: N_1
        policy: { prune: true }
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
      - id: N_2
        policy: { prune: true }
        targetGroups: []
`,
    );
    const { client, proxy } = await proxiedClient(h, [
      {
        methods: ['PUT'],
        path: /\/networks\/N_1\/sm\/targetGroups\/t1$/,
        times: Infinity,
        fault: { kind: 'status', status: 400, body: JSON.stringify({ errors: ['scope refused'] }) },
      },
    ]);
    const result = await apply(made, { client });
    const table = byAddress(result);
    expect(table['network/N_1/targetGroup/Kiosks']).toMatchObject({
      status: 'failed',
      message: '400 scope refused',
    });
    expect(table['network/N_2/targetGroup/Old']).toMatchObject({ status: 'done', action: 'delete' });
    expect(proxy.log.filter((e) => e.method === 'DELETE').map((e) => e.path)).toEqual([
      '/api/v1/networks/N_2/sm/targetGroups/t2',
    ]);
    expect(result.ok).toBe(false);
  });

  it('a plan with only no-ops writes and reads nothing', async () => {
    const h = await startHarness(seed);
    const { made } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
`,
    );
    const mark = h.emulator.requestLog.length;
    let clock = Date.parse(NOW);
    const result = await h.apply(made, { now: () => new Date((clock += 1000)) });
    expect(result).toEqual({
      writes: [],
      verification: [],
      interrupted: false,
      ok: true,
      startedAt: '2026-01-01T00:00:01.000Z',
      finishedAt: '2026-01-01T00:00:01.000Z',
    });
    expect(h.emulator.requestLog.length).toBe(mark);
  });

  it('names a failed re-read after the writes as a problem, keeping the table of writes', async () => {
    const h = await startHarness(seed);
    const { made } = await planOf(h, withLaptops);
    const { client } = await proxiedClient(h, [
      {
        methods: ['GET'],
        path: /\/networks\/N_1\/sm\/targetGroups$/,
        // The staleness read and the read before the create pass; the verification read fails.
        skip: 2,
        times: Infinity,
        fault: { kind: 'status', status: 400, body: JSON.stringify({ errors: ['read refused'] }) },
      },
    ]);
    const result = await apply(made, { client });
    expect(byAddress(result)['network/N_1/targetGroup/Laptops']?.status).toBe('done');
    expect(result.verification).toHaveLength(1);
    expect(result.verification[0]?.address).toBe('(all touched scopes)');
    expect(result.verification[0]?.message).toMatch(/^could not re-read to verify: .*read refused/);
    expect(result.ok).toBe(false);
  });
});

describe('apply: admin roles, failures and what is read', () => {
  const roles = `
organizations:
  - id: "5001"
    adminRoles:
      - { name: Ops, scope: some, tags: [emea] }
      - { name: Helpdesk, scope: some, tags: [desk] }
`;

  it('adopts a role another writer created since the plan, updating it; two of that name are refused', async () => {
    const h = await startHarness(seed);
    const { made, live } = await planOf(h, roles);
    const colleague = await call(h.emulator, 'POST', '/organizations/5001/sm/admins/roles', {
      body: { name: 'Helpdesk', scope: 'some', tags: ['other'] },
    });
    const id = (colleague.body as { roleId: string }).roleId;
    const result = await h.apply(made, { planLive: live });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(byAddress(result)['org/5001/adminRole/Helpdesk']).toMatchObject({
      status: 'done',
      adopted: 'updated',
      id,
      operationId: 'updateOrganizationSmAdminsRole',
    });
    const roleOf = h.emulator.state().organizations[0]?.adminRoles.find((r) => r.roleId === id);
    expect(roleOf?.tags).toEqual(['desk']);

    const twice = await startHarness(seed);
    const second = await planOf(twice, roles);
    const ids: string[] = [];
    for (const tag of ['a', 'b']) {
      const made2 = await call(twice.emulator, 'POST', '/organizations/5001/sm/admins/roles', {
        body: { name: 'Helpdesk', scope: 'some', tags: [tag] },
      });
      ids.push((made2.body as { roleId: string }).roleId);
    }
    const refused = await twice.apply(second.made, { planLive: second.live });
    expect(byAddress(refused)['org/5001/adminRole/Helpdesk']).toMatchObject({
      status: 'failed',
      message: `not created: 2 admin roles named "Helpdesk" appeared since the plan (ids ${ids.join(', ')})`,
    });
  });

  it('resolves a role create whose outcome is unknown by its name, never creating it twice', async () => {
    const h = await startHarness(seed, { faults: '5xx-after-write=1' });
    const { made } = await planOf(h, roles.replace(/ {6}- \{ name: Ops.*\n/, ''));
    const result = await h.apply(made);
    expect(byAddress(result)['org/5001/adminRole/Helpdesk']).toMatchObject({
      status: 'done',
      resolvedByLookup: true,
    });
    expect(byAddress(result)['org/5001/adminRole/Helpdesk']?.id).toMatch(/^\d+$/);
    const names = (h.emulator.state().organizations[0]?.adminRoles ?? []).map((r) => r.name).sort();
    expect(names).toEqual(['Helpdesk', 'Ops']);
  });

  it("a role update that fails skips its organization's role deletes", async () => {
    const h = await startHarness(seed);
    const { made } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    policy: { prune: true }
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [desk] }
`,
    );
    // Helpdesk is created and Ops pruned; the create fails.
    const { client } = await proxiedClient(h, [
      {
        methods: ['POST'],
        path: /\/organizations\/5001\/sm\/admins\/roles$/,
        times: Infinity,
        fault: { kind: 'status', status: 400, body: JSON.stringify({ errors: [] }) },
      },
    ]);
    const events: string[] = [];
    const result = await apply(made, {
      client,
      onWrite: (addresses, state) => events.push(`${state} ${addresses.join(',')}`),
    });
    const table = byAddress(result);
    expect(table['org/5001/adminRole/Helpdesk']?.status).toBe('failed');
    // An API error without messages is named by the client's own message, never by a bare status.
    expect(table['org/5001/adminRole/Helpdesk']?.message).not.toBe('400');
    expect(table['org/5001/adminRole/Helpdesk']?.message).toContain('400');
    expect(table['org/5001/adminRole/Ops']).toMatchObject({
      status: 'skipped',
      action: 'delete',
      message: 'skipped because create org/5001/adminRole/Helpdesk failed',
    });
    expect(events).toEqual(['start org/5001/adminRole/Helpdesk', 'end org/5001/adminRole/Helpdesk']);
    // Nothing was done, so nothing is read again afterwards.
    expect(result.verification).toEqual([]);
  });

  it('names the read before a create that answers no list, without sending the create', async () => {
    const h = await startHarness(seed);
    const { made, live } = await planOf(h, withLaptops);
    const { client, proxy } = await proxiedClient(h, [
      {
        methods: ['GET'],
        path: /\/networks\/N_1\/sm\/targetGroups$/,
        times: Infinity,
        fault: { kind: 'body', body: '{"unexpected":true}', contentType: 'application/json' },
      },
    ]);
    const result = await apply(made, { client, planLive: live });
    const op = byAddress(result)['network/N_1/targetGroup/Laptops'];
    expect(op?.status).toBe('failed');
    expect(op?.message).toMatch(/^not sent: the read before it failed: \S/);
    expect(proxy.log.filter((e) => e.method === 'POST')).toEqual([]);
  });

  it('reads before the writes only what each write needs, and re-reads only the scopes written', async () => {
    const h = await startHarness(seed);
    const { made, live } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    adminRoles:
      - { name: Ops, scope: some, tags: [emea] }
      - { name: Helpdesk, scope: some, tags: [desk] }
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "102", scope: all }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`,
    );
    const { client, proxy } = await proxiedClient(h, []);
    const result = await apply(made, { client, planLive: live });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const reads = (pattern: RegExp) =>
      proxy.log.filter((e) => e.method === 'GET' && pattern.test(e.path)).length;
    // One read before the write (the create's list, the PUT's list), one re-read after.
    expect(reads(/\/networks\/N_1\/sm\/targetGroups$/)).toBe(2);
    expect(reads(/\/sm\/admins\/roles$/)).toBe(2);
    expect(reads(/\/sentry\/policies\/assignments/)).toBe(2);
    expect(reads(/\/networks\/N_2\//)).toBe(0);
  });

  it('re-reads nothing when every write failed, and a skipped scope is not re-read', async () => {
    const h = await startHarness(seed);
    const { made } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
`,
    );
    const { client, proxy } = await proxiedClient(h, [
      {
        methods: ['PUT'],
        path: /\/networks\/N_1\/sm\/targetGroups\/t1$/,
        times: Infinity,
        fault: { kind: 'status', status: 400, body: JSON.stringify({ errors: ['no'] }) },
      },
    ]);
    const result = await apply(made, { client });
    expect(byAddress(result)['network/N_1/targetGroup/Kiosks']).toMatchObject({
      status: 'failed',
      message: '400 no',
    });
    const firstPut = proxy.log.findIndex((e) => e.method === 'PUT');
    expect(proxy.log.slice(firstPut).filter((e) => e.method === 'GET')).toEqual([]);
    expect(result.verification).toEqual([]);
  });
});

describe('apply: refusals before any write', () => {
  it('names every moved object on its own line, with the hint, exit 5', async () => {
    const h = await startHarness(seed);
    const yaml = `
organizations:
  - id: "5001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
      - id: N_2
        targetGroups:
          - { name: Old, scope: withAny, tags: [x] }
`;
    const { made, desired } = await planOf(h, yaml);
    await call(h.emulator, 'PUT', '/networks/N_1/sm/targetGroups/t1', {
      body: { scope: 'withAll, kiosk, android' },
    });
    await call(h.emulator, 'PUT', '/networks/N_2/sm/targetGroups/t2', { body: { scope: 'none' } });
    const error = await apply(made, { client: h.client, desired }).then(
      () => undefined,
      (e: unknown) => e as SmformError,
    );
    expect(error?.exitCode).toBe(5);
    expect(error?.message).toBe(
      'the plan is stale: live state moved since it was made\n  network/N_1/targetGroup/Kiosks: it was changed live\n  network/N_2/targetGroup/Old: it was changed live',
    );
    expect(error?.hint).toBe('run `smform plan` again, review the new plan and apply that one');
  });

  it('applies a plan with the configuration it was made from, and refuses another one', async () => {
    const h = await startHarness(seed);
    const { made, desired } = await planOf(h, withLaptops);
    const other = h.desired(withLaptops.replace('[laptop]', '[laptop, mac]'));
    const error = await apply(made, { client: h.client, desired: other }).then(
      () => undefined,
      (e: unknown) => e as SmformError,
    );
    expect(error?.exitCode).toBe(5);
    expect(error?.hint).toBe('plan again from the current configuration');
    expect((await apply(made, { client: h.client, desired })).ok).toBe(true);
  });
});
