import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
// What an attacker holding the plan artifact has: the package's own exports.
import { computePlanHash, type Plan } from '../../src/index.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

/** Each test runs the CLI (in-process, so src/ is what runs) a few times, on a machine that may be busy. */
const TIMEOUT = 120_000;

const seed = {
  organizations: [
    {
      id: '5001',
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll' as const, tags: ['kiosk'] },
            { id: 't2', name: 'Finance laptops', scope: 'withAny' as const, tags: ['finance'] },
          ],
        },
      ],
    },
  ],
};

/** The repository's config: Kiosks gets a tag more. */
const config = (kiosks = '{ name: Kiosks, scope: withAll, tags: [kiosk, ipad] }') => `organizations:
  - id: "5001"
    networks:
      - id: N_1
        targetGroups:
          - ${kiosks}
`;

/** The attacker's config, elsewhere on the machine: it prunes Finance laptops and widens Kiosks to all. */
const evil = `organizations:
  - id: "5001"
    policy: { prune: true }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: all }
`;

const writesOf = (emulator: RunningEmulator): string[] =>
  emulator.requestLog.filter((entry) => entry.method !== 'GET').map((e) => `${e.method} ${e.path}`);

async function setup(onFinished: OnFinished, files: Record<string, string>) {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
  onFinished(() => emulator.close());
  const cwd = await workdir(onFinished, files);
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
  const run = (argv: string[], where = cwd) => smform(argv, { cwd: where, env });
  const readPlan = async (file: string, where = cwd): Promise<Plan> =>
    JSON.parse(await readFile(join(where, file), 'utf8')) as Plan;
  const writePlan = (plan: Plan, file: string) =>
    writeFile(join(cwd, file), `${JSON.stringify(plan, null, 2)}\n`);
  return { emulator, cwd, run, readPlan, writePlan };
}

describe('apply PLANFILE reads the config from the repository, never from the plan', () => {
  it.concurrent(
    'a re-hashed plan that points at another config directory is refused (exit 5), nothing written',
    async ({ onTestFinished }) => {
      const { emulator, run, readPlan, writePlan } = await setup(onTestFinished, {
        'smform.yaml': config(),
      });
      const elsewhere = await workdir(onTestFinished, { 'smform.yaml': evil });
      const made = await run(['plan', '--allow-delete', '--force', '--out', 'evil.json'], elsewhere);
      expect(made.code, made.stderr).toBe(0);
      const plan = await readPlan('evil.json', elsewhere);
      const forged: Plan = { ...plan, origin: { command: 'plan', paths: [elsewhere] } };
      await writePlan({ ...forged, planHash: computePlanHash(forged) }, 'plan.json');

      const before = emulator.state();
      const applied = await run(['apply', 'plan.json', '--allow-delete', '--force']);
      expect(applied.code, applied.stderr + applied.stdout).toBe(5);
      expect(applied.stderr).toContain(`the plan records its config at ${elsewhere}`);
      expect(applied.stderr).toContain(
        "outside this repository's config, which is . (the current directory)",
      );
      expect(writesOf(emulator)).toEqual([]);
      expect(emulator.state()).toEqual(before);
      // The repository's own plan, saved and applied without naming the config, still applies.
      expect((await run(['plan', '--out', 'good.json'])).code).toBe(0);
      const good = await run(['apply', 'good.json', '--no-backup']);
      expect(good.code, good.stderr).toBe(0);
      expect(good.stderr).toContain('Checked: a fresh plan of . has the same 1 change.');
    },
    TIMEOUT,
  );

  it.concurrent(
    'the settings file says where the config is: a plan of it applies without naming it',
    async ({ onTestFinished }) => {
      const { emulator, cwd, run } = await setup(onTestFinished, {
        'smform.settings.yaml': 'configPaths: [policy]\n',
      });
      await rm(join(cwd, 'policy'), { recursive: true, force: true });
      await import('node:fs/promises').then((fs) => fs.mkdir(join(cwd, 'policy')));
      await writeFile(join(cwd, 'policy', 'smform.yaml'), config());
      expect((await run(['plan', '--out', 'plan.json'])).code).toBe(0);
      const applied = await run(['apply', 'plan.json', '--no-backup']);
      expect(applied.code, applied.stderr).toBe(0);
      expect(applied.stderr).toContain('Checked: a fresh plan of policy has the same 1 change.');
      expect(writesOf(emulator)).toHaveLength(1);
    },
    TIMEOUT,
  );

  it.concurrent(
    '--trust-plan never changes an object the current config marks protected; without config it says what went unchecked',
    async ({ onTestFinished }) => {
      const { emulator, cwd, run } = await setup(onTestFinished, { 'smform.yaml': config() });
      expect((await run(['plan', '--out', 'plan.json'])).code).toBe(0);
      // Since the plan, a reviewed edit marked Kiosks protected: the plan's config is not at hand any more.
      await writeFile(
        join(cwd, 'smform.yaml'),
        config('{ name: Kiosks, scope: withAll, tags: [kiosk, ipad], protected: true }'),
      );
      const refused = await run(['apply', 'plan.json', '--trust-plan', '--force', '--no-backup']);
      expect(refused.code, refused.stderr).toBe(4);
      expect(refused.stderr).toContain('network/N_1/targetGroup/Kiosks is protected');
      expect(writesOf(emulator)).toEqual([]);

      // No config at all: applied on the file's word, and said loudly even with --quiet.
      await rm(join(cwd, 'smform.yaml'));
      const trusted = await run(['apply', 'plan.json', '--trust-plan', '--quiet', '--no-backup']);
      expect(trusted.code, trusted.stderr).toBe(0);
      expect(trusted.stderr).toMatch(/^warning: --trust-plan: .*not checked: .*protected/m);
      expect(writesOf(emulator)).toHaveLength(1);
    },
    TIMEOUT,
  );
});
