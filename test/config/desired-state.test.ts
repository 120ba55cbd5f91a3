import { describe, expect, it } from 'vitest';
import { mergePolicy } from '../../src/config/index.js';
import type { DesiredState, OwnershipPolicy } from '../../src/model/desired.js';
import { DEFAULT_POLICY } from '../../src/model/desired.js';
import { load } from './findings.js';

// The desired state the planner sees: how policies inherit key by key, and how the declarations of an
// organization or a network in several files merge into one.

function stateOf(files: Record<string, string>): DesiredState {
  const result = load(files);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (result.state === undefined) throw new Error('expected a valid config');
  return result.state;
}

describe('mergePolicy', () => {
  const inherited: OwnershipPolicy = {
    prune: true,
    ignore: ['Legacy *'],
    maxChangePercent: 40,
    minObjectsForPercent: 5,
    maxDevicePercent: 15,
    unmanaged: 'fail',
    liveEcho: { targetGroupScope: 'keywordOnly' },
  };

  it('without an own policy copies the inherited one (a new ignore list)', () => {
    const merged = mergePolicy(inherited, undefined);
    expect(merged).toStrictEqual(inherited);
    expect(merged.ignore).not.toBe(inherited.ignore);
  });

  it('with an empty own policy keeps every inherited key, unmanaged and liveEcho too', () => {
    const merged = mergePolicy(inherited, {});
    expect(merged).toStrictEqual(inherited);
    expect(merged.ignore).not.toBe(inherited.ignore);
  });

  it('takes each own key over the inherited one, and merges liveEcho key by key', () => {
    expect(
      mergePolicy(inherited, {
        prune: false,
        ignore: ['Temp-?'],
        maxChangePercent: 0,
        minObjectsForPercent: 0,
        maxDevicePercent: 100,
        unmanaged: 'report',
        liveEcho: { sentryPriorityOne: 'lowest' },
      }),
    ).toStrictEqual({
      prune: false,
      ignore: ['Temp-?'],
      maxChangePercent: 0,
      minObjectsForPercent: 0,
      maxDevicePercent: 100,
      unmanaged: 'report',
      liveEcho: { targetGroupScope: 'keywordOnly', sentryPriorityOne: 'lowest' },
    });
    expect(mergePolicy(inherited, { liveEcho: { targetGroupScope: 'writeOnly' } }).liveEcho).toStrictEqual({
      targetGroupScope: 'writeOnly',
    });
  });

  it('adds neither unmanaged nor liveEcho when none is declared (the digest of older configs)', () => {
    expect(mergePolicy(DEFAULT_POLICY, { prune: true })).toStrictEqual({
      prune: true,
      ignore: [],
      maxChangePercent: 30,
      minObjectsForPercent: 10,
      maxDevicePercent: 20,
    });
    expect(mergePolicy(DEFAULT_POLICY, { liveEcho: { sentryPriorityOne: 'lowest' } })).toStrictEqual({
      ...DEFAULT_POLICY,
      liveEcho: { sentryPriorityOne: 'lowest' },
    });
    expect(mergePolicy(DEFAULT_POLICY, { unmanaged: 'fail' })).toStrictEqual({
      ...DEFAULT_POLICY,
      unmanaged: 'fail',
    });
  });
});

describe('declarations merged over files', () => {
  const a = `templates:
  adminRoles:
    ops: [{ name: Ops, scope: some, tags: [t] }]
  targetGroups:
    base: [{ name: Base, scope: all }]
organizations:
  - id: "1"
    networks:
      - id: N_1
        targetGroups:
          - { name: A, scope: all }
      - id: N_2
        use: [base]
  - id: "2"
    use: [ops]
    networks:
      - id: N_3
`;
  const b = `organizations:
  - id: "1"
    name: One
    policy: { prune: true, unmanaged: fail }
    networks:
      - id: N_1
        name: First
        policy: { maxChangePercent: 5 }
        targetGroups:
          - { name: B, scope: all }
`;
  // Built in each test, not in this describe body: the body runs while the file is collected, when
  // `npm run mutate` has no mutant switched on, so a state built here could not fail on one.
  const merged = () =>
    stateOf({
      'a.yaml': a,
      'b.yaml': b,
      '😀.yaml': 'organizations:\n  - id: "3"\n    adminRoles: []\n',
      'ｚ.yaml': 'organizations:\n  - id: "4"\n    sentryPolicies: []\n',
    });
  const policy = { ...DEFAULT_POLICY, prune: true, unmanaged: 'fail' };

  it('takes the name and policy of whichever declaration has them, the place of the first', () => {
    const [one, two] = merged().organizations;
    expect(one?.name).toBe('One');
    expect(one?.policy).toStrictEqual(policy);
    expect(one?.source).toEqual({ file: 'a.yaml', line: 7, column: 5 });
    const n1 = one?.networks[0];
    expect(n1?.name).toBe('First');
    expect(n1?.policy).toStrictEqual({ ...policy, maxChangePercent: 5 });
    expect(n1?.source).toEqual({ file: 'a.yaml', line: 9, column: 9 });
    // A network inherits its organization's merged policy.
    expect(one?.networks[1]?.policy).toStrictEqual(policy);
    expect(two?.policy).toStrictEqual(DEFAULT_POLICY);
    expect(two).not.toHaveProperty('name');
    expect(one?.networks[1]).not.toHaveProperty('name');
  });

  it('lists a network once with the target groups of every file, in file order', () => {
    const [one, two] = merged().organizations;
    expect(one?.networks.map((n) => [n.id, n.targetGroups?.map((g) => g.name)])).toEqual([
      ['N_1', ['A', 'B']],
      ['N_2', ['Base']],
    ]);
    expect(two?.networks.map((n) => n.id)).toEqual(['N_3']);
  });

  it('manages a kind a scope uses a template of, or declares even empty; not one it does neither for', () => {
    const [one, two, three, four] = merged().organizations;
    expect(two?.adminRoles?.map((r) => r.name)).toEqual(['Ops']);
    expect(two?.networks[0]).not.toHaveProperty('targetGroups');
    expect(two).not.toHaveProperty('sentryPolicies');
    expect(one).not.toHaveProperty('adminRoles');
    expect(one).not.toHaveProperty('sentryPolicies');
    expect(three?.adminRoles).toEqual([]);
    expect(three).not.toHaveProperty('sentryPolicies');
    expect(four?.sentryPolicies).toEqual([]);
    expect(four).not.toHaveProperty('adminRoles');
  });

  it('lists the files by code point (not by UTF-16 unit)', () => {
    expect(merged().files).toEqual(['a.yaml', 'b.yaml', 'ｚ.yaml', '😀.yaml']);
  });
});

