import { describe, expect, it } from 'vitest';
import { diffCanonical, sameCanonical } from '../../src/kinds/canonical-diff.js';
import { changeName } from '../../src/kinds/change-fields.js';
import { readOwners } from '../../src/kinds/kind-spec.js';
import { describeSentryMismatch } from '../../src/kinds/live-compare.js';
import { notRead } from '../../src/kinds/not-read.js';
import { adminRoleFingerprint, adminRoleLiveRecord } from '../../src/kinds/admin-role/live-record.js';
import { sentryFingerprint, sentryLiveRecord } from '../../src/kinds/sentry/live-record.js';
import { targetGroupFingerprint, targetGroupLiveRecord } from '../../src/kinds/target-group/live-record.js';
import { readSentryAssignments } from '../../src/kinds/sentry/sentry.js';
import { smNetworksOf } from '../../src/kinds/sm-networks.js';
import { isRiskyKeyword } from '../../src/kinds/tag-scope.js';
import type { DesiredOrganization } from '../../src/model/desired.js';
import type { Change } from '../../src/model/plan.js';
import { TAG_SCOPE_KEYWORDS } from '../../src/model/scope.js';

/*
 * Exact answers of the small pure parts of the kinds that the planner and applier build on: canonical
 * equality and field diffs, the live records a plan fingerprints, the scopes a read covers, and the
 * sentry reading's priority order.
 */

describe('sameCanonical', () => {
  it('an object never equals a scalar, null, or a list, either way round', () => {
    expect(sameCanonical(1, {})).toBe(false);
    expect(sameCanonical({}, 1)).toBe(false);
    expect(sameCanonical('ab', { 0: 'a', 1: 'b' })).toBe(false);
    expect(sameCanonical(null, {})).toBe(false);
    expect(sameCanonical({}, null)).toBe(false);
    expect(sameCanonical({}, [])).toBe(false);
    expect(sameCanonical([], {})).toBe(false);
  });

  it('members that are undefined do not count, on either side', () => {
    expect(sameCanonical({ a: undefined, b: 1 }, { b: 1 })).toBe(true);
    expect(sameCanonical({ b: 1 }, { a: undefined, b: 1 })).toBe(true);
    expect(sameCanonical({ b: 1 }, { a: 2, b: 1 })).toBe(false);
  });
});

describe('diffCanonical', () => {
  it('a list that is not all strings changes as a whole, not as tags', () => {
    expect(diffCanonical({ x: ['a', 1] }, { x: ['a'] })).toStrictEqual([
      { path: 'x', before: ['a', 1], after: ['a'] },
    ]);
  });

  it('the same tags in another order are still another form: a whole-field change', () => {
    expect(diffCanonical({ x: ['a', 'b'] }, { x: ['b', 'a'] })).toStrictEqual([
      { path: 'x', before: ['a', 'b'], after: ['b', 'a'] },
    ]);
    expect(diffCanonical({ x: ['a'] }, { x: ['a', 'b'] })).toStrictEqual([
      { path: 'x', added: ['b'], removed: [] },
    ]);
  });
});

describe('describeSentryMismatch', () => {
  it('compares the tags of a tag-selecting scope, and not those of all/none', () => {
    const live = {
      networkId: 'N_1',
      policies: [
        { policyId: 'p', smNetworkId: 'S', groupPolicyId: '1', scope: 'withAny' as const, tags: ['x'] },
      ],
    };
    expect(
      describeSentryMismatch(live, [{ smNetworkId: 'S', groupPolicyId: '1', scope: 'withAny', tags: ['y'] }]),
    ).toBe('the live list of 1 policy differs from the 1 declared (content or order)');
    expect(
      describeSentryMismatch(live, [{ smNetworkId: 'S', groupPolicyId: '1', scope: 'withAny', tags: ['x'] }]),
    ).toBe(undefined);
    const all = { networkId: 'N_1', policies: [{ ...live.policies[0]!, scope: 'all' as const }] };
    expect(
      describeSentryMismatch(all, [{ smNetworkId: 'S', groupPolicyId: '1', scope: 'all', tags: [] }]),
    ).toBe(undefined);
  });
});

