import { describe, expect, it } from 'vitest';
import { targetGroupFingerprint } from '../../src/kinds/target-group/live-record.js';
import type { LiveState } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';
import { computePlanHash } from '../../src/plan-file/format.js';
import { planChanges } from '../../src/planner/plan.js';
import { planError } from '../../src/planner/plan-errors.js';
import { checkSafety } from '../../src/planner/safety.js';
import { at, desiredState, group, network, options, organization, role } from './helpers/builders.js';

const brief = (changes: Change[]): [string, string][] =>
  changes.map((change) => [change.action, change.address]);

function liveGroups(
  groups: { id: string; name: string; scope: 'all' | 'withAny' | 'withAll' | 'none'; tags: string[] }[],
): LiveState {
  return { organizations: [{ id: 'O_1', networks: [{ id: 'N_1', targetGroups: groups }] }] };
}

describe('plan: target groups', () => {
  const live = liveGroups([
    { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk', 'ipad'] },
    { id: 't2', name: 'Finance', scope: 'withAll', tags: ['finance', 'contractors'] },
    { id: 't3', name: 'Temp Pilot', scope: 'all', tags: [] },
    { id: 't4', name: 'Legacy Macs', scope: 'none', tags: [] },
  ]);
  const declared = [
    group('Kiosks', 'withAll', ['ipad', 'kiosk'], { source: at(11) }),
    group('Finance', 'withAll', ['finance'], { source: at(12) }),
    group('New Group', 'withAny', ['b', 'a'], { source: at(13) }),
  ];

  it('plans create, update and noop, and lists undeclared groups as unmanaged', () => {
    const result = planChanges(
      desiredState([organization('O_1', { networks: [network('N_1', declared)] })]),
      live,
      options(),
    );
    expect(brief(result.changes)).toEqual([
      ['update', 'network/N_1/targetGroup/Finance'],
      ['noop', 'network/N_1/targetGroup/Kiosks'],
      ['create', 'network/N_1/targetGroup/New Group'],
    ]);
    expect(result.summary).toEqual({ create: 1, update: 1, delete: 0, noop: 1, unmanaged: 2 });
    expect(result.unmanaged).toEqual([
      { address: 'network/N_1/targetGroup/Legacy Macs', kind: 'targetGroup', id: 't4' },
      { address: 'network/N_1/targetGroup/Temp Pilot', kind: 'targetGroup', id: 't3' },
    ]);
    expect(result.changes[0]).toEqual({
      address: 'network/N_1/targetGroup/Finance',
      kind: 'targetGroup',
      action: 'update',
      orgId: 'O_1',
      networkId: 'N_1',
      id: 't2',
      before: { id: 't2', name: 'Finance', scope: 'withAll', tags: ['contractors', 'finance'] },
      after: { name: 'Finance', scope: 'withAll', tags: ['finance'] },
      fieldChanges: [{ path: 'tags', added: [], removed: ['contractors'] }],
      liveFingerprint: targetGroupFingerprint({
        id: 't2',
        name: 'Finance',
        scope: 'withAll',
        tags: ['finance', 'contractors'],
      }),
      source: at(12),
    });
    expect(result.changes[2]).toMatchObject({
      action: 'create',
      before: null,
      after: { name: 'New Group', scope: 'withAny', tags: ['a', 'b'] },
      liveFingerprint: null,
      fieldChanges: [
        { path: 'name', after: 'New Group' },
        { path: 'scope', after: 'withAny' },
        { path: 'tags', added: ['a', 'b'], removed: [] },
      ],
    });
    expect(result.diagnostics).toEqual([]);
  });

  it('deletes undeclared groups only under prune, and never those an ignore glob hides', () => {
    const pruned = network('N_1', declared, { prune: true, ignore: ['Legacy *'] });
    const result = planChanges(desiredState([organization('O_1', { networks: [pruned] })]), live, options());
    expect(brief(result.changes.filter((change) => change.action === 'delete'))).toEqual([
      ['delete', 'network/N_1/targetGroup/Temp Pilot'],
    ]);
    expect(result.changes.find((change) => change.action === 'delete')).toMatchObject({
      id: 't3',
      reason: 'prune',
      after: null,
    });
    expect(result.unmanaged).toEqual([]);
  });

  it('ignore globs hide undeclared groups but never a declared one', () => {
    const ignoring = network('N_1', [group('Legacy Macs', 'withAny', ['mac'])], {
      ignore: ['Legacy *', 'Temp*'],
    });
    const result = planChanges(
      desiredState([organization('O_1', { networks: [ignoring] })]),
      live,
      options(),
    );
    expect(brief(result.changes)).toEqual([['update', 'network/N_1/targetGroup/Legacy Macs']]);
    expect(result.unmanaged.map((entry) => entry.id)).toEqual(['t2', 't1']);
  });

  it('a pinned id wins over the name and declares a rename', () => {
    const renamed = [group('Point of Sale', 'withAll', ['ipad', 'kiosk'], { id: 't1' })];
    const result = planChanges(
      desiredState([organization('O_1', { networks: [network('N_1', renamed)] })]),
      live,
      options(),
    );
    expect(result.changes).toHaveLength(1);
    expect(result.changes[0]).toMatchObject({
      action: 'update',
      address: 'network/N_1/targetGroup/Point of Sale',
      id: 't1',
      fieldChanges: [{ path: 'name', before: 'Kiosks', after: 'Point of Sale' }],
    });
  });

  it('a rename onto the name of a group that stays is allowed, with a warning', () => {
    const renamed = [group('Temp Pilot', 'withAll', ['ipad', 'kiosk'], { id: 't1' })];
    const result = planChanges(
      desiredState([organization('O_1', { networks: [network('N_1', renamed)] })]),
      live,
      options(),
    );
    expect(brief(result.changes)).toEqual([['update', 'network/N_1/targetGroup/Temp Pilot']]);
    expect(result.diagnostics).toMatchObject([
      {
        severity: 'warning',
        code: 'rename-collision',
        message:
          'renaming target group t1 to "Temp Pilot" leaves two target groups of that name in network N_1 (the other is id t3)',
      },
    ]);
    const pruned = planChanges(
      desiredState([organization('O_1', { networks: [network('N_1', renamed, { prune: true })] })]),
      live,
      options(),
    );
    expect(pruned.diagnostics).toEqual([]);
    expect(planError(result)).toBeUndefined();
  });

  it('a pinned id the network does not hold is an error, and nothing is created', () => {
    const pinned = [group('Ghost', 'all', [], { id: 't99' })];
    const result = planChanges(
      desiredState([organization('O_1', { networks: [network('N_1', pinned)] })]),
      live,
      options(),
    );
    expect(result.changes).toEqual([]);
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'pinned-id-missing' }]);
    expect(result.diagnostics[0]?.message).toContain('pins id t99');
  });

  it('two live groups answering to one declared name: the oldest is kept, the newer planned for deletion', () => {
    const twins = liveGroups([
      { id: 't7', name: 'Kiosks', scope: 'none', tags: [] },
      { id: 't1', name: 'Kiosks', scope: 'all', tags: [] },
    ]);
    const desired = desiredState([
      organization('O_1', { networks: [network('N_1', [group('Kiosks', 'all')])] }),
    ]);
    const result = planChanges(desired, twins, options());
    expect(brief(result.changes)).toEqual([
      ['noop', 'network/N_1/targetGroup/Kiosks'],
      ['delete', 'network/N_1/targetGroup/Kiosks'],
    ]);
    expect(result.changes.map((change) => [change.id, change.reason])).toEqual([
      ['t1', undefined],
      ['t7', 'duplicate'],
    ]);
    expect(result.unmanaged).toEqual([]);
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'duplicate-name',
        message:
          '2 live target groups in network N_1 are named "Kiosks" (ids t1, t7); the declaration keeps the oldest, t1, and the plan deletes the newer t7 (needs --allow-delete)',
        hint: 'to keep another one instead, pin it with `id: "t7"` in the declaration',
        source: at(10),
      },
    ]);
    expect(planError(result)).toBeUndefined();
    expect(checkSafety(result, undefined, {}).map((refusal) => refusal.message)).toEqual([
      'network/N_1/targetGroup/Kiosks would be deleted (duplicate)',
    ]);
    const pinnedResult = planChanges(
      desiredState([
        organization('O_1', { networks: [network('N_1', [group('Kiosks', 'all', [], { id: 't1' })])] }),
      ]),
      twins,
      options(),
    );
    expect(brief(pinnedResult.changes)).toEqual([['noop', 'network/N_1/targetGroup/Kiosks']]);
    expect(pinnedResult.unmanaged).toEqual([
      { address: 'network/N_1/targetGroup/Kiosks', kind: 'targetGroup', id: 't7' },
    ]);
    expect(planError(pinnedResult)).toBeUndefined();
  });

  it('a network without a targetGroups key is not managed at all', () => {
    const result = planChanges(
      desiredState([organization('O_1', { networks: [network('N_1', undefined)] })]),
      live,
      options(),
    );
    expect(result.changes).toEqual([]);
    expect(result.unmanaged).toEqual([]);
    expect(result.scopes).toEqual({ organizations: [], networks: [] });
  });

  it('reports scopes whose live state was not read as errors', () => {
    const result = planChanges(
      desiredState([
        organization('O_1', { adminRoles: [], networks: [network('N_1', [])] }),
        organization('O_2', { adminRoles: [] }),
      ]),
      { organizations: [{ id: 'O_1', networks: [{ id: 'N_1' }] }] },
      options(),
    );
    expect(result.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.message])).toEqual([
      [
        'live-not-read',
        'the admin roles of organization O_1 were not read from the Dashboard, so they cannot be planned',
      ],
      [
        'live-not-read',
        'the objects of organization O_2 were not read from the Dashboard, so they cannot be planned',
      ],
      [
        'live-not-read',
        'the target groups of network N_1 were not read from the Dashboard, so they cannot be planned',
      ],
    ]);
  });

  it('warns about an organization that declares nothing to manage; nothing is read or planned for it', () => {
    const result = planChanges(
      desiredState([organization('O_1', { networks: [network('N_1', undefined)] })]),
      { organizations: [] },
      options(),
    );
    expect(result.changes).toEqual([]);
    expect(result.diagnostics.map((diagnostic) => [diagnostic.severity, diagnostic.code])).toEqual([
      ['warning', 'nothing-to-manage'],
    ]);
    // Under --network, an organization without that network is out of view, not empty.
    const filtered = planChanges(
      desiredState([
        organization('O_1', { networks: [network('N_1', [])] }),
        organization('O_2', { networks: [network('N_2', [])] }),
      ]),
      { organizations: [{ id: 'O_1', networks: [{ id: 'N_1', targetGroups: [] }] }] },
      options({ networkIds: ['N_1'] }),
    );
    expect(filtered.diagnostics).toEqual([]);
  });
});

