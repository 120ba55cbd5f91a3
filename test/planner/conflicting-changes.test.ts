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

describe('the conflicts in words', () => {
  it('names every change of one object, joined, and each object with a write once, in plan order', () => {
    expect(
      conflictingChanges([
        change('update', '8', 'C'),
        change('update', '7', 'A'),
        change('noop', '9', 'E'),
        change('delete', '7', 'B'),
        change('noop', '8', 'D'),
        change('noop', '7', 'F'),
        // Named once, or only by noops: no conflict.
        change('update', '10', 'G'),
        change('noop', '9', 'H'),
      ]),
    ).toStrictEqual([
      'update network/N_1/targetGroup/C (id 8) and noop network/N_1/targetGroup/D (id 8)',
      'update network/N_1/targetGroup/A (id 7) and delete network/N_1/targetGroup/B (id 7) and noop network/N_1/targetGroup/F (id 7)',
    ]);
  });

  it('a change without a live id names no object, whatever its address', () => {
    expect(
      conflictingChanges([change('update', undefined, 'A'), change('delete', undefined, 'A')]),
    ).toStrictEqual([]);
    expect(conflictingChanges([change('create', undefined, 'A'), change('delete', '7', 'A')])).toStrictEqual(
      [],
    );
    // Beside a real conflict, creates of one name and changes without an id still name nothing.
    expect(
      conflictingChanges([
        change('create', undefined, 'N'),
        change('update', '7', 'A'),
        change('create', undefined, 'N'),
        change('delete', '7', 'B'),
        change('update', undefined, 'C'),
      ]),
    ).toStrictEqual(['update network/N_1/targetGroup/A (id 7) and delete network/N_1/targetGroup/B (id 7)']);
  });

  it('one id in two kinds is two objects; an admin role is one object across networks', () => {
    const role = (action: Change['action'], networkId: string, orgId = '1'): Change => ({
      ...change(action, '7', 'Ops', networkId),
      kind: 'adminRole',
      address: `org/${orgId}/adminRole/Ops`,
      orgId,
    });
    expect(conflictingChanges([change('update', '7', 'A'), role('delete', 'N_1')])).toStrictEqual([]);
    expect(conflictingChanges([role('update', 'N_1'), role('noop', 'N_2')])).toStrictEqual([
      'update org/1/adminRole/Ops (id 7) and noop org/1/adminRole/Ops (id 7)',
    ]);
    expect(conflictingChanges([role('update', 'N_1'), role('noop', 'N_1', '2')])).toStrictEqual([]);
  });

  it('a sentry list is named by its address, with no id', () => {
    const list = (action: Change['action'], networkId: string): Change => {
      const { id: _none, ...rest } = change(action, undefined, 'x', networkId);
      return { ...rest, kind: 'sentry', address: `org/1/sentry/${networkId}` };
    };
    expect(conflictingChanges([list('update', 'N_1'), list('noop', 'N_1')])).toStrictEqual([
      'update org/1/sentry/N_1 and noop org/1/sentry/N_1',
    ]);
    expect(conflictingChanges([list('update', 'N_1'), list('delete', 'N_2')])).toStrictEqual([]);
    expect(conflictingChanges([list('create', 'N_1'), list('noop', 'N_1')])).toStrictEqual([]);
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
