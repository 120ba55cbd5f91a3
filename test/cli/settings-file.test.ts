import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

/**
 * The project settings file (smform.settings.yaml, docs/settings.md) through the CLI (in-process): found upward,
 * flags > environment > settings file > defaults, `--rate-budget`, its located errors, the API key refused,
 * `validate` reporting it, and `restore`'s thresholds.
 */

const KEY = 'test-key-never-printed';
/** A loopback address nothing answers on: a run that goes there fails (exit 1). */
const NOWHERE = 'http://127.0.0.1:9/api/v1';

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      name: 'Org',
      networks: [{ id: 'N_1', name: 'SM', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'all' }] }],
    },
  ],
};
const SEED_YAML = `# yaml-language-server: $schema=seed.schema.json
organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups: [{ id: t1, name: Kiosks, scope: all }]
`;
const CONFIG = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: all }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

/** A workdir with `files` (paths may hold directories) and the CLI run (in-process) from `dir` inside it. */
async function project(onFinished: OnFinished, files: Record<string, string>) {
  const root = await workdir(onFinished, {});
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(root, name, '..'), { recursive: true });
    await writeFile(join(root, name), text);
  }
  const run = (argv: string[], env: Record<string, string> = {}, dir = '.') =>
    smform(argv, {
      cwd: join(root, dir),
      env: { MERAKI_DASHBOARD_API_KEY: KEY, SMFORM_TEST_FAST_RETRY: '1', ...env },
    });
  return { root, run };
}

/** The `--debug` line naming where a setting came from. */
const settingLine = (stderr: string, name: string): string | undefined =>
  stderr.split('\n').find((line) => line.startsWith(`debug: setting ${name} = `));

describe('finding the settings file', () => {
  it('is found in a parent directory: its configPaths (relative to it) and output apply', async ({
    onTestFinished,
  }) => {
    const { run } = await project(onTestFinished, {
      'smform.settings.yaml': 'configPaths: [config]\noutput: json\n',
      'config/smform.yaml': CONFIG,
      'deep/er/.keep': '',
    });
    const validated = await run(['--debug', 'validate'], {}, 'deep/er');
    expect(validated.code, validated.stderr).toBe(0);
    const report = JSON.parse(validated.stdout) as { files: string[]; settings: { file: string } };
    expect(report.files).toEqual(['../../config/smform.yaml']);
    expect(report.settings).toEqual({ file: '../../smform.settings.yaml', valid: true, diagnostics: [] });
    expect(validated.stderr).toContain('debug: settings file: ../../smform.settings.yaml\n');
    expect(settingLine(validated.stderr, 'configPaths')).toBe(
      'debug: setting configPaths = ../../config (from ../../smform.settings.yaml:1:14)',
    );
  });

  it('stops at the git root: a settings file above the repository does not apply', async ({
    onTestFinished,
  }) => {
    const { run } = await project(onTestFinished, {
      'smform.settings.yaml': 'output: json\n',
      'repo/.git/HEAD': 'ref: refs/heads/main\n',
      'repo/smform.yaml': CONFIG,
    });
    const validated = await run(['--debug', 'validate'], {}, 'repo');
    expect(validated.code, validated.stderr).toBe(0);
    expect(validated.stdout).toMatch(/^Checked 1 file:/m);
    expect(validated.stderr).toContain('debug: settings file: none found\n');
  });

  it('the config walk skips the settings file instead of reading it as config', async ({
    onTestFinished,
  }) => {
    const { run } = await project(onTestFinished, {
      'smform.settings.yaml': 'timeout: 10\n',
      'smform.yaml': CONFIG,
    });
    const validated = await run(['validate']);
    expect(validated.code, validated.stderr).toBe(0);
    expect(validated.stdout).toContain('skipped smform.settings.yaml (the project settings file)\n');
    expect(validated.stdout).toContain('Checked the settings file smform.settings.yaml: 0 errors.\n');
  });
});

