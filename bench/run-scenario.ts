import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSyntheticSeed } from '../src/emulator/index.js';
import {
  EMULATOR_BUDGET,
  startEmulatorProcess,
  type EmulatorProcess,
  type LoggedRequest,
} from './emulator-process.js';
import { exportConfig } from './export-config.js';
import { minimumCalls, naiveRequests, workOf, type MinimumCalls } from './fixtures.js';
import { median, runMeasured, sleep, SMFORM_MAIN, type Measured } from './measure.js';
import { syntheticText, type Scenario } from './scenario.js';

/** One run of smform or of the naive baseline, as the emulator and the process saw it. */
export interface RunFigures {
  wallMs: number;
  cpuMs: number;
  maxRssMb: number;
  requests: number;
  rateLimited: number;
  /** 429s that reached the user: an error line naming the rate limit, or the run failing on one. */
  surfaced429: number;
  /** The most requests any one second held, across all organizations. */
  peakPerSecond: number;
  /** From the first request's arrival to the last one's: the time the run spent on the API. */
  activeMs: number;
  exitCode: number;
}

export interface ScenarioResult {
  name: string;
  command: string;
  organizations: number;
  /** Requests per second the run may use: 10 per organization, at most 100 in all. */
  budgetPerSecond: number;
  minimum: MinimumCalls;
  /** Minimum calls / budget, in seconds. */
  lowerBoundMs: number;
  /** Whether the work needs more than the burst: only then do rate and wall targets apply. */
  budgetBound: boolean;
  smform: RunFigures & { runs: RunFigures[] };
  naive: RunFigures & { runs: RunFigures[] };
}

/** An idle organization's bucket refills (20 tokens at 10/s) before each run starts. */
const REFILL_MS = 2100;
/** The emulator logs a request as it answers; give the last lines time to arrive. */
const LOG_SETTLE_MS = 300;
const EXPECTED_EXIT: Record<Scenario['command'], number[]> = { plan: [0, 2], drift: [0, 2], apply: [0] };

function peakPerSecond(entries: readonly LoggedRequest[]): number {
  let peak = 0;
  let start = 0;
  for (let end = 0; end < entries.length; end++) {
    while ((entries[end]?.at ?? 0) - (entries[start]?.at ?? 0) >= 1000) start += 1;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}

function surfaced(run: Measured): number {
  return run.stderr.split('\n').filter((line) => /^error:/.test(line) && /429|rate/i.test(line)).length;
}

async function measureRun(
  emulator: EmulatorProcess,
  args: readonly string[],
  scenario: Scenario,
  isNaive: boolean,
): Promise<RunFigures> {
  await sleep(REFILL_MS);
  const mark = emulator.log.length;
  const run = await runMeasured(args, {
    MERAKI_BASE_URL: emulator.url,
    MERAKI_DASHBOARD_API_KEY: 'test-key',
  });
  await sleep(LOG_SETTLE_MS);
  const entries = emulator.log.slice(mark);
  const ok = isNaive ? run.exitCode === 0 : EXPECTED_EXIT[scenario.command].includes(run.exitCode);
  if (!ok) {
    throw new Error(
      `${scenario.name}: ${isNaive ? 'naive baseline' : `smform ${scenario.command}`} exited ${run.exitCode}\n${run.stderr.slice(-2000)}`,
    );
  }
  return {
    wallMs: run.wallMs,
    cpuMs: run.cpuMs,
    maxRssMb: run.maxRssMb,
    requests: entries.length,
    rateLimited: entries.filter((entry) => entry.status === 429).length,
    surfaced429: surfaced(run),
    peakPerSecond: peakPerSecond(entries),
    activeMs: entries.length < 2 ? 0 : (entries.at(-1)?.at ?? 0) - (entries[0]?.at ?? 0),
    exitCode: run.exitCode,
  };
}

function medianOf(runs: RunFigures[]): RunFigures & { runs: RunFigures[] } {
  const pick = (key: keyof RunFigures): number => median(runs.map((run) => run[key]));
  return {
    wallMs: pick('wallMs'),
    cpuMs: pick('cpuMs'),
    maxRssMb: pick('maxRssMb'),
    requests: pick('requests'),
    rateLimited: pick('rateLimited'),
    surfaced429: Math.max(...runs.map((run) => run.surfaced429)),
    peakPerSecond: pick('peakPerSecond'),
    activeMs: pick('activeMs'),
    exitCode: Math.max(...runs.map((run) => run.exitCode)),
    runs,
  };
}

function smformArgs(scenario: Scenario, configDir: string): string[] {
  switch (scenario.command) {
    case 'plan':
      return [SMFORM_MAIN, 'plan', configDir, '--force', '--quiet'];
    case 'drift':
      return [SMFORM_MAIN, 'drift', configDir, '--quiet'];
    case 'apply':
      return [SMFORM_MAIN, 'apply', configDir, '--auto-approve', '--force', '--quiet'];
  }
}

/**
 * Measures one scenario: exports its config, starts the emulator in its own process (again before each
 * run when the command writes), runs smform and then the naive baseline, and takes medians.
 */
export async function runScenario(scenario: Scenario, naiveScript: string): Promise<ScenarioResult> {
  const live = buildSyntheticSeed(scenario.synthetic);
  const work = workOf(live, scenario);
  const dir = await mkdtemp(join(tmpdir(), 'smform-bench-'));
  try {
    const orgIds = scenario.orgs.map((index) => live.organizations[index - 1]?.id ?? '');
    const configDir = join(dir, 'config');
    await exportConfig(work.desired, orgIds, configDir);
    const jobFile = join(dir, 'naive.json');
    await writeFile(jobFile, JSON.stringify(naiveRequests(live, scenario, work)));
    const synthetic = syntheticText(scenario.synthetic);
    let emulator = await startEmulatorProcess(synthetic);
    const restart = async (): Promise<void> => {
      await emulator.close();
      emulator = await startEmulatorProcess(synthetic);
    };
    const smform: RunFigures[] = [];
    const naive: RunFigures[] = [];
    try {
      for (let i = 0; i < scenario.runs; i++) {
        if (scenario.fresh && i > 0) await restart();
        smform.push(await measureRun(emulator, smformArgs(scenario, configDir), scenario, false));
      }
      for (let i = 0; i < scenario.naiveRuns; i++) {
        if (scenario.fresh) await restart();
        naive.push(await measureRun(emulator, [naiveScript, jobFile], scenario, true));
      }
    } finally {
      await emulator.close();
    }
    const minimum = minimumCalls(live, scenario, work);
    const budgetPerSecond = Math.min(100, EMULATOR_BUDGET.perOrgRate * scenario.orgs.length);
    const perOrgMinimum = minimum.total / scenario.orgs.length;
    return {
      name: scenario.name,
      command: scenario.command,
      organizations: scenario.orgs.length,
      budgetPerSecond,
      minimum,
      lowerBoundMs: (minimum.total / budgetPerSecond) * 1000,
      // The client may send 10 at once and 10 more within the first second: below that, latency rules.
      budgetBound: perOrgMinimum > 2 * EMULATOR_BUDGET.perOrgRate,
      smform: medianOf(smform),
      naive: medianOf(naive),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
