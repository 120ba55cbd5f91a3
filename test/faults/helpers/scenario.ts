import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect } from 'vitest';
import { startEmulator, type RunningEmulator, type Seed } from '../../../src/emulator/index.js';
import type { Plan } from '../../../src/model/plan.js';
import { smform, type CliRun } from '../../gitops/cli.js';
import { outcomeOf, rulesOf, type FaultCase, type FaultTarget, type Outcome } from './cases.js';
import { startFaultProxy, type FaultProxy } from './fault-proxy.js';

export const ORG = '9001';

/** Live state: two networks, two roles, one sentry list. */
export const SEED: Seed = {
  organizations: [
    {
      id: ORG,
      name: 'Faulty',
      adminRoles: [
        { roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] },
        { roleId: 'r2', name: 'Audit', scope: 'all_tags', tags: ['audit'] },
      ],
      sentryPolicies: [
        {
          networkId: 'N_1',
          policies: [
            { policyId: 'p1', smNetworkId: 'N_2', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
          ],
        },
      ],
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't_a', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            { id: 't_b', name: 'Laptops', scope: 'withAny', tags: ['laptop'] },
          ],
        },
        {
          id: 'N_2',
          targetGroups: [
            { id: 't_c', name: 'Phones', scope: 'withAny', tags: ['phone'] },
            { id: 't_d', name: 'Old', scope: 'all', tags: [] },
          ],
        },
      ],
    },
  ],
};

/** Desired state: every kind of write (create, update, delete, sentry PUT) plus noops. */
export const CONFIG = `organizations:
  - id: "${ORG}"
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea, laptops] }
      - { name: Audit, scope: all_tags, tags: [audit] }
      - { name: Field, scope: some, tags: [field] }
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_2, groupPolicyId: "102", scope: withAll, tags: [kiosk] }
          - { smNetwork: N_2, groupPolicyId: "101", scope: withAny, tags: [byod] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
          - { name: Tablets, scope: withAny, tags: [tablet] }
      - id: N_2
        policy: { prune: true }
        targetGroups:
          - { name: Phones, scope: withAny, tags: [phone] }
          - { name: Watches, scope: withAny, tags: [watch] }
`;

export type Command = 'plan' | 'drift' | 'export' | 'apply';

/** The command line of each command, against `baseUrl`, run in a directory holding `smform.yaml`. */
export function argvOf(command: Command, baseUrl: string): string[] {
  const base = ['--base-url', baseUrl];
  switch (command) {
    case 'plan':
      return [...base, 'plan', 'smform.yaml', '--allow-delete'];
    case 'drift':
      // The change-log window starts at the run's own clock, so its line differs from run to run.
      return [...base, 'drift', 'smform.yaml', '--no-attribution'];
    case 'export':
      return [
        ...base,
        'export',
        '--org',
        ORG,
        '--network',
        'N_1',
        '--network',
        'N_2',
        '--out-dir',
        'exported',
      ];
    case 'apply':
      return [...base, 'apply', 'smform.yaml', '--auto-approve', '--allow-delete'];
  }
}

/** The exit code of each command when it succeeds on the scenario (changes present, drift found). */
export const SUCCESS_CODE: Record<Command, number> = { plan: 0, drift: 2, export: 0, apply: 0 };

/** Fast client waits (docs/reliability.md): retries take microseconds, a timeout takes 1 s. */
export const FAST_ENV = { SMFORM_TEST_FAST_RETRY: '1' };

export interface Setup {
  emulator: RunningEmulator;
  proxy: FaultProxy;
  cwd: string;
  run(command: Command, through?: 'proxy' | 'direct'): Promise<CliRun>;
  close(): Promise<void>;
}

/** A fresh emulator with the scenario's seed, the fault proxy in front of it, and a working directory. */
export async function setUp(fault: FaultCase | undefined, target: FaultTarget | undefined): Promise<Setup> {
  const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0 });
  const rules = fault === undefined || target === undefined ? [] : rulesOf(fault, target);
  const proxy = await startFaultProxy(emulator.url, rules);
  const cwd = await mkdtemp(join(tmpdir(), 'smform-faults-'));
  await writeFile(join(cwd, 'smform.yaml'), CONFIG);
  return {
    emulator,
    proxy,
    cwd,
    run: (command, through = 'proxy') =>
      smform(argvOf(command, through === 'proxy' ? proxy.url : emulator.url), { cwd, env: FAST_ENV }),
    close: async () => {
      await proxy.close();
      await emulator.close();
      await rm(cwd, { recursive: true, force: true });
    },
  };
}

/** Every file under a directory, by relative path (empty when it does not exist). */
export async function filesUnder(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = await readFile(path, 'utf8');
  }
  return files;
}

/** What a fault-free run of a read command prints and writes. */
export interface Baseline {
  stdout: string;
  files: Record<string, string>;
}

export async function baselineOf(command: Command): Promise<Baseline> {
  const setup = await setUp(undefined, undefined);
  try {
    const run = await setup.run(command);
    expect(run.code, run.stderr).toBe(SUCCESS_CODE[command]);
    return { stdout: run.stdout, files: await filesUnder(join(setup.cwd, 'exported')) };
  } finally {
    await setup.close();
  }
}

const RETRIES =
  /API: \d+ calls?, \d+ requests?, (\d+) retr(?:y|ies), (\d+) rate-limited \(429\), \d+ errors?\./;

