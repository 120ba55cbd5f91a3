import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

/*
 * Issue 27.3: a config path that yields nothing to manage is an error (exit 3) for every command, unless
 * the config says so with `organizations: []`; a walked file whose top-level key is a typo of a config
 * key (`orgs:`) is validated, not skipped, and its key reported with a did-you-mean.
 */

const KEY = 'test-key-nothing-to-manage';

async function repo(onFinished: OnFinished, files: Record<string, string>): Promise<string> {
  const dir = await workdir(onFinished, {});
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

const COMMANDS = [
  ['validate', 'config'],
  ['plan', 'config', '--detailed-exitcode'],
  ['drift', 'config', '--detailed-exitcode'],
  ['apply', 'config', '--auto-approve', '--no-backup'],
];

describe('a config path with nothing to manage', () => {
  it('is an error for validate, plan, drift and apply, naming the files it skipped', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const cwd = await repo(onTestFinished, {
      'config/comment.yaml': '# filled in later\n',
      'config/mkdocs.yml': 'site_name: Policy\n',
    });
    const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
    for (const argv of COMMANDS) {
      const run = await smform(argv, { cwd, env });
      expect(run.code, `${argv.join(' ')}\n${run.stdout}${run.stderr}`).toBe(3);
      expect(run.stdout + run.stderr).toContain(
        'config/comment.yaml:1:1  nothing to manage: none of the 2 YAML files found is smform config (config/comment.yaml: no organizations: key; config/mkdocs.yml: no organizations: key)',
      );
    }
    expect(emulator.requestLog).toEqual([]);
  }, 120_000);

  it('reports a walked file whose top-level key is a typo, with a did-you-mean', async ({
    onTestFinished,
  }) => {
    const cwd = await repo(onTestFinished, {
      'config/acme.yaml': "organizations:\n  - id: '7301'\n    adminRoles: []\n",
      'config/typo.yaml': "orgs:\n  - id: '7302'\n    networks:\n      - id: N_1\n        targetGroups: []\n",
    });
    const run = await smform(['validate', 'config'], { cwd });
    expect(run.code, run.stdout).toBe(3);
    expect(run.stdout).toContain('config/typo.yaml:1:1  orgs: unknown key "orgs"');
    expect(run.stdout).toContain(
      'hint: did you mean "organizations"? allowed keys: templates, organizations',
    );
    expect(run.stdout).not.toContain('skipped');
  }, 60_000);

  it('is no error when the config says so with organizations: []', async ({ onTestFinished }) => {
    const emulator = await startEmulator({ port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const cwd = await repo(onTestFinished, {
      'config/none.yaml': '# smform manages nothing here yet, on purpose.\norganizations: []\n',
      'config/mkdocs.yml': 'site_name: Policy\n',
    });
    const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
    for (const argv of COMMANDS) {
      const run = await smform(argv, { cwd, env });
      expect(run.code, `${argv.join(' ')}\n${run.stdout}${run.stderr}`).toBe(0);
    }
    const named = await smform(['validate', 'config/none.yaml'], { cwd });
    expect(named.code, named.stdout).toBe(0);
  }, 120_000);
});
