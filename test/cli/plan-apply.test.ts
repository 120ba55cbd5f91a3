import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/index.js';
import type { EmulatorOptions, Seed } from '../../src/emulator/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

const KEY = 'test-key-never-printed';

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            { id: 't2', name: 'Stray', scope: 'all', tags: [] },
          ],
        },
      ],
    },
  ],
};

const seedYaml = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups:
          - { id: t1, name: Kiosks, scope: withAll, tags: [kiosk] }
          - { id: t2, name: Stray, scope: all }
`;

const config = (prune = false): string => `organizations:
  - id: "7001"
    networks:
      - id: N_1
        policy: { prune: ${prune} }
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

async function setup(onFinished: OnFinished, files: Record<string, string>, options: EmulatorOptions = {}) {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0, ...options });
  onFinished(() => emulator.close());
  const cwd = await workdir(onFinished, files);
  const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
  return {
    emulator,
    cwd,
    run: (argv: string[], extra: Record<string, string> = {}) =>
      smform(argv, { cwd, env: { ...env, ...extra } }),
  };
}

describe('smform plan and apply', () => {
  it.concurrent(
    'exit 2 with changes, apply exits 0, then the plan is empty: exit 0',
    async ({ onTestFinished }) => {
      const { run, emulator } = await setup(onTestFinished, { 'smform.yaml': config() });
      const planned = await run(['plan', '--detailed-exitcode']);
      expect(planned.code).toBe(2);
      expect(planned.stdout.trimEnd().split('\n').at(-1)).toBe(
        'Plan: 1 to create, 1 to update, 0 to delete.',
      );
      expect(planned.stderr).toMatch(
        /^plan: 1 to create, 1 to update, 0 to delete, 0 unchanged, 1 unmanaged/m,
      );

      const applied = await run(['apply', 'smform.yaml', '--auto-approve']);
      expect(applied.code).toBe(0);
      expect(applied.stdout).toMatch(/^done +update +network\/N_1\/targetGroup\/Kiosks/m);
      expect(applied.stdout).toMatch(/^done +create +network\/N_1\/targetGroup\/Laptops +id \S+/m);
      expect(applied.stdout).toContain('Apply complete: 2 done, 0 failed, 0 skipped.');
      expect(applied.stderr.trimEnd().split('\n').at(-1)).toBe(
        'API: 7 calls, 7 requests, 0 retries, 0 rate-limited (429), 0 errors.',
      );
      expect(emulator.state().organizations[0]?.networks[0]?.targetGroups).toHaveLength(3);

      const again = await run(['--debug', 'plan', '--detailed-exitcode']);
      expect(again.stderr).toMatch(
        /^debug: GET \/api\/v1\/networks\/N_1\/sm\/targetGroups -> 200 in \d+ms$/m,
      );
      expect(again.code).toBe(0);
      expect(again.stdout.trimEnd().split('\n').at(-1)).toBe('No changes.');
      for (const output of [planned, applied, again])
        expect(output.stdout + output.stderr).not.toContain(KEY);
    },
  );

  it.concurrent('exit 3 for an invalid config, with file:line:column', async ({ onTestFinished }) => {
    const { run } = await setup(onTestFinished, {
      'smform.yaml': config().replace('tags: [laptop]', 'tagz: [laptop]'),
    });
    const result = await run(['plan', 'smform.yaml']);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/smform\.yaml:\d+:\d+ /);
  });

  it.concurrent(
    'exit 4 when the plan deletes without --allow-delete; the flag allows it',
    async ({ onTestFinished }) => {
      const { run } = await setup(onTestFinished, { 'smform.yaml': config(true) });
      const refused = await run(['plan', 'smform.yaml']);
      expect(refused.code).toBe(4);
      expect(refused.stderr).toContain('network/N_1/targetGroup/Stray');
      expect(refused.stderr).toContain('pass --allow-delete to allow');
      const refusedApply = await run(['apply', 'smform.yaml', '--auto-approve']);
      expect(refusedApply.code).toBe(4);
      const allowed = await run(['apply', 'smform.yaml', '--auto-approve', '--allow-delete']);
      expect(allowed.code).toBe(0);
      expect(allowed.stdout).toMatch(/^done +delete +network\/N_1\/targetGroup\/Stray/m);
    },
  );

  it.concurrent('exit 5 when live state moved between plan --out and apply', async ({ onTestFinished }) => {
    const { run, emulator } = await setup(onTestFinished, { 'smform.yaml': config() });
    expect((await run(['plan', '--out', 'plan.json'])).code).toBe(0);
    const client = createClient({ apiKey: 'test-key', baseUrl: emulator.url });
    await client.call(
      'updateNetworkSmTargetGroup',
      { networkId: 'N_1', targetGroupId: 't1', name: 'Kiosks', scope: 'withAll, kiosk, android' },
      { orgId: '7001' },
    );
    await client.close();
    const stale = await run(['apply', 'plan.json']);
    expect(stale.code).toBe(5);
    expect(stale.stderr).toContain('the plan is stale');
    expect(stale.stderr).toContain('network/N_1/targetGroup/Kiosks: it was changed live');
  });

  it.concurrent(
    'exit 5 for a plan file edited after it was made; the unedited file applies',
    async ({ onTestFinished }) => {
      const { run, cwd } = await setup(onTestFinished, { 'smform.yaml': config() });
      expect((await run(['plan', 'smform.yaml', '--out', 'plan.json'])).code).toBe(0);
      const text = await readFile(join(cwd, 'plan.json'), 'utf8');
      await writeFile(join(cwd, 'edited.json'), text.replace('"laptop"', '"everything"'));
      const altered = await run(['apply', 'edited.json']);
      expect(altered.code).toBe(5);
      expect(altered.stderr).toContain('altered');
      const narrowed = await run(['apply', 'plan.json', '--network', 'N_1']);
      expect(narrowed.code).toBe(1);
      expect(narrowed.stderr).toContain('a saved plan is applied whole');
      const applied = await run(['apply', 'plan.json']);
      expect(applied.code).toBe(0);
      expect(applied.stdout).toContain('Apply complete: 2 done, 0 failed, 0 skipped.');
    },
  );

  it.concurrent(
    'exit 1 without --auto-approve when CI is set, and without an API key',
    async ({ onTestFinished }) => {
      const { run } = await setup(onTestFinished, { 'smform.yaml': config() });
      const unapproved = await run(['apply', 'smform.yaml'], { CI: 'true' });
      expect(unapproved.code).toBe(1);
      expect(unapproved.stderr).toContain('--auto-approve');
      const keyless = await run(['plan'], { MERAKI_DASHBOARD_API_KEY: '' });
      expect(keyless.code).toBe(1);
      expect(keyless.stderr).toContain('MERAKI_DASHBOARD_API_KEY is not set');
    },
  );

  it.concurrent(
    'exit 1 after a partial failure, with the table and the command to run next',
    async ({ onTestFinished }) => {
      const { run } = await setup(
        onTestFinished,
        { 'smform.yaml': config() },
        { faults: '5xx-after-write=1' },
      );
      const result = await run(['apply', 'smform.yaml', '--auto-approve']);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/^failed +update +network\/N_1\/targetGroup\/Kiosks +50\d /m);
      expect(result.stdout).toMatch(/^done +create +network\/N_1\/targetGroup\/Laptops .*found by name/m);
      expect(result.stdout).toContain('Apply failed: 1 done, 1 failed, 0 skipped.');
      expect(result.stderr).toContain('Next: run `smform plan smform.yaml` to see what is left');
    },
  );

  it.concurrent(
    '--emulator SEED runs against an in-process emulator without a key',
    async ({ onTestFinished }) => {
      const cwd = await workdir(onTestFinished, { 'seed.yaml': seedYaml, 'smform.yaml': config() });
      const planned = await smform(['--emulator', 'seed.yaml', 'plan', 'smform.yaml', '--output', 'json'], {
        cwd,
      });
      expect(planned.code).toBe(0);
      const plan = JSON.parse(planned.stdout) as { summary: { create: number; update: number } };
      expect(plan.summary).toMatchObject({ create: 1, update: 1 });
      // A repeatable --target does not swallow the path after it.
      const targeted = await smform(
        [
          '--emulator',
          'seed.yaml',
          'plan',
          '--target',
          'network/*/Laptops',
          'smform.yaml',
          '--output',
          'json',
        ],
        { cwd },
      );
      expect(targeted.code).toBe(0);
      expect((JSON.parse(targeted.stdout) as typeof plan).summary).toMatchObject({ create: 1, update: 0 });
    },
  );
});