/** The run report's retry count (the `API:` line), or 0 when none was printed. */
export function retriesOf(run: CliRun): number {
  const match = RETRIES.exec(run.stderr);
  return Number(match?.[1] ?? 0);
}

/**
 * A read command under a fault: recovered (the same output as without the fault, retries reported) or
 * failed with exit 1, a message naming the operation, and nothing printed or written as if it had read.
 */
export async function checkRead(
  command: Exclude<Command, 'apply'>,
  fault: FaultCase,
  target: FaultTarget,
  baseline: Baseline,
  operationId: string,
): Promise<{ outcome: Outcome; run: CliRun }> {
  const setup = await setUp(fault, target);
  try {
    const run = await setup.run(command);
    const written = await filesUnder(join(setup.cwd, 'exported'));
    expect(setup.proxy.faulted(), 'the fault was injected').toBeGreaterThan(0);
    const outcome = outcomeOf(fault, target);
    if (outcome === 'recovers') {
      expect(run.code, run.stderr).toBe(SUCCESS_CODE[command]);
      expect(run.stdout).toBe(baseline.stdout);
      expect(written).toEqual(baseline.files);
      expect(retriesOf(run), run.stderr).toBeGreaterThan(0);
    } else {
      expect(run.code, run.stdout + run.stderr).toBe(1);
      expect(run.stderr).toContain(operationId);
      // Never read as "absent": no plan, no report, no files.
      expect(run.stdout).toBe('');
      expect(written).toEqual({});
    }
    return { outcome, run };
  } finally {
    await setup.close();
  }
}

/** One row of the apply table. */
export interface Row {
  status: 'done' | 'failed' | 'skipped';
  action: string;
  address: string;
  detail: string;
}

export function rowsOf(stdout: string): Row[] {
  const rows: Row[] = [];
  for (const line of stdout.split('\n')) {
    const match = /^(done|failed|skipped) +(create|update|delete) +(\S+(?: \S+)*?)(?: {2,}(.*))?$/.exec(line);
    if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined) continue;
    rows.push({
      status: match[1] as Row['status'],
      action: match[2],
      address: match[3],
      detail: match[4] ?? '',
    });
  }
  return rows;
}

/** The addresses a fault-free plan still wants to change. */
export async function remainingWork(setup: Setup): Promise<string[]> {
  const run = await smform([...argvOf('plan', setup.emulator.url), '--output', 'json'], {
    cwd: setup.cwd,
    env: FAST_ENV,
  });
  expect(run.code, run.stderr).toBe(0);
  const plan = JSON.parse(run.stdout) as Plan;
  return plan.changes
    .filter((c) => c.action !== 'noop')
    .map((c) => c.address)
    .sort();
}

/** Names that occur more than once in one network's target groups or one organization's roles. */
export function duplicates(emulator: RunningEmulator): string[] {
  const dups: string[] = [];
  const twice = (names: string[], where: string): void => {
    const seen = new Set<string>();
    for (const name of names) {
      if (seen.has(name)) dups.push(`${where}/${name}`);
      seen.add(name);
    }
  };
  for (const org of emulator.state().organizations) {
    twice(
      (org.adminRoles ?? []).map((r) => String(r.name)),
      `org/${org.id}`,
    );
    for (const network of org.networks ?? []) {
      twice(
        (network.targetGroups ?? []).map((g) => String(g.name)),
        `network/${network.id}`,
      );
    }
  }
  return dups;
}

/**
 * An apply under a fault: it either finishes (exit 0, every write done, retries reported) or fails with
 * exit 1 naming what failed. Either way no write reported done is still to do, a fault-free apply
 * finishes the rest, the plan after it is empty, and no object exists twice.
 */
export async function checkApply(
  fault: FaultCase,
  target: FaultTarget,
): Promise<{ outcome: Outcome; run: CliRun }> {
  const setup = await setUp(fault, target);
  try {
    const run = await setup.run('apply');
    expect(setup.proxy.faulted(), 'the fault was injected').toBeGreaterThan(0);
    const outcome = outcomeOf(fault, target);
    const rows = rowsOf(run.stdout);
    if (outcome === 'recovers') {
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(rows.length).toBeGreaterThan(0);
      expect(
        rows.every((r) => r.status === 'done'),
        run.stdout,
      ).toBe(true);
      expect(
        retriesOf(run) + (/found by name, not created twice/.test(run.stdout) ? 1 : 0),
        run.stderr,
      ).toBeGreaterThan(0);
    } else {
      expect(run.code, run.stdout + run.stderr).toBe(1);
      const failed = rows.filter((r) => r.status === 'failed');
      if (target.methods[0] === 'GET') expect(run.stderr).toMatch(/error: \w+ \((GET|POST|PUT|DELETE) \//);
      else {
        expect(failed.length, run.stdout).toBeGreaterThan(0);
        expect(run.stdout).toMatch(/^Apply failed: /m);
      }
    }
    const done = rows.filter((r) => r.status === 'done').map((r) => r.address);
    const left = await remainingWork(setup);
    expect(
      left.filter((address) => done.includes(address)),
      'reported done but still to do',
    ).toEqual([]);
    if (outcome === 'recovers') expect(left).toEqual([]);
    const again = await setup.run('apply', 'direct');
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(await remainingWork(setup)).toEqual([]);
    expect(duplicates(setup.emulator)).toEqual([]);
    return { outcome, run };
  } finally {
    await setup.close();
  }
}
