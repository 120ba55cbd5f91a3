import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createClient, type ClientOptions, type DashboardClient } from '../../src/client/index.js';
import type { EmulatorOptions, RunningEmulator, Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { fakeClock, testPolicy, type FakeClock } from './helpers/scripted-server.js';

const ORG = 'O_1';
const NET = 'N_1';
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

const SEED: Seed = {
  organizations: [
    {
      id: ORG,
      name: 'Acme',
      adminRoles: range(7).map((i) => ({
        roleId: `r${i}`,
        name: `Role ${i}`,
        scope: 'some',
        tags: ['emea'],
      })),
      sentryPolicies: range(7).map((i) => ({
        networkId: `N_${i}`,
        policies: [
          { policyId: `p${i}`, smNetworkId: NET, groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
        ],
      })),
      networks: [
        {
          id: NET,
          name: 'SM',
          devices: range(8).map((i) => ({
            id: `d${i}`,
            name: `Device ${i}`,
            serial: `Q-${i}`,
            tags: ['kiosk'],
          })),
          targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }],
        },
      ],
    },
  ],
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

interface Setup {
  emulator: RunningEmulator;
  client: DashboardClient;
  clock: FakeClock;
}

/** An emulator and a client sharing one fake clock: the client's sleeps move the emulator's time. */
async function setUp(
  emulatorOptions: EmulatorOptions = {},
  clientOptions: Partial<ClientOptions> = {},
): Promise<Setup> {
  const clock = fakeClock();
  const emulator = await startTestEmulator(SEED, { clock: clock.now, rateLimit: 0, ...emulatorOptions });
  const client = createClient({
    apiKey: 'test-key',
    baseUrl: emulator.url,
    ...clientOptions,
    policy: { ...testPolicy(clock), ...clientOptions.policy },
  });
  cleanups.push(() => client.close());
  return { emulator, client, clock };
}

describe('client against the emulator', () => {
  it.each(['absolute', 'relative'] as const)(
    'reads every paged shape across 3 pages (%s links)',
    async (linkStyle) => {
      const { emulator, client } = await setUp({ linkStyle });
      const roles = (await client.call('getOrganizationSmAdminsRoles', {
        organizationId: ORG,
        perPage: 3,
      })) as {
        items: { roleId: string }[];
      };
      expect(roles.items.map((r) => r.roleId)).toEqual(range(7).map((i) => `r${i}`));
      const devices = (await client.call(
        'getNetworkSmDevices',
        { networkId: NET, perPage: 3 },
        { orgId: ORG },
      )) as {
        id: string;
      }[];
      expect(devices.map((d) => d.id).sort()).toEqual(range(8).map((i) => `d${i}`));
      const sentry = await client.call('getOrganizationSmSentryPoliciesAssignmentsByNetwork', {
        organizationId: ORG,
        perPage: 3,
      });
      const envelopes = (Array.isArray(sentry) ? sentry : [sentry]) as { items: { networkId: string }[] }[];
      expect(envelopes).toHaveLength(1);
      expect(envelopes[0]?.items.map((a) => a.networkId).sort()).toEqual(range(7).map((i) => `N_${i}`));
      const pages = emulator.requestLog.filter((e) => e.status === 200).length;
      expect(pages).toBe(9);
      expect(client.stats().organizations[ORG]).toMatchObject({ calls: 3, requests: 9, errors: 0 });
    },
  );

  it('creates, updates and deletes a target group with the right statuses and bodies', async () => {
    const { emulator, client } = await setUp();
    const created = (await client.call('createNetworkSmTargetGroup', {
      networkId: NET,
      name: 'Laptops',
      scope: 'withAny, laptop, mac',
    })) as { id: string; name: string };
    expect(created.name).toBe('Laptops');
    await client.call('updateNetworkSmTargetGroup', {
      networkId: NET,
      targetGroupId: created.id,
      name: 'Macs',
    });
    await expect(
      client.call('deleteNetworkSmTargetGroup', { networkId: NET, targetGroupId: created.id }),
    ).resolves.toBeNull();
    expect(emulator.requestLog.map((e) => `${e.method} ${e.status}`)).toEqual([
      'POST 201',
      'PUT 200',
      'DELETE 204',
    ]);
    const error = await client
      .call('getNetworkSmTargetGroup', { networkId: NET, targetGroupId: created.id })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('stays under the emulator rate limit with the default policy: no 429 at all', async () => {
    const { emulator, client } = await setUp(
      { rateLimit: 10 },
      { policy: { perOrgRate: 10, perOrgBurst: 10, globalRate: 100, globalBurst: 100 } },
    );
    for (let i = 0; i < 45; i += 1) {
      await client.call('getOrganizationSmAdminsRole', { organizationId: ORG, roleId: 'r1' });
    }
    expect(emulator.requestLog.filter((e) => e.status === 429)).toEqual([]);
    expect(client.stats().organizations[ORG]).toMatchObject({ calls: 45, rateLimited: 0 });
  });

  it('recovers from 429s by waiting the integer Retry-After when it does not pace itself', async () => {
    const { emulator, client, clock } = await setUp({ rateLimit: 2 });
    const results = [];
    for (let i = 0; i < 8; i += 1) {
      results.push(await client.call('getOrganizationSmAdminsRole', { organizationId: ORG, roleId: 'r1' }));
    }
    expect(results).toHaveLength(8);
    const limited = emulator.requestLog.filter((e) => e.status === 429).length;
    expect(limited).toBeGreaterThan(0);
    expect(client.stats().organizations[ORG]).toMatchObject({ calls: 8, rateLimited: limited, errors: 0 });
    expect(clock.sleeps.every((ms) => ms % 1000 === 0)).toBe(true);
  });

  it('reads through injected 5xx, resets and truncated bodies', async () => {
    const { client } = await setUp(
      { faults: '5xx=0.2,reset=0.1,truncate=0.1', randomSeed: 7 },
      { policy: { maxAttempts: 10 } },
    );
    for (let i = 0; i < 20; i += 1) {
      const groups = (await client.call(
        'getNetworkSmTargetGroups',
        { networkId: NET },
        { orgId: ORG },
      )) as unknown[];
      expect(groups).toHaveLength(1);
    }
    expect(client.stats().organizations[ORG]?.retries).toBeGreaterThan(0);
  });

  it('asks the hook instead of creating twice when a create is answered 5xx after it was applied', async () => {
    const { emulator, client } = await setUp({ faults: '5xx-after-write=1' });
    let lookups = 0;
    const result = await client.call(
      'createOrganizationSmAdminsRole',
      { organizationId: ORG, name: 'Helpdesk', scope: 'some', tags: ['emea'] },
      {
        resolveAmbiguous: async () => {
          lookups += 1;
          const list = (await client.call('getOrganizationSmAdminsRoles', { organizationId: ORG })) as {
            items: { name: string }[];
          };
          return list.items.find((role) => role.name === 'Helpdesk');
        },
      },
    );
    expect(result).toMatchObject({ name: 'Helpdesk', scope: 'some' });
    expect(lookups).toBe(1);
    expect(emulator.state().organizations[0]?.adminRoles.filter((r) => r.name === 'Helpdesk')).toHaveLength(
      1,
    );
  });

  it('reports a wrong key with the 401 hint and never the key', async () => {
    const { client } = await setUp({ apiKeys: ['the-right-key'] }, { apiKey: 'test-wrong-key' });
    const error = (await client
      .call('getOrganizationSmAdminsRoles', { organizationId: ORG })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.hint).toMatch(/MERAKI_DASHBOARD_API_KEY/);
    expect(`${error.message} ${error.hint ?? ''}`).not.toContain('test-wrong-key');
  });
});
