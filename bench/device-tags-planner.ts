/**
 * The device-tag planner alone, as its own process: the scenario's 100,000 devices (50 networks x 2,000,
 * 20 managed tags, 10 edited), its config written to a temporary directory and loaded, then `planChanges`
 * and the blast radius (`evaluateDevices`) timed by `process.cpuUsage()`. Prints `{ plannerCpuMs, changes }`.
 * For paired runs of two builds; `npm run bench` measures the same inside the device-tags scenario.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSyntheticSeed } from '../src/emulator/index.js';
import { plannerCpu, TAG_SPEC, writeTagConfig } from './device-tags.js';

const seed = buildSyntheticSeed(TAG_SPEC);
const dir = await mkdtemp(join(tmpdir(), 'smform-bench-tag-planner-'));
try {
  await writeTagConfig(seed, dir);
  const planner = await plannerCpu(seed, dir);
  process.stdout.write(
    `${JSON.stringify({ plannerCpuMs: planner.cpuMs, planCpuMs: planner.cpuMs, changes: planner.changes })}\n`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
