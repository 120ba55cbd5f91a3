import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { smform as cleanRun, workdir } from '../cli/run-in-process.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform } from './cli.js';

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'smform-init-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const WORKFLOWS = ['apply.yml', 'drift.yml', 'plan.yml'];

describe('smform init', () => {
  it('scaffolds a commented starter, the three workflows, a README, package.json and .gitignore; it validates', async () => {
    const dir = await tempDir();
    const run = await smform(['init', dir], { env: { MERAKI_DASHBOARD_API_KEY: undefined } });
    expect(run.code, run.stderr).toBe(0);
    const written = run.stderr.split('\n').filter((line) => line.startsWith('wrote '));
    expect(written.map((line) => line.slice(`wrote ${dir}/`.length))).toEqual([
      'orgs/my-organization.yaml',
      ...WORKFLOWS.map((name) => `.github/workflows/${name}`),
      'README.md',
      'package.json',
      '.gitignore',
      'vendor/smform-0.1.0.tgz',
    ]);
    for (const name of WORKFLOWS) {
      expect(await readFile(join(dir, '.github/workflows', name), 'utf8')).toBe(
        await readFile(join('examples/github-workflows', name), 'utf8'),
      );
    }
    const starter = await readFile(join(dir, 'orgs/my-organization.yaml'), 'utf8');
    expect(starter).toContain("  - id: '000000'");
    expect(starter).toContain('# Written by `smform init` as a starting point; edit freely.');
    expect(starter).toContain('    # adminRoles:');
    const validated = await smform(['validate', dir]);
    expect(validated.code, validated.stdout).toBe(0);
    const matrix = await smform(['orgs', dir, '--matrix']);
    expect(matrix.stdout).toBe('{"include":[{"org":"000000","name":"My Organization"}]}\n');
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    // The smform that ran init, packed into the repository and named by a relative path: the repository's
    // CI runs what the admin ran, whether or not that build is on the npm registry.
    const own = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    expect(pkg.devDependencies['smform']).toBe(`file:vendor/smform-${own.version}.tgz`);
    expect(await readFile(join(dir, 'README.md'), 'utf8')).toContain(
      `installs smform from \`vendor/smform-${own.version}.tgz\`, committed in this repository`,
    );
    expect(await readFile(join(dir, 'README.md'), 'utf8')).toContain('MERAKI_DASHBOARD_API_KEY');
    // Pull requests plan what they change (issue 16); the README says how to turn it off.
    expect(await readFile(join(dir, '.github/workflows/plan.yml'), 'utf8')).toContain(
      'flags="$flags --changed-since refs/smform/applied"',
    );
    expect(await readFile(join(dir, 'README.md'), 'utf8')).toContain('`SMFORM_FULL_PLAN`');

    // A second run keeps what is there.
    const again = await smform(['init', dir]);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain(`kept ${join(dir, 'README.md')} (it exists)`);
    expect(again.stderr).not.toContain('wrote ');
  });

  it('with --org starts from an export, so the first plan of the new repository is empty', async () => {
    const emulator = await startTestEmulator('examples/acme/live.yaml', { rateLimit: 0 });
    const dir = await tempDir();
    const run = await smform(['--base-url', emulator.url, 'init', '--org', '549236', dir]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`wrote ${join(dir, 'orgs/549236.yaml')}`);
    expect(run.stderr).toContain(`wrote ${join(dir, 'networks/N_24329156.yaml')}`);
    expect(run.stderr).not.toContain('my-organization.yaml');
    expect(await readFile(join(dir, 'README.md'), 'utf8')).toContain('export of organization 549236');
    const planned = await smform(['--base-url', emulator.url, 'plan', dir, '--detailed-exitcode']);
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toBe('No changes.\n');
  });
});

describe('smform init, run with only PATH in the environment', () => {
  it('ignores .smform/ and restore.json, writes a starter that plans with exit 0 once its id is set, and takes --smform-spec', async ({
    onTestFinished: finished,
  }) => {
    const emulator = await startTestEmulator('examples/acme/live.yaml', { rateLimit: 0 });
    const cwd = await workdir(finished, {});
    const run = await cleanRun(['init', 'repo', '--smform-spec', '0.1.0'], { cwd });
    expect(run.code, run.stderr).toBe(0);
    const ignored = (await readFile(join(cwd, 'repo/.gitignore'), 'utf8')).split('\n');
    expect(ignored).toContain('.smform/');
    expect(ignored).toContain('restore.json');
    const pkg = JSON.parse(await readFile(join(cwd, 'repo/package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    // A version is written as given, and nothing is vendored.
    expect(pkg.devDependencies).toEqual({ smform: '0.1.0' });
    expect(await readdir(join(cwd, 'repo'))).not.toContain('vendor');

    const starter = join(cwd, 'repo/orgs/my-organization.yaml');
    await writeFile(starter, (await readFile(starter, 'utf8')).replace("'000000'", "'549236'"));
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const planned = await cleanRun(['plan', '--detailed-exitcode'], { cwd: join(cwd, 'repo'), env });
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toContain('? org/549236/adminRole/Helpdesk EMEA');
    expect(planned.stdout).toMatch(/No changes\.\n$/);
  });

  it('refuses --network without --org, and writes nothing', async ({ onTestFinished: finished }) => {
    const cwd = await workdir(finished, {});
    const run = await cleanRun(['init', 'repo', '--network', 'N_1'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error: --network needs --org');
    expect(await readdir(cwd)).toEqual([]);
  });
});
