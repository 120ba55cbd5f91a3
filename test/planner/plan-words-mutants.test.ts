import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../src/model/live.js';
import { planChanges } from '../../src/planner/plan.js';
import { checkSafety } from '../../src/planner/safety.js';
import {
  desiredState,
  group,
  liveFromDesired,
  network,
  options,
  organization,
  role,
} from './helpers/builders.js';

// What a plan shows that the mutation pass found unpinned: the words naming a scope in plan errors, the
// order of unmanaged objects that share an address, and the risky-scope rule on an unchanged scope.

describe('the scope a plan error names', () => {
  it('a target group pin names its network, an admin role pin its organization', () => {
    const desired = desiredState([
      organization('7', {
        adminRoles: [role('Help', 'all_tags', ['x'], { roleId: '999' })],
        networks: [network('N_1', [group('Kiosks', 'withAny', ['k'], { id: '555' })])],
      }),
    ]);
    const live: LiveState = liveFromDesired(desired);
    live.organizations[0]!.adminRoles = [];
    live.organizations[0]!.networks[0]!.targetGroups = [];
    const messages = planChanges(desired, live, options()).diagnostics.map(
      (diagnostic) => diagnostic.message,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('which organization 7 does not hold'),
        expect.stringContaining('which network N_1 does not hold'),
      ]),
    );
    expect(messages.join('\n')).not.toMatch(/network 7|organization N_1|network {2}/);
  });
});

describe('unmanaged objects at one address', () => {
  it('are listed by id whatever order the API answered in', () => {
    const desired = desiredState([organization('1', { networks: [network('N_1', [group('Kept', 'all')])] })]);
    for (const answer of [
      ['20', '10'],
      ['10', '20'],
    ]) {
      const live: LiveState = liveFromDesired(desired);
      const groups = live.organizations[0]!.networks[0]!.targetGroups!;
      for (const id of answer) groups.push({ id, name: 'Twin', scope: 'all', tags: [] });
      const plan = planChanges(desired, live, options());
      expect(plan.unmanaged.map((entry) => [entry.address, entry.id])).toEqual([
        ['network/N_1/targetGroup/Twin', '10'],
        ['network/N_1/targetGroup/Twin', '20'],
      ]);
    }
  });
});

describe('the risky-scope rule', () => {
  it('refuses an update into a risky scope, and not an update that keeps the same risky scope', () => {
    const desired = desiredState([
      organization('1', { networks: [network('N_1', [group('Wide', 'withoutAny', ['guest', 'lab'])])] }),
    ]);
    const live: LiveState = liveFromDesired(desired);
    const liveGroup = live.organizations[0]!.networks[0]!.targetGroups![0]!;
    // Same scope, one more tag: an update that widens nothing new.
    liveGroup.tags = ['guest'];
    const same = planChanges(desired, live, options());
    expect(same.changes.map((change) => change.action)).toEqual(['update']);
    expect(checkSafety(same, desired, {}).map((refusal) => refusal.rule)).toEqual([]);
    // From withAny into withoutAny: refused until --force.
    liveGroup.scope = 'withAny';
    const widened = planChanges(desired, live, options());
    expect(checkSafety(widened, desired, {}).map((refusal) => refusal.rule)).toEqual(['risky']);
  });
});

describe('the scope-not-compared warning', () => {
  it('counts the networks whose target groups the plan compared', () => {
    const desired = desiredState([
      organization('1', {
        policy: { liveEcho: { targetGroupScope: 'writeOnly' } },
        networks: [network('N_1', [group('A', 'all')]), network('N_2', [group('B', 'all')])],
      }),
    ]);
    const plan = planChanges(desired, liveFromDesired(desired), options());
    const warning = plan.diagnostics.find((diagnostic) => diagnostic.code === 'scope-not-compared');
    expect(warning?.message).toContain('of its target groups (2 networks) are written but not compared');
  });
});
