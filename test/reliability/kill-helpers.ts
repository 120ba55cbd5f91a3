import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { createRandom } from '../../src/emulator/random.js';
import type { Plan } from '../../src/model/plan.js';
import { smform, workdir, type OnFinished, type Run } from '../cli/run-built.js';
import { CONFIG, SEED } from '../faults/helpers/scenario.js';
import { forward, startGate } from '../helpers/gate.js';

const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
export const KEY = 'test-key';
const EXTRA_GROUPS = 8;

/** The ids of one kill run: its own organization and networks in the shared emulator. */
export interface RunIds {
  org: string;
  a: string;
  b: string;
}

export const idsOf = (run: number): RunIds => ({ org: String(50_000 + run), a: `NA_${run}`, b: `NB_${run}` });

const rename = (text: string, ids: RunIds): string =>
  text.replaceAll('9001', ids.org).replaceAll('N_1', ids.a).replaceAll('N_2', ids.b);

/** The scenario's config for one run, with more creates so kills land among many writes. */
export function configOf(ids: RunIds): string {
  const extra = Array.from(
    { length: EXTRA_GROUPS },
    (_, i) => `          - { name: Extra${i + 1}, scope: withAny, tags: [extra${i + 1}] }`,
  ).join('\n');
  return rename(CONFIG, ids).replace(
    '          - { name: Tablets, scope: withAny, tags: [tablet] }',
    (line) => `${line}\n${extra}`,
  );
}

/** One seed holding every run's organization. */
export function seedOf(runs: number): string {
  const template = JSON.stringify(SEED.organizations[0]);
  const organizations = Array.from(
    { length: runs },
    (_, i) => JSON.parse(rename(template, idsOf(i))) as unknown,
  );
  return JSON.stringify({ organizations }, null, 2);
}

export interface EmulatorProcess {
  url: string;
  stop(): Promise<number | null>;
}

/** `smform emulator` in its own process. */
export async function startEmulatorProcess(seedFile: string, latencyMs: number): Promise<EmulatorProcess> {
  const child = spawn(
    process.execPath,
    [mainJs, 'emulator', '--seed', seedFile, '--rate-limit', '0', '--latency', String(latencyMs)],
    { env: { PATH: process.env['PATH'] ?? '' } },
  );
  child.stderr.resume();
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const newline = out.indexOf('\n');
      if (newline >= 0) resolve(out.slice(0, newline));
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the emulator exited early (${code ?? 'signal'})`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.on('close', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A loopback gate in front of the emulator, for one run: it forwards every request and, once the emulator
 * has answered `killAfter` of them, calls `kill` and delivers no answer any more. The run cannot take one
 * step past the kill point however slowly the test process reacts (the emulator still did the work).
 */
async function startKillGate(target: string, killAfter: number, kill: () => void) {
  let answered = 0;
  const gate = await startGate(target, (req, res, upstream) =>
    forward(req, res, upstream, (answer) => {
      answered += 1;
      if (answered < killAfter) return false;
      kill();
      answer.resume();
      res.destroy();
      return true;
    }),
  );
  return { ...gate, answered: () => answered };
}

/**
 * Starts `smform apply` and SIGKILLs it once the emulator has answered `killAfter` requests of this run
 * (reads and writes alike), so the kill lands anywhere: while planning, checking staleness, writing, or
 * verifying. Returns whether it was killed (a run may finish first) and how many answers it got.
 */
export async function applyAndKill(
  emulator: EmulatorProcess,
  cwd: string,
  killAfter: number,
): Promise<{ killed: boolean; seen: number }> {
  let child: ChildProcess | undefined;
  let killed = false;
  const gate = await startKillGate(emulator.url, killAfter, () => {
    if (!killed && child !== undefined) killed = child.kill('SIGKILL');
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child = spawn(
        process.execPath,
        [mainJs, '--base-url', gate.url, 'apply', 'smform.yaml', '--auto-approve', '--allow-delete'],
        { cwd, env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1', MERAKI_DASHBOARD_API_KEY: KEY } },
      );
      child.on('error', reject);
      child.on('close', () => resolve());
    });
  } finally {
    await gate.close();
  }
  return { killed, seen: gate.answered() };
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${KEY}` } });
  expect(response.status, url).toBe(200);
  return response.json();
}

interface Named {
  name: string;
  scope: string;
  tags: string[];
}
const same = (live: Named, want: Named): boolean =>
  live.scope === want.scope && [...live.tags].sort().join(',') === [...want.tags].sort().join(',');

/**
 * The work left, read straight from the API and compared with the config by hand (not by smform's
 * planner): `create|update|delete ADDRESS`, sorted. Fails on a name that exists twice.
 */
