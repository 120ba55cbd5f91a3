import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// Everything here comes from the package entry, as a library user has it.
import { applyConfig, applyInterrupt, type ApplyNotice, type Seed } from '../../src/index.js';
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

/** Kiosks gets a tag more, Lobby is new; Old is not declared and the organization prunes: it is deleted. */
const config = `organizations:
  - id: "7001"
    policy: { prune: true, maxChangePercent: 100 }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
          - { name: Lobby, scope: withAny, tags: [lobby] }
`;

const owner = { pid: process.pid, isAlive: () => true };

/** The repository and emulator, as `smform apply PATH` loads them. */
async function setup(onFinished: (cleanup: () => Promise<void>) => void) {
  const repository = await libraryRepository(onFinished, seed, config);
  return { ...repository, base: { cwd: repository.cwd, toolVersion: '0.0.0-test' } };
}

const lockFile = (cwd: string): string => join(cwd, '.smform', 'apply.lock');

describe('a library caller applies a config with the checks of `smform apply PATH`', () => {
  it('refuses a delete not allowed, stops when not approved, then applies and backs up under the lock', async ({
    onTestFinished,
  }) => {
    const { cwd, desired, client, writes, base } = await setup(onTestFinished);

    const refused = await applyConfig({ desired, client }, base);
    expect(refused.kind).toBe('planned');
    expect(refused.planned.refusals).toEqual([
      expect.objectContaining({ rule: 'delete', address: 'network/N_1/targetGroup/Old' }),
    ]);

    const asked: number[] = [];
    const declined = await applyConfig(
      { desired, client },
      {
        ...base,
        allowDelete: true,
        approve: ({ plan }) => {
          asked.push(plan.summary.create + plan.summary.update + plan.summary.delete);
          return Promise.resolve(false);
        },
      },
    );
    expect(declined.kind).toBe('declined');
    expect(asked).toEqual([3]);
    expect(writes()).toEqual([]);

    // The config is loaded once the lock is held: the lock file is there while it loads.
    const notices: ApplyNotice[] = [];
    const planned: string[] = [];
    let lockedWhileLoading = false;
    const applied = await applyConfig(
      async () => {
        lockedWhileLoading = existsSync(lockFile(cwd));
        return Promise.resolve({ desired, client });
      },
      {
        ...base,
        allowDelete: true,
        lock: owner,
        backupDir: join(cwd, 'backups'),
        onNotice: (notice) => notices.push(notice),
        onPlanned: ({ plan }) => planned.push(plan.planHash),
      },
    );
    expect(lockedWhileLoading).toBe(true);
    expect(applied.kind).toBe('applied');
    if (applied.kind !== 'applied') return;
    expect(planned).toEqual([applied.planned.plan.planHash]);
    expect(applied.result.ok).toBe(true);
    expect(applied.result.writes.map((write) => `${write.action} ${write.addresses.join(' ')}`)).toEqual([
      'update network/N_1/targetGroup/Kiosks',
      'create network/N_1/targetGroup/Lobby',
      'delete network/N_1/targetGroup/Old',
    ]);
    expect(notices.map((notice) => notice.type)).toEqual(['backup-saved']);
    expect(existsSync(lockFile(cwd))).toBe(false);

    // Applied, the same config has nothing more to change.
    const again = await applyConfig({ desired, client }, { ...base, allowDelete: true });
    expect(again.kind).toBe('planned');
    expect(again.planned.plan.summary).toMatchObject({ create: 0, update: 0, delete: 0 });
  });

  it('refuses to run while another live process holds the lock, writing nothing', async ({
    onTestFinished,
  }) => {
    const { cwd, desired, client, writes, base } = await setup(onTestFinished);
    await mkdir(join(cwd, '.smform'));
    const holder = { pid: 424242, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' };
    await writeFile(lockFile(cwd), JSON.stringify(holder));
    await expect(
      applyConfig({ desired, client }, { ...base, allowDelete: true, lock: owner }),
    ).rejects.toMatchObject({
      code: 'apply.lock',
      message: expect.stringContaining('pid 424242') as unknown,
    });
    expect(writes()).toEqual([]);
  });

  it('an interrupt before the writes rejects, writes nothing and leaves no lock', async ({
    onTestFinished,
  }) => {
    const { cwd, desired, client, writes, base } = await setup(onTestFinished);
    const interrupt = applyInterrupt();
    const steps: string[] = [];
    const run = applyConfig(
      { desired, client },
      {
        ...base,
        allowDelete: true,
        lock: owner,
        signal: interrupt.signal,
        onProgress: interrupt.follow((event) => {
          if (event.type === 'scope-read-started') steps.push(interrupt.interrupt().step);
        }),
      },
    );
    await expect(run).rejects.toThrow('interrupted before any write');
    expect(steps).toEqual(['before-writes']);
    expect(writes()).toEqual([]);
    expect(existsSync(lockFile(cwd))).toBe(false);
  });

  it('an interrupt once the writes began lets the writes in flight finish and starts no later one', async ({
    onTestFinished,
  }) => {
    const { desired, client, writes, base } = await setup(onTestFinished);
    const interrupt = applyInterrupt();
    const steps: unknown[] = [];
    const applied = await applyConfig(
      { desired, client },
      {
        ...base,
        allowDelete: true,
        signal: interrupt.signal,
        onProgress: interrupt.follow((event) => {
          if (event.type !== 'write-started' || steps.length > 0) return;
          steps.push(interrupt.interrupt(), interrupt.interrupt());
        }),
      },
    );
    expect(steps).toEqual([
      { step: 'stopping' },
      { step: 'again', inFlight: ['network/N_1/targetGroup/Kiosks'] },
    ]);
    expect(applied.kind).toBe('applied');
    if (applied.kind !== 'applied') return;
    expect(applied.result.interrupted).toBe(true);
    expect(applied.result.ok).toBe(false);
    // The delete (a later phase) was never sent.
    expect(writes().filter((write) => write.startsWith('DELETE'))).toEqual([]);
  });
});
