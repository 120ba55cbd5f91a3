import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startTestEmulator } from '../helpers/emulator.js';
import { startLocalRegistry } from './local-registry.js';

/**
 * The package as a user gets it: `npm pack`, a config repository made by `smform init` that depends on the
 * tarball, `npm install` there (its dependencies from a loopback registry packed from node_modules, see
 * local-registry.ts: no network), then `npx smform` runs from the installed package only.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function exec(file: string, args: string[], cwd: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error === null) resolve({ code: 0, stdout, stderr });
      else if (typeof error.code === 'number') resolve({ code: error.code, stdout, stderr });
      else reject(new Error(`${file} ${args.join(' ')}: ${error.message}`));
    });
  });
}

/** `docs/NAME.md` and `schemas/NAME.json` named in the program's strings (hints, help), not in its comments. */
async function documentsNamed(dir: string): Promise<Set<string>> {
  const named = new Set<string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const line of text.split('\n')) {
      if (/^\s*(\/\/|\/?\*)/.test(line)) continue;
      for (const match of line.matchAll(/(?:docs\/[a-z][a-z0-9-]*\.md|schemas\/[a-z][a-z0-9.-]*\.json)/g)) {
        named.add(match[0]);
      }
    }
  }
  return named;
}

describe('the packed package, installed into a repository smform init made', () => {
  it('holds what the CLI needs: validate, plan against the emulator, demo and --help run from it', async () => {
    const tmp = await mkdtemp(join(tmpdir(), 'smform-pack-'));
    onTestFinished(() => rm(tmp, { recursive: true, force: true }));
    // npm sees none of the machine's configuration or cache, and no registry but the loopback one.
    await writeFile(join(tmp, 'npmrc'), '');
    await writeFile(join(tmp, 'global-npmrc'), '');
    const registry = await startLocalRegistry(ROOT, join(tmp, 'registry'));
    onTestFinished(() => registry.close());
    const npmEnv: Record<string, string> = {
      PATH: `${dirname(process.execPath)}:${process.env['PATH'] ?? ''}`,
      HOME: join(tmp, 'home'),
      NO_COLOR: '1',
      npm_config_userconfig: join(tmp, 'npmrc'),
      npm_config_globalconfig: join(tmp, 'global-npmrc'),
      npm_config_cache: join(tmp, 'npm-cache'),
      npm_config_registry: registry.url,
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    };
    await mkdir(npmEnv['HOME'] ?? '');
    expect(registry.packages.map((p) => p.replace(/@[^@]+$/, ''))).toEqual(
      expect.arrayContaining(['ajv', 'ajv-formats', 'commander', 'diff', 'undici', 'yaml']),
    );

    // The dist/ this suite built goes in as it is (`prepare` would build it again).
    const pack = await exec(
      'npm',
      ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp],
      ROOT,
      npmEnv,
    );
    expect(pack.code, pack.stderr).toBe(0);
    const [packed] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
    const files = new Set(packed?.files.map((f) => f.path));
    for (const needed of [
      'dist/cli/main.js',
      'dist/index.js',
      'dist/index.d.ts',
      'schemas/smform.schema.json',
      'schemas/smform-settings.schema.json',
      'examples/acme/live.yaml',
      'examples/acme/orgs/acme.yaml',
      'examples/github-workflows/plan.yml',
      'README.md',
      ...(await documentsNamed(join(ROOT, 'src'))),
    ]) {
      expect(files.has(needed), `${needed} is not in the package`).toBe(true);
    }
    expect([...(await documentsNamed(join(ROOT, 'src')))]).toEqual(
      expect.arrayContaining(['docs/config.md', 'schemas/seed.schema.json']),
    );
    expect([...files].filter((path) => /^(src|test|spec|bench|node_modules)\//.test(path))).toEqual([]);

    // smform init makes the repository from the tarball's absolute path (as `npm pack` in a clone gives
    // it): the tarball is copied into vendor/ and package.json names it by that relative path.
    const emulator = await startTestEmulator(join(ROOT, 'examples/acme/live.yaml'), { rateLimit: 0 });
    const api = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const tarball = join(tmp, packed?.filename ?? '');
    const spec = `file:vendor/${packed?.filename ?? ''}`;
    const mainJs = join(ROOT, 'dist/cli/main.js');
    const init = await exec(
      process.execPath,
      [mainJs, 'init', 'made', '--org', '549236', '--smform-spec', `file:${tarball}`],
      tmp,
      { ...npmEnv, ...api },
    );
    expect(init.code, init.stderr).toBe(0);
    const made = join(tmp, 'made');
    const manifest = JSON.parse(await readFile(join(made, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(manifest.devDependencies).toEqual({ smform: spec });
    expect(await readFile(join(made, 'README.md'), 'utf8')).toContain(
      `installs smform from \`vendor/${packed?.filename ?? ''}\`, committed in this repository`,
    );
    const install = await exec('npm', ['install'], made, npmEnv);
    expect(install.code, install.stderr).toBe(0);
    // The vendored copy carries no scripts: npm has no `prepare` script to warn about.
    expect(install.stderr).not.toMatch(/prepare|install-scripts/);

    // A fresh CI machine: the committed files only (no node_modules, no tarball outside the repository).
    const repo = join(tmp, 'ci', 'repo');
    await cp(made, repo, { recursive: true, filter: (path) => !path.includes('node_modules') });
    await rm(made, { recursive: true });
    await rm(tarball);
    const ci = await exec('npm', ['ci'], repo, npmEnv);
    expect(ci.code, ci.stderr).toBe(0);
    expect(ci.stderr).not.toMatch(/prepare|install-scripts/);
    const lock = JSON.parse(await readFile(join(repo, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; resolved?: string }>;
    };
    expect(lock.packages['node_modules/smform']?.resolved).toBe(spec);
    expect(lock.packages['node_modules/yaml']?.resolved).toMatch(new RegExp(`^${registry.url}`));

    // From here on only the installed package runs: npx finds node_modules/.bin/smform.
    const npx = (args: string[]) =>
      exec('npx', ['--no-install', 'smform', ...args], repo, { ...npmEnv, ...api });
    const help = await npx(['--help']);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage: smform /);
    const version = await npx(['--version']);
    const docs = /^documents: (.+) \(messages/m.exec(version.stdout)?.[1] ?? '';
    expect(docs).toBe(join(repo, 'node_modules/smform/docs'));
    expect((await stat(join(docs, 'config.md'))).isFile()).toBe(true);

    const validate = await npx(['validate']);
    expect(validate.code, validate.stdout + validate.stderr).toBe(0);
    const plan = await npx(['plan', '--detailed-exitcode']);
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toBe('No changes.\n');

    const demo = await npx(['demo']);
    expect(demo.code, demo.stderr).toBe(0);
    expect(demo.stdout).toContain('$ smform plan examples/acme');
    expect(demo.stdout).toMatch(/Apply complete: \d+ done, 0 failed, 0 skipped\./);
    expect(demo.stdout).toMatch(/No changes\.\n$/);

    // Plain `init` run by the installed smform packs that smform into the new repository, which installs it.
    const again = await npx(['init', join(tmp, 'plain')]);
    expect(again.code, again.stderr).toBe(0);
    const plain = join(tmp, 'plain');
    const plainManifest = JSON.parse(await readFile(join(plain, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(plainManifest.devDependencies).toEqual({ smform: 'file:vendor/smform-0.1.0.tgz' });
    const plainInstall = await exec('npm', ['install'], plain, npmEnv);
    expect(plainInstall.code, plainInstall.stderr).toBe(0);
    expect(plainInstall.stderr).not.toMatch(/prepare|install-scripts/);
    const plainVersion = await exec('npx', ['--no-install', 'smform', '--version'], plain, npmEnv);
    expect(plainVersion.stdout).toMatch(/^smform 0\.1\.0\n/);
    // About 45 s alone: npm pack, three npm installs and nine CLI starts, four of them through npx.
  }, 300_000);
});
