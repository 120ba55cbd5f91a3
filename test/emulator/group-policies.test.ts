import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { call, withEmulator } from '../helpers/emulator.js';

const ASSIGNMENTS = '/organizations/1/sm/sentry/policies/assignments';

const SEED: Seed = {
  organizations: [
    {
      id: '1',
      sentryPolicies: [
        {
          networkId: 'N_W1',
          policies: [
            { policyId: 'p1', smNetworkId: 'N_SM', groupPolicyId: '101', groupNumber: '7', scope: 'all' },
          ],
        },
      ],
      networks: [
        { id: 'N_SM', targetGroups: [] },
        {
          id: 'N_W1',
          groupPolicies: [
            { groupPolicyId: '101', name: 'Guest WiFi' },
            { groupPolicyId: '102', name: 'Staff', vlanTagging: { settings: 'custom', vlanId: '20' } },
          ],
        },
        { id: 'N_W2' },
      ],
    },
  ],
};

function put(policies: Record<string, unknown>[], networkId = 'N_W1'): { body: unknown } {
  return { body: { items: [{ networkId, policies }] } };
}

describe('group policies of a network', () => {
  const emulator = withEmulator(SEED);

  it('lists the seeded group policies with the fields the API answers, defaults filled in', async () => {
    const response = await call(emulator(), 'GET', '/networks/N_W1/groupPolicies');
    expect(response.status).toBe(200);
    const body = response.body as Record<string, unknown>[];
    expect(body.map((p) => [p['groupPolicyId'], p['name']])).toEqual([
      ['101', 'Guest WiFi'],
      ['102', 'Staff'],
    ]);
    expect(body[0]).toMatchObject({
      scheduling: { enabled: false },
      bandwidth: { settings: 'network default' },
      splashAuthSettings: 'network default',
      vlanTagging: { settings: 'network default' },
    });
    expect(body[1]?.['vlanTagging']).toEqual({ settings: 'custom', vlanId: '20' });
    expect((await call(emulator(), 'GET', '/networks/N_W2/groupPolicies')).body).toEqual([]);
    expect((await call(emulator(), 'GET', '/networks/N_nope/groupPolicies')).status).toBe(404);
  });

  it('refuses a sentry PUT naming a group policy the network does not have, changing nothing', async () => {
    const before = emulator().state();
    const response = await call(
      emulator(),
      'PUT',
      ASSIGNMENTS,
      put([
        { smNetworkId: 'N_SM', groupPolicyId: '999', scope: 'all', tags: [] },
        { policyId: 'p1', smNetworkId: 'N_SM', groupPolicyId: '101', scope: 'all', tags: [] },
      ]),
    );
    expect(response).toMatchObject({
      status: 400,
      body: { errors: ["'items[0].policies[0].groupPolicyId' 999 is not a group policy of network N_W1"] },
    });
    expect(emulator().state()).toEqual(before);
  });

  it('keeps a seeded groupNumber with its group policy and invents none for another', async () => {
    const response = await call(
      emulator(),
      'PUT',
      ASSIGNMENTS,
      put([
        { smNetworkId: 'N_SM', groupPolicyId: '102', scope: 'withAny', tags: ['staff'] },
        { policyId: 'p1', smNetworkId: 'N_SM', groupPolicyId: '101', scope: 'all', tags: [] },
      ]),
    );
    expect(response.status).toBe(200);
    const policies = (response.body as { items: { policies: Record<string, unknown>[] }[] }).items[0]
      ?.policies;
    expect(policies?.map((p) => [p['groupPolicyId'], p['groupNumber']])).toEqual([
      ['101', '7'],
      ['102', undefined],
    ]);
  });

  it('accepts any id for a network whose seed lists no group policies', async () => {
    const response = await call(
      emulator(),
      'PUT',
      ASSIGNMENTS,
      put([{ smNetworkId: 'N_SM', groupPolicyId: '555', scope: 'all', tags: [] }], 'N_W2'),
    );
    expect(response.status).toBe(200);
  });
});
