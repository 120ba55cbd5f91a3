import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../src/model/live.js';
import { PLAN_FORMAT_VERSION, PLAN_FORMAT_VERSION_CHANGED_SINCE } from '../../src/plan-file/format.js';
import { deviceNetworksOfPlan, maxDevicePercentOf } from '../../src/planner/device-networks.js';
import { planChanges } from '../../src/planner/plan.js';
import { sourceInKeyOrder } from '../../src/planner/scope-plan.js';
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

// Small planner parts whose answers a plan shows (liveEcho, a change's source, which target-group fields
// are compared) or that decide which devices are read and how many may move.

describe('the networks whose devices a plan reads', () => {
  it('each network once, by organization then network, none for a noop', () => {
    const desired = desiredState([
      organization('2', {
        // A new sentry list assigning on N_1, a new group in N_3: read in that order, listed N_1 first.
        sentryPolicies: [assignment('W_1', [sentryPolicy('101', 'all', [], 'N_1')])],
        networks: [network('N_3', [group('B', 'all')])],
      }),
      organization('1', { networks: [network('N_9', [group('A', 'all'), group('C', 'all')])] }),
      organization('3', { networks: [network('N_4', [group('Same', 'all')])] }),
    ]);
    const live: LiveState = liveFromDesired(desired);
    live.organizations[0]!.sentryPolicies = [];
    live.organizations[0]!.networks[0]!.targetGroups = [];
    live.organizations[1]!.networks[0]!.targetGroups = [];
    const plan = planChanges(desired, live, options());
    expect(plan.changes.map((change) => [change.address, change.action])).toEqual([
      ['network/N_9/targetGroup/A', 'create'],
      ['network/N_9/targetGroup/C', 'create'],
      ['network/N_3/targetGroup/B', 'create'],
      ['org/2/sentry/W_1', 'create'],
      ['network/N_4/targetGroup/Same', 'noop'],
    ]);
    expect(deviceNetworksOfPlan(plan, desired)).toEqual([
      { orgId: '1', networkId: 'N_9' },
      { orgId: '2', networkId: 'N_1' },
      { orgId: '2', networkId: 'N_3' },
    ]);
  });
});

describe("a network's maxDevicePercent", () => {
  const desired = desiredState([
    organization('1', {
      policy: { maxDevicePercent: 30 },
      networks: [network('N_1', [], { maxDevicePercent: 5 }), network('N_2', [])],
    }),
    organization('2', {
      policy: { maxDevicePercent: 40 },
      networks: [network('N_1', [], { maxDevicePercent: 7 })],
    }),
  ]);

  it("is the network's own, else its organization's, else the default 20", () => {
    expect(maxDevicePercentOf(desired, '1', 'N_1')).toBe(5);
    expect(maxDevicePercentOf(desired, '2', 'N_1')).toBe(7);
    expect(maxDevicePercentOf(desired, '2', 'N_8')).toBe(40);
    expect(maxDevicePercentOf(desired, '9', 'N_1')).toBe(20);
  });
});

describe('a change made from a template keeps where it was used', () => {
  it('the place, then the template and its use:, keys in code-unit order', () => {
    const usedAt = { line: 3, file: 'orgs/a.yaml', column: 9 };
    const source = { line: 2, template: 'kiosk', file: 'templates/kiosk.yaml', usedAt, column: 1 };
    const ordered = sourceInKeyOrder(source);
    expect(ordered).toEqual(source);
    expect(JSON.stringify(ordered)).toBe(
      '{"column":1,"file":"templates/kiosk.yaml","line":2,"template":"kiosk","usedAt":{"column":9,"file":"orgs/a.yaml","line":3}}',
    );
    expect(sourceInKeyOrder({ line: 2, file: 'a.yaml', column: 1 })).toEqual({
      column: 1,
      file: 'a.yaml',
      line: 2,
    });
    // Half of a template's marks is none.
    expect(sourceInKeyOrder({ line: 2, template: 'kiosk', file: 'a.yaml', column: 1 })).toEqual({
      column: 1,
      file: 'a.yaml',
      line: 2,
    });
    expect(sourceInKeyOrder({ line: 2, file: 'a.yaml', column: 1, usedAt })).toEqual({
      column: 1,
      file: 'a.yaml',
      line: 2,
    });
  });
});

