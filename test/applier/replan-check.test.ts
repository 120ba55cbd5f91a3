import { describe, expect, it } from 'vitest';
import { compareWithFreshPlan, refuseUnlessFreshPlanAgrees } from '../../src/applier/index.js';
import { SmformError } from '../../src/model/errors.js';
import type { LiveState } from '../../src/model/live.js';
import type { Change, Plan } from '../../src/model/plan.js';

// `apply PLANFILE` plans the saved plan's config again and compares: what would be written (create, update,
// delete) must be exactly what the file holds. These tables pin what counts as a difference, how each is
// worded, and when a difference is reported as a stale plan (its object moved live) instead.

const KIOSKS = 'network/N_X/targetGroup/Kiosks';

/** A target group change in network N_X of organization 1 (not read below unless a test reads it). */
function change(action: Change['action'], extra: Partial<Change> = {}): Change {
  const before = action === 'create' ? null : { name: 'Kiosks', scope: 'all', tags: [] };
  const after = action === 'delete' ? null : { name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] };
  return {
    address: KIOSKS,
    kind: 'targetGroup',
    action,
    orgId: '1',
    networkId: 'N_X',
    ...(action === 'create' ? {} : { id: 't1' }),
    before,
    after,
    fieldChanges: [],
    liveFingerprint: action === 'create' ? null : 'sha256:1',
    ...extra,
  };
}

function planOf(changes: Change[]): Plan {
  return {
    formatVersion: '1.1',
    toolVersion: '0.0.0',
    createdAt: '2026-01-01T00:00:00.000Z',
    configDigest: 'sha256:c',
    planHash: 'sha256:h',
    summary: { create: 0, update: 0, delete: 0, noop: 0, unmanaged: 0 },
    changes,
    unmanaged: [],
    diagnostics: [],
    scopes: { organizations: ['1'], networks: [] },
    devicesEvaluated: false,
  };
}

/** Organization 1 is read, network N_X is not: no change there can be judged stale. */
const unread: LiveState = { organizations: [{ id: '1', networks: [{ id: 'N_Y', targetGroups: [] }] }] };

const compare = (saved: Change[], fresh: Change[], live: LiveState = unread) =>
  compareWithFreshPlan(planOf(saved), planOf(fresh), live);

const differs = (message: string, address = KIOSKS) => ({
  stale: [],
  differences: [{ address, message }],
});

describe('a saved plan against a fresh plan: what differs', () => {
  it('ignores noops, source locations, device counts and the order of changes at one address', () => {
    const noop = (tags: string[]): Change =>
      change('noop', { address: 'network/N_X/targetGroup/Lab', before: { name: 'Lab', scope: 'all', tags } });
    expect(compare([noop(['a']), change('update')], [noop(['b']), change('update')])).toEqual({
      stale: [],
      differences: [],
    });
    expect(compare([noop(['a'])], [])).toEqual({ stale: [], differences: [] });
    const duplicate = change('delete', { id: 't2', reason: 'duplicate' });
    expect(
      compare(
        [change('update', { source: { file: 'a.yaml', line: 3, column: 5 } }), duplicate],
        [
          duplicate,
          change('update', {
            source: { file: '../a.yaml', line: 9, column: 1 },
            devices: {
              before: 1,
              after: 2,
              added: [],
              removed: [],
              addedCount: 1,
              removedCount: 0,
              networks: ['N_X'],
            },
          }),
        ],
      ),
    ).toEqual({ stale: [], differences: [] });
    expect(compare([duplicate, change('update')], [change('update'), duplicate])).toEqual({
      stale: [],
      differences: [],
    });
  });

  it('words a change only one side has, with every action at its address', () => {
    expect(compare([change('update')], [])).toEqual(
      differs('in the saved plan (update), not in the fresh plan'),
    );
    expect(compare([], [change('delete', { id: 't2', reason: 'duplicate' }), change('update')])).toEqual(
      differs('in the fresh plan (delete, update), not in the saved plan'),
    );
  });

  it('names the members that differ, sorted, when each side has one change at the address', () => {
    expect(
      compare(
        [change('update', { reason: 'declared' })],
        [change('update', { id: 't9', after: { name: 'Kiosks', scope: 'all', tags: [] }, protected: true })],
      ),
    ).toEqual(differs("the saved update differs from the fresh plan's update: after, id, protected, reason"));
    expect(compare([change('update')], [change('delete')])).toEqual(
      differs("the saved update differs from the fresh plan's delete: action, after"),
    );
  });

  it('counts and compares every change at an address: one more, or one other, is a difference', () => {
    const extra = change('delete', { id: 't2', reason: 'duplicate' });
    expect(compare([change('update')], [change('update'), extra])).toEqual(
      differs("the saved update differs from the fresh plan's update, delete"),
    );
    expect(compare([change('update'), extra], [change('update')])).toEqual(
      differs("the saved update, delete differs from the fresh plan's update"),
    );
    expect(compare([change('update'), extra], [change('update'), { ...extra, id: 't3' }])).toEqual(
      differs("the saved update, delete differs from the fresh plan's update, delete"),
    );
    // Members are named only for one change against one: with more, which pairs up is not known.
    const other = change('update', { id: 't9' });
    expect(compare([change('update')], [other, extra])).toEqual(
      differs("the saved update differs from the fresh plan's update, delete"),
    );
    expect(compare([change('update'), extra], [other])).toEqual(
      differs("the saved update, delete differs from the fresh plan's update"),
    );
  });

  it('a change in an organization the fresh read lacks is a difference, not stale', () => {
    expect(compare([change('update', { orgId: '7' })], [])).toEqual(
      differs('in the saved plan (update), not in the fresh plan'),
    );
  });

  it('a saved change whose object moved live is stale, found in its own organization', () => {
    const live: LiveState = {
      organizations: [
        { id: '1', networks: [{ id: 'N_Y', targetGroups: [] }] },
        {
          id: '2',
          networks: [{ id: 'N_X', targetGroups: [{ id: 't7', name: 'Kiosks', scope: 'all', tags: [] }] }],
        },
      ],
    };
    const create = change('create', { orgId: '2' });
    const update = change('update', { orgId: '2', id: 't7' });
    const other = change('update', { address: 'network/N_Y/targetGroup/Lab', networkId: 'N_Z' });
    expect(compare([create, other], [update], live)).toEqual({
      stale: [{ address: KIOSKS, message: 'it now exists live (id t7)' }],
      differences: [
        {
          address: 'network/N_Y/targetGroup/Lab',
          message: 'in the saved plan (update), not in the fresh plan',
        },
      ],
    });
  });
});

