import { describe, expect, it } from 'vitest';
import {
  adminRoleWrite,
  readAdminRoleChange,
  diffAdminRole,
} from '../../src/kinds/admin-role/admin-roles.js';
import { canonicalJson, writeCanonicalJson } from '../../src/canonical/json.js';
import { readDevice } from '../../src/kinds/devices.js';
import { diffTagField } from '../../src/kinds/field-changes.js';
import { sentryFingerprint } from '../../src/kinds/sentry/live-record.js';
import { diffSentryPolicies } from '../../src/kinds/sentry/sentry-diff.js';
import { isRecord, liveDataError, optionalString } from '../../src/kinds/json.js';
import { normalizeSentryPolicy, sameSentryPolicy, sameSentryTarget } from '../../src/kinds/sentry/sentry.js';
import { buildSentryPut } from '../../src/kinds/sentry/sentry-put.js';
import {
  readTargetGroup,
  readTargetGroupChange,
  targetGroupWrite,
} from '../../src/kinds/target-group/target-groups.js';
import { SmformError } from '../../src/model/errors.js';
import type { Change } from '../../src/model/plan.js';

/** A plan entry's write as the applier builds it: read once as the kind's change, then written. */
const writeGroup = (entry: Change) => targetGroupWrite(readTargetGroupChange(entry));
const writeRole = (entry: Change) => adminRoleWrite(readAdminRoleChange(entry));

/**
 * A plan entry read back from a file that lacks what its write needs is a broken plan (exit 1, with the
 * fix), never a half request: every check of every write builder, word for word.
 */

const groupChange = (overrides: Partial<Change>): Change => ({
  address: 'network/N_1/targetGroup/Kiosks',
  kind: 'targetGroup',
  action: 'update',
  id: 't1',
  orgId: 'O_1',
  networkId: 'N_1',
  before: null,
  after: { name: 'Kiosks', scope: 'withAny', tags: ['a'] },
  fieldChanges: [],
  liveFingerprint: null,
  ...overrides,
});
const roleChange = (overrides: Partial<Change>): Change =>
  groupChange({
    address: 'org/O_1/adminRole/R',
    kind: 'adminRole',
    after: { name: 'R', scope: 'some', tags: ['a'] },
    ...overrides,
  });
const sentryChange = (overrides: Partial<Change>): Change =>
  groupChange({
    address: 'org/O_1/sentry/N_S',
    kind: 'sentry',
    networkId: 'N_S',
    after: { policies: [] },
    ...overrides,
  });

/** The change without one of its optional keys, as a hand-edited plan file may have it. */
function omit(change: Change, key: 'id' | 'networkId'): Change {
  const copy = { ...change };
  delete copy[key];
  return copy;
}

function broken(write: () => unknown): {
  message: string;
  fault: string;
  hint: string | undefined;
  exitCode: number;
} {
  try {
    write();
  } catch (error) {
    if (!(error instanceof SmformError)) throw error;
    return { message: error.message, fault: error.fault, hint: error.hint, exitCode: error.exitCode };
  }
  throw new Error('the write was built');
}
const brokenPlan = (address: string, what: string) => ({
  message: `plan entry ${address} has no valid ${what}`,
  fault: 'internal',
  hint: 'make a new plan with `smform plan --out FILE`',
  exitCode: 1,
});

const policy = { smNetworkId: 'N_SM', groupPolicyId: '1', scope: 'withAny', tags: ['a'] };

