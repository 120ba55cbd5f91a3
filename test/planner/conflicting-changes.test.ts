import { describe, expect, it } from 'vitest';
import { conflictingChanges } from '../../src/kinds/conflicting-changes.js';
import type { Change } from '../../src/model/plan.js';
import { assertOneChangePerObject } from '../../src/planner/invariants.js';

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

describe('the planner hands out no plan that names one live object twice', () => {
  const refusal = (changes: Change[]): unknown => {
    try {
      assertOneChangePerObject(changes);
      return undefined;
    } catch (error) {
      return error;
    }
  };

  it('passes a plan whose changes name each object once', () => {
    expect(refusal([change('update', '7', 'A'), change('noop', '8', 'B')])).toBeUndefined();
  });

  it('fails loudly as a bug of its own, naming each object, control characters escaped', () => {
    expect(refusal([change('noop', '7', 'A\u001b'), change('delete', '7', 'B')])).toMatchObject({
      message:
        'refusing to plan: a live object is named by more than one change: noop network/N_1/targetGroup/A\\u001b (id 7) and delete network/N_1/targetGroup/B (id 7)',
      fault: 'internal',
      hint: 'this is a bug in smform: please report it with the plan command and its output',
    });
    expect(
      refusal([
        change('update', '7', 'A'),
        change('delete', '7', 'B'),
        change('update', '8', 'C'),
        change('delete', '8', 'D'),
      ]),
    ).toMatchObject({
      message:
        'refusing to plan: live objects are named by more than one change: update network/N_1/targetGroup/A (id 7) and delete network/N_1/targetGroup/B (id 7); update network/N_1/targetGroup/C (id 8) and delete network/N_1/targetGroup/D (id 8)',
    });
  });
});