describe('plan: admin roles', () => {
  const live: LiveState = {
    organizations: [
      {
        id: 'O_1',
        adminRoles: [
          { roleId: 'r1', name: 'Helpdesk EMEA', scope: 'some', tags: ['laptops', 'emea'] },
          { roleId: 'r2', name: 'Field', scope: 'all_tags', tags: ['field'] },
          { roleId: 'r3', name: 'Old Admins', scope: 'some', tags: ['x'] },
        ],
        networks: [],
      },
    ],
  };

  it('plans create, update, noop and a pruned delete with role addresses', () => {
    const desired = desiredState([
      organization('O_1', {
        policy: { prune: true },
        adminRoles: [
          role('Helpdesk EMEA', 'some', ['emea', 'laptops']),
          role('Field', 'without_some', ['field']),
          role('APAC', 'some', ['apac']),
        ],
      }),
    ]);
    const result = planChanges(desired, live, options());
    expect(brief(result.changes)).toEqual([
      ['create', 'org/O_1/adminRole/APAC'],
      ['update', 'org/O_1/adminRole/Field'],
      ['noop', 'org/O_1/adminRole/Helpdesk EMEA'],
      ['delete', 'org/O_1/adminRole/Old Admins'],
    ]);
    expect(result.changes[1]?.fieldChanges).toEqual([
      { path: 'scope', before: 'all_tags', after: 'without_some' },
    ]);
    expect(result.changes[3]).toMatchObject({
      id: 'r3',
      before: { roleId: 'r3', name: 'Old Admins' },
      reason: 'prune',
    });
    expect(result.scopes).toEqual({ organizations: ['O_1'], networks: [] });
  });

  it('a pinned roleId renames', () => {
    const desired = desiredState([
      organization('O_1', {
        adminRoles: [role('Helpdesk Europe', 'some', ['emea', 'laptops'], { roleId: 'r1' })],
      }),
    ]);
    const result = planChanges(desired, live, options());
    expect(brief(result.changes)).toEqual([['update', 'org/O_1/adminRole/Helpdesk Europe']]);
    expect(result.unmanaged.map((entry) => entry.id)).toEqual(['r2', 'r3']);
  });
});