describe('precedence: flags > environment > settings file > defaults', () => {
  it('base URL: each level wins over the next, and the run really goes there', async ({ onTestFinished }) => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0, apiKeys: [KEY] });
    const plan = ['--debug', '--max-attempts', '1', 'plan', '--no-devices'];

    const fromFile = await project(onTestFinished, {
      'smform.settings.yaml': `baseUrl: ${emulator.url}\n`,
      'smform.yaml': CONFIG,
    });
    const filed = await fromFile.run(plan);
    expect(filed.code, filed.stderr).toBe(0);
    expect(settingLine(filed.stderr, 'baseUrl')).toBe(
      `debug: setting baseUrl = ${emulator.url} (from smform.settings.yaml:1:10)`,
    );
    expect(filed.stdout).toContain('Plan: 1 to create, 0 to update, 0 to delete.');

    const overridden = await project(onTestFinished, {
      'smform.settings.yaml': `baseUrl: ${NOWHERE}\n`,
      'smform.yaml': CONFIG,
    });
    const byEnv = await overridden.run(plan, { MERAKI_BASE_URL: emulator.url });
    expect(byEnv.code, byEnv.stderr).toBe(0);
    expect(settingLine(byEnv.stderr, 'baseUrl')).toBe(
      `debug: setting baseUrl = ${emulator.url} (from the environment, MERAKI_BASE_URL)`,
    );
    const byFlag = await overridden.run(['--base-url', emulator.url, ...plan], { MERAKI_BASE_URL: NOWHERE });
    expect(byFlag.code, byFlag.stderr).toBe(0);
    expect(settingLine(byFlag.stderr, 'baseUrl')).toBe(
      `debug: setting baseUrl = ${emulator.url} (from --base-url)`,
    );
    // Without the flag, the environment's unreachable URL is the one used: the flag really was the winner.
    const envOnly = await overridden.run(plan, { MERAKI_BASE_URL: NOWHERE });
    expect(envOnly.code).toBe(1);

    const none = await project(onTestFinished, { 'smform.yaml': CONFIG });
    const defaulted = await none.run(['--debug', 'validate']);
    expect(settingLine(defaulted.stderr, 'baseUrl')).toBe(
      'debug: setting baseUrl = https://api.meraki.com/api/v1 (default)',
    );
    expect(emulator.requestLog.length).toBeGreaterThan(0);
  });

  it('output: the flag wins over the file, the file over the default; a format the command lacks is skipped', async ({
    onTestFinished,
  }) => {
    const { run } = await project(onTestFinished, {
      'smform.settings.yaml': 'output: markdown\n',
      'smform.yaml': CONFIG,
      'seed.yaml': SEED_YAML,
    });
    const plan = ['--emulator', 'seed.yaml', 'plan', '--no-devices'];
    const filed = await run(plan);
    expect(filed.code, filed.stderr).toBe(0);
    expect(filed.stdout).toContain('<!-- smform:plan -->');
    const flagged = await run([...plan, '--output', 'json']);
    expect(JSON.parse(flagged.stdout)).toMatchObject({ summary: { create: 1 } });
    // validate has no markdown: it keeps its own default and --debug says why.
    const validated = await run(['--debug', 'validate']);
    expect(validated.stdout).toMatch(/^Checked 1 file:/m);
    expect(settingLine(validated.stderr, 'output')).toBe(
      "debug: setting output = text (default; the settings file's markdown is not a format of `validate`)",
    );

    const none = await project(onTestFinished, { 'smform.yaml': CONFIG, 'seed.yaml': SEED_YAML });
    const defaulted = await none.run(plan);
    expect(defaulted.stdout).toContain('Plan: 1 to create, 0 to update, 0 to delete.');
  });

  it('output: json from the file makes failures JSON too, as --output json does', async ({
    onTestFinished,
  }) => {
    const { run } = await project(onTestFinished, {
      'smform.settings.yaml': 'output: json\n',
      'smform.yaml': CONFIG.replace('scope: all', 'scope: everything'),
      'seed.yaml': SEED_YAML,
    });
    const planned = await run(['--emulator', 'seed.yaml', 'plan', '--no-devices']);
    expect(planned.code).toBe(3);
    expect(JSON.parse(planned.stdout)).toMatchObject({ error: { code: 'config.invalid', exitCode: 3 } });
  });

  it('rateBudget: flag over SMFORM_RATE_BUDGET over the file over 10, in the client the run uses', async ({
    onTestFinished,
  }) => {
    const { run } = await project(onTestFinished, {
      'smform.settings.yaml': '# shared with the ticketing integration\nrateBudget: 6\n',
      'smform.yaml': CONFIG,
      'seed.yaml': SEED_YAML,
    });
    const plan = ['--debug', '--emulator', 'seed.yaml', 'plan', '--no-devices'];
    const budgetOf = (stderr: string) => /^debug: client rate budget: (\S+) requests\/s/m.exec(stderr)?.[1];

    const filed = await run(plan);
    expect(budgetOf(filed.stderr)).toBe('6');
    expect(settingLine(filed.stderr, 'rateBudget')).toBe(
      'debug: setting rateBudget = 6 (from smform.settings.yaml:2:13)',
    );
    const byEnv = await run(plan, { SMFORM_RATE_BUDGET: '4' });
    expect(budgetOf(byEnv.stderr)).toBe('4');
    expect(settingLine(byEnv.stderr, 'rateBudget')).toBe(
      'debug: setting rateBudget = 4 (from the environment, SMFORM_RATE_BUDGET)',
    );
    const byFlag = await run(['--rate-budget', '2.5', ...plan], { SMFORM_RATE_BUDGET: '4' });
    expect(budgetOf(byFlag.stderr)).toBe('2.5');
    expect(settingLine(byFlag.stderr, 'rateBudget')).toBe(
      'debug: setting rateBudget = 2.5 (from --rate-budget)',
    );

    const none = await project(onTestFinished, { 'smform.yaml': CONFIG, 'seed.yaml': SEED_YAML });
    const defaulted = await none.run(plan);
    expect(budgetOf(defaulted.stderr)).toBe('10');
    expect(settingLine(defaulted.stderr, 'rateBudget')).toBe('debug: setting rateBudget = 10 (default)');

    const tooMuch = await run(['--rate-budget', '11', ...plan]);
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.stderr).toContain("expected requests per second above 0, at most the API's 10");
  });

  it('--rate-budget 1 holds requests to the organization back; the default of 10 holds none', async ({
    onTestFinished,
  }) => {
    const { run } = await project(onTestFinished, { 'smform.yaml': CONFIG, 'seed.yaml': SEED_YAML });
    const plan = ['--debug', '--emulator', 'seed.yaml', 'plan', '--no-devices'];
    const requests = (stderr: string) => stderr.split('\n').filter((l) => / -> \d{3} in \d+ms/.test(l));
    const held = (stderr: string) => requests(stderr).filter((l) => l.includes('by the rate budget'));

    const slow = await run(['--rate-budget', '1', ...plan]);
    expect(slow.code, slow.stderr).toBe(0);
    expect(requests(slow.stderr).length).toBeGreaterThan(1);
    // A burst of 1: the requests after the first wait for their tokens (the test clock shrinks the waits,
    // the log says what the budget asked for). How many depends on the schedule, not on a stopwatch.
    expect(held(slow.stderr).length).toBeGreaterThan(0);
    expect(slow.stderr).toContain('debug: client rate budget: 1 requests/s per organization (first burst 1)');
    const normal = await run(plan);
    expect(requests(normal.stderr).length).toBe(requests(slow.stderr).length);
    expect(held(normal.stderr)).toEqual([]);
  });

  it('proxy: the environment wins over the file, and --debug never shows its password', async ({
    onTestFinished,
  }) => {
    const { run } = await project(onTestFinished, {
      'smform.settings.yaml': 'proxy: http://ops:hunter2@proxy.example:3128\ntimeout: 7\n',
      'smform.yaml': CONFIG,
    });
    const filed = await run(['--debug', 'validate']);
    expect(settingLine(filed.stderr, 'proxy')).toBe(
      'debug: setting proxy = http://ops:***@proxy.example:3128/ (from smform.settings.yaml:1:8)',
    );
    expect(settingLine(filed.stderr, 'timeout')).toBe(
      'debug: setting timeout = 7 (from smform.settings.yaml:2:10)',
    );
    expect(filed.stderr).not.toContain('hunter2');
    const byEnv = await run(['--debug', 'validate'], { HTTPS_PROXY: 'http://other.example:8080' });
    expect(settingLine(byEnv.stderr, 'proxy')).toBe(
      'debug: setting proxy = http://other.example:8080 (from the environment, HTTPS_PROXY)',
    );
    expect(settingLine(byEnv.stderr, 'apiKey')).toBe(
      'debug: setting apiKey = (set, never shown) (from the environment, MERAKI_DASHBOARD_API_KEY)',
    );
    expect(byEnv.stderr).not.toContain(KEY);
    // An address URL parsing refuses (a port past 65535) still has its password hidden.
    const unparsable = await run(['--debug', 'validate'], {
      HTTPS_PROXY: 'http://ops:hunter2@proxy.example:99999',
    });
    expect(settingLine(unparsable.stderr, 'proxy')).toBe(
      'debug: setting proxy = http://ops:***@proxy.example:99999 (from the environment, HTTPS_PROXY)',
    );
    // Without a scheme the value is read as http (HOST:PORT, as curl does): its password is a URL's too.
    const bare = await run(['--debug', 'validate'], { HTTPS_PROXY: 'ops:hunter2@proxy.example:3128' });
    expect(settingLine(bare.stderr, 'proxy')).toBe(
      'debug: setting proxy = ops:***@proxy.example:3128 (from the environment, HTTPS_PROXY)',
    );
    const flag = await run(['--debug', '--proxy', 'ops:hunter2@proxy.example:3128', 'validate']);
    expect(settingLine(flag.stderr, 'proxy')).toContain('= ops:***@proxy.example:3128 (');
    const token = await run(['--debug', 'validate'], { HTTPS_PROXY: 'tok3n@proxy.example:3128' });
    expect(settingLine(token.stderr, 'proxy')).toBe(
      'debug: setting proxy = ***@proxy.example:3128 (from the environment, HTTPS_PROXY)',
    );
    expect(bare.stderr + flag.stderr).not.toContain('hunter2');
  });
});

