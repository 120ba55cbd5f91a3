import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportConfig } from '../../bench/export-config.js';
import { minimumCalls, naiveRequests, workOf } from '../../bench/fixtures.js';
import type { Scenario } from '../../bench/scenario.js';
import { buildSyntheticSeed, startEmulator } from '../../src/emulator/index.js';
import { smform } from '../cli/run-in-process.js';

/** Two organizations; the edits touch groups, a role (all of org 2's networks need devices) and sentry. */
const scenario = (command: Scenario['command']): Scenario => ({
  name: 'premise',
  command,
  synthetic: { orgs: 2, networks: 6, devices: 30, groups: 5, roles: 60, sentry: 1 },
  orgs: [1, 2],
  edits: [
    { kind: 'updateGroups', org: 1, networks: [1, 2], count: 2 },
    { kind: 'updateSentry', org: 1, networks: [4] },
    { kind: 'createGroups', org: 2, networks: [3], count: 1 },
    { kind: 'updateRoles', org: 2, count: 1 },
  ],
  runs: 1,
  naiveRuns: 1,
  fresh: false,
});

async function run(command: Scenario['command'], onFinished: (cleanup: () => Promise<void>) => void) {
  const chosen = scenario(command);
  const live = buildSyntheticSeed(chosen.synthetic);
  const work = workOf(live, chosen);
  const dir = await mkdtemp(join(tmpdir(), 'smform-bench-test-'));
  onFinished(() => rm(dir, { recursive: true, force: true }));
  await exportConfig(work.desired, ['800001', '800002'], join(dir, 'config'));
  const emulator = await startEmulator({ synthetic: chosen.synthetic, port: 0, rateLimit: 0 });
  onFinished(() => emulator.close());
  const argv =
    command === 'apply'
      ? ['apply', 'config', '--auto-approve', '--force', '--no-backup']
      : command === 'drift'
        ? ['drift', 'config']
        : [command, 'config', '--force'];
  const result = await smform(argv, {
    cwd: dir,
    env: { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url },
  });
  return { result, emulator, minimum: minimumCalls(live, chosen, work), live, chosen, work };
}

describe('the bench measures against the right minimum', () => {
  it.concurrent(
    'the exported config plans exactly the edits, in exactly the minimum calls',
    async ({ onTestFinished }) => {
      const { result, emulator, minimum } = await run('plan', onTestFinished);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('Plan: 1 to create, 6 to update, 0 to delete.');
      // 2 x (6 group lists + 1 roles page + 1 sentry page); devices of N1, N2, N4 and all 6 of org 2;
      // one network list per organization for the declared-network check; the group policies of the one
      // network whose sentry list changes (its ids are checked before anything is written).
      expect(minimum).toEqual({
        reads: 16,
        deviceReads: 9,
        writes: 0,
        preWriteReads: 0,
        verifyReads: 0,
        groupPolicyReads: 1,
        discoveryReads: 2,
        attributionReads: 0,
        total: 28,
      });
      expect(emulator.requestLog).toHaveLength(minimum.total);
    },
  );

  it.concurrent(
    'an apply makes exactly the minimum: one read before the first create of a scope and before the sentry PUT (issue 17), one verification read per touched scope (issue 4)',
    async ({ onTestFinished }) => {
      const { result, emulator, minimum, work } = await run('apply', onTestFinished);
      expect(result.code, result.stderr).toBe(0);
      expect(work.writes).toHaveLength(7);
      // Read before writing: org 2's N3 groups (a create) and org 1's sentry list (the PUT).
      // Touched: org 1's N1 and N2 groups and sentry list; org 2's N3 groups and roles.
      expect(minimum).toEqual({
        reads: 16,
        deviceReads: 9,
        writes: 7,
        preWriteReads: 2,
        verifyReads: 5,
        groupPolicyReads: 1,
        discoveryReads: 2,
        attributionReads: 0,
        total: 42,
      });
      expect(emulator.requestLog).toHaveLength(minimum.total);
    },
  );

  it.concurrent(
    'a drift makes exactly the minimum: its reads, then who changed it (the key once, one change-log page per drifted organization)',
    async ({ onTestFinished }) => {
      const { result, emulator, minimum } = await run('drift', onTestFinished);
      expect(result.code, result.stderr).toBe(2);
      // Drift reads no devices and no network list; the edits drift both organizations, so attribution
      // reads the key's identity once and each organization's change log (one page: the log is empty).
      expect(minimum).toEqual({
        reads: 16,
        deviceReads: 0,
        writes: 0,
        preWriteReads: 0,
        verifyReads: 0,
        groupPolicyReads: 1,
        discoveryReads: 0,
        attributionReads: 3,
        total: 20,
      });
      expect(emulator.requestLog).toHaveLength(minimum.total);
    },
  );

  it('the naive baseline lists the same reads without perPage (it follows pages as it goes)', () => {
    const chosen = scenario('plan');
    const live = buildSyntheticSeed(chosen.synthetic);
    const requests = naiveRequests(live, chosen, workOf(live, chosen));
    expect(requests.filter((r) => r.path.endsWith('/sm/admins/roles'))).toHaveLength(2);
    expect(requests.some((r) => r.path.includes('perPage'))).toBe(false);
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
    expect(requests).toHaveLength(25);
  });
});
