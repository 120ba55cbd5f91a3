import { beforeAll, describe, expect, it } from 'vitest';
import { FAULT_CASES, READ_TARGET, WRITE_TARGETS, type FaultCase } from './helpers/cases.js';
import { baselineOf, checkApply, checkRead, type Baseline } from './helpers/scenario.js';

// The fast fault matrix of `npm test`: every fault against `plan` and against an apply's create, the main
// ones against `drift`, `export` and an apply's sentry PUT. `npm run test:faults` runs every pair.
const byName = (...names: string[]): FaultCase[] =>
  names.map((name) => {
    const found = FAULT_CASES.find((c) => c.name === name);
    if (found === undefined) throw new Error(`no fault case ${name}`);
    return found;
  });
const MAIN = byName(
  '429 storm with Retry-After',
  'burst of 503',
  'connection resets',
  'invalid JSON every time',
  '403',
  '404 for an object listed a moment earlier',
);
const READ_OP = 'getNetworkSmTargetGroups';
const [CREATE = WRITE_TARGETS[0]!, , , , , SENTRY = WRITE_TARGETS[5]!] = WRITE_TARGETS;

describe.concurrent('fault matrix (fast): smform plan', () => {
  let baseline: Baseline;
  beforeAll(async () => {
    baseline = await baselineOf('plan');
  });
  it.for(FAULT_CASES)('$name', async (fault) => {
    await checkRead('plan', fault, READ_TARGET, baseline, READ_OP);
  });
});

describe.concurrent('fault matrix (fast): smform drift and export', () => {
  const baselines: Partial<Record<'drift' | 'export', Baseline>> = {};
  beforeAll(async () => {
    baselines.drift = await baselineOf('drift');
    baselines.export = await baselineOf('export');
  });
  for (const command of ['drift', 'export'] as const) {
    it.for(MAIN)(`${command}: $name`, async (fault) => {
      const baseline = baselines[command];
      expect(baseline).toBeDefined();
      await checkRead(command, fault, READ_TARGET, baseline!, READ_OP);
    });
  }
});

describe.concurrent('fault matrix (fast): smform apply', () => {
  it.for(FAULT_CASES)(`${CREATE.name}: $name`, async (fault) => {
    await checkApply(fault, CREATE);
  });
  it.for(MAIN)(`${SENTRY.name}: $name`, async (fault) => {
    await checkApply(fault, SENTRY);
  });
});
