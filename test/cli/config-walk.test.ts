import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smform, workdir, type OnFinished } from './run-in-process.js';

/**
 * Config repositories hold other YAML (mkdocs, pre-commit, docker-compose): a walked directory skips a
 * file that is not meant for smform and lists it; one that looks meant for smform is still validated; a
 * file named on the command line always is; `.smformignore` at the walked root leaves files out.
 */

const ORG = `organizations:\n  - id: '7301'\n    adminRoles: []\n`;

async function repo(onFinished: OnFinished, files: Record<string, string>): Promise<string> {
  const dir = await workdir(onFinished, {});
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

describe('walking a config directory', () => {
  it('skips YAML with no organizations: key and no smform modeline, and lists it', async ({
    onTestFinished,
  }) => {
    const cwd = await repo(onTestFinished, {
      'orgs/acme.yaml': ORG,
      'mkdocs.yml': 'site_name: Policy\nnav:\n  - Home: index.md\n',
      '.pre-commit-config.yaml': 'repos:\n  - repo: local\n',
      'deploy/docker-compose.yaml': "services:\n  web:\n    image: 'nginx'\n",
    });
    const run = await smform(['validate'], { cwd });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toBe(
      'skipped .pre-commit-config.yaml (no organizations: key)\n' +
        'skipped deploy/docker-compose.yaml (no organizations: key)\n' +
        'skipped mkdocs.yml (no organizations: key)\n' +
        'Checked 1 file: 1 organization, 0 networks, 0 target groups, 0 admin roles, 0 sentry assignments (0 policies). 0 errors, 0 warnings.\n',
    );
  });

  it('still validates a file that looks meant for smform: a misspelt key, an smform modeline', async ({
    onTestFinished,
  }) => {
    const cwd = await repo(onTestFinished, {
      'orgs/acme.yaml': ORG,
      'orgs/typo.yaml': "organisations:\n  - id: '7302'\n",
      'orgs/modeline.yaml':
        '# yaml-language-server: $schema=../node_modules/smform/schemas/smform.schema.json\nnetworks: []\n',
    });
    const run = await smform(['validate'], { cwd });
    expect(run.code).toBe(3);
    expect(run.stdout).toContain('orgs/typo.yaml:1:1');
    expect(run.stdout).toContain('organizations');
    expect(run.stdout).toContain('orgs/modeline.yaml:2:1');
    expect(run.stdout).not.toContain('skipped');
  });

  it('always validates a file named on the command line', async ({ onTestFinished }) => {
    const cwd = await repo(onTestFinished, { 'mkdocs.yml': 'site_name: Policy\n' });
    const run = await smform(['validate', 'mkdocs.yml'], { cwd });
    expect(run.code).toBe(3);
    expect(run.stdout).toContain('mkdocs.yml:1:1');
  });

  it('leaves out what .smformignore at the walked root names: globs, directories, negation', async ({
    onTestFinished,
  }) => {
    const cwd = await repo(onTestFinished, {
      '.smformignore': '# drafts and vendored configs\n*.draft.yaml\nvendor/\n!vendor/keep.yaml\n/top.yaml\n',
      'orgs/acme.yaml': ORG,
      'orgs/next.draft.yaml': "organizations:\n  - id: 'broken\n",
      'vendor/other.yaml': "organizations:\n  - id: '7303'\n    adminRoles: []\n",
      'vendor/keep.yaml': "organizations:\n  - id: '7304'\n    adminRoles: []\n",
      'top.yaml': 'organizations: nope\n',
      'nested/top.yaml': "organizations:\n  - id: '7305'\n    adminRoles: []\n",
    });
    const run = await smform(['validate', '.'], { cwd });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toBe(
      'skipped orgs/next.draft.yaml (.smformignore)\n' +
        'skipped top.yaml (.smformignore)\n' +
        'skipped vendor/other.yaml (.smformignore)\n' +
        'Checked 3 files: 3 organizations, 0 networks, 0 target groups, 0 admin roles, 0 sentry assignments (0 policies). 0 errors, 0 warnings.\n',
    );
    // Named on the command line, an ignored file is still validated.
    const named = await smform(['validate', 'top.yaml'], { cwd });
    expect(named.code).toBe(3);
  });
});
