import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workdir } from '../cli/run-built.js';
import {
  applyAndKill,
  configOf,
  idsOf,
  killRun,
  random,
  startEmulatorProcess,
  writeSeed,
  type EmulatorProcess,
} from './kill-helpers.js';

// 50 random kill points (npm run test:faults). SMFORM_KILL_SEED replays a failing sequence.
const RUNS = Number(process.env['SMFORM_KILL_RUNS'] ?? 50);
const SEED = Number(process.env['SMFORM_KILL_SEED'] ?? 20261122);

describe('smform apply killed with SIGKILL at random points', () => {
  let emulator: EmulatorProcess;
  let dir: string;
  let total = 0;
  const outcomes: { killed: boolean; left: number }[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'smform-kill-'));
    emulator = await startEmulatorProcess(await writeSeed(dir, RUNS + 1), 3);
    // A pilot run, never killed, counts the requests of a whole apply: kill points fall within it.
    const pilot = idsOf(RUNS);
    const cwd = await workdir((cleanup) => cleanups.push(cleanup), { 'smform.yaml': configOf(pilot) });
    total = (await applyAndKill(emulator, cwd, Number.POSITIVE_INFINITY)).seen;
    expect(total).toBeGreaterThan(20);
  });
  afterAll(async () => {
    expect(await emulator.stop()).toBe(0);
    await rm(dir, { recursive: true, force: true });
    for (const cleanup of cleanups) await cleanup();
    console.log(
      `kill points: ${outcomes.length} runs over ${total} requests per apply (seed ${SEED}); killed ${outcomes.filter((o) => o.killed).length}, with work left ${outcomes.filter((o) => o.left > 0).length}`,
    );
  });

  const draw = random(SEED);
  const points = Array.from({ length: RUNS }, (_, run) => ({ run, at: draw() }));
  it.concurrent.for(points)('run $run', async ({ run, at }, { onTestFinished }) => {
    const killAfter = 1 + Math.floor(at * total);
    outcomes.push(await killRun(onTestFinished, emulator, run, killAfter));
  });

  it('the kills landed before, among and after the writes', () => {
    expect(outcomes).toHaveLength(RUNS);
    expect(outcomes.filter((o) => o.killed).length).toBeGreaterThanOrEqual(RUNS * 0.8);
    expect(outcomes.filter((o) => o.left > 0).length).toBeGreaterThanOrEqual(RUNS * 0.3);
  });
});
