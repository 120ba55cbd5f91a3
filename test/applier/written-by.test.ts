import { describe, expect, it } from 'vitest';
import type { WriteStep } from '../../src/applier/execute.js';
import { writtenBy } from '../../src/applier/operations.js';
import type { Kind } from '../../src/model/plan.js';

// Whether a write of this apply left a live object: only a done write of that kind and that id counts.
// An object another writer made is told apart by this (adoption before a create, names after the apply).

function step(kind: Kind, status: WriteStep['result']['status'], id?: string): WriteStep {
  return {
    phase: 'createUpdate',
    ownerKey: 'x',
    changes: [],
    request: { operationId: 'op', params: {} },
    checkResponse: () => undefined,
    result: {
      addresses: ['a'],
      kind,
      action: 'create',
      orgId: '1',
      operationId: 'op',
      status,
      ...(id === undefined ? {} : { id }),
    },
  };
}

describe('writtenBy', () => {
  it('is true for a done write of that kind and id', () => {
    expect(writtenBy([step('targetGroup', 'done', '7')], 'targetGroup', '7')).toBe(true);
    expect(
      writtenBy([step('adminRole', 'done', '8'), step('targetGroup', 'done', '7')], 'targetGroup', '7'),
    ).toBe(true);
  });

  it('is false for a write that failed or was skipped, though it carries the id', () => {
    expect(writtenBy([step('targetGroup', 'failed', '7')], 'targetGroup', '7')).toBe(false);
    expect(writtenBy([step('targetGroup', 'skipped', '7')], 'targetGroup', '7')).toBe(false);
  });

  it('is false for an object of another kind with the same id, or another id', () => {
    expect(writtenBy([step('adminRole', 'done', '7')], 'targetGroup', '7')).toBe(false);
    expect(writtenBy([step('targetGroup', 'done', '70')], 'targetGroup', '7')).toBe(false);
    expect(writtenBy([step('targetGroup', 'done')], 'targetGroup', '7')).toBe(false);
    expect(writtenBy([], 'targetGroup', '7')).toBe(false);
  });
});
