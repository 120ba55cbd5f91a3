import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { runInProcess } from '../config/cli-harness.js';
import { startTestEmulator } from '../helpers/emulator.js';

const seed: Seed = {
  organizations: [
    {
      id: '7',
      adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] }],
      sentryPolicies: [
        {
          networkId: 'W_1',
          policies: [
            { policyId: 'p1', smNetworkId: 'N_1', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
            { policyId: 'p2', smNetworkId: 'N_1', groupPolicyId: '100', scope: 'all', tags: [] },
          ],
        },
      ],
      networks: [
        {
          id: 'N_1',
          devices: [
            { id: 'd1', name: 'alpha', serial: 'S-1', tags: ['kiosk', 'emea'] },
            { id: 'd2', name: 'bravo', serial: 'S-2', tags: ['kiosk', 'byod'] },
            { id: 'd3', name: 'charlie', serial: 'S-3', tags: ['Laptop', 'emea'] },
          ],
          targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAny', tags: ['kiosk'] }],
        },
        { id: 'N_2', devices: [{ id: 'd4', name: 'delta', serial: 'S-4', tags: ['emea'] }] },
        { id: 'W_1' },
      ],
    },
  ],
};

const CONFIG = `
organizations:
  - id: "7"
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea, laptop] }
    sentryPolicies:
      - network: W_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "102", scope: withAll, tags: [kiosk, emea] }
          - { smNetwork: N_1, groupPolicyId: "101", scope: withAny, tags: [byod] }
          - { smNetwork: N_1, groupPolicyId: "100", scope: all }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, byod] }
      - id: N_2
`;

async function setup() {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const dir = await mkdtemp(join(tmpdir(), 'smform-scope-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'smform.yaml'), CONFIG);
  const run = (argv: string[]) =>
    runInProcess(['--base-url', emulator.url, ...argv], dir, {
      env: { MERAKI_DASHBOARD_API_KEY: 'test-key' },
    });
  return { emulator, run };
}

describe('smform scope ADDRESS', () => {
  it('lists the devices a target group selects now and after the plan', async () => {
    const { run } = await setup();
    const result = await run(['scope', 'network/N_1/targetGroup/Kiosks']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        'network/N_1/targetGroup/Kiosks  (update)',
        '  now:   withAny [kiosk]',
        '  after: withAll [byod, kiosk]',
        'devices in N_1: 2 now, 1 after (+0 -1)',
        '',
        '- alpha  S-1  N_1  leaves',
        '= bravo  S-2  N_1  stays',
        '',
      ].join('\n'),
    );
  });

  it("evaluates a role over its organization's declared SM networks, as JSON", async () => {
    const { run } = await setup();
    const result = await run(['scope', 'org/7/adminRole/Helpdesk', '--output', 'json']);
    expect(result.code).toBe(0);
    const document = JSON.parse(result.stdout) as {
      networks: string[];
      now: number;
      after: number;
      devices: unknown[];
    };
    expect(document.networks).toEqual(['N_1', 'N_2']);
    expect({ now: document.now, after: document.after }).toEqual({ now: 3, after: 3 });
    expect(document.devices).toEqual([
      { networkId: 'N_1', id: 'd1', name: 'alpha', serial: 'S-1', now: true, after: true },
      { networkId: 'N_1', id: 'd3', name: 'charlie', serial: 'S-3', now: true, after: true },
      { networkId: 'N_2', id: 'd4', name: 'delta', serial: 'S-4', now: true, after: true },
    ]);
  });

  it('shows the group policy each device moves to under a sentry list; --moved keeps only movers', async () => {
    const { run } = await setup();
    const result = await run(['scope', 'org/7/sentry/W_1', '--moved']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'devices in N_1: 3 now, 3 after (+1 -1)\n\n~ alpha  S-1  N_1  group policy 100 -> 102\n',
    );
    expect(result.stdout).not.toContain('bravo');
  });

  it('refuses an address the config does not declare, with the nearest one', async () => {
    const { run } = await setup();
    const result = await run(['scope', 'network/N_1/targetGroup/Kiosk']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('network/N_1/targetGroup/Kiosk is not declared in the config');
    expect(result.stderr).toContain('did you mean network/N_1/targetGroup/Kiosks?');
  });
});

describe('smform validate --live', () => {
  it('checks every declared scope tag against the devices, warns, and still exits 0', async () => {
    const { run, emulator } = await setup();
    const result = await run(['validate', '--live']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'warning: tag "laptop" of admin role "Helpdesk" (org/7/adminRole/Helpdesk) matches no device in networks N_1, N_2, but 1 device carries "Laptop"',
    );
    expect(result.stdout).toContain('Checked scope tags against 4 devices in 2 networks: 1 warning.');
    const reads = emulator.requestLog.filter((entry) => entry.operationId === 'getNetworkSmDevices');
    expect(reads.map((entry) => entry.path).sort()).toEqual([
      '/api/v1/networks/N_1/sm/devices',
      '/api/v1/networks/N_2/sm/devices',
    ]);
  });

  it('reads nothing without --live', async () => {
    const { run, emulator } = await setup();
    const result = await run(['validate', '--output', 'json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).not.toHaveProperty('live');
    expect(emulator.requestLog).toEqual([]);
  });
});
