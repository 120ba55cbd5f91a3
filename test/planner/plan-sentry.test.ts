import { describe, expect, it } from 'vitest';
import { sentryFingerprint } from '../../src/kinds/sentry/live-record.js';
import { setsSentryOrder } from '../../src/kinds/sentry/order.js';
import { planSentryLists } from '../../src/kinds/sentry/plan-kind.js';
import type { DesiredSentryPolicy } from '../../src/model/desired.js';
import type { LiveOrganization, LiveSentryAssignment, LiveState } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';
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

describe('planSentryLists: the organization sentry part', () => {
  const planOptions = (networkIds: string[] = []) => ({
    noopRecords: false,
    pruneReason: 'prune' as const,
    networkIds,
  });
  const named = (name: string, smNetworkId = 'N_SM'): DesiredSentryPolicy => ({
    ...sentryPolicy('', 'all', [], smNetworkId),
    groupPolicy: name,
  });
  const liveOrg = (sentryPolicies?: LiveSentryAssignment[]): LiveOrganization => ({
    id: 'O_1',
    networks: [],
    groupPolicies: {
      N_1: [
        { groupPolicyId: '101', name: 'Guest WiFi' },
        { groupPolicyId: '102', name: 'Staff' },
      ],
    },
    ...(sentryPolicies === undefined ? {} : { sentryPolicies }),
  });

  it('plans nothing when the lists are not in this run or not declared', () => {
    const org = organization('O_1', { sentryPolicies: declared });
    expect(planSentryLists(org, liveOrg(liveSentry), [], planOptions())).toStrictEqual({
      parts: [],
      diagnostics: [],
    });
    expect(planSentryLists(organization('O_1', {}), liveOrg(liveSentry), [''], planOptions())).toStrictEqual({
      parts: [],
      diagnostics: [],
    });
  });

  it('declared lists whose live lists were not read are an error, not a plan', () => {
    const org = organization('O_1', { sentryPolicies: declared });
    expect(planSentryLists(org, liveOrg(), [''], planOptions())).toStrictEqual({
      parts: [],
      diagnostics: [
        {
          severity: 'error',
          code: 'live-not-read',
          message:
            'the sentry policies of organization O_1 were not read from the Dashboard, so they cannot be planned',
          hint: 'read live state for every scope the config declares (this is a bug in the caller)',
          source: org.source,
        },
      ],
    });
  });

  it('with --network, a declared list in view only through its live list has its names resolved', () => {
    const org = organization('O_1', {
      policy: { ignore: ['*'] },
      sentryPolicies: [
        assignment('N_1', [named('Staff', 'N_SM_A')]),
        // Neither declared nor live in view: not planned, so its unknown name is not refused.
        assignment('N_HIDDEN', [named('Nobody', 'N_SM_A')]),
      ],
    });
    const lists = [
      { networkId: 'N_1', policies: [livePolicy('a', '101')].map((p) => ({ ...p, smNetworkId: 'N_SM_B' })) },
    ];
    const { parts, diagnostics } = planSentryLists(org, liveOrg(lists), [''], planOptions(['N_SM_B']));
    expect(diagnostics).toStrictEqual([]);
    expect(parts[0]?.changes.map((change) => [change.address, change.after])).toStrictEqual([
      [
        'org/O_1/sentry/N_1',
        {
          networkId: 'N_1',
          policies: [
            { smNetworkId: 'N_SM_A', groupPolicyId: '102', scope: 'all', tags: [], groupPolicy: 'Staff' },
          ],
        },
      ],
    ]);
  });

  it('a list whose group policy cannot be resolved is left out of the plan; the others are planned', () => {
    const org = organization('O_1', {
      policy: { liveEcho: { sentryOrderConfirmed: true } },
      sentryPolicies: [assignment('N_1', [named('Staf')]), assignment('N_NEW', [sentryPolicy('7')])],
    });
    const { parts, diagnostics } = planSentryLists(org, liveOrg(liveSentry), [''], planOptions());
    expect(parts[0]?.changes.map((change) => change.address)).toStrictEqual(['org/O_1/sentry/N_NEW']);
    expect(diagnostics.map((d) => [d.code, d.message])).toStrictEqual([
      [
        'group-policy-unknown',
        'groupPolicy "Staf" is not a group policy of network N_1 (it has "Guest WiFi" (101), "Staff" (102))',
      ],
    ]);
  });

  it('reordering lists of an unconfirmed organization: one notice naming each network, after the refusals', () => {
    const reordered = (networkId: string) => assignment(networkId, [sentryPolicy('2'), sentryPolicy('1')]);
    const lists: LiveSentryAssignment[] = ['N_B', 'N_A', 'N_C'].map((networkId) => ({
      networkId,
      policies: [livePolicy(`${networkId}1`, '1'), livePolicy(`${networkId}2`, '2')],
    }));
    const org = organization('O_1', {
      sentryPolicies: [
        reordered('N_B'),
        reordered('N_A'),
        // Only an insert: the others keep their order.
        assignment('N_C', [sentryPolicy('1'), sentryPolicy('3'), sentryPolicy('2')]),
        assignment('N_1', [named('Nobody')]),
      ],
    });
    const { diagnostics } = planSentryLists(org, liveOrg(lists), [''], planOptions());
    expect(diagnostics.map((d) => d.code)).toStrictEqual([
      'group-policy-unknown',
      'sentry-order-unconfirmed',
    ]);
    expect(diagnostics[1]).toStrictEqual({
      severity: 'warning',
      code: 'sentry-order-unconfirmed',
      message:
        "SENTRY ORDER NOT CONFIRMED: this plan reorders the sentry policies of networks N_A, N_B in organization O_1, and nobody has confirmed that smform reads and writes this Dashboard's sentry order the right way round; if it does not, the policies end up inverted in production",
      hint: "run `smform doctor --sentry-order N_A`, compare its list with the Dashboard's sentry policies page, and record the answer in policy.liveEcho of organization O_1 (sentryOrderConfirmed: true; docs/doctor.md); or apply with --force",
      source: org.source,
    });
  });

  it('one reordered network is named alone; an organization that confirmed its order gets no notice', () => {
    const lists: LiveSentryAssignment[] = [
      { networkId: 'N_1', policies: [livePolicy('a', '101'), livePolicy('b', '102')] },
    ];
    const sentryPolicies = [assignment('N_1', [sentryPolicy('102'), sentryPolicy('101')])];
    const unconfirmed = organization('O_1', { sentryPolicies });
    const { diagnostics } = planSentryLists(unconfirmed, liveOrg(lists), [''], planOptions());
    expect(diagnostics.map((d) => d.message)).toStrictEqual([
      "SENTRY ORDER NOT CONFIRMED: this plan reorders the sentry policies of network N_1 in organization O_1, and nobody has confirmed that smform reads and writes this Dashboard's sentry order the right way round; if it does not, the policies end up inverted in production",
    ]);
    for (const liveEcho of [{ sentryOrderConfirmed: true }, { sentryOrderConfirmed: false }, {}]) {
      const org = organization('O_1', { sentryPolicies, policy: { liveEcho } });
      const notices = planSentryLists(org, liveOrg(lists), [''], planOptions()).diagnostics;
      expect(notices.map((d) => d.code)).toStrictEqual(
        liveEcho.sentryOrderConfirmed === true ? [] : ['sentry-order-unconfirmed'],
      );
    }
  });

  it('live lists repeated in the read are planned once, named in a warning or an error', () => {
    const once = { networkId: 'N_1', policies: [livePolicy('a', '101')] };
    const twice = { networkId: 'N_2', policies: [livePolicy('b', '2'), livePolicy('b', '3')] };
    const org = organization('O_1', { sentryPolicies: [assignment('N_1', [sentryPolicy('101')])] });
    const { parts, diagnostics } = planSentryLists(org, liveOrg([once, once, twice]), [''], planOptions());
    expect(parts[0]?.diagnostics).toStrictEqual([
      {
        severity: 'warning',
        code: 'repeated-live-id',
        message:
          'the live sentry policy lists of organization O_1 list networkId N_1 twice, identical each time: it is planned once',
      },
      {
        severity: 'error',
        code: 'repeated-live-id',
        message:
          'the live sentry policies of network N_2 list policyId b twice, differing in groupPolicyId: which copy is live cannot be known',
        hint: 'read the live state again (for a snapshot: take it again)',
      },
    ]);
    expect(diagnostics).toStrictEqual([]);
    expect(parts[0]?.changes.map((change) => change.action)).toStrictEqual(['noop']);
    expect(parts[0]?.unmanaged).toStrictEqual([{ address: 'org/O_1/sentry/N_2', kind: 'sentry' }]);
  });
});