describe('the objects of the desired state, exactly', () => {
  it('manages a kind when any declaration of the scope declares it, not only when every one does', () => {
    const state = stateOf({
      'a.yaml': `organizations:
  - id: "1"
    adminRoles: [{ name: Ops, scope: some, tags: [ops] }]
    networks:
      - id: N_1
        targetGroups: [{ name: A, scope: all }]
`,
      'b.yaml': `organizations:
  - id: "1"
    sentryPolicies:
      - network: N_1
        policies: [{ smNetwork: S_1, groupPolicyId: "101", scope: all }]
    networks:
      - id: N_1
        name: Tills
`,
    });
    const [org] = state.organizations;
    expect(org?.adminRoles?.map((role) => role.name)).toEqual(['Ops']);
    expect(org?.sentryPolicies?.map((list) => list.networkId)).toEqual(['N_1']);
    expect(org?.networks.map((n) => [n.name, n.targetGroups?.map((g) => g.name)])).toEqual([
      ['Tills', ['A']],
    ]);
  });

  it('gives each organization its own admin roles and sentry lists, with ids only where written', () => {
    const state = stateOf({
      'a.yaml': `organizations:
  - id: "1"
    adminRoles:
      - { name: Ops, scope: some, tags: [Ops, ops] }
      - { name: Pinned, roleId: "77", scope: all_tags, tags: [x], protected: true }
    sentryPolicies:
      - network: N_1
        policies: [{ smNetwork: S_1, groupPolicyId: "101", scope: all }]
    networks:
      - id: N_1
        targetGroups:
          - { name: A, scope: all }
          - { name: B, id: "9", scope: withAny, tags: [b], protected: true }
  - id: "2"
    adminRoles: [{ name: Other, scope: some, tags: [o] }]
    sentryPolicies:
      - network: N_2
        protected: true
        policies: [{ smNetwork: S_2, groupPolicyId: "202", scope: withAll, tags: [t] }]
    networks:
      - { id: N_2 }
`,
    });
    const [one, two] = state.organizations;
    const at = (line: number, column: number) => ({ file: 'a.yaml', line, column });
    expect(one?.adminRoles).toStrictEqual([
      { name: 'Ops', scope: 'some', tags: ['Ops', 'ops'], protected: false, source: at(4, 9) },
      { name: 'Pinned', roleId: '77', scope: 'all_tags', tags: ['x'], protected: true, source: at(5, 9) },
    ]);
    expect(two?.adminRoles).toStrictEqual([
      { name: 'Other', scope: 'some', tags: ['o'], protected: false, source: at(15, 18) },
    ]);
    expect(one?.networks[0]?.targetGroups).toStrictEqual([
      { name: 'A', scope: 'all', tags: [], protected: false, source: at(12, 13) },
      { name: 'B', id: '9', scope: 'withAny', tags: ['b'], protected: true, source: at(13, 13) },
    ]);
    expect(one?.sentryPolicies).toStrictEqual([
      {
        networkId: 'N_1',
        policies: [{ smNetworkId: 'S_1', groupPolicyId: '101', scope: 'all', tags: [], source: at(8, 20) }],
        protected: false,
        source: at(7, 9),
      },
    ]);
    expect(two?.sentryPolicies).toStrictEqual([
      {
        networkId: 'N_2',
        policies: [
          { smNetworkId: 'S_2', groupPolicyId: '202', scope: 'withAll', tags: ['t'], source: at(19, 20) },
        ],
        protected: true,
        source: at(17, 9),
      },
    ]);
  });

  it('places a sentry policy a template brought in at the template, naming it and the use: that brought it', () => {
    const state = stateOf({
      't.yaml': `templates:
  sentryPolicies:
    guest:
      - { smNetwork: S_1, groupPolicyId: "101", scope: all }
      - { smNetwork: S_1, groupPolicyId: "102", scope: withAny, tags: [guest] }
`,
      'a.yaml': `organizations:
  - id: "1"
    sentryPolicies:
      - { network: N_1, use: guest }
`,
    });
    const usedAt = { file: 'a.yaml', line: 4, column: 30 };
    const list = state.organizations[0]?.sentryPolicies?.[0];
    expect(list?.policies.map((policy) => policy.source)).toStrictEqual([
      { file: 't.yaml', line: 4, column: 9, template: 'guest', usedAt },
      { file: 't.yaml', line: 5, column: 9, template: 'guest', usedAt },
    ]);
  });
});
