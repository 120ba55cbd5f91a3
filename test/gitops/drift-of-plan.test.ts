import { describe, expect, it } from 'vitest';
import { detectDrift, driftOfPlan, unmanagedPolicyOf } from '../../src/drift/index.js';
import type { Change, Plan } from '../../src/model/plan.js';
import { desiredState, group, network, options, organization } from '../planner/helpers/builders.js';

// A plan read as a drift report, with exact values: each change's status, which unmanaged objects count
// as drift, when the report says drifted (the `drift` command's exit 2), and the matrix's order.

const at = { file: 'a.yaml', line: 3, column: 5 };

function change(action: Change['action'], address: string, extra: Partial<Change> = {}): Change {
  return {
    address,
    kind: address.includes('adminRole') ? 'adminRole' : 'targetGroup',
    action,
    orgId: '1',
    before: null,
    after: null,
    fieldChanges: [],
    liveFingerprint: null,
    ...extra,
  };
}

function planOf(changes: Change[], unmanaged: Plan['unmanaged'] = []): Plan {
  return {
    formatVersion: '1.1',
    toolVersion: '0.0.0',
    createdAt: '2026-01-01T00:00:00.000Z',
    configDigest: 'sha256:c',
    planHash: 'sha256:h',
    summary: { create: 0, update: 0, delete: 0, noop: 0, unmanaged: 0 },
    changes,
    unmanaged,
    diagnostics: [],
    scopes: { organizations: ['1'], networks: [] },
    devicesEvaluated: false,
  };
}

describe('driftOfPlan: each entry exactly', () => {
  it('maps actions and delete reasons to statuses, with id, pruned and source only when they apply', () => {
    const report = driftOfPlan(
      planOf(
        [
          change('create', 'network/N_1/targetGroup/A', { source: at }),
          change('update', 'network/N_1/targetGroup/B', { id: 't2' }),
          change('delete', 'network/N_1/targetGroup/C', { id: 't3', reason: 'prune' }),
          change('delete', 'network/N_1/targetGroup/D', { id: 't4', reason: 'declared' }),
          change('noop', 'network/N_1/targetGroup/E', { id: 't5' }),
        ],
        [{ address: 'network/N_1/targetGroup/F', kind: 'targetGroup' }],
      ),
    );
    const entry = (address: string, status: string, more: object = {}) => ({
      address,
      kind: 'targetGroup',
      status,
      scope: 'network/N_1',
      fieldChanges: [],
      ...more,
    });
    expect(report.objects).toStrictEqual([
      entry('network/N_1/targetGroup/A', 'missing', { source: at }),
      entry('network/N_1/targetGroup/B', 'drifted', { id: 't2' }),
      entry('network/N_1/targetGroup/C', 'unmanaged', { id: 't3', pruned: true }),
      entry('network/N_1/targetGroup/D', 'drifted', { id: 't4' }),
      entry('network/N_1/targetGroup/E', 'inSync', { id: 't5' }),
      entry('network/N_1/targetGroup/F', 'unmanaged'),
    ]);
    expect(report.summary).toEqual({ inSync: 1, drifted: 2, missing: 1, unmanaged: 2 });
  });
});

describe('driftOfPlan: what counts as drift', () => {
  const unmanaged = { address: 'network/N_1/targetGroup/U', kind: 'targetGroup' as const, id: 't9' };

  it('each of a drifted, a missing and a pruned object alone is drift; in-sync and unmanaged ones are not', () => {
    const alone = (one: Change) => driftOfPlan(planOf([one])).drifted;
    expect(alone(change('update', 'network/N_1/targetGroup/B'))).toBe(true);
    expect(alone(change('create', 'network/N_1/targetGroup/A'))).toBe(true);
    expect(alone(change('delete', 'network/N_1/targetGroup/C', { reason: 'prune' }))).toBe(true);
    expect(driftOfPlan(planOf([change('noop', 'network/N_1/targetGroup/E')], [unmanaged])).drifted).toBe(
      false,
    );
  });

  it('an unmanaged object in a failing scope is drift and marked; a pruned one or one elsewhere is not marked', () => {
    const failOnUnmanaged = (address: string) => address.startsWith('network/N_1/');
    const report = driftOfPlan(
      planOf(
        [
          change('delete', 'network/N_1/targetGroup/C', { id: 't3', reason: 'prune' }),
          change('update', 'network/N_1/targetGroup/B', { id: 't2' }),
        ],
        [unmanaged, { address: 'network/N_2/targetGroup/V', kind: 'targetGroup', id: 't8' }],
      ),
      { failOnUnmanaged },
    );
    expect(report.objects.map((o) => [o.address, o.failing])).toEqual([
      ['network/N_1/targetGroup/B', undefined],
      ['network/N_1/targetGroup/C', undefined],
      ['network/N_1/targetGroup/U', true],
      ['network/N_2/targetGroup/V', undefined],
    ]);
    expect(driftOfPlan(planOf([], [unmanaged]), { failOnUnmanaged }).drifted).toBe(true);
    expect(driftOfPlan(planOf([], [unmanaged])).drifted).toBe(false);
  });

  it('orders the matrix by scope, then kind', () => {
    const report = driftOfPlan(
      planOf([
        change('noop', 'org/1/adminRole/R'),
        change('noop', 'network/N_2/targetGroup/A'),
        change('update', 'network/N_1/targetGroup/A'),
        change('noop', 'network/N_1/targetGroup/B'),
      ]),
    );
    expect(report.matrix).toEqual([
      { scope: 'network/N_1', kind: 'targetGroup', inSync: 1, drifted: 1, missing: 0, unmanaged: 0 },
      { scope: 'network/N_2', kind: 'targetGroup', inSync: 1, drifted: 0, missing: 0, unmanaged: 0 },
      { scope: 'org/1', kind: 'adminRole', inSync: 1, drifted: 0, missing: 0, unmanaged: 0 },
    ]);
  });
});

