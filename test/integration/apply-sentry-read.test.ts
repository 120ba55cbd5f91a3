import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { otherWriterSetsSentry, planWithLive, startHarness, writeOf, type Harness } from './harness.js';

// The organization's one sentry PUT is rebuilt from its list as read right before it: that read must
// number priorities as the organization does, and a refusal names every network that moved.

const seed: Seed = {
  organizations: [
    {
      id: '5001',
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
        { id: 'N_1', targetGroups: [] },
        { id: 'N_2', targetGroups: [] },
      ],
    },
  ],
};

const planOf = (h: Harness, yaml: string) => planWithLive(h, yaml);

const listsOf = (h: Harness): Record<string, string[]> =>
  Object.fromEntries(
    (h.emulator.state().organizations[0]?.sentryPolicies ?? []).map((a) => [
      a.networkId,
      a.policies.map((p) => p.groupPolicyId),
    ]),
  );

describe('apply: the read right before the sentry PUT', () => {
  it('reads the list as the organization numbers priority, so the networks it carries keep their order', async () => {
    const h = await startHarness(seed, { sentryPriority: 'lowest-first' });
    const { made, live } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    policy: { liveEcho: { sentryPriorityOne: lowest } }
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "102", scope: all }
`,
    );
    const result = await h.apply(made, { planLive: live });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(listsOf(h)).toEqual({ N_1: ['102'], N_2: ['201', '202'] });
  });

  it('refuses the PUT naming every network it changes that moved since the plan', async () => {
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
      - network: N_2
        policies:
          - { smNetwork: N_2, groupPolicyId: "203", scope: all }
`,
    );
    await otherWriterSetsSentry(h, { N_1: ['108'], N_2: ['208'] });
    const mark = h.emulator.requestLog.length;
    const result = await h.apply(made, { planLive: live });
    expect(result.ok).toBe(false);
    expect(writeOf(result, 'org/5001/sentry/N_1')).toMatchObject({
      addresses: ['org/5001/sentry/N_1', 'org/5001/sentry/N_2'],
      status: 'skipped',
      stale: true,
      message:
        'refused as stale: org/5001/sentry/N_1, org/5001/sentry/N_2 changed live since the plan; nothing was sent',
    });
    expect(h.writesSince(mark)).toEqual([]);
    expect(listsOf(h)).toEqual({ N_1: ['108'], N_2: ['208'] });
  });

  it('re-reads after the writes the scopes written, though another write was refused; not the refused one', async () => {
    const h = await startHarness({
      organizations: [
        {
          ...seed.organizations[0],
          networks: [
            { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'all', tags: [] }] },
            { id: 'N_2', targetGroups: [] },
          ],
        } as Seed['organizations'][number],
      ],
    });
    const { made, live } = await planOf(
      h,
      `
organizations:
  - id: "5001"
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "102", scope: all }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [kiosk] }
`,
    );
    // Another writer moves N_1's sentry list: the PUT is refused as stale (skipped); the group update is done.
    await otherWriterSetsSentry(h, { N_1: ['108'] });
    const mark = h.emulator.requestLog.length;
    const result = await h.apply(made, { planLive: live });
    expect(result.writes.map((w) => [w.addresses.join(','), w.status])).toEqual([
      ['network/N_1/targetGroup/Kiosks', 'done'],
      ['org/5001/sentry/N_1', 'skipped'],
    ]);
    const log = h.emulator.requestLog.slice(mark).map((e) => `${e.method} ${e.path}`);
    // The read before the PUT, then the re-read of the group's scope only.
    expect(log.slice(log.findIndex((line) => line.startsWith('PUT ')) + 1)).toEqual([
      expect.stringMatching(
        /^GET \/api\/v1\/organizations\/5001\/sm\/sentry\/policies\/assignments/,
      ) as string,
      'GET /api/v1/networks/N_1/sm/targetGroups',
    ]);
  });
});