describe('live records', () => {
  const policy = {
    policyId: 'p1',
    smNetworkId: 'S',
    groupPolicyId: '101',
    scope: 'withAny' as const,
    tags: ['b', 'a'],
  };

  it('a sentry list records its policies with policyIds; a network without a list records none', () => {
    expect(sentryLiveRecord('N_1', { networkId: 'N_1', policies: [policy] })).toStrictEqual({
      networkId: 'N_1',
      policies: [
        { policyId: 'p1', smNetworkId: 'S', groupPolicyId: '101', scope: 'withAny', tags: ['a', 'b'] },
      ],
    });
    expect(sentryLiveRecord('N_2', undefined)).toStrictEqual({ networkId: 'N_2', policies: [] });
    expect(sentryFingerprint('N_1', undefined)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(sentryFingerprint('N_1', undefined)).not.toBe(sentryFingerprint('N_2', undefined));
    expect(sentryFingerprint('N_1', { networkId: 'N_1', policies: [policy] })).not.toBe(
      sentryFingerprint('N_1', undefined),
    );
  });

  it('a target group and an admin role record their live id and canonical form', () => {
    const group = { id: 't1', name: 'Lab', scope: 'withAny' as const, tags: ['b', 'a'] };
    expect(targetGroupLiveRecord(group)).toStrictEqual({
      id: 't1',
      name: 'Lab',
      scope: 'withAny',
      tags: ['a', 'b'],
    });
    const role = { roleId: 'r1', name: 'Desk', scope: 'some' as const, tags: ['b', 'a'] };
    expect(adminRoleLiveRecord(role)).toStrictEqual({
      roleId: 'r1',
      name: 'Desk',
      scope: 'some',
      tags: ['a', 'b'],
    });
    expect(targetGroupFingerprint(group)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(targetGroupFingerprint(group)).not.toBe(targetGroupFingerprint({ ...group, id: 't2' }));
    expect(adminRoleFingerprint(role)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(adminRoleFingerprint(role)).not.toBe(adminRoleFingerprint({ ...role, roleId: 'r2' }));
  });
});

describe('readOwners', () => {
  const read = { adminRoles: true, sentry: false, networks: ['N_1', 'N_2'], kinds: { adminRole: ['N_3'] } };
  it('every network for a kind of networks, one organization scope when its flag is set, else none', () => {
    expect(readOwners({ kind: 'targetGroup', readPart: 'networks' }, read)).toEqual(['N_1', 'N_2']);
    expect(readOwners({ kind: 'adminRole', readPart: 'adminRoles' }, read)).toEqual(['']);
    expect(readOwners({ kind: 'sentry', readPart: 'sentry' }, read)).toEqual([]);
  });
  it('a registered kind reads the scopes its own entry lists, none when it has none', () => {
    expect(readOwners({ kind: 'adminRole', readPart: 'kinds' }, read)).toEqual(['N_3']);
    expect(readOwners({ kind: 'sentry', readPart: 'kinds' }, read)).toEqual([]);
  });
});

describe('smNetworksOf', () => {
  it('the declared networks and the smNetworks of the sentry lists, once each, sorted', () => {
    const org = {
      id: '7001',
      networks: [{ id: 'N_B' }, { id: 'N_A' }],
      sentryPolicies: [{ networkId: 'N_W', policies: [{ smNetworkId: 'N_C' }, { smNetworkId: 'N_A' }] }],
    } as unknown as DesiredOrganization;
    expect(smNetworksOf(org)).toEqual(['N_A', 'N_B', 'N_C']);
    const { sentryPolicies: _unmanaged, ...withoutSentry } = org;
    expect(smNetworksOf(withoutSentry)).toEqual(['N_A', 'N_B']);
  });
});

describe('changeName', () => {
  const base = {
    address: 'a',
    kind: 'targetGroup',
    action: 'update',
    orgId: '1',
    fieldChanges: [],
    liveFingerprint: null,
  } satisfies Omit<Change, 'before' | 'after'>;
  it('the declared name, else the live one (a delete), else empty', () => {
    expect(changeName({ ...base, before: { name: 'Old' }, after: { name: 'New' } })).toBe('New');
    expect(changeName({ ...base, before: { name: 'Old' }, after: null })).toBe('Old');
    expect(changeName({ ...base, before: null, after: null })).toBe('');
    expect(changeName({ ...base, before: null, after: { name: 5 } })).toBe('');
  });
});

describe('isRiskyKeyword', () => {
  it('all and the two negations, nothing else', () => {
    expect(TAG_SCOPE_KEYWORDS.filter((keyword) => isRiskyKeyword(keyword))).toEqual([
      'all',
      'withoutAny',
      'withoutAll',
    ]);
  });
});

describe('readSentryAssignments', () => {
  const entry = (policyId: string, priority: string) => ({
    policyId,
    smNetworkId: 'S',
    groupPolicyId: policyId,
    scope: 'all',
    priority,
  });
  it('orders by priority, "1" highest by default and lowest when the setting says so', () => {
    const raw = [{ networkId: 'N', policies: [entry('p2', '2'), entry('p1', '1'), entry('p3', '3')] }];
    const ids = (priorityOne?: 'highest' | 'lowest') =>
      readSentryAssignments(raw, '7001', priorityOne)[0]?.policies.map((p) => p.policyId);
    expect(ids()).toEqual(['p1', 'p2', 'p3']);
    expect(ids('highest')).toEqual(['p1', 'p2', 'p3']);
    expect(ids('lowest')).toEqual(['p3', 'p2', 'p1']);
  });

  it('keeps the API order of policies whose priorities tie, either way round', () => {
    const raw = [
      {
        networkId: 'N',
        policies: [entry('a', '2'), entry('b', '2'), entry('c', '1'), entry('d', '2'), entry('e', '2')],
      },
    ];
    const ids = (priorityOne: 'highest' | 'lowest') =>
      readSentryAssignments(raw, '7001', priorityOne)[0]?.policies.map((p) => p.policyId);
    expect(ids('highest')).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(ids('lowest')).toEqual(['a', 'b', 'd', 'e', 'c']);
  });

  it('names the organization when the answer is no list', () => {
    expect(() => readSentryAssignments('nope', '7001')).toThrow(/the sentry policies of organization 7001/);
  });
});

describe('notRead', () => {
  it("the planner's error for declared objects whose live state was not read, where they are declared", () => {
    const diagnostic = {
      severity: 'error',
      code: 'live-not-read',
      message: 'the target groups of network N_1 were not read from the Dashboard, so they cannot be planned',
      hint: 'read live state for every scope the config declares (this is a bug in the caller)',
    };
    const source = { file: 'org.yaml', line: 4, column: 7 };
    expect(notRead('the target groups of network N_1', source)).toStrictEqual({ ...diagnostic, source });
    expect(notRead('the target groups of network N_1', undefined)).toStrictEqual(diagnostic);
  });
});