describe('driftOfPlan: order', () => {
  it('orders the matrix by scope even where the addresses sort otherwise, and one address by id', () => {
    const report = driftOfPlan(
      planOf([
        change('noop', 'network/N_1-a/targetGroup/A'),
        change('update', 'network/N_1/targetGroup/A', { id: 't9' }),
        change('delete', 'network/N_1/targetGroup/A', { id: 't10', reason: 'duplicate' }),
      ]),
    );
    expect(report.matrix.map((row) => row.scope)).toEqual(['network/N_1', 'network/N_1-a']);
    expect(report.objects.map((o) => o.id)).toEqual([undefined, 't10', 't9']);
  });

  it('puts an entry without an id first among those of one address, whichever order they come in', () => {
    const address = 'network/N_1/targetGroup/A';
    for (const unmanaged of [
      [
        { address, kind: 'targetGroup' as const, id: '20' },
        { address, kind: 'targetGroup' as const, id: '10' },
      ],
      [
        { address, kind: 'targetGroup' as const, id: '10' },
        { address, kind: 'targetGroup' as const, id: '20' },
      ],
    ]) {
      const report = driftOfPlan(planOf([change('create', address)], unmanaged));
      expect(report.objects.map((o) => o.id)).toEqual([undefined, '10', '20']);
    }
    const later = driftOfPlan(
      planOf([change('delete', address, { id: '10', reason: 'prune' })], [{ address, kind: 'targetGroup' }]),
    );
    expect(later.objects.map((o) => o.id)).toEqual([undefined, '10']);
  });
});

describe('unmanagedPolicyOf: `unmanaged: fail` by scope', () => {
  it('fails an organization-level address by its organization, a network-level one by its network', () => {
    const failing = unmanagedPolicyOf(
      desiredState([
        organization('1', {
          networks: [network('N_1', [], { unmanaged: 'fail' }), network('N_3', [], { unmanaged: 'report' })],
        }),
        organization('2', {
          policy: { unmanaged: 'fail' },
          networks: [network('N_2', [], { unmanaged: 'report' })],
        }),
      ]),
    );
    expect(
      [
        'network/N_1/targetGroup/X',
        'network/N_3/targetGroup/X',
        'network/N_2/targetGroup/X',
        'org/1/adminRole/A',
        'org/2/adminRole/A',
      ].map(failing),
    ).toEqual([true, false, false, false, true]);
  });
});

describe('detectDrift: desired against live, read as a report', () => {
  it('plans the two states and reports each object, with the unmanaged policy given or none', () => {
    const desired = desiredState([
      organization('1', {
        networks: [network('N_1', [group('Kiosks', 'withAll', ['kiosk']), group('New', 'all')])],
      }),
    ]);
    const live = {
      organizations: [
        {
          id: '1',
          networks: [
            {
              id: 'N_1',
              targetGroups: [
                { id: 't1', name: 'Kiosks', scope: 'withAll' as const, tags: ['ipad'] },
                { id: 't2', name: 'Extra', scope: 'all' as const, tags: [] },
              ],
            },
          ],
        },
      ],
    };
    const report = detectDrift(desired, live, options({ toolVersion: '9.9.9' }), {
      failOnUnmanaged: () => true,
    });
    expect(report.toolVersion).toBe('9.9.9');
    expect(report.configDigest).toBe('sha256:config');
    expect(report.drifted).toBe(true);
    expect(report.objects.map((o) => [o.address, o.status, o.id, o.failing])).toEqual([
      ['network/N_1/targetGroup/Extra', 'unmanaged', 't2', true],
      ['network/N_1/targetGroup/Kiosks', 'drifted', 't1', undefined],
      ['network/N_1/targetGroup/New', 'missing', undefined, undefined],
    ]);
    expect(report.summary).toEqual({ inSync: 0, drifted: 1, missing: 1, unmanaged: 1 });
    const plain = detectDrift(desired, live, options());
    expect(plain.objects.map((o) => o.failing)).toEqual([undefined, undefined, undefined]);
  });
});
