import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildSyntheticSeed,
  type Seed,
  type SeedTargetGroup,
  type SyntheticSpec,
} from '../src/emulator/index.js';
import { EMULATOR_BUDGET, startEmulatorProcess } from './emulator-process.js';
import { exportConfig } from './export-config.js';
import { minimumCalls, workOf } from './fixtures.js';
import { median, runMeasured, sleep, SMFORM_MAIN, type Measured } from './measure.js';
import { syntheticText, type Scenario } from './scenario.js';

/**
 * The two issue-16 scenarios on one organization of 4,000 networks x 24 target groups: a pull request that
 * edits one network (`plan --changed-since HEAD`), and the fleet written with one template against the
 * same fleet written out in full.
 */
export const LARGE_ORG = 'large org, one-network PR';
export const TEMPLATES = 'templates';

const SPEC: SyntheticSpec = { orgs: 1, networks: 4000, devices: 10, groups: 24, roles: 20, sentry: 0 };
const REFILL_MS = 2100;
const LOG_SETTLE_MS = 300;
/** The export that writes the config is set-up, not measured: the in-process emulator has no limit. */
const EXPORT_RATE = 2000;
const ENV = { MERAKI_DASHBOARD_API_KEY: 'test-key' };

export interface LargeOrgResult {
  name: string;
  networks: number;
  /** Calls of `plan --changed-since HEAD` (median), and what its minimum is. */
  changedCalls: number;
  changedMinimum: number;
  changedWallMs: number;
  /** CPU of the `plan --changed-since` process (config load dominates it). */
  changedCpuMs: number;
  /** CPU of `smform validate` on the same config: the config load alone. */
  validateCpuMs: number;
  /** The full plan by the minimum-call model (not run: it needs > 400 s of reads at 10/s). */
  fullMinimum: number;
  fullLowerBoundMs: number;
  runs: number;
}

export interface TemplatesResult {
  name: string;
  networks: number;
  fullValidateCpuMs: number;
  templatedValidateCpuMs: number;
  fullPlanWallMs: number;
  templatedPlanWallMs: number;
  runs: number;
}

function gitCommit(dir: string, message: string): void {
  const run = (args: string[]): void => {
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], {
      cwd: dir,
      stdio: 'ignore',
    });
  };
  run(['init', '-q']);
  run(['add', '-A']);
  run(['commit', '-q', '-m', message]);
}

/** The plan's summary line, for checking that a `--changed-since` plan found the one edit. */
const ONE_UPDATE = /0 to create, 1 to update, 0 to delete/;
const SUMMARY = /\d+ to create, \d+ to update, \d+ to delete/;

function expectExit(run: Measured, allowed: readonly number[], what: string): Measured {
  if (!allowed.includes(run.exitCode)) {
    throw new Error(`${what} exited ${run.exitCode}\n${run.stderr.slice(-2000)}`);
  }
  return run;
}

async function validateCpu(dir: string): Promise<number> {
  const run = await runMeasured([SMFORM_MAIN, 'validate', dir], ENV, { cwd: dir });
  return expectExit(run, [0], `smform validate ${dir}`).cpuMs;
}

const changedPlan = (dir: string): string[] => [
  SMFORM_MAIN,
  'plan',
  dir,
  '--changed-since',
  'HEAD',
  '--force',
  '--quiet',
];

/**
 * Exports the live fleet, commits it, then exports it again with one group of network 1 edited, so the
 * work tree differs from HEAD in that network's file alone. `plan --changed-since HEAD` is measured
 * against the emulator in its own process; the full plan is counted by the minimum-call model.
 */
