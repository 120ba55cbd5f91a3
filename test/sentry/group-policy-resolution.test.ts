import { describe, expect, it } from 'vitest';
import { exportedByName } from '../../src/kinds/sentry/group-policy-export.js';
import {
  groupPolicyNetworks,
  readGroupPolicies,
  resolveGroupPolicies,
  withGroupPolicyNames,
} from '../../src/kinds/sentry/group-policy-names.js';
import type { DesiredSentryAssignment, DesiredSentryPolicy } from '../../src/model/desired.js';
import type { LiveGroupPolicy, LiveOrganization, LiveSentryAssignment } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';
import { assignment, at, organization, sentryPolicy } from '../planner/helpers/builders.js';

/*
 * A sentry list's group policies, by name or by id, against what getNetworkGroupPolicies answered: which
 * networks the plan reads, how a name resolves, the exact refusal or warning when it cannot, the names
 * shown beside ids in a plan, and the names `smform export` writes.
 */

const GROUP_POLICIES: LiveGroupPolicy[] = [
  { groupPolicyId: '101', name: 'Guest WiFi' },
  { groupPolicyId: '102', name: 'Staff' },
  { groupPolicyId: '103', name: 'Twin' },
  { groupPolicyId: '104', name: 'Twin' },
];

const byName = (name: string, line = 31): DesiredSentryPolicy => ({
  smNetworkId: 'N_SM',
  groupPolicyId: '',
  groupPolicy: name,
  scope: 'all',
  tags: [],
  source: at(line),
});
const byId = (id: string, line = 32): DesiredSentryPolicy => ({ ...sentryPolicy(id), source: at(line) });

const livePolicy = (policyId: string, groupPolicyId: string) => ({
  policyId,
  smNetworkId: 'N_SM',
  groupPolicyId,
  scope: 'all' as const,
  tags: [],
});

const liveOrg = (
  sentryPolicies: LiveSentryAssignment[] | undefined,
  groupPolicies?: Record<string, LiveGroupPolicy[]>,
): LiveOrganization => ({
  id: '7001',
  networks: [],
  ...(sentryPolicies === undefined ? {} : { sentryPolicies }),
  ...(groupPolicies === undefined ? {} : { groupPolicies }),
});

const everyList = (): boolean => true;

describe('readGroupPolicies: what getNetworkGroupPolicies answers', () => {
  it('reads each id (a number as its text) and name', () => {
    expect(
      readGroupPolicies(
        [
          { groupPolicyId: 101, name: 'Guest WiFi', scheduling: {} },
          { groupPolicyId: '102', name: '' },
        ],
        'N_1',
      ),
    ).toStrictEqual([
      { groupPolicyId: '101', name: 'Guest WiFi' },
      { groupPolicyId: '102', name: '' },
    ]);
  });

  it('refuses an answer that is not a list, or an entry without an id or a name', () => {
    expect(() => readGroupPolicies({ items: [] }, 'N_1')).toThrow(
      'the group policies of network N_1 are not a list',
    );
    const lacks = 'a group policy of network N_1 lacks groupPolicyId or name';
    expect(() => readGroupPolicies([{ name: 'Staff' }], 'N_1')).toThrow(lacks);
    expect(() => readGroupPolicies([{ groupPolicyId: '102' }], 'N_1')).toThrow(lacks);
    expect(() => readGroupPolicies([{ groupPolicyId: '102', name: 7 }], 'N_1')).toThrow(lacks);
    expect(() => readGroupPolicies(['102'], 'N_1')).toThrow(lacks);
  });
});

