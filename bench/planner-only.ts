/**
 * The planner on 100,000 objects in memory, run as its own process: builds a desired and a live state
 * (4,000 networks of 24 target groups, 2,000 roles, 2,000 sentry lists; one object in 100 changed), then
 * times `plan()` alone. Prints `{ objects, changes, planCpuMs, planWallMs, inputRssMb, peakRssMb }`.
 */
import { planChanges } from '../src/planner/index.js';
import { buildStates, GROUPS, NETWORKS, ROLES, SENTRY } from './fleet-states.js';

const { desired, live } = buildStates(100);
const objects = NETWORKS * GROUPS + ROLES + SENTRY;
const inputRssMb = process.memoryUsage().rss / 1024 / 1024;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const result = planChanges(desired, live, {
  toolVersion: 'bench',
  now: '2026-01-01T00:00:00.000Z',
  force: true,
});
const planWallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const changes = result.summary.create + result.summary.update + result.summary.delete;
process.stdout.write(
  `${JSON.stringify({
    objects,
    changes,
    planCpuMs: (cpu.user + cpu.system) / 1000,
    planWallMs,
    inputRssMb,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  })}\n`,
);
