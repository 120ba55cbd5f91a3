import { describe, expect, it } from 'vitest';
import { sentryFingerprint } from '../../src/kinds/sentry/live-record.js';
import type { LiveSentryAssignment } from '../../src/model/live.js';
import { planSentry } from '../../src/kinds/sentry/plan-lists.js';
import { assignment, organization, sentryPolicy } from './helpers/builders.js';

// The exact change records planSentry writes for each action: what a plan shows and what apply writes.

const livePolicy = (policyId: string, groupPolicyId: string, smNetworkId = 'N_SM') => ({
  policyId,
  smNetworkId,
  groupPolicyId,
  scope: 'all' as const,
  tags: [],
});
const canonical = (groupPolicyId: string, smNetworkId = 'N_SM') => ({
  smNetworkId,
  groupPolicyId,
  scope: 'all',
  tags: [],
});

const live: LiveSentryAssignment[] = [
  { networkId: 'N_SAME', policies: [livePolicy('a', '1')] },
  { networkId: 'N_CLEAR', policies: [livePolicy('b', '2')] },
  { networkId: 'N_OTHER', policies: [livePolicy('c', '3')] },
];
const everything = (): boolean => true;

describe('planSentry: exact records', () => {
  it('defaults: a noop is compact and an undeclared list is pruned with reason prune', () => {
    const org = organization('O_1', { policy: { prune: true } });
    const declared = [assignment('N_SAME', [sentryPolicy('1')])];
    const result = planSentry(org, declared, live, everything);
    expect(result.changes).toStrictEqual([
      {
        address: 'org/O_1/sentry/N_SAME',
        kind: 'sentry',
        action: 'noop',
        orgId: 'O_1',
        networkId: 'N_SAME',
        before: null,
        after: null,
        fieldChanges: [],
        liveFingerprint: null,
        source: declared[0]?.source,
      },
      {
        address: 'org/O_1/sentry/N_CLEAR',
        kind: 'sentry',
        action: 'delete',
        orgId: 'O_1',
        networkId: 'N_CLEAR',
        before: { networkId: 'N_CLEAR', policies: [livePolicy('b', '2')] },
        after: null,
        fieldChanges: [
          { path: 'policies', policies: [{ type: 'remove', fromPosition: 1, before: canonical('2') }] },
        ],
        liveFingerprint: sentryFingerprint('N_CLEAR', live[1]),
        reason: 'prune',
      },
      {
        address: 'org/O_1/sentry/N_OTHER',
        kind: 'sentry',
        action: 'delete',
        orgId: 'O_1',
        networkId: 'N_OTHER',
        before: { networkId: 'N_OTHER', policies: [livePolicy('c', '3')] },
        after: null,
        fieldChanges: [
          { path: 'policies', policies: [{ type: 'remove', fromPosition: 1, before: canonical('3') }] },
        ],
        liveFingerprint: sentryFingerprint('N_OTHER', live[2]),
        reason: 'prune',
      },
    ]);
  });

  it('noopRecords keeps before and after on a noop; a declared delete has no after and names every removal', () => {
    const org = organization('O_1', {});
    const declared = [
      assignment('N_SAME', [sentryPolicy('1')]),
      assignment('N_CLEAR', [], { protected: true }),
    ];
    const result = planSentry(org, declared, live, everything, { noopRecords: true, pruneReason: 'prune' });
    expect(result.changes).toStrictEqual([
      {
        address: 'org/O_1/sentry/N_SAME',
        kind: 'sentry',
        action: 'noop',
        orgId: 'O_1',
        networkId: 'N_SAME',
        before: { networkId: 'N_SAME', policies: [livePolicy('a', '1')] },
        after: { networkId: 'N_SAME', policies: [canonical('1')] },
        fieldChanges: [],
        liveFingerprint: null,
        source: declared[0]?.source,
      },
      {
        address: 'org/O_1/sentry/N_CLEAR',
        kind: 'sentry',
        action: 'delete',
        orgId: 'O_1',
        networkId: 'N_CLEAR',
        before: { networkId: 'N_CLEAR', policies: [livePolicy('b', '2')] },
        after: null,
        fieldChanges: [
          { path: 'policies', policies: [{ type: 'remove', fromPosition: 1, before: canonical('2') }] },
        ],
        liveFingerprint: sentryFingerprint('N_CLEAR', live[1]),
        source: declared[1]?.source,
        reason: 'declared',
        protected: true,
      },
    ]);
    expect(result.unmanaged).toEqual([{ address: 'org/O_1/sentry/N_OTHER', kind: 'sentry' }]);
  });

  it('noopRecords: an empty list declared for a network with no live list records an empty live list', () => {
    const declared = [assignment('N_NONE', [])];
    const result = planSentry(organization('O_1', {}), declared, live, everything, {
      noopRecords: true,
      pruneReason: 'prune',
    });
    expect(result.changes.map((change) => [change.action, change.before, change.after])).toStrictEqual([
      ['noop', { networkId: 'N_NONE', policies: [] }, { networkId: 'N_NONE', policies: [] }],
    ]);
  });

  it('a declared list out of view is still planned when its live list is in view, and skipped when neither is', () => {
    const org = organization('O_1', {});
    // In view: lists that hold a policy on N_SEEN.
    const inView = (list: { policies: readonly { smNetworkId: string }[] }): boolean =>
      list.policies.some((entry) => entry.smNetworkId === 'N_SEEN');
    const liveLists: LiveSentryAssignment[] = [
      { networkId: 'N_A', policies: [livePolicy('a', '1', 'N_SEEN')] },
      { networkId: 'N_B', policies: [livePolicy('b', '2')] },
    ];
    const declared = [
      assignment('N_A', [sentryPolicy('9')]),
      assignment('N_B', [sentryPolicy('8')]),
      assignment('N_NEW', [sentryPolicy('7')]),
    ];
    const result = planSentry(org, declared, liveLists, inView);
    expect(result.changes.map((change) => [change.action, change.address])).toEqual([
      ['update', 'org/O_1/sentry/N_A'],
    ]);
  });
});
