import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { activeChanges, startHarness } from './harness.js';

const seed: Seed = {
  organizations: [
    {
      id: '1001',
      name: 'Acme',
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            { id: 't2', name: 'Same', scope: 'withAny', tags: ['b', 'a'] },
            { id: 't3', name: 'Stray', scope: 'all', tags: [] },
          ],
        },
        { id: 'N_2', targetGroups: [{ id: 't9', name: 'Elsewhere', scope: 'none', tags: [] }] },
      ],
    },
  ],
};

const config = (prune: boolean): string => `
organizations:
  - id: "1001"
    networks:
      - id: N_1
        policy: { prune: ${prune} }
        targetGroups:
          - name: Kiosks
            scope: withAll
            tags: [kiosk, ipad]
          - name: Same
            scope: withAny
            tags: [a, b]
          - name: Laptops
            scope: withAny
            tags: [laptop]
`;

const groupsOf = (state: ReturnType<Awaited<ReturnType<typeof startHarness>>['emulator']['state']>) =>
  (state.organizations[0]?.networks.find((n) => n.id === 'N_1')?.targetGroups ?? [])
    .map((g) => ({ name: g.name, scope: g.scope, tags: [...g.tags].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));

describe('target groups: plan, apply, plan again', () => {
  it('creates and updates, leaves the tag-order-only group and the unmanaged group alone', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config(false));
    const first = await h.plan(desired);
    expect(activeChanges(first)).toEqual([
      'update network/N_1/targetGroup/Kiosks',
      'create network/N_1/targetGroup/Laptops',
    ]);
    expect(first.unmanaged.map((u) => u.address)).toEqual(['network/N_1/targetGroup/Stray']);
    expect(h.refusals(first, desired)).toEqual([]);
    // Only the declared network was read.
    expect(h.emulator.requestLog.some((e) => e.path.includes('N_2'))).toBe(false);

    const mark = h.emulator.requestLog.length;
    const result = await h.apply(first);
    expect(result.ok).toBe(true);
    expect(result.writes.map((op) => [op.status, op.action, op.addresses[0]])).toEqual([
      ['done', 'update', 'network/N_1/targetGroup/Kiosks'],
      ['done', 'create', 'network/N_1/targetGroup/Laptops'],
    ]);
    expect(h.writesSince(mark).sort()).toEqual([
      'POST /networks/N_1/sm/targetGroups',
      'PUT /networks/N_1/sm/targetGroups/t1',
    ]);
    expect(groupsOf(h.emulator.state())).toEqual([
      { name: 'Kiosks', scope: 'withAll', tags: ['ipad', 'kiosk'] },
      { name: 'Laptops', scope: 'withAny', tags: ['laptop'] },
      { name: 'Same', scope: 'withAny', tags: ['a', 'b'] },
      { name: 'Stray', scope: 'all', tags: [] },
    ]);

    const second = await h.plan(desired);
    expect(activeChanges(second)).toEqual([]);
  });

  it('prunes an undeclared group only with --allow-delete, and deletes after the creates', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config(true));
    const first = await h.plan(desired);
    expect(activeChanges(first)).toContain('delete network/N_1/targetGroup/Stray');
    expect(h.refusals(first, desired).map((r) => [r.address, r.flag])).toEqual([
      ['network/N_1/targetGroup/Stray', '--allow-delete'],
    ]);
    expect(h.refusals(first, desired, { allowDelete: true })).toEqual([]);

    const mark = h.emulator.requestLog.length;
    const result = await h.apply(first);
    expect(result.ok).toBe(true);
    const writes = h.writesSince(mark);
    expect(writes.at(-1)).toBe('DELETE /networks/N_1/sm/targetGroups/t3');
    expect(writes).toHaveLength(3);
    expect(groupsOf(h.emulator.state()).map((g) => g.name)).toEqual(['Kiosks', 'Laptops', 'Same']);
    expect(activeChanges(await h.plan(desired))).toEqual([]);
  });

  it('makes no request at all for a plan without changes', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config(false));
    await h.apply(await h.plan(desired));
    const settled = await h.plan(desired);
    const mark = h.emulator.requestLog.length;
    const at = new Date('2026-05-01T10:00:00.000Z');
    const result = await h.apply(settled, { now: () => at });
    expect(result).toEqual({
      writes: [],
      verification: [],
      interrupted: false,
      ok: true,
      startedAt: at.toISOString(),
      finishedAt: at.toISOString(),
    });
    expect(h.emulator.requestLog.length).toBe(mark);
  });
});
