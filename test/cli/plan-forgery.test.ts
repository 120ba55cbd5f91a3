import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/index.js';
import { startEmulator, type RunningEmulator, type Seed } from '../../src/emulator/index.js';
// What an attacker holding the plan artifact has: the package's own exports.
import { computePlanHash, targetGroupFingerprint, type Change, type Plan } from '../../src/index.js';
import { smform, workdir, type OnFinished, type Run } from './run-in-process.js';

const KEY = 'test-key';
/** Each test runs the CLI up to ten times, on a machine that may be busy. */
const TIMEOUT = 120_000;
/** A signing key that is easy to find anywhere it leaks. */
const SIGNING_KEY = 'signing-key-0123456789abcdef-0123456789abcdef';

const seed: Seed = {
  organizations: [
    {
      id: '5001',
      adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] }],
      networks: [
        {
          id: 'N_1',
          devices: [
            { id: 'd1', name: 'Kiosk-01', serial: 'Q234-ABCD-0001', tags: ['kiosk', 'ipad'] },
            { id: 'd2', name: 'CFO laptop', serial: 'Q234-ABCD-0002', tags: ['finance'] },
          ],
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            { id: 't2', name: 'Finance laptops', scope: 'withAny', tags: ['finance'] },
          ],
        },
      ],
    },
    {
      id: '5002',
      networks: [{ id: 'N_2', targetGroups: [{ id: 't3', name: 'Shop', scope: 'withAny', tags: ['shop'] }] }],
    },
  ],
};

/** The reviewed change: one tag more on the role and on Kiosks; Finance laptops is not managed. */
const config = `organizations:
  - id: "5001"
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea, apac] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
`;

const twoOrgs = `${config}  - id: "5002"
    networks:
      - id: N_2
        targetGroups:
          - { name: Shop, scope: withAny, tags: [shop, till] }
`;

async function setup(onFinished: OnFinished, files: Record<string, string> = { 'smform.yaml': config }) {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
  onFinished(() => emulator.close());
  const cwd = await workdir(onFinished, files);
  const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
  const runs: Run[] = [];
  const run = async (argv: string[], extra: Record<string, string> = {}): Promise<Run> => {
    const result = await smform(argv, { cwd, env: { ...env, ...extra } });
    runs.push(result);
    return result;
  };
  const readPlan = async (file = 'plan.json'): Promise<Plan> =>
    JSON.parse(await readFile(join(cwd, file), 'utf8')) as Plan;
  const writePlan = (plan: Plan, file: string) =>
    writeFile(join(cwd, file), `${JSON.stringify(plan, null, 2)}\n`);
  return { emulator, cwd, run, runs, readPlan, writePlan };
}

const writesOf = (emulator: RunningEmulator): string[] =>
  emulator.requestLog.filter((entry) => entry.method !== 'GET').map((e) => `${e.method} ${e.path}`);

/**
 * The attack of issue 17: a saved plan edited by someone with write access to the artifact. It deletes
 * an unmanaged group and widens the reviewed role to every device (`all_tags` with no tag holds for
 * every device, and is no "risky" scope), keeps the file's summary at "0 to delete", and is re-hashed
 * with the package's own `computePlanHash`.
 */
function forge(plan: Plan): Plan {
  const role = plan.changes.find((change) => change.address === 'org/5001/adminRole/Helpdesk');
  if (role?.after === null || role === undefined) throw new Error('the plan has no role update');
  role.after = { ...role.after, scope: 'all_tags', tags: [] };
  const group = { id: 't2', name: 'Finance laptops', scope: 'withAny' as const, tags: ['finance'] };
  const deletion: Change = {
    address: 'network/N_1/targetGroup/Finance laptops',
    kind: 'targetGroup',
    action: 'delete',
    orgId: '5001',
    networkId: 'N_1',
    id: 't2',
    reason: 'prune',
    before: group,
    after: null,
    fieldChanges: [],
    liveFingerprint: targetGroupFingerprint(group),
  };
  const forged: Plan = {
    ...plan,
    changes: [...plan.changes, deletion],
    unmanaged: plan.unmanaged.filter((entry) => entry.id !== 't2'),
  };
  return { ...forged, planHash: computePlanHash(forged) };
}