export async function runLargeOrg(runs: number): Promise<LargeOrgResult> {
  const live = buildSyntheticSeed(SPEC);
  const scenario: Scenario = {
    name: LARGE_ORG,
    command: 'plan',
    synthetic: SPEC,
    orgs: [1],
    edits: [{ kind: 'updateGroups', org: 1, networks: [1], count: 1 }],
    runs,
    naiveRuns: 0,
    fresh: false,
  };
  const work = workOf(live, scenario);
  const orgIds = [live.organizations[0]?.id ?? ''];
  const dir = await mkdtemp(join(tmpdir(), 'smform-bench-large-'));
  try {
    await exportConfig(live, orgIds, dir, EXPORT_RATE);
    gitCommit(dir, 'the fleet as exported');
    await exportConfig(work.desired, orgIds, dir, EXPORT_RATE);
    const full = minimumCalls(live, scenario, work);
    // The changed network's target-group list, the organization's network list (the declared-network
    // check) and the changed network's devices (one page): what that one scope needs.
    const changedMinimum = 1 + full.discoveryReads + full.deviceReads;
    const emulator = await startEmulatorProcess(syntheticText(SPEC));
    const measured: { calls: number; wallMs: number; cpuMs: number }[] = [];
    const validate: number[] = [];
    try {
      for (let i = 0; i < runs; i++) {
        await sleep(REFILL_MS);
        const mark = emulator.log.length;
        const run = await runMeasured(
          changedPlan(dir),
          { ...ENV, MERAKI_BASE_URL: emulator.url },
          { cwd: dir },
        );
        expectExit(run, [0, 2], `${LARGE_ORG}: smform plan --changed-since HEAD`);
        if (!ONE_UPDATE.test(run.stdout + run.stderr)) {
          throw new Error(`${LARGE_ORG}: the plan did not find the one edit\n${run.stderr.slice(-2000)}`);
        }
        await sleep(LOG_SETTLE_MS);
        measured.push({ calls: emulator.log.length - mark, wallMs: run.wallMs, cpuMs: run.cpuMs });
        validate.push(await validateCpu(dir));
      }
    } finally {
      await emulator.close();
    }
    return {
      name: LARGE_ORG,
      networks: SPEC.networks,
      changedCalls: median(measured.map((m) => m.calls)),
      changedMinimum,
      changedWallMs: median(measured.map((m) => m.wallMs)),
      changedCpuMs: median(measured.map((m) => m.cpuMs)),
      validateCpuMs: median(validate),
      fullMinimum: full.total,
      fullLowerBoundMs: (full.total / EMULATOR_BUDGET.perOrgRate) * 1000,
      runs,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A target group as a config line: the synthetic `all` scope becomes `withAny` so every group is taggable. */
function groupLine(group: SeedTargetGroup): string {
  const scope = group.scope === undefined || group.scope === 'all' ? 'withAny' : group.scope;
  return `{ name: '${group.name}', scope: ${scope}, tags: [${(group.tags ?? []).join(', ')}] }`;
}

/**
 * Writes the fleet twice, one file per network as export does: every network with the 24 groups of
 * network 1 written out in full, and every network saying `use: [fleet]` of one template holding them.
 */
async function writeFleetConfigs(live: Seed, fullDir: string, templatedDir: string): Promise<void> {
  const org = live.organizations[0];
  const first = org?.networks?.[0];
  if (org === undefined || first === undefined) throw new Error('the synthetic fleet has no network');
  const groups = (first.targetGroups ?? []).map(groupLine);
  await mkdir(join(fullDir, 'networks'), { recursive: true });
  await mkdir(join(templatedDir, 'networks'), { recursive: true });
  await writeFile(
    join(templatedDir, 'templates.yaml'),
    ['templates:', '  targetGroups:', '    fleet:', ...groups.map((g) => `      - ${g}`), ''].join('\n'),
  );
  for (const network of org.networks ?? []) {
    const head = ['organizations:', `  - id: '${org.id}'`, '    networks:', `      - id: ${network.id}`];
    const file = `networks/${network.id}.yaml`;
    await writeFile(
      join(fullDir, file),
      [...head, '        targetGroups:', ...groups.map((g) => `          - ${g}`), ''].join('\n'),
    );
    await writeFile(join(templatedDir, file), [...head, '        use: [fleet]', ''].join('\n'));
  }
}

/** Network 1 declares its own "Group 1" with one more tag: the same edit in both forms. */
async function editFirstNetwork(live: Seed, dir: string, templated: boolean): Promise<void> {
  const org = live.organizations[0];
  const first = org?.networks?.[0];
  const group = first?.targetGroups?.[0];
  if (org === undefined || first === undefined || group === undefined) throw new Error('no network 1');
  const edited = groupLine({ ...group, tags: [...(group.tags ?? []), 'bench'] });
  const rest = templated ? [] : (first.targetGroups ?? []).slice(1).map(groupLine);
  const lines = ['organizations:', `  - id: '${org.id}'`, '    networks:', `      - id: ${first.id}`];
  if (templated) lines.push('        use: [fleet]');
  lines.push('        targetGroups:', ...[edited, ...rest].map((g) => `          - ${g}`), '');
  await writeFile(join(dir, `networks/${first.id}.yaml`), lines.join('\n'));
}

/**
 * `smform validate` CPU (the config load) and `plan --changed-since HEAD` wall (one network edited) of the
 * fleet with a template and written out in full, interleaved so a busy moment weighs on both alike.
 */
export async function runTemplates(runs: number): Promise<TemplatesResult> {
  const live = buildSyntheticSeed(SPEC);
  const root = await mkdtemp(join(tmpdir(), 'smform-bench-templates-'));
  const fullDir = join(root, 'full');
  const templatedDir = join(root, 'templated');
  try {
    await writeFleetConfigs(live, fullDir, templatedDir);
    gitCommit(fullDir, 'the fleet written out in full');
    gitCommit(templatedDir, 'the fleet with one template');
    const fullValidate: number[] = [];
    const templatedValidate: number[] = [];
    for (let i = 0; i < runs; i++) {
      fullValidate.push(await validateCpu(fullDir));
      templatedValidate.push(await validateCpu(templatedDir));
    }
    await editFirstNetwork(live, fullDir, false);
    await editFirstNetwork(live, templatedDir, true);
    const emulator = await startEmulatorProcess(syntheticText(SPEC));
    const fullPlan: number[] = [];
    const templatedPlan: number[] = [];
    const summaries = new Set<string>();
    try {
      const plan = async (dir: string): Promise<number> => {
        await sleep(REFILL_MS);
        const run = await runMeasured(
          changedPlan(dir),
          { ...ENV, MERAKI_BASE_URL: emulator.url },
          { cwd: dir },
        );
        expectExit(run, [0, 2], `${TEMPLATES}: smform plan --changed-since HEAD in ${dir}`);
        const summary = SUMMARY.exec(run.stdout + run.stderr)?.[0] ?? 'no plan summary';
        summaries.add(summary);
        return run.wallMs;
      };
      for (let i = 0; i < runs; i++) {
        fullPlan.push(await plan(fullDir));
        templatedPlan.push(await plan(templatedDir));
      }
      // Both forms declare the same fleet, so both plans must say the same (and not nothing).
      if (summaries.size !== 1 || [...summaries][0] === '0 to create, 0 to update, 0 to delete') {
        throw new Error(`${TEMPLATES}: the two forms planned differently: ${[...summaries].join(' / ')}`);
      }
    } finally {
      await emulator.close();
    }
    return {
      name: TEMPLATES,
      networks: SPEC.networks,
      fullValidateCpuMs: median(fullValidate),
      templatedValidateCpuMs: median(templatedValidate),
      fullPlanWallMs: median(fullPlan),
      templatedPlanWallMs: median(templatedPlan),
      runs,
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