describe('a wrong settings file', () => {
  it('a misspelt key and a wrong type are reported with file:line:column and the fix (exit 3)', async ({
    onTestFinished,
  }) => {
    const { run } = await project(onTestFinished, {
      'smform.settings.yaml':
        'output: json\nrateBudgte: 3\ntimeout: soon\nrestore:\n  maxChangePercent: 150\n',
      'smform.yaml': CONFIG,
      'seed.yaml': SEED_YAML,
    });
    const planned = await run(['--emulator', 'seed.yaml', 'plan']);
    expect(planned.code).toBe(3);
    expect(planned.stderr).toContain(
      'smform.settings.yaml:2:1  rateBudgte: unknown key "rateBudgte"\n    hint: did you mean "rateBudget"?',
    );
    expect(planned.stderr).toContain(
      'smform.settings.yaml:3:10  timeout: must be a number, not the string "soon"',
    );
    expect(planned.stderr).toContain(
      'smform.settings.yaml:5:21  restore.maxChangePercent: maxChangePercent must be <= 100',
    );
    expect(planned.stderr).toContain('error: the settings file smform.settings.yaml is invalid (3 errors)');
    expect(planned.stdout).toBe('');
  });

  it('a YAML error is located too', async ({ onTestFinished }) => {
    const { run } = await project(onTestFinished, {
      'smform.settings.yaml': 'output: json\n\trateBudget: 3\n',
      'smform.yaml': CONFIG,
    });
    const validated = await run(['validate']);
    expect(validated.code).toBe(3);
    expect(validated.stdout).toMatch(/^smform\.settings\.yaml:2:1 {2}/m);
    expect(validated.stdout).toContain('Checked the settings file smform.settings.yaml: 1 error.\n');
  });

  it('an API key in the file is refused, by name, without printing it', async ({ onTestFinished }) => {
    const { run } = await project(onTestFinished, {
      'smform.settings.yaml': 'rateBudget: 5\napiKey: 0123456789abcdef-secret\n',
      'smform.yaml': CONFIG,
      'seed.yaml': SEED_YAML,
    });
    const planned = await run(['--emulator', 'seed.yaml', 'plan']);
    expect(planned.code).toBe(3);
    expect(planned.stderr).toContain(
      'smform.settings.yaml:2:1  apiKey: the API key cannot be set in the settings file ("apiKey")\n    hint: remove "apiKey:" from this file',
    );
    expect(planned.stderr).toContain('MERAKI_DASHBOARD_API_KEY');
    expect(planned.stderr + planned.stdout).not.toContain('0123456789abcdef-secret');
  });

  it('validate reports the settings file with the config (text and JSON, exit 3)', async ({
    onTestFinished,
  }) => {
    const { run } = await project(onTestFinished, {
      'smform.settings.yaml': 'output: yaml\n',
      'smform.yaml': CONFIG,
    });
    const text = await run(['validate']);
    expect(text.code).toBe(3);
    expect(text.stdout).toContain('smform.settings.yaml:1:9  output: "yaml" is not a valid output\n');
    expect(text.stdout).toContain('Checked the settings file smform.settings.yaml: 1 error.\n');
    expect(text.stdout).toMatch(/^Checked 1 file: .* 0 errors, 0 warnings\.$/m);
    const json = await run(['validate', '--output', 'json']);
    expect(json.code).toBe(3);
    const report = JSON.parse(json.stdout) as {
      valid: boolean;
      settings: { valid: boolean; diagnostics: { code: string; source: unknown }[] };
    };
    expect(report.valid).toBe(false);
    expect(report.settings.valid).toBe(false);
    expect(report.settings.diagnostics.map((d) => [d.code, d.source])).toEqual([
      ['invalid-value', { file: 'smform.settings.yaml', line: 1, column: 9 }],
    ]);
  });
});