describe('a saved plan cannot be forged', () => {
  it.concurrent(
    'a re-hashed plan that deletes an unmanaged group and widens a reviewed role is refused (exit 5), nothing written',
    async ({ onTestFinished }) => {
      const { emulator, run, readPlan, writePlan } = await setup(onTestFinished);
      expect((await run(['plan', 'smform.yaml', '--out', 'plan.json'])).code).toBe(0);
      const forged = forge(await readPlan());
      expect(forged.summary.delete).toBe(0);
      await writePlan(forged, 'forged.json');

      const before = emulator.state();
      const applied = await run(['apply', 'forged.json', '--allow-delete']);
      expect(applied.stderr).toContain('does not match a fresh plan of its config');
      expect(applied.stderr).toMatch(/network\/N_1\/targetGroup\/Finance laptops: .*not in the fresh plan/);
      expect(applied.stderr).toMatch(/org\/5001\/adminRole\/Helpdesk: .*differs from the fresh plan/);
      expect(applied.code).toBe(5);
      expect(writesOf(emulator)).toEqual([]);
      expect(emulator.state()).toEqual(before);
      // The same with the config named after the plan file, as apply.yml runs it.
      const named = await run(['apply', 'forged.json', 'smform.yaml', '--allow-delete']);
      expect(named.code).toBe(5);
      expect(writesOf(emulator)).toEqual([]);
      // The unedited plan still applies.
      const applied2 = await run(['apply', 'plan.json']);
      expect(applied2.code, applied2.stderr).toBe(0);
      expect(applied2.stderr).toContain('Checked: a fresh plan of smform.yaml has the same 2 changes.');
    },
    TIMEOUT,
  );

  it.concurrent(
    'the re-plan decides: live moving elsewhere applies; a planned object moved is stale; a change the config now also needs refuses',
    async ({ onTestFinished }) => {
      const { emulator, run } = await setup(onTestFinished, { 'smform.yaml': config });
      const client = createClient({ apiKey: KEY, baseUrl: emulator.url });
      onTestFinished(() => client.close());
      expect((await run(['plan', '--out', 'plan.json'])).code).toBe(0);

      // Someone edits an unmanaged group and creates another: the fresh plan has the same changes.
      await client.call(
        'updateNetworkSmTargetGroup',
        { networkId: 'N_1', targetGroupId: 't2', name: 'Finance laptops', scope: 'withAny, finance, cfo' },
        { orgId: '5001' },
      );
      await client.call(
        'createNetworkSmTargetGroup',
        { networkId: 'N_1', name: 'Printers', scope: 'withAny, printer' },
        { orgId: '5001' },
      );
      // The planned role moved: stale, as before the re-plan check, and nothing is written.
      await client.call(
        'updateOrganizationSmAdminsRole',
        { organizationId: '5001', roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea', 'uk'] },
        { orgId: '5001' },
      );
      const writesBefore = writesOf(emulator).length;
      const stale = await run(['apply', 'plan.json']);
      expect(stale.code).toBe(5);
      expect(stale.stderr).toContain('the plan is stale');
      expect(stale.stderr).toContain('org/5001/adminRole/Helpdesk: it was changed live');
      expect(writesOf(emulator)).toHaveLength(writesBefore);

      // A fresh plan now; then live moves only where no change is planned: it applies.
      expect((await run(['plan', '--out', 'plan2.json'])).code).toBe(0);
      await client.call(
        'updateNetworkSmTargetGroup',
        { networkId: 'N_1', targetGroupId: 't2', name: 'Finance laptops', scope: 'withAll, finance' },
        { orgId: '5001' },
      );
      const applied = await run(['apply', 'plan2.json', '--no-backup']);
      expect(applied.code, applied.stderr).toBe(0);
      expect(applied.stdout).toContain('Apply complete: 2 done, 0 failed, 0 skipped.');

      // A plan with nothing to do, then Kiosks is edited live: the config now asks for a change the
      // saved plan lacks. Applying the saved (empty) plan would be harmless, but it is not what a plan
      // of the config says now: refused, naming it.
      expect((await run(['plan', '--out', 'empty.json'])).code).toBe(0);
      await client.call(
        'updateNetworkSmTargetGroup',
        { networkId: 'N_1', targetGroupId: 't1', name: 'Kiosks', scope: 'withAll, kiosk' },
        { orgId: '5001' },
      );
      const more = await run(['apply', 'empty.json']);
      expect(more.stderr).toMatch(
        /network\/N_1\/targetGroup\/Kiosks: in the fresh plan \(update\), not in the saved plan/,
      );
      expect(more.code).toBe(5);
    },
    TIMEOUT,
  );

  it.concurrent(
    'a plan whose config is not at hand is refused (exit 5) unless --trust-plan; its banner counts the changes that run',
    async ({ onTestFinished }) => {
      const { emulator, cwd, run, readPlan, writePlan } = await setup(onTestFinished);
      expect((await run(['plan', 'smform.yaml', '--out', 'plan.json'])).code).toBe(0);
      await writePlan(forge(await readPlan()), 'forged.json');

      await writeFile(join(cwd, 'smform.yaml'), config.replace('[emea, apac]', '[emea, apac, us]'));
      const changed = await run(['apply', 'plan.json']);
      expect(changed.stderr).toContain("the plan's config is not at hand");
      expect(changed.stderr).toContain('smform.yaml differs from the config the plan was made from');
      expect(changed.stderr).toContain('--trust-plan');
      expect(changed.code).toBe(5);
      await rm(join(cwd, 'smform.yaml'));
      const missing = await run(['apply', 'plan.json']);
      expect(missing.stderr).toContain("the plan's config is not at hand");
      expect(missing.stderr).toContain('smform.yaml: no such file or directory');
      expect(missing.code).toBe(5);
      expect(writesOf(emulator)).toEqual([]);

      // --trust-plan applies the file on its own: its planHash and live staleness are all that is
      // checked, so a forged file goes through; the banner counts what runs, not the file's summary.
      const trusted = await run(['apply', 'forged.json', '--trust-plan', '--allow-delete', '--no-backup']);
      expect(trusted.code, trusted.stderr).toBe(0);
      expect(trusted.stderr).toContain('--trust-plan');
      expect(trusted.stderr).toMatch(
        /^Applying saved plan forged\.json: plan: 0 to create, 2 to update, 1 to delete/m,
      );
      expect(trusted.stderr).toContain(
        "the file's summary (0 to create, 2 to update, 0 to delete) does not match its changes",
      );
      expect(writesOf(emulator)).toContain('DELETE /api/v1/networks/N_1/sm/targetGroups/t2');
    },
    TIMEOUT,
  );

  it.concurrent(
    'the plan records its config paths and filters, and apply re-plans with the same ones',
    async ({ onTestFinished }) => {
      const { emulator, run, readPlan, writePlan } = await setup(onTestFinished, { 'smform.yaml': twoOrgs });
      const planned = await run([
        'plan',
        'smform.yaml',
        '--org',
        '5001',
        '--exclude',
        '*/Kiosks',
        '--out',
        'p.json',
      ]);
      expect(planned.code, planned.stderr).toBe(0);
      const plan = await readPlan('p.json');
      expect(plan.formatVersion).toBe('1.1');
      expect(plan.origin).toEqual({
        command: 'plan',
        paths: ['smform.yaml'],
        org: ['5001'],
        exclude: ['*/Kiosks'],
      });
      // Without the recorded filters, a fresh plan would also hold Kiosks and the Shop of 5002.
      const applied = await run(['apply', 'p.json', '--no-backup']);
      expect(applied.code, applied.stderr).toBe(0);
      expect(writesOf(emulator)).toEqual(['PUT /api/v1/organizations/5001/sm/admins/roles/r1']);

      // A plan of format 1.0 records no paths or filters: it is checked against a plan of `.`.
      expect((await run(['plan', '--out', 'all.json'])).code).toBe(0);
      const { origin: _origin, ...rest } = await readPlan('all.json');
      const old = { ...rest, formatVersion: '1.0' };
      await writePlan({ ...old, planHash: computePlanHash(old) }, 'old.json');
      const oldApplied = await run(['apply', 'old.json', '--no-backup']);
      expect(oldApplied.code, oldApplied.stderr).toBe(0);
      expect(oldApplied.stderr).toContain('Checked: a fresh plan of . has the same 2 changes.');
    },
    TIMEOUT,
  );

  it.concurrent(
    "safety is checked again on the fresh plan, with today's devices, whatever the file says about them",
    async ({ onTestFinished }) => {
      // N_1 has 2 devices: below the share rule's default floor of 10, so the floor is lowered to hold it.
      const gated = config.replace(
        '  - id: "5001"\n',
        '  - id: "5001"\n    policy: { minDevicesForPercent: 1 }\n',
      );
      const { emulator, run, readPlan, writePlan } = await setup(onTestFinished, { 'smform.yaml': gated });
      const client = createClient({ apiKey: KEY, baseUrl: emulator.url });
      onTestFinished(() => client.close());
      expect((await run(['plan', 'smform.yaml', '--out', 'plan.json'])).code).toBe(0);
      // The file claims no device was evaluated, so its own numbers refuse nothing.
      const { devicesEvaluated: _evaluated, ...plan } = await readPlan();
      const blind: Plan = {
        ...plan,
        devicesEvaluated: false,
        changes: plan.changes.map(({ devices: _devices, ...change }) => change),
      };
      await writePlan({ ...blind, planHash: computePlanHash(blind) }, 'blind.json');
      // Kiosk-01 loses its ipad tag: Kiosks (withAll kiosk, ipad) now drops 1 of the 2 devices of N_1.
      await client.call(
        'modifyNetworkSmDevicesTags',
        { networkId: 'N_1', ids: ['d1'], tags: ['ipad'], updateAction: 'delete' },
        { orgId: '5001' },
      );
      for (const file of ['plan.json', 'blind.json']) {
        const refused = await run(['apply', file]);
        expect(refused.stderr).toContain('network/N_1/targetGroup/Kiosks would move 1 of 2 devices');
        expect(refused.code, file).toBe(4);
      }
      expect(writesOf(emulator).filter((w) => w.includes('targetGroups'))).toEqual([]);
      const forced = await run(['apply', 'blind.json', '--force', '--no-backup']);
      expect(forced.code, forced.stderr).toBe(0);
    },
    TIMEOUT,
  );

  it.concurrent(
    'with SMFORM_PLAN_SIGNING_KEY, plan --out signs; apply refuses unsigned, mis-signed and re-hashed plans; the key is never shown',
    async ({ onTestFinished }) => {
      const { emulator, cwd, run, runs, readPlan, writePlan } = await setup(onTestFinished);
      const signing = { SMFORM_PLAN_SIGNING_KEY: SIGNING_KEY };
      expect((await run(['plan', 'smform.yaml', '--out', 'unsigned.json'])).code).toBe(0);
      expect((await run(['plan', 'smform.yaml', '--out', 'signed.json'], signing)).code).toBe(0);
      expect(
        (
          await run(['plan', 'smform.yaml', '--out', 'other.json'], {
            SMFORM_PLAN_SIGNING_KEY: 'x'.repeat(40),
          })
        ).code,
      ).toBe(0);
      const signed = await readPlan('signed.json');
      expect(signed.signature).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
      expect((await readPlan('unsigned.json')).signature).toBeUndefined();

      const unsigned = await run(['apply', 'unsigned.json'], signing);
      expect(unsigned.stderr).toContain('unsigned.json is not signed');
      expect(unsigned.code).toBe(5);
      const other = await run(['apply', 'other.json'], signing);
      expect(other.stderr).toContain('does not match its content');
      expect(other.code).toBe(5);
      // Forged and re-hashed, keeping the signature: refused even with --trust-plan and no config.
      await writePlan({ ...forge(signed), signature: String(signed.signature) }, 'forged.json');
      await rm(join(cwd, 'smform.yaml'));
      const forged = await run(['apply', 'forged.json', '--trust-plan', '--allow-delete'], signing);
      expect(forged.stderr).toContain('does not match its content');
      expect(forged.code).toBe(5);
      const short = await run(['apply', 'signed.json'], { SMFORM_PLAN_SIGNING_KEY: 'short' });
      expect(short.stderr).toContain('SMFORM_PLAN_SIGNING_KEY is too short');
      expect(short.code).toBe(1);
      expect(writesOf(emulator)).toEqual([]);

      // The signed plan, its config back in place: applies.
      await writeFile(join(cwd, 'smform.yaml'), config);
      // Without the key a signature cannot be checked, and apply says so (here it then lacks an API key).
      const unchecked = await run(['apply', 'signed.json'], { MERAKI_DASHBOARD_API_KEY: '' });
      expect(unchecked.stderr).toContain('signed.json is signed, but SMFORM_PLAN_SIGNING_KEY is not set');
      expect(unchecked.code).toBe(1);
      const applied = await run(['apply', 'signed.json', '--no-backup'], signing);
      expect(applied.code, applied.stderr).toBe(0);

      for (const file of ['signed.json', 'forged.json'])
        expect(await readFile(join(cwd, file), 'utf8')).not.toContain('0123456789abcdef');
      for (const output of runs) expect(output.stdout + output.stderr).not.toContain('0123456789abcdef');
    },
    TIMEOUT,
  );
});
