import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import type { Plan } from '../../src/model/plan.js';
import { runInProcess } from '../config/cli-harness.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { buildFleet, fleetSeed, idsWhere } from './fleet.js';

const fleet = buildFleet();
const KEY = 'test-key';

/** A config that declares only N_A's groups (plus, optionally, the organization's roles). */
function config(groups: string, extra = ''): string {
  return `
organizations:
  - id: "5001"
${extra}    networks:
      - id: N_A
        targetGroups:
${groups}`;
}

const IN_SYNC = `          - { name: G withAny, scope: withAny, tags: [laptop] }
          - { name: G withAll, scope: withAll, tags: [laptop] }
`;

async function setup(files: Record<string, string>): Promise<{
  emulator: RunningEmulator;
  run: (argv: string[]) => ReturnType<typeof runInProcess>;
  deviceReads: () => { path: string; query: URLSearchParams }[];
  dir: string;
}> {
  const emulator = await startTestEmulator(fleetSeed(fleet), { rateLimit: 0 });
  const dir = await mkdtemp(join(tmpdir(), 'smform-devices-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return {
    emulator,
    dir,
    run: (argv) =>
      runInProcess(['--base-url', emulator.url, ...argv], dir, { env: { MERAKI_DASHBOARD_API_KEY: KEY } }),
    deviceReads: () =>
      emulator.requestLog
        .filter((entry) => entry.operationId === 'getNetworkSmDevices')
        .map((entry) => ({ path: entry.path, query: new URLSearchParams(entry.query) })),
  };
}

describe('device reads happen only where a change needs them', () => {
  it('a plan with no changes reads no device', async () => {
    const { run, deviceReads } = await setup({ 'smform.yaml': config(IN_SYNC) });
    const planned = await run(['plan', '--detailed-exitcode']);
    expect(planned.stdout.trimEnd().split('\n').at(-1)).toBe('No changes.');
    expect(planned.code).toBe(0);
    expect(deviceReads()).toEqual([]);
  });

  it("a target group change reads its own network's devices: every page, perPage 1000, no fields[] beyond the documented ones", async () => {
    const groups = `          - { name: G withAny, scope: withAny, tags: [laptop, finance] }
          - { name: G withAll, scope: withAll, tags: [laptop] }
`;
    const { run, deviceReads } = await setup({ 'smform.yaml': config(groups) });
    const planned = await run(['plan']);
    expect(planned.code).toBe(0);
    const reads = deviceReads();
    // N_A holds 1,100 devices: two pages.
    expect(reads.map((read) => read.path)).toEqual([
      '/api/v1/networks/N_A/sm/devices',
      '/api/v1/networks/N_A/sm/devices',
    ]);
    for (const read of reads) {
      expect(read.query.get('perPage')).toBe('1000');
      // id, name, tags and serialNumber are default fields: asking for them by name is not documented.
      expect(read.query.getAll('fields[]')).toEqual([]);
    }
    const before = idsWhere(fleet, ['N_A'], (has) => has('laptop')).length;
    const after = idsWhere(fleet, ['N_A'], (has) => has('laptop') || has('finance')).length;
    const count = (n: number): string => n.toLocaleString('en-US');
    expect(planned.stdout).toContain(
      `~ network/N_A/targetGroup/G withAny  (id t2)\n    tags: +{finance}\n    devices: ${count(before)} -> ${count(after)} (+${after - before} -0)\n`,
    );
  });

  it('a role change reads every SM network of its organization the config declares, and says so', async () => {
    const roles = `    adminRoles:
      - { name: R all_tags, scope: all_tags, tags: [laptop, emea] }
      - { name: R some, scope: some, tags: [kiosk] }
      - { name: R without_all_tags, scope: without_all_tags, tags: [laptop, finance] }
      - { name: R without_some, scope: without_some, tags: [emea] }
`;
    const { run, deviceReads } = await setup({ 'smform.yaml': config(IN_SYNC, roles) });
    const planned = await run(['plan', '--force']);
    expect(planned.code).toBe(0);
    // Only N_A is declared: the role is counted over it alone, not over N_B..N_D.
    expect([...new Set(deviceReads().map((read) => read.path))]).toEqual(['/api/v1/networks/N_A/sm/devices']);
    expect(planned.stdout).toContain(
      'devices: 550 -> 110 (+0 -440) in N_A (every SM network of organization 5001 in the config)',
    );
  });

  it('a role of an organization declaring no SM network is shown as not counted, and reads nothing', async () => {
    const { run, deviceReads } = await setup({
      'smform.yaml': `
organizations:
  - id: "5001"
    adminRoles:
      - { name: R some, scope: some, tags: [kiosk, finance] }
`,
    });
    const planned = await run(['plan', '--force']);
    expect(planned.code).toBe(0);
    expect(planned.stdout).toContain(
      '    devices: not counted (organization 5001 declares no SM network in the config)\n',
    );
    expect(deviceReads()).toEqual([]);
  });

  it('warns in the plan about a changed scope tag that no device carries, naming the nearest', async () => {
    const groups = `          - { name: G withAny, scope: withAny, tags: [laptop, finanse] }
`;
    const { run } = await setup({ 'smform.yaml': config(groups) });
    const planned = await run(['plan']);
    expect(planned.code).toBe(0);
    expect(planned.stdout).toContain(
      '  warning: smform.yaml:7:13  tag "finanse" of target group "G withAny" (network/N_A/targetGroup/G withAny) matches no device in network N_A\n    hint: did you mean "finance"? (a tag devices carry)\n',
    );
  });

  it('--no-devices reads none and the plan says devices were not evaluated', async () => {
    const groups = `          - { name: G withAny, scope: withAny, tags: [laptop, finance] }
`;
    const { run, deviceReads } = await setup({ 'smform.yaml': config(groups) });
    const text = await run(['plan', '--no-devices']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Devices were not evaluated (--no-devices)');
    expect(text.stdout).not.toContain('devices:');
    const json = await run(['plan', '--no-devices', '--output', 'json']);
    const document = JSON.parse(json.stdout) as Plan;
    expect(document.devicesEvaluated).toBe(false);
    expect(document.changes.every((change) => change.devices === undefined)).toBe(true);
    expect(deviceReads()).toEqual([]);
  });
});

describe('the device-share rule', () => {
  // withAll [laptop] -> [laptop, finance] drops the laptops without finance: a third of N_A.
  const gated = `          - { name: G withAny, scope: withAny, tags: [laptop] }
          - { name: G withAll, scope: withAll, tags: [laptop, finance] }
`;
  const dropped = idsWhere(fleet, ['N_A'], (has) => has('laptop') && !has('finance')).length;
  const refusal = `network/N_A/targetGroup/G withAll would move ${dropped} of 1,100 devices of network N_A into or out of scope (${Math.round((dropped * 100) / 1100)}%, more than the 20% allowed) (pass --force to allow)`;

  it('refuses an update moving more than 20% of a network, naming the count; --force allows it', async () => {
    const { run } = await setup({ 'smform.yaml': config(gated) });
    const refused = await run(['plan']);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain(refusal);
    const forced = await run(['plan', '--force']);
    expect(forced.code).toBe(0);
  });

  it('follows policy.maxDevicePercent', async () => {
    const { run } = await setup({
      'smform.yaml': config(gated).replace(
        '      - id: N_A\n',
        '      - id: N_A\n        policy: { maxDevicePercent: 40 }\n',
      ),
    });
    expect((await run(['plan'])).code).toBe(0);
  });

  it('is checked again from a saved plan, with the flags of the one who applies it', async () => {
    const { run, dir } = await setup({ 'smform.yaml': config(gated) });
    expect((await run(['plan', '--force', '--out', 'plan.json'])).code).toBe(0);
    const saved = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as Plan;
    const change = saved.changes.find((candidate) => candidate.action === 'update');
    expect(change?.devices?.byNetwork).toEqual([
      { networkId: 'N_A', devices: 1100, moved: dropped, maxDevicePercent: 20 },
    ]);
    const applied = await run(['apply', 'plan.json', '--auto-approve']);
    expect(applied.code).toBe(4);
    expect(applied.stderr).toContain(refusal);
  });

  it('shows but does not gate a new group selecting the whole network', async () => {
    const created = `${IN_SYNC}          - { name: G everything, scope: all }
`;
    const { run } = await setup({ 'smform.yaml': config(created) });
    const planned = await run(['plan']);
    expect(planned.code).toBe(0);
    expect(planned.stdout).toContain(
      '+ network/N_A/targetGroup/G everything\n    scope: all\n    tags: {}\n    devices: 0 -> 1,100 (+1,100 -0)\n',
    );
  });

  it('gates a new sentry list: devices feel it at once', async () => {
    const sentry = `    sentryPolicies:
      - network: W_2
        policies:
          - { smNetwork: N_A, groupPolicyId: "300", scope: withAny, tags: [laptop] }
`;
    const { run } = await setup({ 'smform.yaml': config(IN_SYNC, sentry) });
    const planned = await run(['plan']);
    expect(planned.code).toBe(4);
    expect(planned.stderr).toContain(
      'org/5001/sentry/W_2 would move 550 of 1,100 devices of network N_A into or out of scope (50%',
    );
  });
});