describe('write builders refuse a broken plan entry', () => {
  it.each([
    [
      'a target group without networkId',
      () => writeGroup(omit(groupChange({}), 'networkId')),
      'network/N_1/targetGroup/Kiosks',
      'networkId',
    ],
    [
      'a target group of another kind',
      () => writeGroup(groupChange({ kind: 'adminRole' })),
      'network/N_1/targetGroup/Kiosks',
      'kind targetGroup',
    ],
    [
      'a target group without id',
      () => writeGroup(omit(groupChange({}), 'id')),
      'network/N_1/targetGroup/Kiosks',
      'id',
    ],
    [
      'a target group without a name',
      () => writeGroup(groupChange({ after: { scope: 'all', tags: [] } })),
      'network/N_1/targetGroup/Kiosks',
      'after.name',
    ],
    [
      'a target group with tags that are not strings',
      () => writeGroup(groupChange({ after: { name: 'K', scope: 'withAny', tags: ['a', 1] } })),
      'network/N_1/targetGroup/Kiosks',
      'after.tags',
    ],
    [
      'a target group with tags that are no list',
      () => writeGroup(groupChange({ after: { name: 'K', scope: 'withAny', tags: 'a' } })),
      'network/N_1/targetGroup/Kiosks',
      'after.tags',
    ],
    [
      'a target group with no after side',
      () => writeGroup(groupChange({ after: null })),
      'network/N_1/targetGroup/Kiosks',
      'after.scope',
    ],
    [
      'a role of another kind',
      () => writeRole(roleChange({ kind: 'targetGroup' })),
      'org/O_1/adminRole/R',
      'kind adminRole',
    ],
    [
      'a role with an unknown scope',
      () => writeRole(roleChange({ after: { name: 'R', scope: 'withAny', tags: [] } })),
      'org/O_1/adminRole/R',
      'after.scope',
    ],
    [
      'a role noop',
      () => writeRole(roleChange({ action: 'noop' })),
      'org/O_1/adminRole/R',
      'write (a noop needs none)',
    ],
    [
      'a sentry change without networkId',
      () => buildSentryPut([], [omit(sentryChange({}), 'networkId')]),
      'org/O_1/sentry/N_S',
      'networkId',
    ],
    [
      'sentry policies that are no list',
      () => buildSentryPut([], [sentryChange({ after: { policies: {} } })]),
      'org/O_1/sentry/N_S',
      'after.policies',
    ],
    [
      'a sentry policy that is not an object',
      () => buildSentryPut([], [sentryChange({ after: { policies: ['p'] } })]),
      'org/O_1/sentry/N_S',
      'after.policies entry',
    ],
    [
      'a sentry policy without smNetworkId',
      () => buildSentryPut([], [sentryChange({ after: { policies: [{ ...policy, smNetworkId: 1 }] } })]),
      'org/O_1/sentry/N_S',
      'after.policies entry',
    ],
    [
      'a sentry policy without groupPolicyId',
      () =>
        buildSentryPut(
          [],
          [sentryChange({ after: { policies: [{ ...policy, groupPolicyId: undefined }] } })],
        ),
      'org/O_1/sentry/N_S',
      'after.policies entry',
    ],
    [
      'a sentry policy with an unknown scope',
      () => buildSentryPut([], [sentryChange({ after: { policies: [{ ...policy, scope: 'some' }] } })]),
      'org/O_1/sentry/N_S',
      'after.policies entry',
    ],
    [
      'a sentry policy with tags that are no list',
      () => buildSentryPut([], [sentryChange({ after: { policies: [{ ...policy, tags: 'a' }] } })]),
      'org/O_1/sentry/N_S',
      'after.policies entry',
    ],
    [
      'a sentry policy with a tag that is not a string',
      () => buildSentryPut([], [sentryChange({ after: { policies: [{ ...policy, tags: ['a', 2] }] } })]),
      'org/O_1/sentry/N_S',
      'after.policies entry',
    ],
  ])('%s', (_label, write, address, what) => {
    expect(broken(write)).toEqual(brokenPlan(address, what));
  });

  it('a sentry delete sends an empty list whatever its after side; noops and other kinds are skipped', () => {
    expect(buildSentryPut([], [sentryChange({ action: 'delete', after: null })])).toEqual({
      items: [{ networkId: 'N_S', policies: [] }],
    });
    expect(
      buildSentryPut([], [omit(sentryChange({ action: 'noop', after: null }), 'networkId'), groupChange({})]),
    ).toEqual({ items: [] });
  });

  it('a network new to sentry goes out with its policies, highest priority last, without policyIds', () => {
    const second = { ...policy, groupPolicyId: '2', scope: 'all', tags: ['dropped'] };
    expect(
      buildSentryPut([], [sentryChange({ action: 'create', after: { policies: [policy, second] } })]),
    ).toEqual({
      items: [
        {
          networkId: 'N_S',
          policies: [
            { smNetworkId: 'N_SM', scope: 'all', tags: [], groupPolicyId: '2' },
            { smNetworkId: 'N_SM', scope: 'withAny', tags: ['a'], groupPolicyId: '1' },
          ],
        },
      ],
    });
  });
});