describe('groupPolicyNetworks: the networks whose group policies a plan reads', () => {
  const live = liveOrg([
    { networkId: 'N_OTHER', policies: [livePolicy('o1', '900')] },
    { networkId: 'N_SAME', policies: [livePolicy('s1', '101'), livePolicy('s2', '102')] },
    { networkId: 'N_LONGER', policies: [livePolicy('l1', '101'), livePolicy('l2', '102')] },
    { networkId: 'N_SHORTER', policies: [livePolicy('h1', '101')] },
    { networkId: 'N_CHANGED', policies: [livePolicy('c1', '101'), livePolicy('c2', '102')] },
    { networkId: 'N_REORDERED', policies: [livePolicy('r1', '102'), livePolicy('r2', '101')] },
  ]);

  it('a list by id that the live list already holds as declared needs no read; any other does', () => {
    const org = organization('7001', {
      sentryPolicies: [
        assignment('N_SAME', [byId('101'), byId('102')]),
        assignment('N_LONGER', [byId('101')]),
        assignment('N_SHORTER', [byId('101'), byId('102')]),
        assignment('N_CHANGED', [byId('101'), byId('105')]),
        assignment('N_REORDERED', [byId('101'), byId('102')]),
        assignment('N_NEW', [byId('101')]),
      ],
    });
    expect(groupPolicyNetworks(org, live, everyList)).toStrictEqual([
      'N_LONGER',
      'N_SHORTER',
      'N_CHANGED',
      'N_REORDERED',
      'N_NEW',
    ]);
  });

  it('a list that names a group policy is read even when nothing else changes', () => {
    const org = organization('7001', {
      sentryPolicies: [assignment('N_SAME', [byName('Guest WiFi'), byId('102')])],
    });
    expect(groupPolicyNetworks(org, live, everyList)).toStrictEqual(['N_SAME']);
  });

  it('every: the unchanged lists too (snapshot), but never an empty one, one out of view or one at hand', () => {
    const org = organization('7001', {
      sentryPolicies: [
        assignment('N_SAME', [byId('101'), byId('102')]),
        assignment('N_EMPTY', []),
        assignment('N_HIDDEN', [byName('Staff')]),
        assignment('N_READ', [byName('Staff')]),
      ],
    });
    const withRead = { ...live, groupPolicies: { N_READ: GROUP_POLICIES } };
    const inView = (list: DesiredSentryAssignment): boolean => list.networkId !== 'N_HIDDEN';
    expect(groupPolicyNetworks(org, withRead, inView, true)).toStrictEqual(['N_SAME']);
    expect(groupPolicyNetworks(org, withRead, inView)).toStrictEqual([]);
  });

  it('an organization without sentry lists, or whose live lists were not read', () => {
    expect(groupPolicyNetworks(organization('7001', {}), live, everyList)).toStrictEqual([]);
    const org = organization('7001', { sentryPolicies: [assignment('N_SAME', [byId('101')])] });
    expect(groupPolicyNetworks(org, liveOrg(undefined), everyList)).toStrictEqual(['N_SAME']);
  });
});