describe("restore's thresholds", () => {
  it('restore without a config follows the settings file thresholds, and apply of its plan agrees', async ({
    onTestFinished,
  }) => {
    const groups = ['A', 'B', 'C'].map((name, i) => ({
      id: `g${i}`,
      name,
      scope: 'withAll' as const,
      tags: [name.toLowerCase()],
    }));
    const emulator = await startTestEmulator(
      { organizations: [{ id: '7301', networks: [{ id: 'N_1', targetGroups: groups }] }] },
      { rateLimit: 0 },
    );
    const { root, run } = await project(onTestFinished, {
      'smform.yaml': `organizations:
  - id: "7301"
    networks:
      - id: N_1
        targetGroups:
          - { name: A, scope: withAll, tags: [a, x] }
          - { name: B, scope: withAll, tags: [b, x] }
          - { name: C, scope: withAll, tags: [c] }
`,
    });
    const env = { MERAKI_BASE_URL: emulator.url };
    const applied = await run(['apply', '--no-devices', '--auto-approve'], env);
    expect(applied.code, applied.stderr).toBe(0);
    const [backup] = await readdir(join(root, '.smform', 'backups'));
    const file = `.smform/backups/${backup ?? ''}`;
    await rm(join(root, 'smform.yaml'));

    // No config at hand: the defaults do not count a scope of 3 objects (fewer than 10).
    const defaults = await run(['restore', file, '--no-devices'], env);
    expect(defaults.code, defaults.stderr).toBe(0);

    await writeFile(
      join(root, 'smform.settings.yaml'),
      'restore:\n  minObjectsForPercent: 2\n  maxChangePercent: 50\n',
    );
    const guarded = await run(['restore', file, '--no-devices', '--out', 'restore.json'], env);
    expect(guarded.code, guarded.stderr).toBe(4);
    expect(guarded.stderr).toContain(
      '2 of 3 objects in network/N_1/targetGroup would be updated or deleted (67%, more than the 50% allowed)',
    );
    const forced = await run(['restore', file, '--no-devices', '--force', '--out', 'restore.json'], env);
    expect(forced.code, forced.stderr).toBe(0);
    const restoredApply = await run(['apply', 'restore.json', '--force', '--auto-approve'], env);
    expect(restoredApply.code, restoredApply.stderr).toBe(0);
    expect(emulator.state().organizations?.[0]?.networks?.[0]?.targetGroups).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'A', tags: ['a'] })]),
    );
  });
});
