import { describe, expect, it } from 'vitest';
import type { LiveState, LiveTargetGroup } from '../../src/model/live.js';
import { planChanges } from '../../src/planner/plan.js';
import { checkSafety } from '../../src/planner/safety.js';
import {
  assignment,
  desiredState,
  group,
  network,
  options,
  organization,
  role,
  sentryPolicy,
} from './helpers/builders.js';

const groups = (count: number): LiveTargetGroup[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `t${index}`,
    name: `G${index}`,
    scope: 'withAny',
    tags: ['a'],
  }));
const liveWith = (targetGroups: LiveTargetGroup[]): LiveState => ({
  organizations: [
    {
      id: 'O_1',
      adminRoles: [{ roleId: 'r1', name: 'R', scope: 'some', tags: ['a'] }],
      networks: [{ id: 'N_1', targetGroups }],
    },
  ],
});

describe('checkSafety', () => {
  it('deletes need --allow-delete', () => {
    const desired = desiredState([organization('O_1', { networks: [network('N_1', [], { prune: true })] })]);
    const result = planChanges(desired, liveWith(groups(2)), options());
    expect(checkSafety(result, desired, {})).toEqual([
      {
        rule: 'delete',
        address: 'network/N_1/targetGroup/G0',
        message: 'network/N_1/targetGroup/G0 would be deleted (prune)',
        flag: '--allow-delete',
      },
      {
        rule: 'delete',
        address: 'network/N_1/targetGroup/G1',
        message: 'network/N_1/targetGroup/G1 would be deleted (prune)',
        flag: '--allow-delete',
      },
    ]);
    expect(checkSafety(result, desired, { allowDelete: true })).toEqual([]);
  });

  it('changing more than 30% of a scope of at least 10 objects needs --force', () => {
    const declare = (changed: number) =>
      desiredState([
        organization('O_1', {
          networks: [
            network(
              'N_1',
              groups(10).map((entry, index) => group(entry.name, 'withAny', index < changed ? ['b'] : ['a'])),
            ),
          ],
        }),
      ]);
    const three = planChanges(declare(3), liveWith(groups(10)), options());
    expect(checkSafety(three, undefined, {})).toEqual([]);
    const four = planChanges(declare(4), liveWith(groups(10)), options());
    expect(checkSafety(four, undefined, {})).toEqual([
      {
        rule: 'threshold',
        address: 'network/N_1/targetGroup',
        message:
          '4 of 10 objects in network/N_1/targetGroup would be updated or deleted (40%, more than the 30% allowed)',
        flag: '--force',
      },
    ]);
    expect(checkSafety(four, undefined, { force: true })).toEqual([]);
    const small = planChanges(
      desiredState([
        organization('O_1', {
          networks: [
            network(
              'N_1',
              groups(9).map((entry) => group(entry.name, 'withAny', ['b'])),
            ),
          ],
        }),
      ]),
      liveWith(groups(9)),
      options(),
    );
    expect(checkSafety(small, undefined, {})).toEqual([]);
  });

  it('honours the thresholds set under policy', () => {
    const desired = desiredState([
      organization('O_1', {
        networks: [
          network('N_1', [group('G0', 'withAny', ['b']), group('G1', 'withAny', ['a'])], {
            minObjectsForPercent: 2,
            maxChangePercent: 50,
          }),
        ],
      }),
    ]);
    expect(checkSafety(planChanges(desired, liveWith(groups(2)), options()), desired, {})).toEqual([]);
    const stricter = desiredState([
      organization('O_1', {
        networks: [
          network('N_1', [group('G0', 'withAny', ['b']), group('G1', 'withAny', ['a'])], {
            minObjectsForPercent: 2,
            maxChangePercent: 49,
          }),
        ],
      }),
    ]);
    expect(
      checkSafety(planChanges(stricter, liveWith(groups(2)), options()), stricter, {}).map(
        (refusal) => refusal.rule,
      ),
    ).toEqual(['threshold']);
  });

  it('protected objects are never changed, not even with --force, but may stay as they are', () => {
    const desired = desiredState([
      organization('O_1', {
        adminRoles: [role('R', 'some', ['a'], { protected: true })],
        sentryPolicies: [assignment('N_S', [sentryPolicy('1')], { protected: true })],
        networks: [network('N_1', [group('G0', 'withAny', ['b'], { protected: true })])],
      }),
    ]);
    const live = liveWith(groups(1));
    live.organizations[0]!.sentryPolicies = [
      {
        networkId: 'N_S',
        policies: [{ policyId: 'p', smNetworkId: 'N_SM', groupPolicyId: '2', scope: 'all', tags: [] }],
      },
    ];
    const refusals = checkSafety(planChanges(desired, live, options()), desired, {});
    expect(refusals.map((refusal) => [refusal.rule, refusal.address, refusal.flag])).toEqual([
      ['protected', 'network/N_1/targetGroup/G0', undefined],
      ['protected', 'org/O_1/sentry/N_S', undefined],
    ]);
    const forced = checkSafety(planChanges(desired, live, options()), desired, {
      force: true,
      allowDelete: true,
    });
    expect(forced.map((refusal) => refusal.address)).toEqual([
      'network/N_1/targetGroup/G0',
      'org/O_1/sentry/N_S',
    ]);
  });

  it.each([
    ['a group widened to all', true, group('G0', 'all')],
    ['a group turned into a negation', true, group('G0', 'withoutAny', ['a'])],
    ['a group narrowed to withAll', false, group('G0', 'withAll', ['a', 'b'])],
    ['a group whose tags change only', false, group('G0', 'withAny', ['z'])],
  ])('%s: risky %s', (_label, risky, declared) => {
    const desired = desiredState([organization('O_1', { networks: [network('N_1', [declared])] })]);
    const refusals = checkSafety(planChanges(desired, liveWith(groups(1)), options()), desired, {});
    expect(refusals.map((refusal) => refusal.rule)).toEqual(risky ? ['risky'] : []);
  });

  it('a role changed to a without_* scope is risky; a new object never is', () => {
    const desired = desiredState([
      organization('O_1', {
        adminRoles: [role('R', 'without_all_tags', ['a']), role('New', 'without_some', ['a'])],
      }),
    ]);
    const refusals = checkSafety(planChanges(desired, liveWith([]), options()), desired, {});
    expect(refusals).toEqual([
      {
        rule: 'risky',
        address: 'org/O_1/adminRole/R',
        message:
          'org/O_1/adminRole/R would change scope some -> without_all_tags, which can reach many more devices',
        flag: '--force',
      },
    ]);
  });
});
