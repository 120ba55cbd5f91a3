import { describe, expect, it } from 'vitest';
import { sentryFingerprint } from '../../src/kinds/sentry/live-record.js';
import type { LiveSentryAssignment, LiveState } from '../../src/model/live.js';
import { planChanges } from '../../src/planner/plan.js';
import { assignment, desiredState, options, organization, sentryPolicy } from './helpers/builders.js';

const livePolicy = (
  policyId: string,
  groupPolicyId: string,
  scope: 'all' | 'withAny' = 'all',
  tags: string[] = [],
) => ({
  policyId,
  smNetworkId: 'N_SM',
  groupPolicyId,
  scope,
  tags,
});

const liveSentry: LiveSentryAssignment[] = [
  { networkId: 'N_REORDER', policies: [livePolicy('a', '1'), livePolicy('b', '2'), livePolicy('c', '3')] },
  { networkId: 'N_SAME', policies: [livePolicy('d', '4', 'withAny', ['y', 'x'])] },
  { networkId: 'N_CLEAR', policies: [livePolicy('e', '5')] },
  { networkId: 'N_OTHER', policies: [livePolicy('f', '6')] },
  { networkId: 'N_EMPTY', policies: [] },
];
const live: LiveState = { organizations: [{ id: 'O_1', sentryPolicies: liveSentry, networks: [] }] };

const declared = [
  assignment('N_REORDER', [sentryPolicy('3'), sentryPolicy('1'), sentryPolicy('2')]),
  assignment('N_SAME', [sentryPolicy('4', 'withAny', ['x', 'y'])]),
  assignment('N_CLEAR', []),
  assignment('N_NEW', [sentryPolicy('7', 'withAny', ['byod'])]),
];

describe('plan: sentry assignments', () => {
  it('plans one change per declared network: update (move), noop, declared delete, create', () => {
    const result = planChanges(
      desiredState([organization('O_1', { sentryPolicies: declared })]),
      live,
      options(),
    );
    expect(result.changes.map((change) => [change.action, change.address, change.reason])).toEqual([
      ['delete', 'org/O_1/sentry/N_CLEAR', 'declared'],
      ['create', 'org/O_1/sentry/N_NEW', undefined],
      ['update', 'org/O_1/sentry/N_REORDER', undefined],
      ['noop', 'org/O_1/sentry/N_SAME', undefined],
    ]);
    const reorder = result.changes[2];
    expect(reorder?.fieldChanges).toEqual([
      {
        path: 'policies',
        policies: [
          {
            type: 'move',
            fromPosition: 3,
            toPosition: 1,
            before: { smNetworkId: 'N_SM', groupPolicyId: '3', scope: 'all', tags: [] },
            after: { smNetworkId: 'N_SM', groupPolicyId: '3', scope: 'all', tags: [] },
          },
        ],
      },
    ]);
    expect(reorder?.liveFingerprint).toBe(sentryFingerprint('N_REORDER', liveSentry[0]));
    expect(reorder?.before).toEqual({
      networkId: 'N_REORDER',
      policies: ['a', 'b', 'c'].map((policyId, index) => livePolicy(policyId, String(index + 1))),
    });
    expect(result.changes[1]).toMatchObject({ before: null, liveFingerprint: null });
    expect(result.unmanaged).toEqual([{ address: 'org/O_1/sentry/N_OTHER', kind: 'sentry' }]);
    expect(result.scopeStats).toEqual([
      { scope: 'org/O_1/sentry', kind: 'sentry', objects: 4, maxChangePercent: 30, minObjectsForPercent: 10 },
    ]);
  });

  it('prune deletes undeclared networks with policies; ignore globs and empty networks are left alone', () => {
    const result = planChanges(
      desiredState([organization('O_1', { sentryPolicies: [], policy: { prune: true, ignore: ['N_C*'] } })]),
      live,
      options(),
    );
    expect(result.changes.map((change) => [change.action, change.address, change.reason])).toEqual([
      ['delete', 'org/O_1/sentry/N_OTHER', 'prune'],
      ['delete', 'org/O_1/sentry/N_REORDER', 'prune'],
      ['delete', 'org/O_1/sentry/N_SAME', 'prune'],
    ]);
  });

  it('a network filter narrows sentry to those networks', () => {
    const result = planChanges(
      desiredState([organization('O_1', { sentryPolicies: declared })]),
      live,
      options({ networkIds: ['N_NEW', 'N_OTHER'] }),
    );
    expect(result.changes.map((change) => change.address)).toEqual(['org/O_1/sentry/N_NEW']);
    expect(result.unmanaged.map((entry) => entry.address)).toEqual(['org/O_1/sentry/N_OTHER']);
  });
});