describe('the scope string a target group write sends', () => {
  it('all and none go alone, whatever tags a plan entry carries; a tagged keyword with its tags', () => {
    for (const scope of ['all', 'none'])
      expect(writeGroup(groupChange({ after: { name: 'K', scope, tags: ['x'] } })).params).toStrictEqual({
        networkId: 'N_1',
        targetGroupId: 't1',
        name: 'K',
        scope,
      });
    expect(
      writeGroup(groupChange({ after: { name: 'K', scope: 'withAny', tags: [] } })).params,
    ).toStrictEqual({
      networkId: 'N_1',
      targetGroupId: 't1',
      name: 'K',
      scope: 'withAny',
    });
    expect(
      writeGroup(groupChange({ after: { name: 'K', scope: 'withoutAll', tags: ['b', 'a'] } })).params,
    ).toStrictEqual({ networkId: 'N_1', targetGroupId: 't1', name: 'K', scope: 'withoutAll, a, b' });
  });
});

describe('a write called without a desired side', () => {
  it('a create or update of either named kind refuses it, naming the plan entry', () => {
    const group = { ...groupChange({}), action: 'create' as const, before: null, after: null };
    expect(() => targetGroupWrite(group)).toThrow(
      /^plan entry network\/N_1\/targetGroup\/Kiosks has no valid after$/,
    );
    const role = { ...roleChange({}), action: 'update' as const, before: null, after: null };
    expect(() => adminRoleWrite(role)).toThrow(/^plan entry org\/O_1\/adminRole\/R has no valid after$/);
  });
});

describe("a plan entry is read once as its kind's canonical form", () => {
  it('tags edited out of canonical form are sent canonical, for a target group and a role alike', () => {
    const tags = [' b', 'a', 'b', ''];
    expect(writeGroup(groupChange({ after: { name: 'K', scope: 'withAny', tags } })).params).toEqual({
      networkId: 'N_1',
      targetGroupId: 't1',
      name: 'K',
      scope: 'withAny, a, b',
    });
    expect(writeRole(roleChange({ after: { name: 'R', scope: 'some', tags } })).params).toEqual({
      organizationId: 'O_1',
      roleId: 't1',
      name: 'R',
      scope: 'some',
      tags: ['a', 'b'],
    });
  });

  it('reads the live side too, naming a broken one; a delete is written from its ids alone', () => {
    const before = { id: 't1', name: 'K', scope: 'withAny', tags: ['b', 'a'] };
    const read = readTargetGroupChange(groupChange({ action: 'delete', before, after: { name: 1 } }));
    expect([read.before, read.after]).toEqual([{ name: 'K', scope: 'withAny', tags: ['a', 'b'] }, null]);
    expect(broken(() => readTargetGroupChange(groupChange({ before: { ...before, name: 2 } })))).toEqual(
      brokenPlan('network/N_1/targetGroup/Kiosks', 'before.name'),
    );
    expect(broken(() => readAdminRoleChange(roleChange({ before: { name: 'R', scope: 'all' } })))).toEqual(
      brokenPlan('org/O_1/adminRole/R', 'before.scope'),
    );
  });
});

describe('sentry policy identity', () => {
  const base = normalizeSentryPolicy({
    smNetworkId: 'N_SM',
    groupPolicyId: '1',
    scope: 'withAny',
    tags: ['a', 'b'],
  });
  it.each([
    ['another SM network', { smNetworkId: 'N_X' }, false, false],
    ['another group policy', { groupPolicyId: '2' }, false, false],
    ['another scope', { scope: 'withAll' as const }, false, true],
    ['one tag fewer', { tags: ['a'] }, false, true],
    ['one tag more', { tags: ['a', 'b', 'c'] }, false, true],
    ['another tag', { tags: ['a', 'c'] }, false, true],
    ['the same content', {}, true, true],
  ])('%s: same policy %s, same target %s', (_label, change, samePolicy, sameTarget) => {
    const other = { ...base, ...change };
    expect(sameSentryPolicy(base, other)).toBe(samePolicy);
    expect(sameSentryPolicy(other, base)).toBe(samePolicy);
    expect(sameSentryTarget(base, other)).toBe(sameTarget);
  });
});

