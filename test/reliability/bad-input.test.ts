import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { smform } from '../gitops/cli.js';
import { CONFIG, SEED } from '../faults/helpers/scenario.js';

interface Setup {
  emulator: RunningEmulator;
  cwd: string;
  run: (argv: string[]) => ReturnType<typeof smform>;
  planText: string;
}

/** An emulator, the scenario's config and a saved plan of it. */
async function setUp(): Promise<Setup> {
  const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0 });
  const cwd = await mkdtemp(join(tmpdir(), 'smform-bad-input-'));
  onTestFinished(async () => {
    await emulator.close();
    await rm(cwd, { recursive: true, force: true });
  });
  await writeFile(join(cwd, 'smform.yaml'), CONFIG);
  await writeFile(join(cwd, 'other.yaml'), CONFIG.replace('tags: [tablet]', 'tags: [tablet, ipad]'));
  const run = (argv: string[]) => smform(['--base-url', emulator.url, ...argv], { cwd });
  const planned = await run(['plan', 'smform.yaml', '--allow-delete', '--out', 'plan.json']);
  expect(planned.code, planned.stderr).toBe(0);
  return { emulator, cwd, run, planText: await readFile(join(cwd, 'plan.json'), 'utf8') };
}

const writes = (emulator: RunningEmulator) => emulator.requestLog.filter((e) => e.method !== 'GET');

describe('a bad plan file is refused before anything is written', () => {
  const cases: { name: string; edit: (text: string) => string; message: string }[] = [
    {
      name: 'truncated',
      edit: (t) => t.slice(0, Math.floor(t.length / 2)),
      message: 'is not a plan file: it is not valid JSON',
    },
    { name: 'empty', edit: () => '', message: 'is not a plan file: it is not valid JSON' },
    { name: 'not a plan (a list)', edit: () => '[]\n', message: 'bad.json is not a plan file' },
    {
      name: 'edited by hand (a tag)',
      edit: (t) => t.replace('"tablet"', '"tablets"'),
      message: 'the plan file was altered after it was made: its content does not match its planHash',
    },
    {
      name: 'edited by hand (an action)',
      edit: (t) => t.replace('"action": "delete"', '"action": "noop"'),
      message: 'the plan file was altered after it was made',
    },
    {
      name: 'from a newer formatVersion',
      edit: (t) => t.replace('"formatVersion": "1.1"', '"formatVersion": "2.0"'),
      message: 'bad.json has plan format version 2.0; this smform reads format 1.x only',
    },
    {
      name: 'without its planHash',
      edit: (t) => t.replace(/"planHash": "[^"]*",?/, ''),
      message: 'bad.json lacks changes or planHash: it is not a complete plan',
    },
  ];
  it.for(cases)('$name: exit 5 naming the problem', async ({ edit, message }) => {
    const { emulator, cwd, run, planText } = await setUp();
    const edited = edit(planText);
    expect(edited).not.toBe(planText);
    await writeFile(join(cwd, 'bad.json'), edited);
    const applied = await run(['apply', 'bad.json', '--allow-delete', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(5);
    expect(applied.stderr).toContain(message);
    expect(applied.stdout).toBe('');
    expect(writes(emulator)).toEqual([]);
  });

  it('made for another configuration: exit 5 with the config given, and exit 3 when that config is invalid', async () => {
    const { emulator, cwd, run } = await setUp();
    const other = await run(['apply', 'plan.json', 'other.yaml', '--allow-delete', '--auto-approve']);
    expect(other.code).toBe(5);
    expect(other.stderr).toContain(
      'the plan was made for another configuration than the one given (configDigest differs)',
    );
    await writeFile(join(cwd, 'broken.yaml'), 'organizations:\n  - id: 9001\n    nme: x\n');
    const broken = await run(['apply', 'plan.json', 'broken.yaml', '--allow-delete', '--auto-approve']);
    expect(broken.code).toBe(3);
    expect(broken.stderr).toContain('the configuration given with the plan is invalid');
    const same = await run(['apply', 'plan.json', 'smform.yaml', '--allow-delete', '--auto-approve']);
    expect(same.code, same.stderr).toBe(0);
    expect(writes(emulator).length).toBeGreaterThan(0);
  });

  it('a missing plan file is named, not read as config', async () => {
    const { run } = await setUp();
    const missing = await run(['apply', 'gone.json', '--auto-approve']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no plan file gone.json');
  });
});

describe('other bad input', () => {
  it('a broken seed stops the emulator with file:line:column and exit 3', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'smform-bad-seed-'));
    onTestFinished(() => rm(cwd, { recursive: true, force: true }));
    await writeFile(
      join(cwd, 'seed.yaml'),
      'organizations:\n  - id: "1"\n    networks:\n      - id: N_1\n        targetGroups: [ { name: A, scope: sometimes } ]\n',
    );
    await writeFile(join(cwd, 'syntax.yaml'), 'organizations:\n  - id: "1"\n   name: bad indent\n');
    const invalid = await smform(['emulator', '--seed', 'seed.yaml'], { cwd });
    expect(invalid.code).toBe(3);
    expect(invalid.stderr).toMatch(/seed\.yaml:5:\d+/);
    const syntax = await smform(['emulator', '--seed', 'syntax.yaml'], { cwd });
    expect(syntax.code).toBe(3);
    expect(syntax.stderr).toMatch(/syntax\.yaml:3:\d+/);
  });

  const usage: [string[], string][] = [
    [['emulator', '--port', '70000'], 'expected a port 0-65535'],
    [['emulator', '--port', '-1'], 'expected a number >= 0'],
    [['emulator', '--rate-limit', 'fast'], 'expected a number >= 0'],
    [['emulator', '--latency', '-5'], 'expected a number >= 0'],
    [['emulator', '--faults', '5xx=2'], "5xx: '2' is not a share between 0 and 1"],
    [['emulator', '--faults', 'storm=0s@0.5'], 'storm: the duration must be positive'],
    [['plan', '--output', 'xml'], "argument 'xml' is invalid"],
    [['apply', 'plan.json', '--target', 'x'], '--target, --exclude, --org and --network narrow a plan'],
    [['apply', 'config/', '--trust-plan'], '--trust-plan is for a saved plan file'],
    [['api', 'getOrganizationSmAdminsRoles', 'organizationId=1', 'perPage=0'], 'perPage'],
  ];
  it.for(usage)('%j: a usage error, exit 1', async ([argv, message]) => {
    const cwd = await mkdtemp(join(tmpdir(), 'smform-usage-'));
    onTestFinished(() => rm(cwd, { recursive: true, force: true }));
    await writeFile(join(cwd, 'plan.json'), '{}');
    const run = await smform(['--base-url', 'http://127.0.0.1:9/api/v1', ...argv], { cwd });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
  });
});
