import { describe, expect, it } from 'vitest';
import { compareDiagnostics } from '../../src/canonical/index.js';
import type { LiveState } from '../../src/model/live.js';
import type { Diagnostic } from '../../src/model/source.js';
import { unechoedTargetGroupFields, unverifiedScopeWarning } from '../../src/kinds/target-group/plan-echo.js';
import { planError } from '../../src/planner/plan-errors.js';
import { planChanges } from '../../src/planner/plan.js';
import { checkSafety } from '../../src/planner/safety.js';
import { targetError, unmatchedTargets } from '../../src/planner/targets.js';
import {
  desiredState,
  group,
  liveFromDesired,
  network,
  options,
  organization,
  role,
} from './helpers/builders.js';

// The planner's messages that decide an exit code (a `--target` typo is exit 1, an error diagnostic exit
// 3) and what a plan shows, with exact values; the CLI suites that also show them run the built CLI.

describe('--target globs that match nothing', () => {
  const addresses = [
    'network/N_1/targetGroup/Kiosks',
    'network/N_1/targetGroup/Laptops',
    'org/1/adminRole/Ops',
    'network/N_1/targetGroup/Kiosks',
  ];

  it('a glob that matches an address is no diagnostic', () => {
    expect(unmatchedTargets(['network/N_1/*'], addresses)).toEqual([]);
    expect(unmatchedTargets([], addresses)).toEqual([]);
  });

  it('names the nearest address of the same scope', () => {
    expect(unmatchedTargets(['network/N_1/targetGroup/Kiosk'], addresses)).toEqual([
      {
        severity: 'error',
        code: 'target-matches-nothing',
        message: "--target 'network/N_1/targetGroup/Kiosk' matches no declared or live object",
        hint: 'did you mean network/N_1/targetGroup/Kiosks?',
      },
    ]);
    // The same name under another scope is not suggested.
    expect(unmatchedTargets(['network/N_2/targetGroup/Kiosks'], addresses)[0]?.hint).toBe(
      'addresses in this run: network/N_1/targetGroup/Kiosks, network/N_1/targetGroup/Laptops, org/1/adminRole/Ops',
    );
  });

  it('lists ten addresses of the run and counts the rest, or says the run holds none', () => {
    const many = Array.from({ length: 12 }, (_, i) => `org/1/adminRole/R${String(i).padStart(2, '0')}`);
    expect(unmatchedTargets(['network/N_9/x'], many)[0]?.hint).toBe(
      `addresses in this run: ${many.slice(0, 10).join(', ')} and 2 more`,
    );
    const ten = many.slice(0, 10);
    expect(unmatchedTargets(['network/N_9/x'], ten)[0]?.hint).toBe(
      `addresses in this run: ${ten.join(', ')}`,
    );
    expect(unmatchedTargets(['network/N_9/x'], [])[0]?.hint).toBe(
      'this run holds no objects; check --org and --network',
    );
  });

  it('becomes one usage error (exit 1) through the plan, every glob named', () => {
    const desired = desiredState([
      organization('1', { networks: [network('N_1', [group('Kiosks', 'all')])] }),
    ]);
    const made = planChanges(
      desired,
      liveFromDesired(desired),
      options({ targets: ['network/N_1/x', 'org/9/*'] }),
    );
    const error = targetError(made);
    expect(error?.exitCode).toBe(1);
    expect(error?.message).toBe(
      "--target 'network/N_1/x' matches no declared or live object; --target 'org/9/*' matches no declared or live object",
    );
    expect(error?.hint).toBe('addresses in this run: network/N_1/targetGroup/Kiosks');
    expect(
      targetError(planChanges(desired, liveFromDesired(desired), options({ targets: ['network/*'] }))),
    ).toBe(undefined);
  });

  it('a usage error without a hint has none', () => {
    const made = planChanges(desiredState([]), { organizations: [] }, options());
    const diagnostic: Diagnostic = { severity: 'error', code: 'target-matches-nothing', message: 'm' };
    const error = targetError({ ...made, diagnostics: [diagnostic] });
    expect(error?.message).toBe('m');
    expect(error?.hint).toBeUndefined();
    expect(error?.exitCode).toBe(1);
    expect(error?.fault).toBe('usage');
  });

  it('names only the --target diagnostics, whatever else the plan says', () => {
    const made = planChanges(desiredState([]), { organizations: [] }, options());
    const other: Diagnostic = { severity: 'error', code: 'pinned-id-missing', message: 'other', hint: 'h0' };
    const target: Diagnostic = {
      severity: 'error',
      code: 'target-matches-nothing',
      message: 'm',
      hint: 'h1',
    };
    const error = targetError({ ...made, diagnostics: [other, target] });
    expect([error?.message, error?.hint]).toEqual(['m', 'h1']);
  });

  it('lists the addresses of the run in code-point order, each once', () => {
    const hint = unmatchedTargets(
      ['x/y'],
      ['org/2/adminRole/B', 'network/N_1/targetGroup/A', 'org/2/adminRole/B'],
    )[0]?.hint;
    expect(hint).toBe('addresses in this run: network/N_1/targetGroup/A, org/2/adminRole/B');
  });
});

