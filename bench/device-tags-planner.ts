/**
 * The device-tag planner alone, as its own process: the scenario's 100,000 devices (50 networks x 2,000,
 * 20 managed tags, 10 edited), its config written to a temporary directory and loaded, then `planChanges`
 * and the blast radius (`evaluateDevices`) timed by `process.cpuUsage()`. Prints `{ plannerCpuMs, changes }`.
 * For paired runs of two builds; `npm run bench` measures the same inside the device-tags scenario.
 * The seed is dropped before the planner runs: a user's plan process holds the config and the devices
 * read, not a second copy of 100,000 devices for the collector to walk.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSyntheticSeed } from '../src/emulator/index.js';
import { devicePages, plannerCpu, TAG_SPEC, writeTagConfig, type DevicePages } from './device-tags.js';

/** Writes the scenario's config into `dir` and gives its device pages; the seed goes out of reach. */
async function prepare(dir: string): Promise<DevicePages> {
  const seed = buildSyntheticSeed(TAG_SPEC);
  await writeTagConfig(seed, dir);
  return devicePages(seed);
}

const dir = await mkdtemp(join(tmpdir(), 'smform-bench-tag-planner-'));
try {
  const planner = await plannerCpu(await prepare(dir), dir);
  process.stdout.write(
    `${JSON.stringify({ plannerCpuMs: planner.cpuMs, planCpuMs: planner.cpuMs, changes: planner.changes })}\n`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
