import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { smform, type Run } from './run-in-process.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll } from 'vitest';

// Ordinary file problems through the CLI (in-process): a plain message naming the file and what it is, never
// "internal error", never a stack, never a raw `ENOENT: ..., open '/abs/path'`.

const repo = fileURLToPath(new URL('../../', import.meta.url));
let dir = '';

/** `smform ARGV` in the work directory, with the seed as the live Dashboard when `live`. */
function run(argv: string[]): Promise<Run> {
  return smform(argv, { cwd: dir });
}

/** What every file problem shares: exit code, no internal error, no stack, no raw errno text. */
function expectPlain(result: Run, code: number): void {
  expect(result.code, result.stderr).toBe(code);
  expect(result.stderr).not.toContain('internal error');
  expect(result.stderr).not.toMatch(/\n\s+at |ENOENT|EISDIR|ENOTDIR|EEXIST|EACCES/);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'smform-files-'));
  await cp(join(repo, 'examples/acme/orgs'), join(dir, 'acme/orgs'), { recursive: true });
  await cp(join(repo, 'examples/acme/networks'), join(dir, 'acme/networks'), { recursive: true });
  await cp(join(repo, 'examples/acme/live.yaml'), join(dir, 'seed.yaml'));
  await mkdir(join(dir, 'adir'));
  await writeFile(join(dir, 'afile'), 'x');
  const planned = await run(['--emulator', 'seed.yaml', 'plan', 'acme', '--out', 'plan.json']);
  expect(planned.code, planned.stderr).toBe(0);
  const snapped = await run(['--emulator', 'seed.yaml', 'snapshot', 'acme', '--out', 'snap.json']);
  expect(snapped.code, snapped.stderr).toBe(0);
}, 60_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a file given where a config is expected', () => {
  it('a saved plan, a snapshot or a seed is named as such (exit 3), not listed key by key', async () => {
    const plan = await run(['plan', 'plan.json']);
    expectPlain(plan, 3);
    expect(plan.stderr).toContain('plan.json:1:1  plan.json is a saved plan, not a config file\n');
    expect(plan.stderr).toContain('hint: show it with `smform show plan.json`');
    expect(plan.stderr).not.toContain('unknown key');
    const snapshot = await run(['validate', 'snap.json']);
    expectPlain(snapshot, 3);
    expect(snapshot.stdout).toContain('snap.json is a live snapshot (or apply backup), not a config file');
    const seed = await run(['--emulator', 'seed.yaml', 'apply', 'seed.yaml']);
    expectPlain(seed, 3);
    expect(seed.stderr).toContain('seed.yaml is an emulator seed, not a config file');
    expect(seed.stderr).toContain('smform --emulator seed.yaml plan PATH...');
  });
});

describe('a file given where a saved plan is expected', () => {
  it('a config, a seed or a snapshot is named as such (exit 1)', async () => {
    const config = await run(['show', 'acme/orgs/acme.yaml']);
    expectPlain(config, 1);
    expect(config.stderr).toContain('error: acme/orgs/acme.yaml is a config file, not a saved plan\n');
    expect(config.stderr).toContain('hint: plan from it with `smform plan acme/orgs/acme.yaml`');
    const seed = await run(['show', 'seed.yaml']);
    expectPlain(seed, 1);
    expect(seed.stderr).toContain('error: seed.yaml is an emulator seed, not a saved plan');
    const snapshot = await run(['--emulator', 'seed.yaml', 'apply', 'snap.json']);
    expectPlain(snapshot, 1);
    expect(snapshot.stderr).toContain(
      'error: snap.json is a live snapshot (or apply backup), not a saved plan',
    );
    expect(snapshot.stderr).toContain('--live-from snap.json');
  });

  it('a directory or a missing file says so', async () => {
    const directory = await run(['show', 'adir']);
    expectPlain(directory, 1);
    expect(directory.stderr).toContain('error: cannot read plan file adir: it is a directory, not a file');
    const missing = await run(['show', 'gone.json']);
    expectPlain(missing, 1);
    expect(missing.stderr).toContain('error: cannot read plan file gone.json: it does not exist');
  });
});

