import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { activeChanges, startHarness } from './harness.js';

const seed: Seed = {
  organizations: [
    {
      id: '2001',
      adminRoles: [
        { roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] },
        { roleId: 'r2', name: 'Old', scope: 'all_tags', tags: ['x'] },
        { roleId: 'r3', name: 'Legacy admins', scope: 'some', tags: ['y'] },
      ],
      networks: [],
    },
  ],
};

const config = (prune: boolean): string => `
organizations:
  - id: "2001"
    policy: { prune: ${prune}, ignore: ["Legacy *"] }
    adminRoles:
      - name: Helpdesk
        scope: some
        tags: [laptops, emea]
      - name: Auditors
        scope: without_some
        tags: [kiosk]
`;

const rolesOf = (state: {
  organizations: { adminRoles: { name: string; scope: string; tags: string[] }[] }[];
}) =>
  (state.organizations[0]?.adminRoles ?? [])
    .map((r) => ({ name: r.name, scope: r.scope, tags: [...r.tags].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));

describe('admin roles: plan, apply, plan again', () => {
  it('creates and updates with full bodies; ignored and unmanaged roles get no write', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config(false));
    const first = await h.plan(desired);
    expect(activeChanges(first).sort()).toEqual([
      'create org/2001/adminRole/Auditors',
      'update org/2001/adminRole/Helpdesk',
    ]);
    expect(first.unmanaged.map((u) => u.address)).toEqual(['org/2001/adminRole/Old']);

    const mark = h.emulator.requestLog.length;
    const result = await h.apply(first);
    expect(result.ok).toBe(true);
    expect(h.writesSince(mark).sort()).toEqual([
      'POST /organizations/2001/sm/admins/roles',
      'PUT /organizations/2001/sm/admins/roles/r1',
    ]);
    const created = result.writes.find((op) => op.action === 'create');
    expect(created?.id).toMatch(/.+/);
    expect(rolesOf(h.emulator.state())).toEqual([
      { name: 'Auditors', scope: 'without_some', tags: ['kiosk'] },
      { name: 'Helpdesk', scope: 'some', tags: ['emea', 'laptops'] },
      { name: 'Legacy admins', scope: 'some', tags: ['y'] },
      { name: 'Old', scope: 'all_tags', tags: ['x'] },
    ]);
    expect(activeChanges(await h.plan(desired))).toEqual([]);
  });

  it('with prune, deletes the undeclared role last and never the ignored one', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(config(true));
    const first = await h.plan(desired);
    expect(activeChanges(first)).toContain('delete org/2001/adminRole/Old');
    const mark = h.emulator.requestLog.length;
    expect((await h.apply(first)).ok).toBe(true);
    const writes = h.writesSince(mark);
    expect(writes).toHaveLength(3);
    expect(writes.at(-1)).toBe('DELETE /organizations/2001/sm/admins/roles/r2');
    expect(rolesOf(h.emulator.state()).map((r) => r.name)).toEqual(['Auditors', 'Helpdesk', 'Legacy admins']);
    expect(activeChanges(await h.plan(desired))).toEqual([]);
  });
});