describe('setsSentryOrder: which changes reorder a list', () => {
  const change = (action: Change['action'], before: string[] | null, after: string[] | null): Change => ({
    address: 'org/O_1/sentry/N_1',
    kind: 'sentry',
    action,
    orgId: 'O_1',
    networkId: 'N_1',
    before: before === null ? null : { policies: before.map((id) => livePolicy(id, id)) },
    after: after === null ? null : { policies: after.map((id) => livePolicy(id, id)) },
    fieldChanges: [],
    liveFingerprint: null,
  });

  it('two kept policies in another relative order reorder; inserts, removals and one kept policy do not', () => {
    expect(setsSentryOrder(change('update', ['1', '2', '3'], ['3', '1', '2']))).toBe(true);
    expect(setsSentryOrder(change('update', ['1', '2'], ['2', '1']))).toBe(true);
    expect(setsSentryOrder(change('update', ['1', '2'], ['0', '1', '4', '2']))).toBe(false);
    expect(setsSentryOrder(change('update', ['1', '2', '3'], ['1', '3']))).toBe(false);
    expect(setsSentryOrder(change('update', ['1', '2'], ['2']))).toBe(false);
    expect(setsSentryOrder(change('update', ['1', '2'], ['1', '2', '3']))).toBe(false);
    expect(setsSentryOrder(change('create', null, ['2', '1']))).toBe(false);
  });

  it('one group policy on two SM networks is two policies: swapping them reorders', () => {
    const on = (smNetworkId: string) => ({ ...livePolicy('p', '101'), smNetworkId });
    const swapped: Change = {
      ...change('update', [], []),
      before: { policies: [on('N_SM_A'), on('N_SM_B')] },
      after: { policies: [on('N_SM_B'), on('N_SM_A')] },
    };
    expect(setsSentryOrder(swapped)).toBe(true);
  });
});
