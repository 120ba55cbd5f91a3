import { describe, expect, it } from 'vitest';
import {
  assignedGroupPolicy,
  isSelected,
  priorityPoliciesOfRecord,
  tagScopeOf,
  tagScopeOfRecord,
} from '../../src/kinds/scope-eval.js';
import { ROLE_SCOPE_AS_TAG_SCOPE } from '../../src/kinds/admin-role/role-scope.js';

const kiosk = ['ipad', 'kiosk'];
const laptop = ['laptop'];
const bare: string[] = [];

describe('isSelected', () => {
  it.each([
    ['all', [], [true, true, true]],
    ['none', [], [false, false, false]],
    ['withAny', ['kiosk', 'laptop'], [true, true, false]],
    ['withAll', ['ipad', 'kiosk'], [true, false, false]],
    ['withoutAny', ['kiosk', 'laptop'], [false, false, true]],
    ['withoutAll', ['ipad', 'kiosk'], [false, true, true]],
  ] as const)('%s %j selects [kiosk, laptop, bare] as %j', (keyword, tags, expected) => {
    const scope = tagScopeOf(keyword, tags);
    expect([kiosk, laptop, bare].map((device) => isSelected(scope, device))).toEqual(expected);
  });

  it('compares tags exactly: case matters, surrounding space is trimmed from scope tags', () => {
    expect(isSelected(tagScopeOf('withAny', ['Kiosk']), kiosk)).toBe(false);
    expect(isSelected(tagScopeOf('withAny', [' kiosk ']), kiosk)).toBe(true);
  });

  it('ignores tags left on all and none', () => {
    expect(tagScopeOf('all', ['kiosk'])).toEqual({ keyword: 'all', tags: [] });
    expect(tagScopeOf('none', ['kiosk'])).toEqual({ keyword: 'none', tags: [] });
  });
});

describe('role scopes read through role-scope.ts', () => {
  it.each(Object.entries(ROLE_SCOPE_AS_TAG_SCOPE))('%s selects like %s', (role, keyword) => {
    const asRole = tagScopeOf(role as keyof typeof ROLE_SCOPE_AS_TAG_SCOPE, ['ipad', 'kiosk']);
    expect(asRole.keyword).toBe(keyword);
    for (const device of [kiosk, ['ipad'], laptop, bare])
      expect(isSelected(asRole, device)).toBe(isSelected(tagScopeOf(keyword, ['ipad', 'kiosk']), device));
  });

  it('reads a plan record of either kind, and nothing from a record without a scope', () => {
    expect(tagScopeOfRecord({ name: 'R', scope: 'without_some', tags: ['b', 'a'] })).toEqual({
      keyword: 'withoutAny',
      tags: ['a', 'b'],
    });
    expect(tagScopeOfRecord({ scope: 'withAll', tags: ['x'] })).toEqual({ keyword: 'withAll', tags: ['x'] });
    expect(tagScopeOfRecord(null)).toBeUndefined();
    expect(tagScopeOfRecord({ scope: 'sometimes' })).toBeUndefined();
  });
});

describe('sentry lists', () => {
  const record = {
    networkId: 'W_1',
    policies: [
      { smNetworkId: 'N_1', groupPolicyId: '102', scope: 'withAny', tags: ['kiosk'] },
      { smNetworkId: 'N_2', groupPolicyId: '201', scope: 'all', tags: [] },
      { smNetworkId: 'N_1', groupPolicyId: '100', scope: 'all', tags: [] },
    ],
  };

  it('gives a device the first policy on its network that selects it', () => {
    const policies = priorityPoliciesOfRecord(record);
    expect(assignedGroupPolicy(policies, 'N_1', kiosk)).toBe('102');
    expect(assignedGroupPolicy(policies, 'N_1', laptop)).toBe('100');
    expect(assignedGroupPolicy(policies, 'N_2', kiosk)).toBe('201');
    expect(assignedGroupPolicy(policies, 'N_3', kiosk)).toBeUndefined();
    expect(priorityPoliciesOfRecord(null)).toEqual([]);
  });
});
