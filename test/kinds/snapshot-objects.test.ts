import { describe, expect, it } from 'vitest';
import { SnapshotReader } from '../../src/kinds/snapshot-reader.js';
import { readGroup } from '../../src/kinds/target-group/snapshot.js';
import { readRole } from '../../src/kinds/admin-role/snapshot.js';
import { adminRoleKind, targetGroupKind } from '../../src/kinds/registry.js';
import type { LiveNetwork, LiveOrganization } from '../../src/model/live.js';

/*
 * A snapshot or backup is untrusted JSON: each kind reads its objects from it with the shared reader,
 * and the first thing that does not read is refused naming the file, the exact place and the problem,
 * with the hint the caller gives (a usage error: the file is wrong, not the Dashboard).
 */

const HINT = 'take the snapshot again';
const reader = () => new SnapshotReader('live.json', HINT);

/** What reading `read` throws, as a user sees it. */
function refusal(read: () => unknown): unknown {
  try {
    read();
    return undefined;
  } catch (error) {
    const { message, fault, hint } = error as { message: string; fault: string; hint: string };
    return { message, fault, hint };
  }
}

const refused = (where: string) => ({
  message: `live.json is not a valid live snapshot: ${where}`,
  fault: 'usage',
  hint: HINT,
});

describe('the snapshot reader', () => {
  it('an object is a record: not null, a list or a scalar', () => {
    const r = reader();
    expect(r.object({ a: 1 }, 'x')).toStrictEqual({ a: 1 });
    for (const value of [null, [], 'text', 3, undefined])
      expect(refusal(() => r.object(value, 'organizations[0]'))).toStrictEqual(
        refused('organizations[0] is not an object'),
      );
  });

  it('a list is an array, and nothing else', () => {
    const r = reader();
    expect(r.list([1, 'a'], 'x')).toStrictEqual([1, 'a']);
    expect(refusal(() => r.list({ 0: 'a' }, 'networks'))).toStrictEqual(refused('networks is not a list'));
    expect(refusal(() => r.list('a', 'networks'))).toStrictEqual(refused('networks is not a list'));
  });

  it('a string, a boolean: named by the key below the place', () => {
    const r = reader();
    expect(r.string({ id: 'N_1' }, 'id', 'networks[2]')).toBe('N_1');
    expect(refusal(() => r.string({ id: 7 }, 'id', 'networks[2]'))).toStrictEqual(
      refused('networks[2].id is not a string'),
    );
    expect(refusal(() => r.string({}, 'id', 'networks[2]'))).toStrictEqual(
      refused('networks[2].id is not a string'),
    );
    expect(r.boolean({ on: false }, 'on', 'o')).toBe(false);
    expect(r.boolean({ on: true }, 'on', 'o')).toBe(true);
    expect(refusal(() => r.boolean({ on: 'true' }, 'on', 'o'))).toStrictEqual(
      refused('o.on is not true or false'),
    );
  });

  it('a list of strings names the position of the first entry that is not one', () => {
    const r = reader();
    expect(r.strings(['b', 'a'], 'w')).toStrictEqual(['b', 'a']);
    expect(refusal(() => r.strings(['a', 2, null], 'g.tags'))).toStrictEqual(
      refused('g.tags[1] is not a string'),
    );
    expect(refusal(() => r.strings('a', 'g.tags'))).toStrictEqual(refused('g.tags is not a list'));
  });

  it('tags: absent is none; present, a canonical set', () => {
    const r = reader();
    expect(r.tags({}, 'g')).toStrictEqual([]);
    expect(r.tags({ tags: [' b', 'a', 'b', ''] }, 'g')).toStrictEqual(['a', 'b']);
    expect(refusal(() => r.tags({ tags: 'a b' }, 'g'))).toStrictEqual(refused('g.tags is not a list'));
    expect(refusal(() => r.tags({ tags: ['a', 1] }, 'g'))).toStrictEqual(
      refused('g.tags[1] is not a string'),
    );
  });

  it('a scope keyword is one of the keywords, spelled as the API spells it', () => {
    const r = reader();
    expect(r.keyword({ scope: 'withoutAll' }, 'g')).toBe('withoutAll');
    for (const scope of ['WithAny', 'withAny, a', undefined, 1])
      expect(refusal(() => r.keyword({ scope }, 'g'))).toStrictEqual(
        refused('g.scope is not a scope keyword'),
      );
  });
});