describe('resolveGroupPolicies: names to ids, and ids checked', () => {
  const resolve = (lists: DesiredSentryAssignment[], groupPolicies?: Record<string, LiveGroupPolicy[]>) =>
    resolveGroupPolicies(
      organization('7001', { sentryPolicies: lists }),
      liveOrg([], groupPolicies),
      (list) => list.networkId !== 'N_HIDDEN',
    );

  it('a name resolves to its id; an id the network has stays; the names of a naming list are kept', () => {
    const naming = assignment('N_1', [byName('Guest WiFi'), byId('102')]);
    const plain = assignment('N_2', [byId('102')]);
    const result = resolve([naming, plain], { N_1: GROUP_POLICIES, N_2: GROUP_POLICIES });
    expect(result.diagnostics).toStrictEqual([]);
    expect(result.failed).toStrictEqual(new Set());
    expect(result.declared).toStrictEqual([
      { ...naming, policies: [{ ...byName('Guest WiFi'), groupPolicyId: '101' }, byId('102')] },
      plain,
    ]);
    // Only the list that names a group policy shows names.
    expect(result.names).toStrictEqual(
      new Map([
        [
          'N_1',
          new Map([
            ['101', 'Guest WiFi'],
            ['102', 'Staff'],
            ['103', 'Twin'],
            ['104', 'Twin'],
          ]),
        ],
      ]),
    );
  });

  it('a list out of the plan is kept as declared, unresolved and unchecked', () => {
    const hidden = assignment('N_HIDDEN', [byName('Nobody'), byId('999')]);
    const result = resolve([hidden], { N_HIDDEN: GROUP_POLICIES });
    expect(result).toStrictEqual({
      declared: [hidden],
      diagnostics: [],
      names: new Map(),
      failed: new Set(),
    });
  });

  it('an unknown name, an unknown id and a shared name each refuse their list, located', () => {
    const list = assignment('N_1', [byName('Guest Wifi', 7), byId('999', 8), byName('Twin', 9)]);
    const result = resolve([list], { N_1: GROUP_POLICIES });
    const has = 'it has "Guest WiFi" (101), "Staff" (102), "Twin" (103), "Twin" (104)';
    expect(result.diagnostics).toStrictEqual([
      {
        severity: 'error',
        code: 'group-policy-unknown',
        message: `groupPolicy "Guest Wifi" is not a group policy of network N_1 (${has})`,
        hint: 'use a name exactly as the Dashboard spells it (Network-wide > Group policies), or groupPolicyId: "ID"',
        source: at(7),
      },
      {
        severity: 'error',
        code: 'group-policy-unknown',
        message: `groupPolicyId 999 is not a group policy of network N_1 (${has})`,
        hint: 'use one of the ids listed, or name the group policy: groupPolicy: "NAME"',
        source: at(8),
      },
      {
        severity: 'error',
        code: 'group-policy-ambiguous',
        message: 'groupPolicy "Twin" names 2 group policies of network N_1 (ids 103, 104)',
        hint: 'name the one meant by its id: groupPolicyId: "103" (or rename the others on the Dashboard)',
        source: at(9),
      },
    ]);
    expect(result.failed).toStrictEqual(new Set(['N_1']));
    expect(result.declared).toStrictEqual([list]);
    expect(result.names).toStrictEqual(new Map());
  });

  it('a network that answers no group policies: a name is unknown, an id only warned about', () => {
    const result = resolve([assignment('N_1', [byName('Staff', 7)]), assignment('N_2', [byId('102', 8)])], {
      N_1: [],
      N_2: [],
    });
    expect(result.diagnostics).toStrictEqual([
      {
        severity: 'error',
        code: 'group-policy-unknown',
        message: 'groupPolicy "Staff" is not a group policy of network N_1 (it has none)',
        hint: 'use a name exactly as the Dashboard spells it (Network-wide > Group policies), or groupPolicyId: "ID"',
        source: at(7),
      },
      {
        severity: 'warning',
        code: 'group-policy-unchecked',
        message: 'network N_2 answers no group policies, so groupPolicyId 102 cannot be checked',
        hint: 'check the id on the Dashboard (Network-wide > Group policies); the sentry write fails if the network lacks it',
        source: at(8),
      },
    ]);
    expect(result.failed).toStrictEqual(new Set(['N_1']));
  });

  it('group policies not read: an id goes unchecked, a name cannot be resolved', () => {
    const plain = assignment('N_2', [byId('102')]);
    const result = resolve([assignment('N_1', [byName('Staff', 7)]), plain]);
    expect(result.diagnostics).toStrictEqual([
      {
        severity: 'error',
        code: 'group-policies-not-read',
        message: 'the group policies of network N_1 were not read, so groupPolicy "Staff" cannot be resolved',
        hint: 'plan against the Dashboard, or take the snapshot again with this smform version (it records the group policies a sentry list names)',
        source: at(7),
      },
    ]);
    expect(result.failed).toStrictEqual(new Set(['N_1']));
    expect(result.declared[1]).toStrictEqual(plain);
  });

  it('an organization without sentry lists resolves nothing', () => {
    expect(
      resolveGroupPolicies(organization('7001', {}), liveOrg([], { N_1: GROUP_POLICIES }), everyList),
    ).toStrictEqual({ declared: [], diagnostics: [], names: new Map(), failed: new Set() });
  });
});

