import { describe, expect, it } from 'vitest';
import { adoptOrCreate } from '../../src/applier/adopt.js';
import type { WriteRequest } from '../../src/kinds/operations.js';
import type { Change } from '../../src/model/plan.js';

// A create decided from its scope's list read just before it: create, adopt as-is, update, or refuse.

const create: WriteRequest = {
  operationId: 'createNetworkSmTargetGroup',
  params: { networkId: 'N_1', name: 'A' },
};
const updateOf = (id: string): WriteRequest => ({
  operationId: 'updateNetworkSmTargetGroup',
  params: { targetGroupId: id },
});
const change: Change = {
  address: 'network/N_1/targetGroup/A',
  kind: 'targetGroup',
  action: 'create',
  orgId: '1',
  networkId: 'N_1',
  before: null,
  after: { name: 'A', scope: 'withAny', tags: ['laptop'] },
  fieldChanges: [],
  liveFingerprint: null,
};
const live = (id: string, scope: 'all' | 'withAny', tags: string[], name = 'A') => ({
  id,
  live: { id, name, scope, tags },
});

describe('adopt or create', () => {
  it('creates when no object carries the name', async () => {
    expect(
      await adoptOrCreate(
        change,
        'target group',
        () => Promise.resolve([live('1', 'all', [], 'B')]),
        updateOf,
        create,
      ),
    ).toEqual({
      type: 'send',
      request: create,
    });
  });

  it('adopts a matching object as it is, and updates one that differs', async () => {
    expect(
      await adoptOrCreate(
        change,
        'target group',
        () => Promise.resolve([live('7', 'withAny', ['laptop'])]),
        updateOf,
        create,
      ),
    ).toEqual({ type: 'adopt', id: '7' });
    expect(
      await adoptOrCreate(
        change,
        'target group',
        () => Promise.resolve([live('7', 'all', [])]),
        updateOf,
        create,
      ),
    ).toEqual({
      type: 'send',
      request: updateOf('7'),
      adopted: 'updated',
    });
  });

  it('refuses, not stale, when several carry the name, ids in numeric order', async () => {
    expect(
      await adoptOrCreate(
        change,
        'target group',
        () => Promise.resolve([live('10', 'all', []), live('9', 'all', []), live('100', 'all', [])]),
        updateOf,
        create,
      ),
    ).toEqual({
      type: 'refuse',
      stale: false,
      message: 'not created: 3 target groups named "A" appeared since the plan (ids 9, 10, 100)',
    });
  });
});
