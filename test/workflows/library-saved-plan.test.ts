import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// Everything here comes from the package entry, as a library user has it.
import {
  applySavedPlan,
  computePlanHash,
  parsePlanFile,
  planAgainstLive,
  signPlan,
  type ApplyNotice,
  type Plan,
  type Seed,
} from '../../src/index.js';
import { libraryRepository } from './library-repository.js';

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            { id: 't2', name: 'Old', scope: 'all', tags: [] },
          ],
        },
      ],
    },
  ],
};

/** Kiosks gets a tag more; Old is not declared and the organization prunes: it is deleted. */
const config = `organizations:
  - id: "7001"
    policy: { prune: true, maxChangePercent: 100 }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
`;

/** An emulator on loopback, a repository holding the config, and a saved plan of it (as `plan --out`). */
async function setup(onFinished: (cleanup: () => Promise<void>) => void) {
  const { emulator, client, cwd, desired, writes } = await libraryRepository(onFinished, seed, config);
  const made = await planAgainstLive({ kind: 'api', client }, desired, {
    toolVersion: '0.0.0-test',
    allowDelete: true,
    origin: { command: 'plan', paths: ['smform.yaml'] },
  });
  // Through the file format, as a saved plan travels.
  const plan = parsePlanFile(JSON.stringify(made.plan), 'plan.json');
  const base = { file: 'plan.json', cwd, toolVersion: '0.0.0-test', client };
  return { emulator, cwd, plan, writes, base };
}

const rehashed = (plan: Plan): Plan => ({ ...plan, planHash: computePlanHash(plan) });

describe('a library caller applies a saved plan with the refusals of `smform apply PLANFILE`', () => {
  it('refuses a forged, a misplaced and an unsigned plan, and one with deletes not allowed; nothing is written', async ({
    onTestFinished,
  }) => {
    const { plan, writes, base } = await setup(onTestFinished);

    // Edited and re-hashed: the fresh plan of the config disagrees (exit 5).
    const kiosks = plan.changes.find((change) => change.address === 'network/N_1/targetGroup/Kiosks');
    if (kiosks?.after == null) throw new Error('the plan has no Kiosks update');
    const forged = rehashed({
      ...plan,
      changes: plan.changes.map((change) =>
        change === kiosks
          ? { ...change, after: { ...kiosks.after, tags: ['ipad', 'kiosk', 'everything'] } }
          : change,
      ),
    });
    await expect(applySavedPlan(forged, { ...base, allowDelete: true })).rejects.toMatchObject({
      exitCode: 5,
      message: expect.stringContaining('does not match a fresh plan of its config') as unknown,
    });

    // Pointed at a config outside the repository's: not at hand (exit 5), the file does not choose.
    const elsewhere = rehashed({ ...plan, origin: { command: 'plan', paths: ['/etc/smform'] } });
    await expect(applySavedPlan(elsewhere, { ...base, allowDelete: true })).rejects.toMatchObject({
      exitCode: 5,
      message: expect.stringContaining('outside this repository') as unknown,
    });

    // A signing key is set and the plan is not signed with it (exit 5).
    const key = 'signing-key-for-tests-0123456789abcdef';
    await expect(applySavedPlan(plan, { ...base, allowDelete: true, signingKey: key })).rejects.toMatchObject(
      { exitCode: 5 },
    );

    // The delete needs allowDelete now, whatever the plan was made with.
    const refused = await applySavedPlan(plan, base);
    expect(refused).toEqual({
      kind: 'refused',
      refusals: [expect.objectContaining({ rule: 'delete', address: 'network/N_1/targetGroup/Old' })],
    });
    expect(writes()).toEqual([]);

    // Signed with the key, allowed: applied and verified; the lock is taken and given back.
    const notices: ApplyNotice[] = [];
    const applied = await applySavedPlan(signPlan(plan, key), {
      ...base,
      allowDelete: true,
      signingKey: key,
      lock: { pid: process.pid, isAlive: () => true },
      onNotice: (notice) => notices.push(notice),
    });
    expect(applied.kind).toBe('applied');
    if (applied.kind !== 'applied') return;
    expect(applied.result.ok).toBe(true);
    expect(applied.result.writes.map((write) => `${write.action} ${write.addresses.join(' ')}`)).toEqual([
      'update network/N_1/targetGroup/Kiosks',
      'delete network/N_1/targetGroup/Old',
    ]);
    expect(notices.map((notice) => notice.type)).toEqual(['saved-plan-checked', 'applying-saved-plan']);
    expect(existsSync(join(base.cwd, '.smform', 'apply.lock'))).toBe(false);
  });

  it('an abort before the writes rejects with its reason, writes nothing and leaves no lock', async ({
    onTestFinished,
  }) => {
    const { plan, writes, base } = await setup(onTestFinished);
    const controller = new AbortController();
    const reason = new Error('stopped by the caller');
    const lock = { pid: process.pid, isAlive: () => true };
    const run = applySavedPlan(plan, {
      ...base,
      allowDelete: true,
      lock,
      signal: controller.signal,
      // The fresh plan's first read: the caller gives up while it is in flight.
      onProgress: (event) => {
        if (event.type === 'scope-read-started') controller.abort(reason);
      },
    });
    await expect(run).rejects.toBe(reason);
    expect(writes()).toEqual([]);
    expect(existsSync(join(base.cwd, '.smform', 'apply.lock'))).toBe(false);
  });
});