describe('policy.liveEcho in the plan', () => {
  function planWith(echo: 'echoed' | 'keywordOnly' | 'writeOnly' | undefined) {
    const org = organization('1', {
      networks: [network('N_1', [group('Kiosks', 'withAny', ['kiosk']), group('Labs', 'withAll', ['lab'])])],
    });
    if (echo !== undefined) org.policy = { ...org.policy, liveEcho: { targetGroupScope: echo } };
    const other = organization('2', { networks: [network('N_2', [group('X', 'all')])] });
    other.policy = { ...other.policy, liveEcho: { sentryPriorityOne: 'lowest' } };
    const desired = desiredState([org, other]);
    const live = liveFromDesired(desired);
    // Live, Kiosks has another tag and Labs another keyword.
    live.organizations[0]!.networks[0]!.targetGroups = [
      { id: 't1', name: 'Kiosks', scope: 'withAny', tags: ['ipad'] },
      { id: 't2', name: 'Labs', scope: 'withAny', tags: ['lab'] },
    ];
    return { desired, live };
  }

  it('records the settings of the organizations planned, and none when they declare none', () => {
    const { desired, live } = planWith('keywordOnly');
    expect(planChanges(desired, live, options()).liveEcho).toEqual({
      '1': { targetGroupScope: 'keywordOnly' },
      '2': { sentryPriorityOne: 'lowest' },
    });
    expect(planChanges(desired, live, options({ orgIds: ['1'] })).liveEcho).toEqual({
      '1': { targetGroupScope: 'keywordOnly' },
    });
    const none = planWith(undefined);
    expect(planChanges(none.desired, none.live, options({ orgIds: ['1'] }))).not.toHaveProperty('liveEcho');
  });

  it('compares only what the Dashboard gives back', () => {
    const fields = (echo: 'echoed' | 'keywordOnly' | 'writeOnly') => {
      const { desired, live } = planWith(echo);
      return planChanges(desired, live, options({ orgIds: ['1'] })).changes.map((change) => [
        change.address,
        change.action,
        change.fieldChanges.map((field) => field.path),
      ]);
    };
    expect(fields('echoed')).toEqual([
      ['network/N_1/targetGroup/Kiosks', 'update', ['tags']],
      ['network/N_1/targetGroup/Labs', 'update', ['scope']],
    ]);
    expect(fields('keywordOnly')).toEqual([
      ['network/N_1/targetGroup/Kiosks', 'noop', []],
      ['network/N_1/targetGroup/Labs', 'update', ['scope']],
    ]);
    expect(fields('writeOnly')).toEqual([
      ['network/N_1/targetGroup/Kiosks', 'noop', []],
      ['network/N_1/targetGroup/Labs', 'noop', []],
    ]);
  });
});

describe('a plan made under --changed-since', () => {
  const desired = desiredState([
    organization('1', { networks: [network('N_1', [group('A', 'all')])] }),
    organization('2', { networks: [network('N_2', [group('B', 'all')])] }),
  ]);
  const changedSince = {
    ref: 'origin/main',
    commit: 'abc',
    scopes: ['network/N_1/targetGroup'],
    unread: 1,
    noLongerManaged: [],
  };

  it('warns about no organization out of view, and says its format', () => {
    const plan = planChanges(
      desired,
      liveFromDesired(desired),
      options({
        onlyScopes: ['network/N_1/targetGroup'],
        origin: { command: 'plan', paths: ['.'], changedSince },
      }),
    );
    expect(plan.diagnostics).toEqual([]);
    expect(plan.formatVersion).toBe(PLAN_FORMAT_VERSION_CHANGED_SINCE);
    expect(planChanges(desired, liveFromDesired(desired), options()).formatVersion).toBe(PLAN_FORMAT_VERSION);
  });
});

// What a plan holds: no diagnostic from a kind planned cleanly, no sentry plan outside --changed-since's
// scopes, a --target that only an unmanaged object answers, and the organizations of `scopes` in
// code-point order.

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
