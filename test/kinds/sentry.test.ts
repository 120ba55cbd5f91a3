import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/client/operations.js';
import { validateParams } from '../../src/client/validate.js';
import { normalizeSentryPolicy, type CanonicalSentryPolicy } from '../../src/kinds/sentry/sentry.js';
import { diffSentryPolicies } from '../../src/kinds/sentry/sentry-diff.js';
import { buildSentryPut, sentryWrite } from '../../src/kinds/sentry/sentry-put.js';
import type { LiveSentryAssignment } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';
import type { TagScopeKeyword } from '../../src/model/scope.js';

const p = (
  groupPolicyId: string,
  scope: TagScopeKeyword = 'withAny',
  tags: string[] = ['t'],
): CanonicalSentryPolicy => normalizeSentryPolicy({ smNetworkId: 'N_SM', groupPolicyId, scope, tags });
const record = (policy: CanonicalSentryPolicy): Record<string, unknown> => ({ ...policy });

describe('diffSentryPolicies', () => {
  it('reports nothing for equal lists', () => {
    expect(diffSentryPolicies([p('1'), p('2')], [p('1'), p('2')])).toEqual([]);
  });

  it('reports an inserted policy at its new position', () => {
    expect(diffSentryPolicies([p('1'), p('3')], [p('1'), p('2'), p('3')])).toEqual([
      { type: 'insert', toPosition: 2, after: record(p('2')) },
    ]);
  });

  it('reports a removed policy at its old position', () => {
    expect(diffSentryPolicies([p('1'), p('2'), p('3')], [p('1'), p('3')])).toEqual([
      { type: 'remove', fromPosition: 2, before: record(p('2')) },
    ]);
  });

  it('reports a changed scope of the same group policy as a change', () => {
    expect(diffSentryPolicies([p('1'), p('2')], [p('1'), p('2', 'withAll', ['t', 'u'])])).toEqual([
      {
        type: 'change',
        fromPosition: 2,
        toPosition: 2,
        before: record(p('2')),
        after: record(p('2', 'withAll', ['t', 'u'])),
      },
    ]);
  });

  it('reports a reorder as a move', () => {
    expect(diffSentryPolicies([p('1'), p('2'), p('3')], [p('3'), p('1'), p('2')])).toEqual([
      { type: 'move', fromPosition: 3, toPosition: 1, before: record(p('3')), after: record(p('3')) },
    ]);
  });

  it('combines removes, inserts and moves, removes first', () => {
    // The array diff keeps 3 in place (one longest common subsequence), so 1 is the one that moved.
    const changes = diffSentryPolicies([p('1'), p('2'), p('3')], [p('3'), p('1'), p('4')]);
    expect(changes.map((change) => [change.type, change.fromPosition, change.toPosition])).toEqual([
      ['remove', 2, undefined],
      ['move', 1, 2],
      ['insert', undefined, 3],
    ]);
  });

  it('ignores tags of all/none and tag order', () => {
    expect(diffSentryPolicies([p('1', 'all', ['x'])], [p('1', 'all', [])])).toEqual([]);
    expect(diffSentryPolicies([p('1', 'withAny', ['b', 'a'])], [p('1', 'withAny', ['a', 'b'])])).toEqual([]);
  });
});