describe('a saved create beside a live object of its name that the plan accounts for', () => {
  it('is no stale create: two objects of one name (a restore) are a difference, not a moved object', () => {
    const live: LiveState = {
      organizations: [
        {
          id: '1',
          networks: [{ id: 'N_X', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'all', tags: [] }] }],
        },
      ],
    };
    const twin = change('noop', { id: 't1', before: null, after: null, liveFingerprint: null });
    expect(compare([twin, change('create')], [twin], live)).toEqual(
      differs('in the saved plan (create), not in the fresh plan'),
    );
    // Not accounted for by the plan, the same live object makes the create stale.
    expect(compare([change('create')], [], live)).toEqual({
      stale: [{ address: KIOSKS, message: 'it now exists live (id t1)' }],
      differences: [],
    });
  });
});

function refusal(run: () => void): SmformError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SmformError);
    return error as SmformError;
  }
  throw new Error('expected a refusal');
}

describe('refusing a saved plan the fresh plan disagrees with (exit 5)', () => {
  it('lets an agreeing plan through', () => {
    expect(
      refuseUnlessFreshPlanAgrees(planOf([change('update')]), planOf([change('update')]), unread, 'orgs/'),
    ).toBeUndefined();
  });

  it('lists the differences under the config it planned', () => {
    const error = refusal(() =>
      refuseUnlessFreshPlanAgrees(
        planOf([change('update')]),
        planOf([change('update', { address: 'network/N_X/targetGroup/Lab' })]),
        unread,
        'orgs/',
      ),
    );
    expect(error.exitCode).toBe(5);
    expect(error.message).toBe(
      'the saved plan does not match a fresh plan of its config (orgs/) against live state now\n' +
        '  network/N_X/targetGroup/Kiosks: in the saved plan (update), not in the fresh plan\n' +
        '  network/N_X/targetGroup/Lab: in the fresh plan (update), not in the saved plan',
    );
    expect(error.hint).toBe('run `smform plan` again, review the new plan and apply that one');
  });

  it('says stale when an object moved, even when nothing else differs', () => {
    const live: LiveState = {
      organizations: [{ id: '1', networks: [{ id: 'N_X', targetGroups: [] }] }],
    };
    const error = refusal(() =>
      refuseUnlessFreshPlanAgrees(planOf([change('update')]), planOf([]), live, 'orgs/'),
    );
    expect(error.exitCode).toBe(5);
    expect(error.message).toBe(
      'the plan is stale: live state moved since it was made\n' +
        '  network/N_X/targetGroup/Kiosks: it no longer exists live (id t1)',
    );
  });

  it('says stale when an object moved, moved objects first, then the other differences', () => {
    const live: LiveState = {
      organizations: [{ id: '1', networks: [{ id: 'N_X', targetGroups: [] }] }],
    };
    const error = refusal(() =>
      refuseUnlessFreshPlanAgrees(
        planOf([
          change('update', { address: 'network/N_Z/targetGroup/A', networkId: 'N_Z' }),
          change('update'),
        ]),
        planOf([]),
        live,
        'orgs/',
      ),
    );
    expect(error.exitCode).toBe(5);
    expect(error.message).toBe(
      'the plan is stale: live state moved since it was made\n' +
        '  network/N_X/targetGroup/Kiosks: it no longer exists live (id t1)\n' +
        '  network/N_Z/targetGroup/A: in the saved plan (update), not in the fresh plan',
    );
    expect(error.hint).toBe('run `smform plan` again, review the new plan and apply that one');
  });
});
