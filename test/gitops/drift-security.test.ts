import { describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { smform, workdir, type Run } from '../cli/run-in-process.js';
import { call, startTestEmulator } from '../helpers/emulator.js';

/**
 * `drift` for security reviews, through the CLI (in-process): an admin role created behind Git's back fails the
 * nightly drift under `prune: false` when asked to (`--fail-on-unmanaged`, `policy.unmanaged: fail`), and
 * drift narrows like `plan` (`--target`, `--exclude`; `--no-devices`, `--detailed-exitcode` accepted).
 */

const seed = {
  organizations: [
    {
      id: '7201',
      name: 'Acme',
      adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] }],
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            { id: 't2', name: 'Phones', scope: 'withAny', tags: ['phone'] },
          ],
        },
      ],
    },
  ],
};

const config = (policy: string, phonesTags = '[phone]') => `organizations:
  - id: '7201'
${policy}    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
          - { name: Phones, scope: withAny, tags: ${phonesTags} }
`;

async function drift(emulator: RunningEmulator, cwd: string, args: string[]): Promise<Run> {
  return smform(['drift', 'smform.yaml', ...args], {
    cwd,
    env: { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url },
  });
}

async function shadowAdmin(emulator: RunningEmulator): Promise<void> {
  const created = await call(emulator, 'POST', '/organizations/7201/sm/admins/roles', {
    body: { name: 'Shadow Admins', scope: 'all_tags', tags: [] },
  });
  expect(created.status).toBe(201);
}

describe('smform drift for security reviews', () => {
  it('an admin role created behind Git is reported but is not drift under prune: false by default', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    await shadowAdmin(emulator);
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config('') });
    const run = await drift(emulator, cwd, ['--output', 'markdown']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('## smform drift for organization 7201: no drift');
  });

  it('--fail-on-unmanaged makes it exit 2 with an issue body naming the role', async ({ onTestFinished }) => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    await shadowAdmin(emulator);
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config('') });
    const run = await drift(emulator, cwd, ['--output', 'markdown', '--fail-on-unmanaged']);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stdout).toContain('<!-- smform:drift -->');
    expect(run.stdout).toContain('## smform drift for organization 7201: 1 unmanaged');
    expect(run.stdout).toMatch(
      /# org\/7201\/adminRole\/Shadow Admins {2}\(unmanaged, id \d+, not in Git and unmanaged: fail\)/,
    );
  });

  it('policy.unmanaged: fail on the organization does the same from the config, with prune: false', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    await shadowAdmin(emulator);
    const policy = '    policy: { prune: false, unmanaged: fail }\n';
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config(policy) });
    const run = await drift(emulator, cwd, ['--output', 'json']);
    expect(run.code, run.stderr).toBe(2);
    const report = JSON.parse(run.stdout) as { drifted: boolean; objects: Record<string, unknown>[] };
    expect(report.drifted).toBe(true);
    expect(report.objects.filter((o) => o['status'] === 'unmanaged')).toEqual([
      expect.objectContaining({ address: 'org/7201/adminRole/Shadow Admins', failing: true }),
    ]);
    const text = await drift(emulator, cwd, []);
    expect(text.code).toBe(2);
    // An unknown value is a config error with its place.
    const bad = await workdir(onTestFinished, {
      'smform.yaml': config('    policy: { unmanaged: ignore }\n'),
    });
    const invalid = await drift(emulator, bad, []);
    expect(invalid.code).toBe(3);
    expect(invalid.stderr).toMatch(/smform\.yaml:3:\d+/);
  });

  it('--target and --exclude narrow the report and its exit code; --no-devices and --detailed-exitcode are taken', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config('', '[phone, ipad]') });
    const all = await drift(emulator, cwd, ['--output', 'json']);
    expect(all.code).toBe(2);

    const kiosks = await drift(emulator, cwd, [
      '--output',
      'json',
      '--target',
      'network/N_1/targetGroup/Kiosks',
    ]);
    expect(kiosks.code, kiosks.stderr).toBe(0);
    const addresses = (JSON.parse(kiosks.stdout) as { objects: { address: string }[] }).objects.map(
      (o) => o.address,
    );
    expect(addresses).toEqual(['network/N_1/targetGroup/Kiosks']);

    const excluded = await drift(emulator, cwd, ['--exclude', 'network/N_1/targetGroup/Phones']);
    expect(excluded.code, excluded.stderr).toBe(0);
    expect(excluded.stdout).not.toContain('Phones');

    const same = await drift(emulator, cwd, ['--no-devices', '--detailed-exitcode']);
    expect(same.code, same.stderr).toBe(2);
    expect(same.stdout).toContain('network/N_1/targetGroup/Phones');
  });
});