describe('plan errors', () => {
  const made = planChanges(desiredState([]), { organizations: [] }, options());

  it('are one config error (exit 3), each with its place; warnings are not errors', () => {
    const warning: Diagnostic = { severity: 'warning', code: 'w', message: 'just a warning' };
    expect(planError({ ...made, diagnostics: [warning] })).toBeUndefined();
    const one: Diagnostic = {
      severity: 'error',
      code: 'pinned-id-missing',
      message: 'Ghost pins id t99',
      hint: 'remove the pin',
      source: { file: 'orgs/a.yaml', line: 4, column: 7 },
    };
    const two: Diagnostic = { severity: 'error', code: 'x', message: 'no place\u001b[31m' };
    const error = planError({ ...made, diagnostics: [warning, one, two] });
    expect(error?.exitCode).toBe(3);
    expect(error?.fault).toBe('config');
    expect(error?.message).toBe(
      'the plan cannot be made as declared (2 errors):\n  orgs/a.yaml:4:7  Ghost pins id t99\n  no place\\u001b[31m',
    );
    expect(error?.hint).toBe('remove the pin');
    const single = planError({ ...made, diagnostics: [two] });
    expect(single?.message).toBe('the plan cannot be made as declared (1 error):\n  no place\\u001b[31m');
    expect(single?.hint).toBeUndefined();
    expect(single?.exitCode).toBe(3);
    expect(single?.fault).toBe('config');
  });
});

describe('diagnostic order', () => {
  const d = (file: string | undefined, line: number, column: number, message: string): Diagnostic => ({
    severity: 'warning',
    code: 'c',
    message,
    ...(file === undefined ? {} : { source: { file, line, column } }),
  });

  it('by file, line, column, then message', () => {
    const list = [
      d('b.yaml', 1, 1, 'a'),
      d('a.yaml', 2, 1, 'a'),
      d('a.yaml', 1, 2, 'a'),
      d('a.yaml', 1, 1, 'b'),
      d('a.yaml', 1, 1, 'a'),
      d(undefined, 0, 0, 'z'),
    ];
    expect(
      [...list]
        .sort(compareDiagnostics)
        .map((x) => `${x.source?.file ?? '-'}:${x.source?.line ?? 0}:${x.source?.column ?? 0} ${x.message}`),
    ).toEqual(['-:0:0 z', 'a.yaml:1:1 a', 'a.yaml:1:1 b', 'a.yaml:1:2 a', 'a.yaml:2:1 a', 'b.yaml:1:1 a']);
  });
});

