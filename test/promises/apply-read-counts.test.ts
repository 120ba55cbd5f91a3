import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir, type OnFinished } from '../cli/run-in-process.js';

/**
 * docs/workflow.md § What apply does and docs/performance.md § What keeps it fast: `apply PATH
 * --auto-approve` writes from the live state it has just planned from (no second read of a touched scope
 * before its write), and applying a saved plan whose config is at hand costs the same calls: its re-plan's
 * read is the one the writes start from. Only the re-read that verifies the writes follows them.
 */

const seed: Seed = {
  organizations: [
    {
      id: '7803',
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAny', tags: ['x'] }] },
        { id: 'N_2', targetGroups: [{ id: 't2', name: 'Laptops', scope: 'withAny', tags: ['a'] }] },
      ],
    },
  ],
};

// An update in N_1 only: N_2 is read by the plan and never written.
const config = `organizations:
  - id: "7803"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [x, y] }
      - id: N_2
        targetGroups:
          - { name: Laptops, scope: withAny, tags: [a] }
`;

const KEY = 'test-key-read-counts';

async function setup(onFinished: OnFinished) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const cwd = await workdir(onFinished, { 'smform.yaml': config });
  const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
  /** The operations the emulator answered from `from` on, in order. */
  const calls = (from = 0) => emulator.requestLog.slice(from).map((e) => `${e.operationId} ${e.path}`);
  return { emulator, cwd, env, calls };
}

const LIST_N1 = 'getNetworkSmTargetGroups /api/v1/networks/N_1/sm/targetGroups';
const LIST_N2 = 'getNetworkSmTargetGroups /api/v1/networks/N_2/sm/targetGroups';
// The check that each declared network is in its organization (docs/workflow.md § `smform plan`).
const NETWORKS = 'getOrganizationNetworks /api/v1/organizations/7803/networks';
const PUT_T1 = 'updateNetworkSmTargetGroup /api/v1/networks/N_1/sm/targetGroups/t1';

describe('the reads an apply makes', () => {
  it('apply PATH --auto-approve reads each scope once before writing and re-reads only the scope it wrote', async ({
    onTestFinished,
  }) => {
    const { cwd, env, calls } = await setup(onTestFinished);
    const applied = await smform(['apply', 'smform.yaml', '--yes', '--no-devices'], { cwd, env });
    expect(applied.code, applied.stdout + applied.stderr).toBe(0);
    const log = calls();
    const write = log.indexOf(PUT_T1);
    expect(write).toBeGreaterThan(-1);
    expect(log.slice(0, write).sort()).toEqual([LIST_N1, LIST_N2, NETWORKS]);
    expect(log.slice(write)).toEqual([PUT_T1, LIST_N1]);
  });

  it('applying a saved plan makes the same calls as apply PATH --auto-approve', async ({
    onTestFinished,
  }) => {
    const direct = await setup(onTestFinished);
    const applied = await smform(['apply', 'smform.yaml', '--yes', '--no-devices'], {
      cwd: direct.cwd,
      env: direct.env,
    });
    expect(applied.code, applied.stderr).toBe(0);

    const saved = await setup(onTestFinished);
    const planned = await smform(['plan', 'smform.yaml', '--no-devices', '--out', 'plan.json'], {
      cwd: saved.cwd,
      env: saved.env,
    });
    expect(planned.code, planned.stderr).toBe(0);
    const mark = saved.emulator.requestLog.length;
    const fromFile = await smform(['apply', 'plan.json', '--yes', '--no-devices'], {
      cwd: saved.cwd,
      env: saved.env,
    });
    expect(fromFile.code, fromFile.stdout + fromFile.stderr).toBe(0);
    // The reads of one scope run in parallel, so only their order within a phase may differ.
    const phases = (log: string[]) => {
      const write = log.indexOf(PUT_T1);
      return { before: log.slice(0, write).sort(), after: log.slice(write) };
    };
    expect(phases(saved.calls(mark))).toEqual(phases(direct.calls()));
    expect(phases(saved.calls(mark)).before).toEqual([LIST_N1, LIST_N2, NETWORKS]);
  });
});