describe('withGroupPolicyNames: names beside ids in the plan', () => {
  const canonical = (groupPolicyId: string) => ({
    smNetworkId: 'N_SM',
    groupPolicyId,
    scope: 'all',
    tags: [],
  });
  const change = (networkId: string, overrides: Partial<Change> = {}): Change => ({
    address: `org/7001/sentry/${networkId}`,
    kind: 'sentry',
    action: 'update',
    orgId: '7001',
    networkId,
    before: { networkId, policies: [{ policyId: 'p1', ...canonical('101') }] },
    after: { networkId, policies: [canonical('102'), canonical('999')] },
    fieldChanges: [
      {
        path: 'policies',
        policies: [
          { type: 'insert', toPosition: 1, after: canonical('102') },
          { type: 'remove', fromPosition: 1, before: canonical('101') },
          { type: 'move', fromPosition: 2, toPosition: 2, before: canonical('999'), after: canonical('999') },
        ],
      },
    ],
    liveFingerprint: 'sha256:live',
    ...overrides,
  });
  const names = new Map([
    [
      'N_1',
      new Map([
        ['101', 'Guest WiFi'],
        ['102', 'Staff'],
      ]),
    ],
  ]);

  it('names each policy of the desired list and the diff that its network has; the live record stays', () => {
    const [named, other] = withGroupPolicyNames([change('N_1'), change('N_2')], names);
    expect(named).toStrictEqual({
      ...change('N_1'),
      after: {
        networkId: 'N_1',
        policies: [{ ...canonical('102'), groupPolicy: 'Staff' }, canonical('999')],
      },
      fieldChanges: [
        {
          path: 'policies',
          policies: [
            { type: 'insert', toPosition: 1, after: { ...canonical('102'), groupPolicy: 'Staff' } },
            { type: 'remove', fromPosition: 1, before: { ...canonical('101'), groupPolicy: 'Guest WiFi' } },
            {
              type: 'move',
              fromPosition: 2,
              toPosition: 2,
              before: canonical('999'),
              after: canonical('999'),
            },
          ],
        },
      ],
    });
    expect(other).toStrictEqual(change('N_2'));
  });

  it('a delete keeps its empty side, and no names leave the changes as they are', () => {
    const emptied = change('N_1', {
      action: 'delete',
      after: null,
      fieldChanges: [
        { path: 'policies', policies: [{ type: 'remove', fromPosition: 1, before: canonical('101') }] },
      ],
    });
    expect(withGroupPolicyNames([emptied], names)).toStrictEqual([
      {
        ...emptied,
        fieldChanges: [
          {
            path: 'policies',
            policies: [
              { type: 'remove', fromPosition: 1, before: { ...canonical('101'), groupPolicy: 'Guest WiFi' } },
            ],
          },
        ],
      },
    ]);
    expect(withGroupPolicyNames([change('N_1')], new Map())).toStrictEqual([change('N_1')]);
  });
});

describe('exportedByName: the names smform export writes', () => {
  const entry = (...ids: string[]) => ({
    network: 'N_1',
    policies: ids.map((groupPolicyId) => ({
      smNetwork: 'N_SM',
      groupPolicyId,
      scope: 'withAny',
      tags: ['a'],
    })),
  });

  it('a group policy with a unique, plain name is written by name, in the entry order', () => {
    expect(exportedByName(entry('102', '101'), { N_1: GROUP_POLICIES })).toStrictEqual({
      network: 'N_1',
      policies: [
        { smNetwork: 'N_SM', groupPolicy: 'Staff', scope: 'withAny', tags: ['a'] },
        { smNetwork: 'N_SM', groupPolicy: 'Guest WiFi', scope: 'withAny', tags: ['a'] },
      ],
    });
  });

  it('an id stays when its name is shared, blank or invisible, or the network lacks it', () => {
    const policies: LiveGroupPolicy[] = [
      ...GROUP_POLICIES,
      { groupPolicyId: '105', name: '   ' },
      { groupPolicyId: '106', name: 'Staff\u200b' },
      { groupPolicyId: '107', name: '' },
    ];
    const ids = entry('103', '105', '106', '107', '999');
    expect(exportedByName(ids, { N_1: policies })).toStrictEqual(ids);
  });

  it('an id stays when the network group policies were not read', () => {
    expect(exportedByName(entry('102'), undefined)).toStrictEqual(entry('102'));
    expect(exportedByName(entry('102'), { N_2: GROUP_POLICIES })).toStrictEqual(entry('102'));
  });
});
