import { describe, expect, it } from 'vitest';
import { conflictingChanges } from '../../src/kinds/conflicting-changes.js';
import type { Change } from '../../src/model/plan.js';

const change = (
  action: Change['action'],
  id: string | undefined,
  name: string,
  networkId = 'N_1',
): Change => ({
  action,
  address: `network/${networkId}/targetGroup/${name}`,
  after: null,
  before: null,
  fieldChanges: [],
  ...(id === undefined ? {} : { id }),
  kind: 'targetGroup',
  liveFingerprint: null,
  networkId,
  orgId: '1',
});

describe('changes that name one live object', () => {
  it('conflict when a write and a noop name one id, wherever the noop stands', () => {
    expect(conflictingChanges([change('noop', '7', 'A'), change('delete', '7', 'B')])).toEqual([
      'noop network/N_1/targetGroup/A (id 7) and delete network/N_1/targetGroup/B (id 7)',
    ]);
    expect(conflictingChanges([change('update', '7', 'A'), change('noop', '7', 'B')])).toHaveLength(1);
  });

  it('conflict when two writes name one id', () => {
    expect(conflictingChanges([change('update', '7', 'A'), change('delete', '7', 'B')])).toHaveLength(1);
  });

  it('do not conflict as noops only, as creates, or with one id in two scopes', () => {
    expect(conflictingChanges([change('noop', '7', 'A'), change('noop', '7', 'B')])).toEqual([]);
    expect(conflictingChanges([change('create', undefined, 'A'), change('create', undefined, 'A')])).toEqual(
      [],
    );
    expect(conflictingChanges([change('update', '7', 'A'), change('noop', '7', 'A', 'N_2')])).toEqual([]);
  });
});
