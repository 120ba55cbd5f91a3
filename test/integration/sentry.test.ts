import { describe, expect, it } from 'vitest';
import type { Seed, Snapshot } from '../../src/emulator/index.js';
import { activeChanges, startHarness } from './harness.js';
import { sentrySeed } from './sentry-seed.js';

const seed = sentrySeed;

// N_A reordered (102 now first) plus an inserted policy; N_B is not declared.
const config = `
organizations:
  - id: "3001"
    sentryPolicies:
      - network: N_A
        policies:
          - { smNetwork: N_S, groupPolicyId: "102", scope: all }
          - { smNetwork: N_S, groupPolicyId: "101", scope: withAny, tags: [byod] }
          - { smNetwork: N_S, groupPolicyId: "103", scope: withAll, tags: [kiosk] }
`;

/** Each network's policies highest priority first, as `policyId groupPolicyId`. */
function listsOf(state: Snapshot): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const assignment of state.organizations[0]?.sentryPolicies ?? []) {
    lists[assignment.networkId] = [...assignment.policies]
      .sort((a, b) => Number(a.priority) - Number(b.priority))
      .map((p) => `${p.policyId} ${p.groupPolicyId}`);
  }
  return lists;
}

describe('sentry assignments: plan, apply, plan again', () => {
  it('sends exactly one PUT for the org, keeps policyIds and the unmanaged network', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config);
    const first = await h.plan(desired);
    expect(activeChanges(first)).toEqual(['update org/3001/sentry/N_A']);
    expect(first.unmanaged.map((u) => u.address)).toEqual(['org/3001/sentry/N_B']);

    const mark = h.emulator.requestLog.length;
    const result = await h.apply(first);
    expect(result.ok).toBe(true);
    expect(h.writesSince(mark)).toEqual(['PUT /organizations/3001/sm/sentry/policies/assignments']);

    const lists = listsOf(h.emulator.state());
    expect(lists['N_A']?.slice(0, 2)).toEqual(['p2 102', 'p1 101']);
    expect(lists['N_A']?.[2]).toMatch(/ 103$/);
    expect(lists['N_B']).toEqual(['p3 201']);
    expect(activeChanges(await h.plan(desired))).toEqual([]);
  });

  it('a declared network with no policies empties that network only', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(`
organizations:
  - id: "3001"
    sentryPolicies:
      - network: N_A
        policies: []
`);
    const first = await h.plan(desired);
    expect(activeChanges(first)).toEqual(['delete org/3001/sentry/N_A']);
    expect((await h.apply(first)).ok).toBe(true);
    const lists = listsOf(h.emulator.state());
    expect(lists['N_A'] ?? []).toEqual([]);
    expect(lists['N_B']).toEqual(['p3 201']);
    expect(activeChanges(await h.plan(desired))).toEqual([]);
  });
  it("one PUT reports each network's own action: update, delete, create", async () => {
    const h = await startHarness(seed);
    const desired = h.desired(`
organizations:
  - id: "3001"
    sentryPolicies:
      - network: N_A
        policies:
          - { smNetwork: N_S, groupPolicyId: "102", scope: all }
          - { smNetwork: N_S, groupPolicyId: "101", scope: withAny, tags: [byod] }
      - network: N_B
        policies: []
      - network: N_S
        policies:
          - { smNetwork: N_S, groupPolicyId: "301", scope: all }
`);
    const result = await h.apply(await h.plan(desired));
    expect(result.ok).toBe(true);
    expect(result.writes).toStrictEqual([
      {
        addresses: ['org/3001/sentry/N_A', 'org/3001/sentry/N_B', 'org/3001/sentry/N_S'],
        kind: 'sentry',
        action: 'update',
        actions: ['update', 'delete', 'create'],
        orgId: '3001',
        operationId: 'updateOrganizationSmSentryPoliciesAssignments',
        status: 'done',
      },
    ]);
  });
});

describe('sentry assignments across organizations', () => {
  it('sends one PUT per organization, each with its own complete list', async () => {
    const twoOrgs: Seed = {
      organizations: [
        seed.organizations[0] ?? { id: '3001' },
        {
          id: '3002',
          sentryPolicies: [
            {
              networkId: 'N_C',
              policies: [
                { policyId: 'q1', smNetworkId: 'N_C', groupPolicyId: '301', scope: 'all', tags: [] },
              ],
            },
          ],
          networks: [{ id: 'N_C' }],
        },
      ],
    };
    const h = await startHarness(twoOrgs);
    const desired = h.desired(`${config}
  - id: "3002"
    sentryPolicies:
      - network: N_C
        policies:
          - { smNetwork: N_C, groupPolicyId: "301", scope: all }
          - { smNetwork: N_C, groupPolicyId: "302", scope: withAny, tags: [lab] }
`);
    const first = await h.plan(desired);
    expect(activeChanges(first).sort()).toEqual(['update org/3001/sentry/N_A', 'update org/3002/sentry/N_C']);
    const mark = h.emulator.requestLog.length;
    const result = await h.apply(first);
    expect(result.ok).toBe(true);
    expect(h.writesSince(mark).sort()).toEqual([
      'PUT /organizations/3001/sm/sentry/policies/assignments',
      'PUT /organizations/3002/sm/sentry/policies/assignments',
    ]);
    expect(listsOf(h.emulator.state())['N_B']).toEqual(['p3 201']);
    expect(activeChanges(await h.plan(desired))).toEqual([]);
  });
});
