import { describe, expect, it } from 'vitest';
import { startEmulator, type Seed } from '../../src/emulator/index.js';
import { reply, startScriptedServer } from '../client/helpers/scripted-server.js';
import { smform, workdir } from './run-in-process.js';

/*
 * Issue 27.1: a list answer that names one object twice (a paging overlap, a caching proxy, an API
 * fault) must never lead to a write. Through the CLI in-process against the emulator's `repeat` fault, which
 * lists the first item of every list answer again at its end.
 */

const seed: Seed = {
  organizations: [
    {
      id: '7401',
      adminRoles: [{ roleId: '200001', name: 'Helpdesk', scope: 'some', tags: ['emea'] }],
      sentryPolicies: [
        {
          networkId: 'N_1',
          policies: [
            { policyId: 'p1', smNetworkId: 'N_1', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
          ],
        },
      ],
      networks: [
        {
          id: 'N_1',
          targetGroups: [{ id: '100001', name: 'A', scope: 'withAny', tags: ['kiosk'] }],
          devices: [
            { id: 'd1', name: 'Kiosk-01', serial: 'Q-1', tags: ['kiosk'] },
            { id: 'd2', name: 'Laptop-01', serial: 'Q-2', tags: ['byod'] },
          ],
        },
      ],
    },
  ],
};

const config = `organizations:
  - id: "7401"
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea] }
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "101", scope: withAny, tags: [byod] }
    networks:
      - id: N_1
        targetGroups:
          - { name: A, scope: withAny, tags: [kiosk] }
`;

const KEY = 'test-key-repeated-items';

describe('a list answer that repeats an object', () => {
  it('is read once with a warning naming the operation and id: nothing planned, nothing deleted', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ seed, port: 0, rateLimit: 0, faults: 'repeat=1' });
    onTestFinished(() => emulator.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
    const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
    const before = emulator.state();

    const planned = await smform(['plan', 'smform.yaml', '--detailed-exitcode'], { cwd, env });
    expect(planned.code, planned.stdout + planned.stderr).toBe(0);
    expect(planned.stdout.trimEnd().split('\n').at(-1)).toBe('No changes.');
    expect(planned.stdout).not.toContain('DELETE');
    for (const line of [
      'warning: getNetworkSmTargetGroups listed target group id 100001 twice in the target groups of network N_1, identical each time: it is read once',
      'warning: getOrganizationSmAdminsRoles listed admin role roleId 200001 twice in the admin roles of organization 7401, identical each time: it is read once',
      'warning: getOrganizationSmSentryPoliciesAssignmentsByNetwork listed sentry policy policyId p1 twice in the sentry policies of network N_1 in organization 7401, identical each time: it is read once',
    ])
      expect(planned.stderr).toContain(line);

    const applied = await smform(
      ['apply', 'smform.yaml', '--auto-approve', '--allow-delete', '--force', '--no-backup'],
      { cwd, env },
    );
    expect(applied.code, applied.stdout + applied.stderr).toBe(0);
    expect(emulator.requestLog.filter((entry) => entry.method !== 'GET')).toEqual([]);
    expect(emulator.state()).toEqual(before);
  }, 60_000);

  it('of devices counts each device once in the blast radius', async ({ onTestFinished }) => {
    const emulator = await startEmulator({ seed, port: 0, rateLimit: 0, faults: 'repeat=1' });
    onTestFinished(() => emulator.close());
    const withKiosks = config.replace(
      '          - { name: A, scope: withAny, tags: [kiosk] }',
      '          - { name: A, scope: withAny, tags: [kiosk] }\n          - { name: K, scope: withAny, tags: [kiosk] }',
    );
    const cwd = await workdir(onTestFinished, { 'smform.yaml': withKiosks });
    const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
    const planned = await smform(['plan', 'smform.yaml', '-o', 'json'], { cwd, env });
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stderr).toContain(
      'warning: getNetworkSmDevices listed device id d1 twice in the devices of network N_1, identical each time: it is read once',
    );
    const plan = JSON.parse(planned.stdout) as {
      changes: { address: string; devices?: { after: number; byNetwork?: { devices: number }[] } }[];
    };
    const created = plan.changes.find((change) => change.address === 'network/N_1/targetGroup/K');
    expect(created?.devices?.after).toBe(1);
    expect(created?.devices?.byNetwork?.[0]?.devices).toBe(2);
  }, 60_000);

  it('is exported once, with the warning, and nothing is left out as a duplicate', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ seed, port: 0, rateLimit: 0, faults: 'repeat=1' });
    onTestFinished(() => emulator.close());
    const cwd = await workdir(onTestFinished, {});
    const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
    const exported = await smform(['export', '--org', '7401', '--out-dir', 'out'], { cwd, env });
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stderr).toContain(
      'warning: getNetworkSmTargetGroups listed target group id 100001 twice in the target groups of network N_1, identical each time: it is read once',
    );
    expect(exported.stderr).not.toContain('not exported');
    expect(exported.stderr.match(/^wrote /gm)).toHaveLength(2);
    const planned = await smform(['plan', 'out', '--detailed-exitcode'], { cwd, env });
    expect(planned.code, planned.stdout + planned.stderr).toBe(0);
  }, 60_000);

  it('with different content refuses the read, naming the operation and the id, and writes nothing', async ({
    onTestFinished,
  }) => {
    const server = await startScriptedServer((req, res) => {
      if (req.url.startsWith('/api/v1/organizations/7401/networks')) {
        reply(res, 200, [
          { id: 'N_1', organizationId: '7401', name: 'N 1', productTypes: ['systemsManager'] },
        ]);
        return;
      }
      if (req.method === 'GET' && req.url.startsWith('/api/v1/networks/N_1/sm/targetGroups')) {
        reply(res, 200, [
          { id: '100001', name: 'A', scope: 'withAny', tags: ['kiosk'] },
          { id: '100001', name: 'B', scope: 'withAny', tags: ['kiosk'] },
        ]);
        return;
      }
      reply(res, 404, { errors: ['Not found'] });
    });
    onTestFinished(() => server.close());
    const cwd = await workdir(onTestFinished, {
      'smform.yaml': `organizations:
  - id: "7401"
    networks:
      - id: N_1
        targetGroups:
          - { name: A, scope: withAny, tags: [kiosk] }
`,
    });
    const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: server.baseUrl };
    const applied = await smform(
      ['apply', 'smform.yaml', '--auto-approve', '--allow-delete', '--force', '--no-backup', '--no-devices'],
      { cwd, env },
    );
    expect(applied.code, applied.stdout + applied.stderr).toBe(1);
    expect(applied.stderr).toContain(
      'error: getNetworkSmTargetGroups listed target group id 100001 twice (differing in name) in the target groups of network N_1: smform cannot tell which copy is live, so it plans and writes nothing from this read',
    );
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  }, 60_000);
});
