import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  FAULT_CASES,
  READ_TARGET,
  WRITE_TARGETS,
  type FaultCase,
  type FaultTarget,
} from './helpers/cases.js';
import type { CliRun } from '../gitops/cli.js';
import { baselineOf, checkApply, checkRead, retriesOf, type Baseline } from './helpers/scenario.js';

// The full fault matrix (npm run test:faults): every fault against every command, and against every kind
// of write an apply makes. It ends by printing what smform did in each case.
const READ_OP = 'getNetworkSmTargetGroups';
const results = new Map<string, Map<string, string>>();

function record(fault: FaultCase, column: string, run: CliRun): void {
  const row = results.get(fault.name) ?? new Map<string, string>();
  const how = /found by name, not created twice/.test(run.stdout)
    ? 'found by lookup'
    : `${retriesOf(run)} retries`;
  row.set(column, run.code === 0 || run.code === 2 ? `ok, ${how}` : `exit ${run.code}`);
  results.set(fault.name, row);
}

const READ_COMMANDS = ['plan', 'drift', 'export'] as const;
const APPLY_TARGETS: readonly FaultTarget[] = [READ_TARGET, ...WRITE_TARGETS];
const columns = [...READ_COMMANDS, ...APPLY_TARGETS.map((t) => `apply: ${t.name}`)];

afterAll(() => {
  const lines = [`| fault | ${columns.join(' | ')} |`, `|${' --- |'.repeat(columns.length + 1)}`];
  for (const fault of FAULT_CASES) {
    const row = results.get(fault.name);
    lines.push(`| ${fault.name} | ${columns.map((c) => row?.get(c) ?? '-').join(' | ')} |`);
  }
  console.log(`What smform did under each fault:\n${lines.join('\n')}`);
});

describe.concurrent('fault matrix (full): read commands', () => {
  const baselines = new Map<string, Baseline>();
  beforeAll(async () => {
    for (const command of READ_COMMANDS) baselines.set(command, await baselineOf(command));
  });
  for (const command of READ_COMMANDS) {
    it.for(FAULT_CASES)(`${command}: $name`, async (fault) => {
      const baseline = baselines.get(command);
      if (baseline === undefined) throw new Error('no baseline');
      const { run } = await checkRead(command, fault, READ_TARGET, baseline, READ_OP);
      record(fault, command, run);
    });
  }
});

describe.concurrent('fault matrix (full): apply', () => {
  for (const target of APPLY_TARGETS) {
    it.for(FAULT_CASES)(`apply, ${target.name}: $name`, async (fault) => {
      const { run } = await checkApply(fault, target);
      record(fault, `apply: ${target.name}`, run);
    });
  }
});
