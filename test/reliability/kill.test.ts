import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killRun, startEmulatorProcess, writeSeed, type EmulatorProcess } from './kill-helpers.js';

// The fast gate's kill points; `npm run test:faults` runs 50 random ones (kill.faults.ts).
const KILL_POINTS = [4, 14, 21];

describe.concurrent('smform apply killed with SIGKILL (emulator in its own process)', () => {
  let emulator: EmulatorProcess;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'smform-kill-'));
    emulator = await startEmulatorProcess(await writeSeed(dir, KILL_POINTS.length), 3);
  });
  afterAll(async () => {
    expect(await emulator.stop()).toBe(0);
    await rm(dir, { recursive: true, force: true });
  });

  it.for(KILL_POINTS.map((killAfter, run) => ({ killAfter, run })))(
    'killed after request $killAfter: the next plan shows exactly what is left, the next apply finishes it',
    { timeout: 90_000 },
    async ({ killAfter, run }, { onTestFinished }) => {
      const { killed } = await killRun(onTestFinished, emulator, run, killAfter);
      expect(killed).toBe(true);
    },
  );
});
