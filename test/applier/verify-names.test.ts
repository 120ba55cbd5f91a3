import { describe, expect, it } from 'vitest';
import type { WriteStep } from '../../src/applier/execute.js';
import { verifyNames } from '../../src/applier/verify-names.js';
import type { LiveState } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';

// After an apply, each name a done create or update left in its scope must be carried by one live object.

function change(partial: Partial<Change> & Pick<Change, 'kind' | 'action' | 'address'>): Change {
  return { orgId: '1', before: null, after: null, fieldChanges: [], liveFingerprint: null, ...partial };
}

function op(changes: Change[], status: WriteStep['result']['status'] = 'done'): WriteStep {
  const [first] = changes;
  return {
    phase: 'createUpdate',
    ownerKey: 'x',
    changes,
    request: { operationId: 'op', params: {} },
    checkResponse: () => undefined,
    result: {
      addresses: changes.map((c) => c.address),
      kind: first?.kind ?? 'targetGroup',
      action: 'create',
      orgId: '1',
      operationId: 'op',
      status,
    },
  };
}

/** No object is the plan's: every id counts unless this apply's own writes left it. */
const none = (): boolean => false;

const group = (name: string, networkId = 'N_1'): Change =>
  change({
    kind: 'targetGroup',
    action: 'create',
    address: `network/${networkId}/targetGroup/${name}`,
    networkId,
    after: { name, scope: 'all', tags: [] },
  });

const role = (name: string): Change =>
  change({ kind: 'adminRole', action: 'create', address: `org/1/adminRole/${name}`, after: { name } });

const live: LiveState = {
  organizations: [
    {
      id: '1',
      adminRoles: [
        { roleId: '10', name: 'Ops', scope: 'some', tags: [] },
        { roleId: '9', name: 'Ops', scope: 'some', tags: [] },
        { roleId: '11', name: 'Desk', scope: 'some', tags: [] },
      ],
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: '100', name: 'Twice', scope: 'all', tags: [] },
            { id: '20', name: 'Twice', scope: 'all', tags: [] },
            { id: '3', name: 'Twice', scope: 'all', tags: [] },
            { id: '4', name: 'Once', scope: 'all', tags: [] },
          ],
        },
        { id: 'N_2', targetGroups: [{ id: '5', name: 'Twice', scope: 'all', tags: [] }] },
      ],
    },
  ],
};

describe('names after apply', () => {
  it('names each name carried by two or more objects of its scope, ids in numeric order', () => {
    expect(
      verifyNames([op([group('Twice'), group('Once')]), op([role('Ops'), role('Desk')])], live, none),
    ).toEqual([
      {
        address: 'network/N_1/targetGroup/Twice',
        message:
          'after apply, 3 target groups are named "Twice" (ids 3, 20, 100); another writer created it too: delete one (`smform plan --allow-delete` proposes the newer)',
      },
      {
        address: 'org/1/adminRole/Ops',
        message:
          'after apply, 2 admin roles are named "Ops" (ids 9, 10); another writer created it too: delete one (`smform plan --allow-delete` proposes the newer)',
      },
    ]);
  });

  it('counts only the scope of the change: one object of that name in its own network is fine', () => {
    expect(verifyNames([op([group('Twice', 'N_2')])], live, none)).toEqual([]);
  });

  it('keeps one name of two networks apart', () => {
    const both: LiveState = {
      organizations: [
        {
          id: '1',
          networks: ['N_1', 'N_2'].map((id) => ({
            id,
            targetGroups: [
              { id: `${id}-a`, name: 'Dup', scope: 'all', tags: [] },
              { id: `${id}-b`, name: 'Dup', scope: 'all', tags: [] },
            ],
          })),
        },
      ],
    };
    const found = verifyNames([op([group('Dup', 'N_1')]), op([group('Dup', 'N_2')])], both, none);
    expect(found.map((p) => p.address)).toEqual([
      'network/N_1/targetGroup/Dup',
      'network/N_2/targetGroup/Dup',
    ]);
  });

  it('names a name once, however many done writes left it', () => {
    expect(verifyNames([op([group('Twice')]), op([group('Twice')])], live, none)).toHaveLength(1);
  });

  it('skips failed and skipped writes, deletes, and sentry changes', () => {
    expect(verifyNames([op([group('Twice')], 'failed'), op([role('Ops')], 'skipped')], live, none)).toEqual(
      [],
    );
    const deletion = change({ ...group('Twice'), action: 'delete', before: { name: 'Twice' }, after: null });
    expect(verifyNames([op([deletion])], live, none)).toEqual([]);
    const sentry = change({
      kind: 'sentry',
      action: 'update',
      address: 'org/1/sentry/N_1',
      networkId: 'N_1',
      after: { name: 'Twice', networkId: 'N_1', policies: [] },
    });
    expect(verifyNames([op([sentry])], live, none)).toEqual([]);
  });

  it('names no one when the plan or this apply accounts for every other object of the name', () => {
    const ops = [op([role('Ops')])];
    // Two roles named Ops: 9 and 10. The plan knows 9; 10 is another writer's until this apply wrote it.
    const planned = (kind: string, id: string): boolean => kind === 'adminRole' && id === '9';
    expect(verifyNames(ops, live, planned).map((p) => p.address)).toEqual(['org/1/adminRole/Ops']);
    const wrote = op([role('Ops')]);
    wrote.result.id = '10';
    expect(verifyNames([wrote], live, planned)).toEqual([]);
    // A target group of id 9 is not the role 9: that role is another writer's.
    const otherKind = (kind: string, id: string): boolean => kind === 'targetGroup' && id === '9';
    expect(verifyNames([wrote], live, otherKind).map((p) => p.address)).toEqual(['org/1/adminRole/Ops']);
  });

  it('finds nothing in an organization the re-read does not hold', () => {
    expect(verifyNames([op([{ ...group('Twice'), orgId: '2' }])], live, none)).toEqual([]);
  });
});
