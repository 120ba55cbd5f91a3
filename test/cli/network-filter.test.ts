import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/model/plan.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { copyOfExample } from '../helpers/example-copy.js';
import { smform } from './run-in-process.js';

/** examples/acme: two organizations, sentry lists, roles, four networks (issue 13). */
const acme = fileURLToPath(new URL('../../examples/acme', import.meta.url));
const KEY = 'test-key-never-printed';

/** Runs in a copy: an apply's lock and backup go in its config's directory, not in the checkout. */
async function acmeRun() {
  const cwd = await copyOfExample('acme');
  const emulator = await startTestEmulator(`${acme}/live.yaml`, { rateLimit: 0 });
  const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
  return {
    emulator,
    run: (argv: string[]) => smform([...argv, 'orgs', 'networks'], { cwd, env }),
  };
}

const written = (plan: Plan): string[] =>
  plan.changes.filter((change) => change.action !== 'noop').map((change) => change.address);

describe('--network plans just that network (issue 13)', () => {
  it('plan --network: its target groups and the sentry lists that touch it, nothing else', async () => {
    const { run } = await acmeRun();
    const hq = await run(['plan', '--no-devices', '--network', 'N_24329156', '--output', 'json']);
    expect(hq.stderr).not.toContain('were not read');
    expect(hq.code, hq.stderr).toBe(0);
    const plan = JSON.parse(hq.stdout) as Plan;
    expect(written(plan)).toEqual(['network/N_24329156/targetGroup/Finance Macs']);
    // The HQ Wireless list holds policies on the HQ Laptops SM network: it touches it.
    expect(plan.changes.map((change) => change.address)).toContain('org/549236/sentry/N_24329160');
    expect(plan.changes.some((change) => change.address.includes('adminRole'))).toBe(false);
    expect(plan.changes.some((change) => change.orgId === '681155')).toBe(false);

    // Field iPads: its groups, its loaner tag and the Branch Wireless list (reordered live), not HQ's.
    const field = await run(['plan', '--no-devices', '--network', 'N_24329157', '--output', 'json']);
    expect(field.code, field.stderr).toBe(0);
    const fieldPlan = JSON.parse(field.stdout) as Plan;
    expect(written(fieldPlan)).toEqual([
      'org/549236/sentry/N_24329161',
      'network/N_24329157/deviceTag/loaner',
    ]);
    expect(fieldPlan.changes.map((change) => change.address)).not.toContain('org/549236/sentry/N_24329160');

    // A network of the second organization.
    const store = await run(['plan', '--no-devices', '--network', 'N_6811551', '--detailed-exitcode']);
    expect(store.code, store.stderr).toBe(0);
    expect(store.stdout).toContain('No changes.');
  });

  it('drift and apply --network work on that network alone', async () => {
    const { run, emulator } = await acmeRun();
    const drift = await run(['drift', '--network', 'N_24329156']);
    expect(drift.code, drift.stderr).toBe(2);
    expect(drift.stdout).toContain('network/N_24329156/targetGroup/Finance Macs');
    expect(drift.stdout).not.toContain('Helpdesk APAC');

    const applied = await run(['apply', '--no-devices', '--network', 'N_24329156', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('Apply complete: 1 done, 0 failed, 0 skipped.');
    const org = emulator.state().organizations?.find((o) => o.id === '549236');
    // The role the config adds was outside the filter: not created.
    expect(org?.adminRoles?.map((role) => role.name)).not.toContain('Helpdesk APAC');
  });

  it('an unknown network id, or one outside the chosen organization, names the declared ones', async () => {
    const { run, emulator } = await acmeRun();
    for (const command of ['plan', 'apply', 'drift']) {
      const unknown = await run([command, '--network', 'N_99']);
      expect(unknown.code, `${command}: ${unknown.stderr}`).toBe(1);
      expect(unknown.stderr).toContain('--network N_99 matches no declared network');
      expect(unknown.stderr).toContain(
        'N_24329156, N_24329157, N_24329160, N_24329161, N_6811551, N_6811552',
      );
      expect(unknown.stdout).toBe('');
    }
    const elsewhere = await run(['plan', '--org', '549236', '--network', 'N_6811551']);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain(
      '--network N_6811551 matches no declared network of organization 549236',
    );
    expect(emulator.requestLog).toEqual([]);
  });

  it('--org that matches nothing fails and names the declared organizations', async () => {
    const { run, emulator } = await acmeRun();
    for (const command of ['plan', 'apply', 'drift', 'snapshot']) {
      const result = await run([command, '--org', '999']);
      expect(result.code, `${command}: ${result.stderr}`).toBe(1);
      expect(result.stderr).toContain('--org 999 matches no declared organization');
      expect(result.stderr).toContain('declared: 549236 (Acme Corp), 681155 (Acme Retail)');
    }
    expect(emulator.requestLog).toEqual([]);
  });

  it('a --target glob that matches no declared or live address fails before printing a plan', async () => {
    const { run } = await acmeRun();
    for (const command of ['plan', 'apply']) {
      const typo = await run([
        command,
        '--no-devices',
        '--target',
        'network/N_24329156/targetGroup/Finance Mac',
      ]);
      expect(typo.code, `${command}: ${typo.stderr}`).toBe(1);
      expect(typo.stdout).toBe('');
      expect(typo.stderr).toContain(
        "--target 'network/N_24329156/targetGroup/Finance Mac' matches no declared or live object",
      );
      expect(typo.stderr).toContain('network/N_24329156/targetGroup/Finance Macs');
    }
    // A live object nobody declared is a valid target (it is reported as unmanaged).
    const live = await run([
      'plan',
      '--no-devices',
      '--target',
      'network/N_24329156/targetGroup/Temp Pilot Group',
    ]);
    expect(live.code, live.stderr).toBe(0);
    expect(live.stdout).toContain('? network/N_24329156/targetGroup/Temp Pilot Group');
  });
});
