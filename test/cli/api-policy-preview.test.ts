import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir } from './run-in-process.js';

const seed: Seed = {
  organizations: [
    {
      id: '7401',
      adminRoles: [{ roleId: 'r1', name: 'Auditors', scope: 'some', tags: ['audit'] }],
      sentryPolicies: [
        {
          networkId: 'N_W1',
          policies: [
            { policyId: 'p1', smNetworkId: 'N_1', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
            { policyId: 'p2', smNetworkId: 'N_1', groupPolicyId: '100', scope: 'all', tags: [] },
          ],
        },
        {
          networkId: 'N_W2',
          policies: [{ policyId: 'p3', smNetworkId: 'N_1', groupPolicyId: '200', scope: 'all', tags: [] }],
        },
      ],
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }] },
      ],
    },
  ],
};

async function setup(onFinished: (cleanup: () => Promise<void>) => void) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const cwd = await workdir(onFinished, {});
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
  return { emulator, run: (argv: string[]) => smform(['api', ...argv], { cwd, env }) };
}

describe('smform api on operations that replace or delete policy state needs --yes (issue 13)', () => {
  it('a target group or role delete names what it would delete, writes nothing, and runs with --yes', async ({
    onTestFinished,
  }) => {
    const { emulator, run } = await setup(onTestFinished);
    const before = emulator.state();
    const group = await run(['deleteNetworkSmTargetGroup', 'networkId=N_1', 'targetGroupId=t1']);
    expect(group.code).toBe(1);
    expect(group.stderr).toContain(
      'it would delete target group "Kiosks" (id "t1", scope "withAll" tags "kiosk") of network "N_1"',
    );
    expect(group.stderr).toContain(
      'was not run: it replaces or deletes policy state and --yes was not given',
    );
    const role = await run(['deleteOrganizationSmAdminsRole', 'organizationId=7401', 'roleId=r1']);
    expect(role.code).toBe(1);
    expect(role.stderr).toContain(
      'it would delete admin role "Auditors" (roleId "r1", scope "some" tags "audit")',
    );
    expect(emulator.requestLog.every((entry) => entry.method === 'GET')).toBe(true);
    expect(emulator.state()).toEqual(before);

    const yes = await run(['deleteNetworkSmTargetGroup', 'networkId=N_1', 'targetGroupId=t1', '--yes']);
    expect(yes.code, yes.stderr).toBe(0);
    expect(emulator.state().organizations?.[0]?.networks?.[0]?.targetGroups).toEqual([]);
  });

  it('the sentry PUT lists every network whose list it would empty or change, reading the current one first', async ({
    onTestFinished,
  }) => {
    const { emulator, run } = await setup(onTestFinished);
    const before = emulator.state();
    // N_W1 keeps only its default policy (highest priority LAST in the request); N_W2 is left out.
    const items = JSON.stringify([
      { networkId: 'N_W1', policies: [{ smNetworkId: 'N_1', groupPolicyId: '100', scope: 'all', tags: [] }] },
    ]);
    const put = await run([
      'updateOrganizationSmSentryPoliciesAssignments',
      'organizationId=7401',
      `items=${items}`,
    ]);
    expect(put.code).toBe(1);
    expect(put.stdout).toBe('');
    expect(put.stderr).toContain('It would empty or change 2 networks:');
    expect(put.stderr).toContain('  "N_W1"  2 policies now, 1 policy after');
    expect(put.stderr).toContain('  "N_W2"  1 policy now, emptied (not in the request)');
    expect(emulator.requestLog.map((entry) => entry.method)).toEqual(['GET']);
    expect(emulator.state()).toEqual(before);

    // A request that repeats the current lists changes nothing, and says so; --yes still required.
    const same = JSON.stringify([
      {
        networkId: 'N_W1',
        policies: [
          { smNetworkId: 'N_1', groupPolicyId: '100', scope: 'all', tags: [] },
          { smNetworkId: 'N_1', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
        ],
      },
      { networkId: 'N_W2', policies: [{ smNetworkId: 'N_1', groupPolicyId: '200', scope: 'all', tags: [] }] },
    ]);
    const unchanged = await run([
      'updateOrganizationSmSentryPoliciesAssignments',
      'organizationId=7401',
      `items=${same}`,
    ]);
    expect(unchanged.code).toBe(1);
    expect(unchanged.stderr).toContain("It would change no network's list.");

    const yes = await run([
      'updateOrganizationSmSentryPoliciesAssignments',
      'organizationId=7401',
      `items=${items}`,
      '--yes',
    ]);
    expect(yes.code, yes.stderr).toBe(0);
    const lists = emulator.state().organizations?.[0]?.sentryPolicies ?? [];
    expect(lists.find((list) => list.networkId === 'N_W2')?.policies ?? []).toEqual([]);
  });
});
