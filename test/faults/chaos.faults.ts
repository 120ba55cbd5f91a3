import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { workdir } from '../cli/run-built.js';
import { smform } from '../gitops/cli.js';
import { CONFIG, FAST_ENV, SEED, duplicates } from './helpers/scenario.js';

// The emulator's own random faults (docs/emulator.md) on every request, ambiguous writes included:
// re-running apply converges, and nothing is ever created twice. Seeded, so a failure replays.
const FAULTS = '5xx=0.1,5xx-after-write=0.2,reset=0.05,truncate=0.05';
const SEEDS = Array.from({ length: 30 }, (_, i) => i + 1);

describe.concurrent('apply under random faults, run again until done', () => {
  it.for(SEEDS)('random seed %i', async (randomSeed, { onTestFinished }) => {
    const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0, faults: FAULTS, randomSeed });
    onTestFinished(() => emulator.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': CONFIG });
    const env = { ...FAST_ENV, MERAKI_DASHBOARD_API_KEY: 'test-key' };
    const run = (argv: string[]) => smform(['--base-url', emulator.url, ...argv], { cwd, env });
    const codes: number[] = [];
    for (let attempt = 0; attempt < 10 && codes.at(-1) !== 0; attempt += 1) {
      const applied = await run(['apply', 'smform.yaml', '--auto-approve', '--allow-delete', '--no-backup']);
      expect([0, 1], applied.stdout + applied.stderr).toContain(applied.code);
      codes.push(applied.code);
      expect(duplicates(emulator)).toEqual([]);
    }
    expect(codes.at(-1), `exit codes ${codes.join(', ')}`).toBe(0);
    const faults = emulator.requestLog.filter((e) => e.fault !== undefined).length;
    console.log(`random seed ${randomSeed}: ${faults} faults injected, apply exit codes ${codes.join(' ')}`);
    // A read-only plan under the same faults now finds nothing to do (it may need a second try).
    let settled = await run(['plan', 'smform.yaml', '--allow-delete', '--detailed-exitcode']);
    if (settled.code === 1)
      settled = await run(['plan', 'smform.yaml', '--allow-delete', '--detailed-exitcode']);
    expect(settled.code, settled.stdout + settled.stderr).toBe(0);
    expect(emulator.requestLog.some((e) => e.fault !== undefined)).toBe(true);
  });
});
