import { describe, expect, it } from 'vitest';
import { targetGroupFingerprint } from '../../src/kinds/target-group/live-record.js';
import type { LiveState } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';
import { planChanges } from '../../src/planner/plan.js';
import {
  assignment,
  at,
  desiredState,
  group,
  network,
  options,
  organization,
  role,
  sentryPolicy,
} from './helpers/builders.js';

const live: LiveState = {
  organizations: [
    {
      id: 'O_1',
      adminRoles: [{ roleId: 'r1', name: 'Ops', scope: 'some', tags: ['ops'] }],
      sentryPolicies: [
        {
          networkId: 'N_1',
          policies: [{ policyId: 'p1', smNetworkId: 'N_SM', groupPolicyId: '7', scope: 'all', tags: [] }],
        },
      ],
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk', 'ipad'] },
            { id: 't2', name: 'Finance', scope: 'withAll', tags: ['finance'] },
          ],
        },
      ],
    },
  ],
};

const desired = desiredState([
  organization('O_1', {
    adminRoles: [role('Ops', 'some', ['ops'], { protected: true })],
    sentryPolicies: [assignment('N_1', [sentryPolicy('7')])],
    networks: [
      network('N_1', [
        group('Kiosks', 'withAll', ['ipad', 'kiosk'], { source: at(11) }),
        group('Finance', 'withAll', ['finance', 'hr'], { source: at(12) }),
      ]),
    ],
  }),
]);

const byAddress = (changes: readonly Change[], address: string): Change | undefined =>
  changes.find((change) => change.address === address);

describe('plan: noop changes are compact', () => {
  const result = planChanges(desired, live, options());

  it('carries no records and no fingerprint for a noop, and keeps its id, source and protection', () => {
    expect(result.summary).toMatchObject({ update: 1, noop: 3 });
    expect(byAddress(result.changes, 'network/N_1/targetGroup/Kiosks')).toEqual({
      address: 'network/N_1/targetGroup/Kiosks',
      kind: 'targetGroup',
      action: 'noop',
      orgId: 'O_1',
      networkId: 'N_1',
      id: 't1',
      before: null,
      after: null,
      fieldChanges: [],
      liveFingerprint: null,
      source: at(11),
    });
    expect(byAddress(result.changes, 'org/O_1/adminRole/Ops')).toMatchObject({
      action: 'noop',
      id: 'r1',
      before: null,
      after: null,
      liveFingerprint: null,
      protected: true,
    });
    expect(byAddress(result.changes, 'org/O_1/sentry/N_1')).toMatchObject({
      action: 'noop',
      networkId: 'N_1',
      before: null,
      after: null,
      liveFingerprint: null,
    });
  });

  it('still records an update in full, with the fingerprint the applier checks', () => {
    expect(byAddress(result.changes, 'network/N_1/targetGroup/Finance')).toMatchObject({
      action: 'update',
      before: { id: 't2', name: 'Finance', scope: 'withAll', tags: ['finance'] },
      after: { name: 'Finance', scope: 'withAll', tags: ['finance', 'hr'] },
      liveFingerprint: targetGroupFingerprint({
        id: 't2',
        name: 'Finance',
        scope: 'withAll',
        tags: ['finance'],
      }),
    });
  });

  it('keeps the records of a noop when asked (noopRecords), still without a fingerprint', () => {
    const full = planChanges(desired, live, options({ noopRecords: true }));
    expect(byAddress(full.changes, 'network/N_1/targetGroup/Kiosks')).toMatchObject({
      action: 'noop',
      before: { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['ipad', 'kiosk'] },
      after: { name: 'Kiosks', scope: 'withAll', tags: ['ipad', 'kiosk'] },
      liveFingerprint: null,
    });
    const sentry = byAddress(full.changes, 'org/O_1/sentry/N_1');
    expect(sentry?.before).not.toBeNull();
    expect(sentry?.after).toEqual({
      networkId: 'N_1',
      policies: [{ smNetworkId: 'N_SM', groupPolicyId: '7', scope: 'all', tags: [] }],
    });
    expect(sentry?.liveFingerprint).toBeNull();
  });

  it('lists the same changes in the same order either way; only noop fields differ', () => {
    const full = planChanges(desired, live, options({ noopRecords: true }));
    const brief = (changes: readonly Change[]) => changes.map((change) => [change.action, change.address]);
    expect(brief(result.changes)).toEqual(brief(full.changes));
    expect(result.changes.filter((c) => c.action !== 'noop')).toEqual(
      full.changes.filter((c) => c.action !== 'noop'),
    );
  });
});

describe('plan: order of changes', () => {
  it('sorts by organization, kind, network and address even when a network is declared twice', () => {
    const twice = desiredState([
      organization('O_1', {
        networks: [
          network('N_2', [group('B', 'all')]),
          network('N_1', [group('Z', 'all'), group('A', 'all')]),
          network('N_2', [group('A', 'all')]),
        ],
      }),
    ]);
    const liveTwice: LiveState = {
      organizations: [
        {
          id: 'O_1',
          networks: [
            { id: 'N_1', targetGroups: [] },
            { id: 'N_2', targetGroups: [] },
          ],
        },
      ],
    };
    const result = planChanges(twice, liveTwice, options());
    expect(result.changes.map((change) => change.address)).toEqual([
      'network/N_1/targetGroup/A',
      'network/N_1/targetGroup/Z',
      'network/N_2/targetGroup/A',
      'network/N_2/targetGroup/B',
    ]);
  });
});