describe("the named kinds' objects in a snapshot", () => {
  it('a target group: id, name, keyword and tags', () => {
    const r = reader();
    expect(
      readGroup(r, { id: 'TG_1', name: 'Kiosks', scope: 'withAny', tags: ['b', 'a'] }, 'g'),
    ).toStrictEqual({
      id: 'TG_1',
      name: 'Kiosks',
      scope: 'withAny',
      tags: ['a', 'b'],
    });
    expect(readGroup(r, { id: 'TG_2', name: 'All', scope: 'all' }, 'g')).toStrictEqual({
      id: 'TG_2',
      name: 'All',
      scope: 'all',
      tags: [],
    });
    expect(refusal(() => readGroup(r, { name: 'Kiosks', scope: 'all' }, 'g'))).toStrictEqual(
      refused('g.id is not a string'),
    );
    expect(refusal(() => readGroup(r, { id: 'TG_1', scope: 'all' }, 'g'))).toStrictEqual(
      refused('g.name is not a string'),
    );
    expect(refusal(() => readGroup(r, { id: 'TG_1', name: 'K', scope: 'some' }, 'g'))).toStrictEqual(
      refused('g.scope is not a scope keyword'),
    );
    expect(refusal(() => readGroup(r, ['TG_1'], 'g'))).toStrictEqual(refused('g is not an object'));
  });

  it('an admin role: roleId, name, role scope and tags', () => {
    const r = reader();
    expect(readRole(r, { roleId: 'R_1', name: 'Ops', scope: 'some', tags: ['z', 'y'] }, 'r')).toStrictEqual({
      roleId: 'R_1',
      name: 'Ops',
      scope: 'some',
      tags: ['y', 'z'],
    });
    expect(refusal(() => readRole(r, { roleId: 'R_1', name: 'Ops', scope: 'withAny' }, 'r'))).toStrictEqual(
      refused('r.scope is not a role scope'),
    );
    expect(refusal(() => readRole(r, { roleId: 'R_1', name: 'Ops' }, 'r'))).toStrictEqual(
      refused('r.scope is not a role scope'),
    );
    expect(refusal(() => readRole(r, { id: 'R_1', name: 'Ops', scope: 'all' }, 'r'))).toStrictEqual(
      refused('r.roleId is not a string'),
    );
    expect(refusal(() => readRole(r, { roleId: 'R_1', scope: 'all' }, 'r'))).toStrictEqual(
      refused('r.name is not a string'),
    );
    expect(refusal(() => readRole(r, 'R_1', 'r'))).toStrictEqual(refused('r is not an object'));
  });

  it("a network's target groups go into the network, each named by its position", () => {
    const network: LiveNetwork = { id: 'N_1' };
    const raw = [
      { id: 'TG_1', name: 'A', scope: 'all' },
      { id: 'TG_2', name: 'B', scope: 'withAny', tags: ['t'] },
    ];
    targetGroupKind.readSnapshot(reader(), raw, 'networks[0].targetGroups', { network });
    expect(network).toStrictEqual({
      id: 'N_1',
      targetGroups: [
        { id: 'TG_1', name: 'A', scope: 'all', tags: [] },
        { id: 'TG_2', name: 'B', scope: 'withAny', tags: ['t'] },
      ],
    });
    const bad = [raw[0], { id: 'TG_2', name: 'B', scope: 'any' }];
    expect(
      refusal(() =>
        targetGroupKind.readSnapshot(reader(), bad, 'networks[0].targetGroups', { network: { id: 'N_1' } }),
      ),
    ).toStrictEqual(refused('networks[0].targetGroups[1].scope is not a scope keyword'));
    expect(
      refusal(() =>
        targetGroupKind.readSnapshot(reader(), {}, 'networks[0].targetGroups', { network: { id: 'N_1' } }),
      ),
    ).toStrictEqual(refused('networks[0].targetGroups is not a list'));
    // Read for an organization: target groups belong to a network, so nothing is read.
    const org: LiveOrganization = { id: 'O_1', networks: [] };
    targetGroupKind.readSnapshot(reader(), raw, 'x', { org });
    expect(org).toStrictEqual({ id: 'O_1', networks: [] });
  });

  it("an organization's admin roles go into the organization, each named by its position", () => {
    const org: LiveOrganization = { id: 'O_1', networks: [] };
    const raw = [
      { roleId: 'R_1', name: 'Ops', scope: 'all_tags' },
      { roleId: 'R_2', name: 'Help', scope: 'some', tags: ['kiosk'] },
    ];
    adminRoleKind.readSnapshot(reader(), raw, 'organizations[0].adminRoles', { org });
    expect(org).toStrictEqual({
      id: 'O_1',
      networks: [],
      adminRoles: [
        { roleId: 'R_1', name: 'Ops', scope: 'all_tags', tags: [] },
        { roleId: 'R_2', name: 'Help', scope: 'some', tags: ['kiosk'] },
      ],
    });
    expect(
      refusal(() =>
        adminRoleKind.readSnapshot(
          reader(),
          [raw[0], { roleId: 'R_2', name: 3, scope: 'all_tags' }],
          'roles',
          {
            org: { id: 'O_1', networks: [] },
          },
        ),
      ),
    ).toStrictEqual(refused('roles[1].name is not a string'));
    // Read for a network only: roles belong to the organization, so nothing is read.
    const network: LiveNetwork = { id: 'N_1' };
    adminRoleKind.readSnapshot(reader(), raw, 'x', { network });
    expect(network).toStrictEqual({ id: 'N_1' });
  });
});