describe('JSON helpers', () => {
  it('isRecord: a plain object only', () => {
    expect([{}, { a: 1 }, null, [], 'x', 1, undefined].map(isRecord)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('optionalString: strings, and finite numbers as strings', () => {
    const record = { s: 's', n: 42, f: 1.5, nan: Number.NaN, inf: Number.NEGATIVE_INFINITY, b: false, o: {} };
    expect(Object.keys(record).map((key) => optionalString(record, key))).toEqual([
      's',
      '42',
      '1.5',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('liveDataError: the API is at fault (exit 1), with the hint when there is one', () => {
    const plain = liveDataError('bad');
    expect([plain.message, plain.fault, plain.hint, plain.exitCode]).toEqual(['bad', 'api', undefined, 1]);
    const hinted = liveDataError('bad', 'do this');
    expect([hinted.message, hinted.fault, hinted.hint, hinted.exitCode]).toEqual([
      'bad',
      'api',
      'do this',
      1,
    ]);
  });

  it('canonical JSON sorts what an object hands over through toJSON', () => {
    expect(canonicalJson({ toJSON: () => ({ b: 1, a: 2 }) })).toBe('{"a":2,"b":1}');
    expect(canonicalJson([{ toJSON: () => ({ d: 1, c: 2 }) }])).toBe('[{"c":2,"d":1}]');
  });
});

describe('exact values of canonical JSON, fingerprints, diffs and readers at their edges', () => {
  it('writeCanonicalJson writes nothing for what JSON has no text for, and skips such members', () => {
    const chunks = (value: unknown): string[] => {
      const out: string[] = [];
      writeCanonicalJson(value, (chunk) => out.push(chunk));
      return out;
    };
    expect(chunks(undefined)).toEqual([]);
    expect(chunks(() => 1)).toEqual([]);
    expect(chunks(Symbol('s'))).toEqual([]);
    expect(chunks({ b: 1, f: () => 1, s: Symbol('s'), u: undefined, a: 2 })).toEqual(['{"a":2,"b":1}']);
    expect(chunks({ x: { f: () => 1, y: 1 } })).toEqual(['{"x":{"y":1}}']);
  });

  it('a sentry network that was never read and one read with no policies have one fingerprint', () => {
    expect(sentryFingerprint('N_S', undefined)).toBe(
      sentryFingerprint('N_S', { networkId: 'N_S', policies: [] }),
    );
  });

  it('tag fields report an addition alone and a removal alone', () => {
    expect(diffTagField('tags', ['a'], ['a', 'b'])).toEqual([{ path: 'tags', added: ['b'], removed: [] }]);
    expect(diffTagField('tags', ['a', 'b'], ['a'])).toEqual([{ path: 'tags', added: [], removed: ['b'] }]);
    expect(diffTagField('tags', ['a'], ['a'])).toEqual([]);
  });

  it('a role diff names each field by its path', () => {
    const role = (name: string, scope: 'some' | 'all_tags', tags: string[]) => ({ name, scope, tags });
    expect(diffAdminRole(role('A', 'some', ['x']), role('B', 'all_tags', ['y']))).toEqual([
      { path: 'name', before: 'A', after: 'B' },
      { path: 'scope', before: 'some', after: 'all_tags' },
      { path: 'tags', added: ['y'], removed: ['x'] },
    ]);
  });

  it('sentry changes list removals first, then inserts and changes by their new position', () => {
    const p = (groupPolicyId: string, scope: 'withAny' | 'withAll' = 'withAny') =>
      normalizeSentryPolicy({ smNetworkId: 'N_SM', groupPolicyId, scope, tags: ['t'] });
    const kinds = (before: ReturnType<typeof p>[], after: ReturnType<typeof p>[]) =>
      diffSentryPolicies(before, after).map((c) => [c.type, c.fromPosition, c.toPosition]);
    // The last policy removed while the first one changes: the removal still comes first.
    expect(kinds([p('1'), p('2')], [p('1', 'withAll')])).toEqual([
      ['remove', 2, undefined],
      ['change', 1, 1],
    ]);
    // A new policy in front of a changed one: by new position, the insert first.
    expect(kinds([p('1')], [p('2'), p('1', 'withAll')])).toEqual([
      ['insert', undefined, 1],
      ['change', 1, 2],
    ]);
  });

  it('readers: a target group without a scope is none; a device without serial has an empty one', () => {
    expect(readTargetGroup({ id: '1', name: 'G', tags: ['a'] }, 'N_1')).toEqual({
      id: '1',
      name: 'G',
      scope: 'none',
      tags: ['a'],
    });
    expect(readDevice({ id: 'd', name: 'n' }, 'N_1')).toEqual({ id: 'd', name: 'n', serial: '', tags: [] });
  });

  it('a new sentry policy carries no policyId key at all', () => {
    const body = buildSentryPut([], [sentryChange({ action: 'create', after: { policies: [policy] } })]);
    expect(Object.keys(body.items[0]?.policies[0] ?? {})).toEqual([
      'smNetworkId',
      'scope',
      'tags',
      'groupPolicyId',
    ]);
  });
});
