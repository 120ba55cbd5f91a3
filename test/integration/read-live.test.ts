import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { readLive, readScopes, readSetOfDesired } from '../../src/live/index.js';
import { startHarness } from './harness.js';

const seed: Seed = {
  organizations: [
    {
      id: '8001',
      adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] }],
      sentryPolicies: [
        {
          networkId: 'N_1',
          policies: [
            { policyId: 'p2', smNetworkId: 'N_1', groupPolicyId: '102', scope: 'all', tags: [] },
            { policyId: 'p1', smNetworkId: 'N_1', groupPolicyId: '101', scope: 'withAny', tags: ['b', 'a'] },
          ],
        },
      ],
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }] },
        { id: 'N_2', targetGroups: [{ id: 't2', name: 'Phones', scope: 'withAny', tags: ['phone'] }] },
        { id: 'N_3', targetGroups: [{ id: 't3', name: 'Unread', scope: 'all', tags: [] }] },
      ],
    },
    { id: '8002', adminRoles: [{ roleId: 'r9', name: 'Other', scope: 'some', tags: ['x'] }], networks: [] },
  ],
};

const config = `
organizations:
  - id: "8001"
    adminRoles: []
    sentryPolicies:
      - network: N_1
        policies: []
    networks:
      - id: N_1
        targetGroups: []
      - id: N_2
        targetGroups: []
      - id: N_3
  - id: "8002"
    adminRoles: []
`;

describe('reading live state', () => {
  it('reads exactly the declared scopes, every call counted against its organization', async () => {
    const h = await startHarness(seed);
    const live = await readLive(h.client, h.desired(config));
    const reads = h.emulator.requestLog.map((e) => `${e.path.replace(/^\/api\/v1/, '')}?${e.query}`).sort();
    expect(reads).toEqual([
      '/networks/N_1/sm/targetGroups?',
      '/networks/N_2/sm/targetGroups?',
      '/organizations/8001/sm/admins/roles?perPage=1000',
      '/organizations/8001/sm/sentry/policies/assignments/byNetwork?perPage=1000',
      '/organizations/8002/sm/admins/roles?perPage=1000',
    ]);
    // Network reads pass their organization too, so the per-org rate budget covers them.
    expect(h.client.stats().organizations['8001']?.calls).toBe(4);
    expect(h.client.stats().organizations['8002']?.calls).toBe(1);

    const acme = live.organizations.find((o) => o.id === '8001');
    expect(acme?.networks.map((n) => n.id)).toEqual(['N_1', 'N_2']);
    expect(acme?.adminRoles).toEqual([{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] }]);
    // Highest priority first, tags canonical.
    expect(acme?.sentryPolicies?.[0]?.policies.map((p) => [p.policyId, p.tags])).toEqual([
      ['p2', []],
      ['p1', ['a', 'b']],
    ]);
  });

  it('narrows to the filtered organizations and networks; a network filter leaves roles out', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config);
    // The org's sentry list is read for any network it names: a live list may touch N_2 undeclared.
    expect(readSetOfDesired(desired, { networks: ['N_2'] })).toEqual({
      organizations: [{ orgId: '8001', adminRoles: false, sentry: true, networks: ['N_2'] }],
    });
    expect(readSetOfDesired(desired, { orgs: ['8002'] })).toEqual({
      organizations: [{ orgId: '8002', adminRoles: true, sentry: false, networks: [] }],
    });
    await readScopes(h.client, readSetOfDesired(desired, { networks: ['N_1'] }));
    expect(h.emulator.requestLog.map((e) => e.path.replace(/^\/api\/v1/, '')).sort()).toEqual([
      '/networks/N_1/sm/targetGroups',
      '/organizations/8001/sm/sentry/policies/assignments/byNetwork',
    ]);
  });

  it('fails loudly when a read fails: an error is never read as "absent"', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config.replace('- id: N_3', '- id: N_404\n        targetGroups: []'));
    await expect(readLive(h.client, desired)).rejects.toThrow(/404/);
  });
});