describe('plan: filters and the plan document', () => {
  const desired = desiredState([
    organization('O_1', {
      adminRoles: [role('R', 'some', ['a'])],
      networks: [network('N_1', [group('A', 'all'), group('B', 'all')]), network('N_2', [group('C', 'all')])],
    }),
    organization('O_2', { networks: [network('N_3', [group('D', 'all')])] }),
  ]);
  const live: LiveState = {
    organizations: [
      {
        id: 'O_1',
        adminRoles: [],
        networks: [
          { id: 'N_1', targetGroups: [] },
          { id: 'N_2', targetGroups: [] },
        ],
      },
      { id: 'O_2', networks: [{ id: 'N_3', targetGroups: [] }] },
    ],
  };
  const addresses = (extra: Parameters<typeof options>[0]): string[] =>
    planChanges(desired, live, options(extra)).changes.map((change) => change.address);

  it('sorts by organization, kind, network and address', () => {
    expect(addresses({})).toEqual([
      'org/O_1/adminRole/R',
      'network/N_1/targetGroup/A',
      'network/N_1/targetGroup/B',
      'network/N_2/targetGroup/C',
      'network/N_3/targetGroup/D',
    ]);
  });

  it('--target and --exclude narrow the run by address glob', () => {
    expect(addresses({ targets: ['network/N_1/*'] })).toEqual([
      'network/N_1/targetGroup/A',
      'network/N_1/targetGroup/B',
    ]);
    expect(addresses({ targets: ['network/*'], excludes: ['*/B', 'network/N_3/*'] })).toEqual([
      'network/N_1/targetGroup/A',
      'network/N_2/targetGroup/C',
    ]);
    expect(planChanges(desired, live, options({ targets: ['*/A'] })).summary.create).toBe(1);
  });

  it('--org and --network filter scopes; a network filter leaves roles out', () => {
    expect(addresses({ orgIds: ['O_2'] })).toEqual(['network/N_3/targetGroup/D']);
    expect(addresses({ networkIds: ['N_2'] })).toEqual(['network/N_2/targetGroup/C']);
  });

  it('carries the config digest, counts and a hash of its own content', () => {
    const result = planChanges(desired, live, options());
    expect(result).toMatchObject({
      formatVersion: '1.1',
      toolVersion: '0.1.0',
      createdAt: '2026-01-01T00:00:00.000Z',
      configDigest: 'sha256:config',
      devicesEvaluated: false,
    });
    expect(result.planHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(computePlanHash(result)).toBe(result.planHash);
    expect(computePlanHash(JSON.parse(JSON.stringify(result)) as typeof result)).toBe(result.planHash);
    expect(planChanges(desired, live, options({ now: '2030-05-05T00:00:00.000Z' })).planHash).toBe(
      result.planHash,
    );
    const altered = structuredClone(result);
    altered.changes[0] = { ...altered.changes[0]!, after: { name: 'R', scope: 'some', tags: ['b'] } };
    expect(computePlanHash(altered)).not.toBe(result.planHash);
  });

  it('does not depend on the order objects arrive in', () => {
    const reversed = desiredState(
      [...desired.organizations].reverse().map((org) => ({ ...org, networks: [...org.networks].reverse() })),
    );
    const liveReversed: LiveState = { organizations: [...live.organizations].reverse() };
    expect(planChanges(reversed, liveReversed, options())).toEqual(planChanges(desired, live, options()));
  });
});
