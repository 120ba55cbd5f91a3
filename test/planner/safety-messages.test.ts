import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../src/model/live.js';
import type { Change, Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/planner/plan.js';
import {
  checkSafety,
  flagsToApply,
  refuseDeletes,
  refuseProtected,
  refuseRisky,
  refuseThreshold,
} from '../../src/planner/safety.js';
import { desiredState, group, network, options, organization, role } from './helpers/builders.js';

/** The safety rules on exact plans: each message word for word, and each rule's edges on both sides. */

const change = (overrides: Partial<Change>): Change => ({
  address: 'network/N_1/targetGroup/G',
  kind: 'targetGroup',
  action: 'update',
  id: 't1',
  orgId: 'O_1',
  networkId: 'N_1',
  before: { id: 't1', name: 'G', scope: 'withAny', tags: ['a'] },
  after: { name: 'G', scope: 'withAny', tags: ['b'] },
  fieldChanges: [],
  liveFingerprint: 'sha256:x',
  ...overrides,
});
const planOf = (changes: Change[], scopeStats?: Plan['scopeStats']): Plan => ({
  formatVersion: '1.0',
  toolVersion: '0.1.0',
  createdAt: '2026-01-01T00:00:00.000Z',
  configDigest: 'sha256:c',
  planHash: 'sha256:h',
  summary: { create: 0, update: 0, delete: 0, noop: 0, unmanaged: 0 },
  changes,
  unmanaged: [],
  diagnostics: [],
  scopes: { organizations: [], networks: [] },
  devicesEvaluated: false,
  ...(scopeStats === undefined ? {} : { scopeStats }),
});
const context = (changes: Change[], opts = {}, scopeStats?: Plan['scopeStats']) => ({
  plan: planOf(changes, scopeStats),
  desired: undefined,
  options: opts,
});

describe('safety rules, word for word', () => {
  it('a delete without a reason is named plainly; with one, the reason follows', () => {
    expect(refuseDeletes(context([change({ action: 'delete' })])).map((r) => r.message)).toEqual([
      'network/N_1/targetGroup/G would be deleted',
    ]);
    expect(
      refuseDeletes(context([change({ action: 'delete', reason: 'prune' })])).map((r) => r.message),
    ).toEqual(['network/N_1/targetGroup/G would be deleted (prune)']);
    // A restore deletes what the backup does not hold, and says so in words.
    expect(
      refuseDeletes(context([change({ action: 'delete', reason: 'backup' })])).map((r) => r.message),
    ).toEqual(['network/N_1/targetGroup/G would be deleted (not in the backup)']);
  });

  it('a protected update or delete names its action; a protected create or noop is allowed', () => {
    const refusals = refuseProtected(
      context([
        change({ protected: true }),
        change({ action: 'delete', protected: true, address: 'network/N_1/targetGroup/H' }),
        change({ action: 'create', protected: true, address: 'network/N_1/targetGroup/I' }),
        change({ action: 'noop', protected: true, address: 'network/N_1/targetGroup/J' }),
      ]),
    );
    expect(refusals).toEqual([
      {
        rule: 'protected',
        address: 'network/N_1/targetGroup/G',
        message:
          'network/N_1/targetGroup/G is protected (`protected: true`): smform never changes or deletes it, not even with --force; remove `protected: true` in a reviewed edit first (it would be updated)',
      },
      {
        rule: 'protected',
        address: 'network/N_1/targetGroup/H',
        message:
          'network/N_1/targetGroup/H is protected (`protected: true`): smform never changes or deletes it, not even with --force; remove `protected: true` in a reviewed edit first (it would be deleted)',
      },
    ]);
    // No flag allows it: --force refuses the same changes.
    expect(refuseProtected(context([change({ protected: true })], { force: true }))).toHaveLength(1);
  });

  it('risky: only a scope that changes into all or a negation; --force allows it; an unreadable before shows "?"', () => {
    const widen = change({ after: { name: 'G', scope: 'all', tags: [] } });
    expect(refuseRisky(context([widen])).map((r) => r.message)).toEqual([
      'network/N_1/targetGroup/G would change scope withAny -> all, which can reach many more devices',
    ]);
    expect(refuseRisky(context([widen], { force: true }))).toEqual([]);
    // Already all before: a rename of an all-scope group widens nothing.
    const unchanged = change({
      before: { id: 't1', name: 'F', scope: 'all', tags: [] },
      after: { name: 'G', scope: 'all', tags: [] },
    });
    expect(refuseRisky(context([unchanged]))).toEqual([]);
    expect(
      refuseRisky(
        context([change({ before: null, after: { name: 'G', scope: 'withoutAny', tags: ['a'] } })]),
      ).map((r) => r.message),
    ).toEqual([
      'network/N_1/targetGroup/G would change scope ? -> withoutAny, which can reach many more devices',
    ]);
  });

  it('a role narrowed to another tagged scope is not risky; one widened to a without_* scope is', () => {
    const live: LiveState = {
      organizations: [
        {
          id: 'O_1',
          adminRoles: [{ roleId: 'r1', name: 'R', scope: 'all_tags', tags: ['a'] }],
          networks: [],
        },
      ],
    };
    const narrowed = desiredState([organization('O_1', { adminRoles: [role('R', 'some', ['a'])] })]);
    expect(checkSafety(planChanges(narrowed, live, options()), narrowed, {})).toEqual([]);
    const widened = desiredState([organization('O_1', { adminRoles: [role('R', 'without_some', ['a'])] })]);
    expect(checkSafety(planChanges(widened, live, options()), widened, {}).map((r) => r.rule)).toEqual([
      'risky',
    ]);
  });

  it('a plan without scope statistics (made by an older smform) is judged by no threshold', () => {
    expect(refuseThreshold(context([change({})]))).toEqual([]);
    const stat = {
      scope: 'network/N_1/targetGroup',
      kind: 'targetGroup' as const,
      objects: 1,
      maxChangePercent: 0,
      minObjectsForPercent: 0,
    };
    expect(refuseThreshold(context([change({})], {}, [stat])).map((r) => r.rule)).toEqual(['threshold']);
  });

  it('the threshold counts only changes inside the scope, by address prefix', () => {
    const stat = {
      scope: 'network/N_1/targetGroup',
      kind: 'targetGroup' as const,
      objects: 2,
      maxChangePercent: 50,
      minObjectsForPercent: 0,
    };
    const outside = change({ address: 'network/N_10/targetGroup/G' });
    expect(refuseThreshold(context([change({}), outside], {}, [stat]))).toEqual([]);
  });

  it('a group renamed within a non-risky scope is not risky; desired groups from the planner agree', () => {
    const desired = desiredState([
      organization('O_1', { networks: [network('N_1', [group('New', 'all', [], { id: 't1' })])] }),
    ]);
    const live: LiveState = {
      organizations: [
        {
          id: 'O_1',
          networks: [{ id: 'N_1', targetGroups: [{ id: 't1', name: 'Old', scope: 'all', tags: [] }] }],
        },
      ],
    };
    expect(checkSafety(planChanges(desired, live, options()), desired, {})).toEqual([]);
  });
});

describe('the flags a saved plan needs (the apply hint of `plan --out`)', () => {
  const widened = change({
    before: { id: 't1', name: 'G', scope: 'withAny', tags: ['a'] },
    after: { name: 'G', scope: 'all', tags: [] },
  });
  const deleted = change({ address: 'network/N_1/targetGroup/D', action: 'delete', reason: 'prune' });

  it('names each flag once, --allow-delete before --force, whatever order the changes come in', () => {
    expect(flagsToApply(planOf([]))).toEqual({ flags: [], blocked: false });
    expect(flagsToApply(planOf([widened]))).toEqual({ flags: ['--force'], blocked: false });
    expect(flagsToApply(planOf([deleted]))).toEqual({ flags: ['--allow-delete'], blocked: false });
    expect(
      flagsToApply(planOf([widened, deleted, { ...deleted, address: 'network/N_1/targetGroup/E' }])),
    ).toEqual({
      flags: ['--allow-delete', '--force'],
      blocked: false,
    });
  });

  it('is blocked by a protected object that would change, which no flag allows', () => {
    expect(flagsToApply(planOf([change({ protected: true }), deleted]))).toEqual({
      flags: ['--allow-delete'],
      blocked: true,
    });
  });
});