export async function workLeft(url: string, ids: RunIds): Promise<string[]> {
  const work: string[] = [];
  const groups = async (network: string): Promise<Named[]> =>
    ((await getJson(`${url}/networks/${network}/sm/targetGroups`)) as Named[]).map((g) => ({
      name: g.name,
      scope: g.scope,
      tags: g.tags,
    }));
  const compare = (live: Named[], want: Named[], address: (name: string) => string, prune: boolean): void => {
    const names = live.map((o) => o.name);
    expect(
      names.filter((n, i) => names.indexOf(n) !== i),
      'a name exists twice',
    ).toEqual([]);
    for (const object of want) {
      const found = live.find((o) => o.name === object.name);
      if (found === undefined) work.push(`create ${address(object.name)}`);
      else if (!same(found, object)) work.push(`update ${address(object.name)}`);
    }
    if (prune) {
      for (const object of live) {
        if (!want.some((w) => w.name === object.name)) work.push(`delete ${address(object.name)}`);
      }
    }
  };
  const extra = Array.from({ length: EXTRA_GROUPS }, (_, i) => ({
    name: `Extra${i + 1}`,
    scope: 'withAny',
    tags: [`extra${i + 1}`],
  }));
  compare(
    await groups(ids.a),
    [
      { name: 'Kiosks', scope: 'withAll', tags: ['kiosk', 'ipad'] },
      { name: 'Laptops', scope: 'withAny', tags: ['laptop'] },
      { name: 'Tablets', scope: 'withAny', tags: ['tablet'] },
      ...extra,
    ],
    (name) => `network/${ids.a}/targetGroup/${name}`,
    false,
  );
  compare(
    await groups(ids.b),
    [
      { name: 'Phones', scope: 'withAny', tags: ['phone'] },
      { name: 'Watches', scope: 'withAny', tags: ['watch'] },
    ],
    (name) => `network/${ids.b}/targetGroup/${name}`,
    true,
  );
  const roles = (
    (await getJson(`${url}/organizations/${ids.org}/sm/admins/roles?perPage=1000`)) as { items: Named[] }
  ).items;
  compare(
    roles,
    [
      { name: 'Helpdesk', scope: 'some', tags: ['emea', 'laptops'] },
      { name: 'Audit', scope: 'all_tags', tags: ['audit'] },
      { name: 'Field', scope: 'some', tags: ['field'] },
    ],
    (name) => `org/${ids.org}/adminRole/${name}`,
    false,
  );
  const sentry = (await getJson(
    `${url}/organizations/${ids.org}/sm/sentry/policies/assignments/byNetwork?perPage=1000`,
  )) as { items: { networkId: string; policies: { groupPolicyId: string }[] }[] }[];
  const list = sentry.flatMap((page) => page.items).find((item) => item.networkId === ids.a)?.policies ?? [];
  if (list.map((p) => p.groupPolicyId).join(',') !== '102,101')
    work.push(`update org/${ids.org}/sentry/${ids.a}`);
  return work.sort();
}

/** The plan's work as `action address`, sorted. */
export const workOf = (plan: Plan): string[] =>
  plan.changes
    .filter((c) => c.action !== 'noop')
    .map((c) => `${c.action} ${c.address}`)
    .sort();

/**
 * One kill point: apply killed after `killAfter` requests, then the next plan must show exactly the work
 * left (checked against the API by hand), the next apply must finish it, the plan after must be empty,
 * no name may exist twice, and every backup left behind must be whole.
 */
export async function killRun(
  onFinished: OnFinished,
  emulator: EmulatorProcess,
  run: number,
  killAfter: number,
): Promise<{ killed: boolean; left: number }> {
  const ids = idsOf(run);
  const cwd = await workdir(onFinished, { 'smform.yaml': configOf(ids) });
  const env = { MERAKI_DASHBOARD_API_KEY: KEY };
  const cli = (argv: string[]): Promise<Run> => smform(['--base-url', emulator.url, ...argv], { cwd, env });
  const { killed } = await applyAndKill(emulator, cwd, killAfter);

  const expected = await workLeft(emulator.url, ids);
  const planned = await cli([
    'plan',
    'smform.yaml',
    '--allow-delete',
    '--output',
    'json',
    '--out',
    'left.json',
  ]);
  expect(planned.code, planned.stderr).toBe(0);
  expect(workOf(JSON.parse(planned.stdout) as Plan)).toEqual(expected);

  const finished = await cli(['apply', 'left.json', '--allow-delete', '--auto-approve']);
  expect(finished.code, finished.stdout + finished.stderr).toBe(0);
  expect(await workLeft(emulator.url, ids)).toEqual([]);
  const settled = await cli(['plan', 'smform.yaml', '--allow-delete', '--detailed-exitcode']);
  expect(settled.code, settled.stdout).toBe(0);

  const dir = join(cwd, '.smform/backups');
  for (const name of await readdir(dir).catch(() => [])) {
    if (name.endsWith('.partial')) continue;
    const text = await readFile(join(dir, name), 'utf8');
    expect(() => JSON.parse(text) as unknown, name).not.toThrow();
  }
  return { killed, left: expected.length };
}

/** A small seeded PRNG (the emulator's own), so a failing kill point can be replayed. */
export const random = createRandom;

export async function writeSeed(dir: string, runs: number): Promise<string> {
  const file = join(dir, 'seed.json');
  await writeFile(file, seedOf(runs));
  return file;
}
