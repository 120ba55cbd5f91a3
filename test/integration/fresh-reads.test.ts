import { describe, expect, it } from 'vitest';
import { readLive } from '../../src/live/index.js';
import { planChanges } from '../../src/planner/index.js';
import { call } from '../helpers/emulator.js';
import { startHarness } from './harness.js';

const seed = {
  organizations: [{ id: '7601', adminRoles: [], networks: [{ id: 'N_1', targetGroups: [] }] }],
};

const config = `organizations:
  - id: "7601"
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea] }
    networks:
      - id: N_1
        targetGroups:
          - { name: A, scope: all }
          - { name: B, scope: all }
          - { name: C, scope: all }
`;

describe('the reads an apply makes right before its creates', () => {
  it('adopts a role another writer created since the plan as it is, without a POST', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config);
    const live = await readLive(h.client, desired);
    const made = planChanges(desired, live, { toolVersion: '0.0.0-test', now: '2026-01-01T00:00:00.000Z' });
    const colleague = await call(h.emulator, 'POST', '/organizations/7601/sm/admins/roles', {
      body: { name: 'Helpdesk', scope: 'some', tags: ['emea'] },
    });
    expect(colleague.status).toBe(201);
    const mark = h.emulator.requestLog.length;
    const result = await h.apply(made, { planLive: live });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const role = result.writes.find((op) => op.kind === 'adminRole');
    expect(role).toMatchObject({
      status: 'done',
      adopted: 'as-is',
      id: (colleague.body as { roleId: string }).roleId,
    });
    expect(h.writesSince(mark).filter((w) => w.includes('/admins/roles'))).toEqual([]);
    expect(h.emulator.state().organizations[0]?.adminRoles).toHaveLength(1);
  });

  it('one list read serves the creates of a scope while it is at most 5 s old, by the injected clock', async () => {
    for (const [step, reads] of [
      [0, 1],
      [6000, 3],
    ] as const) {
      const h = await startHarness(seed);
      const desired = h.desired(config.replace(/ {4}adminRoles:\n.*\n/, ''));
      const live = await readLive(h.client, desired);
      const made = planChanges(desired, live, { toolVersion: '0.0.0-test', now: '2026-01-01T00:00:00.000Z' });
      let clock = Date.parse('2026-01-01T00:00:00.000Z');
      const now = (): Date => new Date((clock += step));
      const mark = h.emulator.requestLog.length;
      const result = await h.apply(made, { planLive: live, concurrency: 1, now });
      expect(result.ok, JSON.stringify(result)).toBe(true);
      const log = h.emulator.requestLog.slice(mark).map((e) => `${e.method} ${e.path}`);
      const lastPost = log.findLastIndex((line) => line.startsWith('POST '));
      // Before the last create: the list reads that guarded the creates (the verification read follows it).
      const guarded = log
        .slice(0, lastPost)
        .filter((line) => line === 'GET /api/v1/networks/N_1/sm/targetGroups');
      expect(guarded, `clock step ${step} ms`).toHaveLength(reads);
    }
  });
});
