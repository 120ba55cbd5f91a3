import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../src/model/live.js';
import { planChanges } from '../../src/planner/plan.js';
import {
  assignment,
  desiredState,
  group,
  liveFromDesired,
  network,
  options,
  organization,
  role,
  sentryPolicy,
} from './helpers/builders.js';

// What a plan shows that the mutation pass of src/planner/plan.ts found unpinned: no diagnostic from a
// kind planned cleanly, no sentry plan outside --changed-since's scopes, a --target that only an
// unmanaged object answers, and the organizations of `scopes` in code-point order.

describe('a plan of every kind in sync', () => {
  it('holds no diagnostic, and one noop per declared object', () => {
    const desired = desiredState([
      organization('1', {
        adminRoles: [role('Help', 'all_tags', [])],
        sentryPolicies: [assignment('N_1', [sentryPolicy('101')])],
        networks: [network('N_1', [group('Kiosks', 'withAny', ['kiosk'])])],
      }),
    ]);
    const plan = planChanges(desired, liveFromDesired(desired), options());
    expect(plan.diagnostics).toEqual([]);
    expect(plan.changes.map((change) => [change.address, change.action])).toEqual([
      ['org/1/adminRole/Help', 'noop'],
      ['network/N_1/targetGroup/Kiosks', 'noop'],
      ['org/1/sentry/N_1', 'noop'],
    ]);
  });
});

describe('the scopes a plan compares under --changed-since', () => {
  it('leaves out a declared sentry list whose scope is not among them, though it differs live', () => {
    const desired = desiredState([
      organization('1', {
        sentryPolicies: [assignment('N_1', [sentryPolicy('101')])],
        networks: [network('N_1', [group('Kiosks', 'all')])],
      }),
    ]);
    const live: LiveState = liveFromDesired(desired);
    live.organizations[0]!.sentryPolicies![0]!.policies[0]!.groupPolicyId = '999';
    const only = planChanges(desired, live, options({ onlyScopes: ['network/N_1/targetGroup'] }));
    expect(only.changes.map((change) => change.address)).toEqual(['network/N_1/targetGroup/Kiosks']);
    expect(only.scopeStats?.map((stat) => stat.scope)).toEqual(['network/N_1/targetGroup']);
    const both = planChanges(
      desired,
      live,
      options({ onlyScopes: ['network/N_1/targetGroup', 'org/1/sentry'] }),
    );
    expect(both.changes.map((change) => [change.address, change.action])).toEqual([
      ['network/N_1/targetGroup/Kiosks', 'noop'],
      ['org/1/sentry/N_1', 'update'],
    ]);
  });
});

describe('a --target that only an unmanaged object answers', () => {
  it('matches: no target-matches-nothing error, and the object is listed', () => {
    const desired = desiredState([organization('1', { networks: [network('N_1', [group('Kept', 'all')])] })]);
    const live: LiveState = liveFromDesired(desired);
    live.organizations[0]!.networks[0]!.targetGroups!.push({
      id: 't9',
      name: 'Extra',
      scope: 'all',
      tags: [],
    });
    const plan = planChanges(desired, live, options({ targets: ['network/N_1/targetGroup/Extra'] }));
    expect(plan.diagnostics).toEqual([]);
    expect(plan.changes).toEqual([]);
    expect(plan.unmanaged.map((entry) => [entry.address, entry.id])).toEqual([
      ['network/N_1/targetGroup/Extra', 't9'],
    ]);
    const typo = planChanges(desired, live, options({ targets: ['network/N_1/targetGroup/Extr'] }));
    expect(typo.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['target-matches-nothing']);
  });
});

describe("a plan's scopes", () => {
  it('lists the organizations in code-point order whatever order the config declares them in', () => {
    const desired = desiredState([
      organization('2', { adminRoles: [role('Help', 'all_tags', [])] }),
      organization('10', { adminRoles: [role('Help', 'all_tags', [])] }),
      organization('1', { adminRoles: [role('Help', 'all_tags', [])] }),
    ]);
    const plan = planChanges(desired, liveFromDesired(desired), options());
    expect(plan.scopes.organizations).toEqual(['1', '10', '2']);
  });
});
