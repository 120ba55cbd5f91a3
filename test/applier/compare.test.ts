import { describe, expect, it } from 'vitest';
import { describeMismatch, describeSentryMismatch } from '../../src/kinds/live-compare.js';
import type { LiveSentryAssignment, LiveTargetGroup } from '../../src/model/live.js';

/** What verification after an apply reports when the live object is not what the change asked for. */

const live = (scope: LiveTargetGroup['scope'], tags: string[], name = 'Kiosks'): LiveTargetGroup => ({
  id: 't1',
  name,
  scope,
  tags,
});

describe('describeMismatch', () => {
  it('is undefined when name, scope and the tag set match, in any order and with stray whitespace', () => {
    expect(
      describeMismatch(live('withAny', ['b', 'a']), {
        name: 'Kiosks',
        scope: 'withAny',
        tags: [' a', 'b', 'a'],
      }),
    ).toBe(undefined);
  });

  it('names each field that differs, in the order name, scope, tags', () => {
    expect(
      describeMismatch(live('withAny', ['a'], 'Old'), { name: 'New', scope: 'withAll', tags: ['a', 'b'] }),
    ).toBe(
      'name is "Old", expected "New"; scope is withAny, expected withAll; tags are [a], expected [a, b]',
    );
    expect(describeMismatch(live('withAny', ['a']), { name: 'Kiosks', scope: 'withAny', tags: [] })).toBe(
      'tags are [a], expected []',
    );
  });

  it('ignores tags for all and none, whose tags the API does not keep, and compares them for every tagged scope', () => {
    for (const scope of ['all', 'none'] as const) {
      expect(describeMismatch(live(scope, ['stale']), { name: 'Kiosks', scope, tags: [] })).toBe(undefined);
    }
    for (const scope of ['withAny', 'withAll', 'withoutAny', 'withoutAll'] as const) {
      expect(describeMismatch(live(scope, ['stale']), { name: 'Kiosks', scope, tags: [] })).toBe(
        'tags are [stale], expected []',
      );
    }
  });

  it('checks only what the change states: no name or scope in `after`, nothing compared for them', () => {
    expect(describeMismatch(live('withAny', ['a'], 'Other'), {})).toBe(undefined);
    expect(describeMismatch(live('withAny', ['a'], 'Other'), { name: 7, scope: null })).toBe(undefined);
  });
});

describe('describeSentryMismatch', () => {
  const policy = (groupPolicyId: string, scope: 'all' | 'withAny' = 'withAny', tags: string[] = ['a']) => ({
    policyId: `p${groupPolicyId}`,
    smNetworkId: 'N_SM',
    groupPolicyId,
    scope,
    tags,
  });
  const assigned = (...policies: ReturnType<typeof policy>[]): LiveSentryAssignment => ({
    networkId: 'N_S',
    policies,
  });

  it('is undefined for the same list in the same order (policyIds and tag order do not count)', () => {
    expect(
      describeSentryMismatch(assigned(policy('1'), policy('2', 'withAny', ['b', 'a'])), [
        { smNetworkId: 'N_SM', groupPolicyId: '1', scope: 'withAny', tags: ['a'] },
        { smNetworkId: 'N_SM', groupPolicyId: '2', scope: 'withAny', tags: ['a', 'b'] },
      ]),
    ).toBe(undefined);
    expect(describeSentryMismatch(undefined, [])).toBe(undefined);
    expect(describeSentryMismatch(assigned(), [])).toBe(undefined);
  });

  it('ignores tags under all, compares them otherwise', () => {
    expect(
      describeSentryMismatch(assigned(policy('1', 'all', ['x'])), [
        { smNetworkId: 'N_SM', groupPolicyId: '1', scope: 'all', tags: [] },
      ]),
    ).toBe(undefined);
    expect(
      describeSentryMismatch(assigned(policy('1', 'withAny', ['x'])), [
        { smNetworkId: 'N_SM', groupPolicyId: '1', scope: 'withAny', tags: [] },
      ]),
    ).toBe('the live list of 1 policy differs from the 1 declared (content or order)');
  });

  it('reports another order, another count, another group policy or network', () => {
    const want = [
      { smNetworkId: 'N_SM', groupPolicyId: '1', scope: 'withAny', tags: ['a'] },
      { smNetworkId: 'N_SM', groupPolicyId: '2', scope: 'withAny', tags: ['a'] },
    ];
    const message = (have: number, declared: number): string =>
      `the live list of ${have} ${have === 1 ? 'policy' : 'policies'} differs from the ${declared} declared (content or order)`;
    expect(describeSentryMismatch(assigned(policy('2'), policy('1')), want)).toBe(message(2, 2));
    expect(describeSentryMismatch(assigned(policy('1')), want)).toBe(message(1, 2));
    expect(describeSentryMismatch(undefined, want)).toBe(message(0, 2));
    expect(describeSentryMismatch(assigned(policy('1'), policy('2'), policy('3')), want)).toBe(message(3, 2));
    expect(describeSentryMismatch(assigned(policy('1'), { ...policy('2'), smNetworkId: 'N_X' }), want)).toBe(
      message(2, 2),
    );
  });
});

describe('verification edges', () => {
  it('desired tags that are not a list count as none', () => {
    expect(describeMismatch(live('withAny', []), { name: 'Kiosks', scope: 'withAny', tags: 'x' })).toBe(
      undefined,
    );
  });
});