describe('target-group scope an organization does not compare', () => {
  it('names the fields per setting', () => {
    expect(unechoedTargetGroupFields(undefined)).toEqual([]);
    expect(unechoedTargetGroupFields('echoed')).toEqual([]);
    expect(unechoedTargetGroupFields('keywordOnly')).toEqual(['tags']);
    expect(unechoedTargetGroupFields('writeOnly')).toEqual(['scope', 'tags']);
  });

  it('warns once per organization, counting its networks, and not without networks or a setting', () => {
    const org = organization('7', { policy: { liveEcho: { targetGroupScope: 'writeOnly' } } });
    expect(unverifiedScopeWarning(org, 2)).toEqual([
      {
        severity: 'warning',
        code: 'scope-not-compared',
        message:
          'organization 7 sets policy.liveEcho.targetGroupScope: writeOnly, so the scope and tags of its target groups (2 networks) are written but not compared: a scope and tags changed only in the Dashboard, or only in the config, is not planned',
        hint: 'a name change (or a create) writes the declared scope; `smform doctor --write-probe NETWORK_ID` shows what the Dashboard echoes',
        source: org.source,
      },
    ]);
    const keyword = organization('7', { policy: { liveEcho: { targetGroupScope: 'keywordOnly' } } });
    expect(unverifiedScopeWarning(keyword, 1)[0]?.message).toBe(
      'organization 7 sets policy.liveEcho.targetGroupScope: keywordOnly, so the tags of its target groups (1 network) are written but not compared: a tags changed only in the Dashboard, or only in the config, is not planned',
    );
    expect(unverifiedScopeWarning(org, 0)).toEqual([]);
    expect(unverifiedScopeWarning(organization('7', {}), 3)).toEqual([]);
  });
});

// The words naming a scope in plan errors, the order of unmanaged objects that share an address, and the
// risky-scope rule on an unchanged scope.

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

describe('look-alike names in one scope', () => {
  it('warns when a live name and a declared one differ only in invisible characters, naming both', () => {
    const desired = desiredState([
      organization('1', { networks: [network('N_1', [group('Kiosks', 'all')])] }),
    ]);
    const live: LiveState = liveFromDesired(desired);
    live.organizations[0]!.networks[0]!.targetGroups!.push({
      id: '77',
      name: 'Kiosks\u200b',
      scope: 'all',
      tags: [],
    });
    const warnings = planChanges(desired, live, options()).diagnostics.filter(
      (diagnostic) => diagnostic.code === 'look-alike-name',
    );
    expect(warnings.map((warning) => warning.message)).toEqual([
      'target group names in network N_1 look the same but differ in invisible characters or Unicode form: "Kiosks" (live, id tg:N_1:Kiosks), "Kiosks\\u200b" (live, id 77), "Kiosks" (declared)',
    ]);
  });

  it('says nothing when every name is as it looks', () => {
    const desired = desiredState([
      organization('1', { networks: [network('N_1', [group('Kiosks', 'all')])] }),
    ]);
    const live: LiveState = liveFromDesired(desired);
    live.organizations[0]!.networks[0]!.targetGroups!.push({
      id: '77',
      name: 'Laptops',
      scope: 'all',
      tags: [],
    });
    const codes = planChanges(desired, live, options()).diagnostics.map((diagnostic) => diagnostic.code);
    expect(codes).not.toContain('look-alike-name');
  });
});

describe('the objects a scope counts for its change threshold', () => {
  it('are the live objects the plan manages or shows: those the ignore globs hide are left out', () => {
    const desired = desiredState([
      organization('1', { networks: [network('N_1', [group('Kiosks', 'all')], { ignore: ['Temp*'] })] }),
    ]);
    const live: LiveState = liveFromDesired(desired);
    const groups = live.organizations[0]!.networks[0]!.targetGroups!;
    groups.push({ id: '70', name: 'Temp Pilot', scope: 'all', tags: [] });
    groups.push({ id: '71', name: 'Other', scope: 'all', tags: [] });
    const stats = planChanges(desired, live, options()).scopeStats ?? [];
    expect(stats.map((stat) => [stat.scope, stat.kind, stat.objects])).toEqual([
      ['network/N_1/targetGroup', 'targetGroup', 2],
    ]);
  });
});