describe('a file given where an emulator seed or a snapshot is expected', () => {
  it('--emulator with a plan, a snapshot, a directory or a missing file', async () => {
    const plan = await run(['--emulator', 'plan.json', 'plan', 'acme']);
    expectPlain(plan, 1);
    expect(plan.stderr).toContain('error: plan.json is a saved plan, not an emulator seed\n');
    const snapshot = await run(['--emulator', 'snap.json', 'plan', 'acme']);
    expectPlain(snapshot, 1);
    expect(snapshot.stderr).toContain(
      'error: snap.json is a live snapshot (or apply backup), not an emulator seed',
    );
    const config = await run(['emulator', '--seed', 'acme/orgs/acme.yaml']);
    expectPlain(config, 1);
    expect(config.stderr).toContain('error: acme/orgs/acme.yaml is a config file, not an emulator seed');
    const directory = await run(['--emulator', 'adir', 'plan', 'acme']);
    expectPlain(directory, 1);
    expect(directory.stderr).toContain(
      'error: cannot read the emulator seed adir: it is a directory, not a file',
    );
    const missing = await run(['emulator', '--seed', 'gone.yaml']);
    expectPlain(missing, 1);
    expect(missing.stderr).toContain('error: cannot read the emulator seed gone.yaml: it does not exist');
  });

  it('--live-from and restore with a plan, a seed, a config or a directory', async () => {
    const plan = await run(['--emulator', 'seed.yaml', 'plan', 'acme', '--live-from', 'plan.json']);
    expectPlain(plan, 1);
    expect(plan.stderr).toContain('error: plan.json is a saved plan, not a live snapshot (or apply backup)');
    const seed = await run(['drift', 'acme', '--live-from', 'seed.yaml']);
    expectPlain(seed, 1);
    expect(seed.stderr).toContain(
      'error: seed.yaml is an emulator seed, not a live snapshot (or apply backup)',
    );
    const config = await run(['--emulator', 'seed.yaml', 'restore', 'acme/orgs/acme.yaml']);
    expectPlain(config, 1);
    expect(config.stderr).toContain('error: acme/orgs/acme.yaml is a config file, not a live snapshot');
    const directory = await run(['plan', 'acme', '--live-from', 'adir']);
    expectPlain(directory, 1);
    expect(directory.stderr).toContain(
      'error: cannot read the live snapshot adir: it is a directory, not a file',
    );
  });
});

describe('--out where no file can be written', () => {
  it('a directory, or a path through a file, is named plainly (exit 1)', async () => {
    const intoDirectory = await run(['--emulator', 'seed.yaml', 'plan', 'acme', '--out', 'adir']);
    expectPlain(intoDirectory, 1);
    expect(intoDirectory.stderr).toContain('error: cannot write adir: it is a directory, not a file');
    const throughFile = await run(['--emulator', 'seed.yaml', 'snapshot', 'acme', '--out', 'afile/s.json']);
    expectPlain(throughFile, 1);
    expect(throughFile.stderr).toContain(
      'error: cannot write afile/s.json: a part of its path is a file, not a directory',
    );
    const exportIntoFile = await run([
      '--emulator',
      'seed.yaml',
      'export',
      '--org',
      '549236',
      '--out',
      'afile',
    ]);
    expectPlain(exportIntoFile, 1);
    expect(exportIntoFile.stderr).toContain('a part of its path is a file, not a directory');
  });

  it('a missing directory is made (the plan is saved there)', async () => {
    const saved = await run(['--emulator', 'seed.yaml', 'plan', 'acme', '--out', 'new/dir/plan.json']);
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stderr).toContain('Saved the plan to new/dir/plan.json');
  });
});