const live: LiveSentryAssignment[] = [
  {
    networkId: 'N_1',
    policies: [
      { policyId: 'a1', smNetworkId: 'N_SM', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
      { policyId: 'a2', smNetworkId: 'N_SM', groupPolicyId: '102', scope: 'all', tags: [] },
    ],
  },
  {
    networkId: 'N_UNMANAGED',
    policies: [
      { policyId: 'u1', smNetworkId: 'N_X', groupPolicyId: '900', scope: 'withAll', tags: ['x', 'y'] },
      { policyId: 'u2', smNetworkId: 'N_X', groupPolicyId: '901', scope: 'none', tags: ['stale'] },
    ],
  },
];

function sentryChange(
  networkId: string,
  action: Change['action'],
  policies: CanonicalSentryPolicy[] | null,
): Change {
  return {
    address: `org/O_1/sentry/${networkId}`,
    kind: 'sentry',
    action,
    orgId: 'O_1',
    networkId,
    before: null,
    after: policies === null ? null : { networkId, policies },
    fieldChanges: [],
    liveFingerprint: null,
  };
}

describe('buildSentryPut', () => {
  it('sends the complete organization list: unmanaged networks unchanged, kept policyIds, highest priority last', () => {
    const desired = [p('103', 'withAny', ['new']), p('101', 'withAll', ['byod']), p('102', 'all')];
    const body = buildSentryPut(live, [sentryChange('N_1', 'update', desired)]);
    expect(body).toEqual({
      items: [
        {
          networkId: 'N_1',
          policies: [
            { policyId: 'a2', smNetworkId: 'N_SM', scope: 'all', tags: [], groupPolicyId: '102' },
            { policyId: 'a1', smNetworkId: 'N_SM', scope: 'withAll', tags: ['byod'], groupPolicyId: '101' },
            { smNetworkId: 'N_SM', scope: 'withAny', tags: ['new'], groupPolicyId: '103' },
          ],
        },
        {
          networkId: 'N_UNMANAGED',
          policies: [
            { policyId: 'u2', smNetworkId: 'N_X', scope: 'none', tags: ['stale'], groupPolicyId: '901' },
            { policyId: 'u1', smNetworkId: 'N_X', scope: 'withAll', tags: ['x', 'y'], groupPolicyId: '900' },
          ],
        },
      ],
    });
  });

  it('prefers the live policy with the same content when one group policy appears twice', () => {
    const twice: LiveSentryAssignment[] = [
      {
        networkId: 'N_1',
        policies: [
          { policyId: 'x1', smNetworkId: 'N_SM', groupPolicyId: '5', scope: 'withAny', tags: ['a'] },
          { policyId: 'x2', smNetworkId: 'N_SM', groupPolicyId: '5', scope: 'withAny', tags: ['b'] },
        ],
      },
    ];
    const body = buildSentryPut(twice, [
      sentryChange('N_1', 'update', [p('5', 'withAny', ['b']), p('5', 'withAll', ['c'])]),
    ]);
    expect(body.items[0]?.policies.map((policy) => policy.policyId)).toEqual(['x1', 'x2']);
    expect(body.items[0]?.policies.map((policy) => policy.tags)).toEqual([['c'], ['b']]);
  });

  it('adds a network new to sentry, empties a deleted one, and ignores noops', () => {
    const body = buildSentryPut(live, [
      sentryChange('N_NEW', 'create', [p('1'), p('2')]),
      sentryChange('N_1', 'delete', null),
      sentryChange('N_UNMANAGED', 'noop', []),
    ]);
    expect(
      body.items.map((item) => [item.networkId, item.policies.map((policy) => policy.groupPolicyId)]),
    ).toEqual([
      ['N_1', []],
      ['N_UNMANAGED', ['901', '900']],
      ['N_NEW', ['2', '1']],
    ]);
  });

  it('builds a request the client accepts', () => {
    const request = sentryWrite('O_1', live, [sentryChange('N_1', 'update', [p('101')])]);
    expect(request.operationId).toBe('updateOrganizationSmSentryPoliciesAssignments');
    expect(validateParams(OPERATIONS[request.operationId], request.params, Date.now())).toEqual([]);
  });

  it('refuses two changes for one network', () => {
    expect(() =>
      buildSentryPut(live, [
        sentryChange('N_1', 'update', [p('1')]),
        sentryChange('N_1', 'update', [p('2')]),
      ]),
    ).toThrow('single change per network');
  });
});

describe('buildSentryPut, what each policy carries', () => {
  it('a policy new to the list carries no policyId; a live policy of another target lends none', () => {
    const body = buildSentryPut(
      [
        {
          networkId: 'N_1',
          policies: [{ policyId: 'x1', smNetworkId: 'N_SM', groupPolicyId: '5', scope: 'all', tags: [] }],
        },
      ],
      [sentryChange('N_1', 'update', [p('6', 'all', [])])],
    );
    expect(body).toStrictEqual({
      items: [
        { networkId: 'N_1', policies: [{ smNetworkId: 'N_SM', scope: 'all', tags: [], groupPolicyId: '6' }] },
      ],
    });
  });

  it('a live policy of the same group policy on another SM network lends no policyId', () => {
    const body = buildSentryPut(
      [
        {
          networkId: 'N_1',
          policies: [{ policyId: 'x1', smNetworkId: 'N_SM_A', groupPolicyId: '5', scope: 'all', tags: [] }],
        },
      ],
      [sentryChange('N_1', 'update', [{ ...p('5', 'all', []), smNetworkId: 'N_SM_B' }])],
    );
    expect(body.items[0]?.policies).toStrictEqual([
      { smNetworkId: 'N_SM_B', scope: 'all', tags: [], groupPolicyId: '5' },
    ]);
  });

  it('sends in the plan order with sentryWriteOrder highestFirst, and leaves changes of other kinds out', () => {
    const other: Change = { ...sentryChange('N_UNMANAGED', 'update', [p('1')]), kind: 'targetGroup' };
    const body = buildSentryPut(
      live,
      [sentryChange('N_1', 'update', [p('101', 'withAny', ['byod']), p('102', 'all')]), other],
      'highestFirst',
    );
    expect(
      body.items.map((item) => [item.networkId, item.policies.map((policy) => policy.policyId)]),
    ).toStrictEqual([
      ['N_1', ['a1', 'a2']],
      ['N_UNMANAGED', ['u1', 'u2']],
    ]);
  });

  it('refuses a plan entry it cannot read, naming the entry and the field', () => {
    const entry = { smNetworkId: 'N_SM', groupPolicyId: '1', scope: 'withAny', tags: ['t'] };
    const broken =
      (after: Record<string, unknown> | null, extra: Partial<Change> = {}) =>
      () =>
        buildSentryPut(live, [{ ...sentryChange('N_1', 'update', null), after, ...extra }]);
    const bad = 'plan entry org/O_1/sentry/N_1 has no valid after.policies entry';
    expect(broken(null)).toThrow('plan entry org/O_1/sentry/N_1 has no valid after.policies');
    expect(broken({ networkId: 'N_1', policies: 'p' })).toThrow(
      'plan entry org/O_1/sentry/N_1 has no valid after.policies',
    );
    for (const wrong of [
      { smNetworkId: 1 },
      { groupPolicyId: 1 },
      { scope: 'any' },
      { tags: 't' },
      { tags: ['t', 1] },
    ]) {
      expect(broken({ networkId: 'N_1', policies: [entry, { ...entry, ...wrong }] })).toThrow(bad);
    }
    expect(broken({ networkId: 'N_1', policies: [entry, 'p'] })).toThrow(bad);
    const { networkId: _none, ...withoutNetwork } = sentryChange('N_1', 'update', [p('1')]);
    expect(() => buildSentryPut(live, [withoutNetwork])).toThrow(
      'plan entry org/O_1/sentry/N_1 has no valid networkId',
    );
    // A delete sends an empty list whatever its after says.
    expect(
      buildSentryPut([], [{ ...sentryChange('N_1', 'delete', null), after: { policies: 'p' } }]),
    ).toStrictEqual({
      items: [{ networkId: 'N_1', policies: [] }],
    });
  });
});
