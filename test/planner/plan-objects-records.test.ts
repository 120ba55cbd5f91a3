import { describe, expect, it } from 'vitest';
import { targetGroupFingerprint } from '../../src/kinds/target-group/live-record.js';
import type { LiveState } from '../../src/model/live.js';
import { planChanges } from '../../src/planner/plan.js';
import { at, desiredState, group, network, options, organization, role } from './helpers/builders.js';

// The exact change records and diagnostics planObjects writes: keys that must be absent are absent
// (toStrictEqual), deletes show no field changes, and every message and hint is word for word.

type LiveGroup = { id: string; name: string; scope: 'all' | 'withAny' | 'withAll' | 'none'; tags: string[] };
const liveGroups = (groups: LiveGroup[]): LiveState => ({
  organizations: [{ id: 'O_1', networks: [{ id: 'N_1', targetGroups: groups }] }],
});
const kiosks: LiveGroup = { id: 't1', name: 'Kiosks', scope: 'all', tags: [] };

describe('planObjects: exact records', () => {
  it('a compact noop has no records, a create no id, and an org-scope change no networkId', () => {
    const result = planChanges(
      desiredState([
        organization('O_1', {
          networks: [network('N_1', [group('Kiosks', 'all', [], { source: at(11) })])],
          adminRoles: [role('Helpdesk', 'all_tags', [], { source: at(21) })],
        }),
      ]),
      { organizations: [{ id: 'O_1', adminRoles: [], networks: [{ id: 'N_1', targetGroups: [kiosks] }] }] },
      options(),
    );
    expect(result.changes).toStrictEqual([
      {
        action: 'create',
        address: 'org/O_1/adminRole/Helpdesk',
        after: { name: 'Helpdesk', scope: 'all_tags', tags: [] },
        before: null,
        fieldChanges: [
          { path: 'name', after: 'Helpdesk' },
          { path: 'scope', after: 'all_tags' },
          { path: 'tags', added: [], removed: [] },
        ],
        kind: 'adminRole',
        liveFingerprint: null,
        orgId: 'O_1',
        source: at(21),
      },
      {
        action: 'noop',
        address: 'network/N_1/targetGroup/Kiosks',
        after: null,
        before: null,
        fieldChanges: [],
        id: 't1',
        kind: 'targetGroup',
        liveFingerprint: null,
        networkId: 'N_1',
        orgId: 'O_1',
        source: at(11),
      },
    ]);
  });

  it('prune and duplicate deletes show the live record and no field changes', () => {
    const live = liveGroups([
      { id: 't7', name: 'Kiosks', scope: 'none', tags: [] },
      kiosks,
      { id: 't8', name: 'Kiosks', scope: 'none', tags: [] },
      { id: 't3', name: 'Old', scope: 'all', tags: [] },
    ]);
    const result = planChanges(
      desiredState([
        organization('O_1', { networks: [network('N_1', [group('Kiosks', 'all')], { prune: true })] }),
      ]),
      live,
      options(),
    );
    const deletes = result.changes.filter((change) => change.action === 'delete');
    expect(deletes.map((change) => [change.id, change.reason, change.fieldChanges, change.after])).toEqual([
      ['t7', 'duplicate', [], null],
      ['t8', 'duplicate', [], null],
      ['t3', 'prune', [], null],
    ]);
    expect(deletes[2]).toStrictEqual({
      action: 'delete',
      address: 'network/N_1/targetGroup/Old',
      after: null,
      before: { id: 't3', name: 'Old', scope: 'all', tags: [] },
      fieldChanges: [],
      id: 't3',
      kind: 'targetGroup',
      liveFingerprint: targetGroupFingerprint({ id: 't3', name: 'Old', scope: 'all', tags: [] }),
      networkId: 'N_1',
      orgId: 'O_1',
      reason: 'prune',
    });
    expect(result.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      '3 live target groups in network N_1 are named "Kiosks" (ids t1, t7, t8); the declaration keeps the oldest, t1, and the plan deletes the newer t7, t8 (needs --allow-delete)',
    ]);
  });

  it('a missing pin is an error with its hint, word for word', () => {
    const result = planChanges(
      desiredState([
        organization('O_1', { networks: [network('N_1', [group('Ghost', 'all', [], { id: 't99' })])] }),
      ]),
      liveGroups([kiosks]),
      options(),
    );
    expect(result.diagnostics).toStrictEqual([
      {
        severity: 'error',
        code: 'pinned-id-missing',
        message: 'target group "Ghost" pins id t99, which network N_1 does not hold',
        hint: 'correct the `id:`, or remove it to create the target group',
        source: at(10),
      },
    ]);
  });

  it('rename collision: the hint word for word; under prune an ignored group still collides; no rename, no warning', () => {
    const live = liveGroups([kiosks, { id: 't3', name: 'Old POS', scope: 'all', tags: [] }]);
    const renamed = [group('Old POS', 'all', [], { id: 't1' })];
    const pruned = planChanges(
      desiredState([
        organization('O_1', { networks: [network('N_1', renamed, { prune: true, ignore: ['Old*'] })] }),
      ]),
      live,
      options(),
    );
    expect(pruned.diagnostics).toStrictEqual([
      {
        severity: 'warning',
        code: 'rename-collision',
        message:
          'renaming target group t1 to "Old POS" leaves two target groups of that name in network N_1 (the other is id t3)',
        hint: 'keep the `id:` pin on this declaration, or rename or delete the other target group',
        source: at(10),
      },
    ]);
    // Pinned to a group that already has the name, beside an unmanaged twin: nothing is renamed.
    const twins = liveGroups([kiosks, { id: 't2', name: 'Kiosks', scope: 'all', tags: [] }]);
    const same = planChanges(
      desiredState([
        organization('O_1', { networks: [network('N_1', [group('Kiosks', 'all', [], { id: 't1' })])] }),
      ]),
      twins,
      options(),
    );
    expect(same.diagnostics).toEqual([]);
    expect(same.unmanaged).toEqual([
      { address: 'network/N_1/targetGroup/Kiosks', kind: 'targetGroup', id: 't2' },
    ]);
  });
});
