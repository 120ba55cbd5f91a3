import { describe, expect, it } from 'vitest';
import { readDevices } from '../../src/kinds/devices.js';
import {
  isSelected,
  priorityPoliciesOfRecord,
  selectDevices,
  tagScopeOfRecord,
} from '../../src/kinds/scope-eval.js';
import { readSentryAssignments } from '../../src/kinds/sentry/sentry.js';

/** The scope evaluator on exact inputs: every keyword on both sides, and every record it cannot read. */

describe('isSelected: each keyword for a device holding some, all or none of two tags', () => {
  const devices = { none: [], one: ['a'], both: ['a', 'b'] } as const;
  it.each([
    ['all', [true, true, true]],
    ['none', [false, false, false]],
    ['withAny', [false, true, true]],
    ['withAll', [false, false, true]],
    ['withoutAny', [true, false, false]],
    ['withoutAll', [true, true, false]],
  ] as const)('%s', (keyword, expected) => {
    const scope = { keyword, tags: ['a', 'b'] };
    expect([devices.none, devices.one, devices.both].map((tags) => isSelected(scope, tags))).toEqual(
      expected,
    );
  });

  it('selectDevices keeps the selected devices in their order', () => {
    const fleet = [
      { id: '1', tags: ['b'] },
      { id: '2', tags: [] },
      { id: '3', tags: ['a'] },
    ];
    expect(selectDevices({ keyword: 'withAny', tags: ['a', 'b'] }, fleet).map((d) => d.id)).toEqual([
      '1',
      '3',
    ]);
    expect(selectDevices({ keyword: 'none', tags: [] }, fleet)).toEqual([]);
  });
});

describe('reading scopes from plan records', () => {
  it('keeps only the string tags of a record, and none when tags are not a list', () => {
    expect(tagScopeOfRecord({ scope: 'withAny', tags: ['b', 1, null, 'a'] })).toEqual({
      keyword: 'withAny',
      tags: ['a', 'b'],
    });
    expect(tagScopeOfRecord({ scope: 'withAny', tags: 'a b' })).toEqual({ keyword: 'withAny', tags: [] });
    expect(tagScopeOfRecord({ scope: 'withAny' })).toEqual({ keyword: 'withAny', tags: [] });
  });

  it('reads sentry policies, skipping entries that are not objects or lack a scope, network or group policy', () => {
    const good = { scope: 'withAll', tags: ['x'], smNetworkId: 'N_SM', groupPolicyId: '7' };
    expect(
      priorityPoliciesOfRecord({
        policies: [
          null,
          'p',
          7,
          { ...good, scope: 'sometimes' },
          { ...good, smNetworkId: 1 },
          { ...good, groupPolicyId: undefined },
          good,
        ],
      }),
    ).toEqual([{ keyword: 'withAll', tags: ['x'], smNetworkId: 'N_SM', groupPolicyId: '7' }]);
    expect(priorityPoliciesOfRecord({ policies: 'none' })).toEqual([]);
    expect(priorityPoliciesOfRecord(null)).toEqual([]);
  });
});

describe('kinds: the last exact values', () => {
  it('a device list that is no list names the network', () => {
    expect(() => readDevices(7, 'N_9')).toThrow(
      'unexpected response for the devices of network N_9: expected a list or an {items} envelope',
    );
  });

  it('an unreadable priority leaves the API order even where the others would sort', () => {
    const policy = (policyId: string, priority: string) => ({
      policyId,
      smNetworkId: 'N_SM',
      groupPolicyId: policyId,
      scope: 'all',
      priority,
    });
    const [read] = readSentryAssignments(
      [{ networkId: 'N_S', policies: [policy('a', '2'), policy('b', '1'), policy('c', 'high')] }],
      'O_1',
    );
    expect(read?.policies.map((p) => p.policyId)).toEqual(['a', 'b', 'c']);
  });
});
