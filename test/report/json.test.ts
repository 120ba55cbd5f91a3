import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/model/plan.js';
import { computePlanHash } from '../../src/plan-file/format.js';
import { renderers, renderPlanJson } from '../../src/report/index.js';
import { scenarioPlan } from './scenario.js';

describe('renderPlanJson', () => {
  it('round-trips to the same plan, with its hash intact', () => {
    const plan = scenarioPlan();
    const parsed = JSON.parse(renderPlanJson(plan)) as Plan;
    expect(parsed).toEqual(JSON.parse(JSON.stringify(plan)));
    expect(computePlanHash(parsed)).toBe(plan.planHash);
  });

  it('writes keys in a stable, documented order with a 2-space indent', () => {
    const plan = scenarioPlan();
    const text = renderPlanJson(plan);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual([
      'formatVersion',
      'toolVersion',
      'createdAt',
      'configDigest',
      'planHash',
      'summary',
      'changes',
      'unmanaged',
      'diagnostics',
      'scopes',
      'scopeStats',
      'devicesEvaluated',
    ]);
    expect(
      Object.keys(
        (parsed['changes'] as Record<string, unknown>[]).find((change) => change['action'] === 'delete') ??
          {},
      ),
    ).toEqual([
      'address',
      'kind',
      'action',
      'orgId',
      'networkId',
      'id',
      'reason',
      'before',
      'after',
      'fieldChanges',
      'liveFingerprint',
    ]);
    expect(text.split('\n')[1]).toBe('  "formatVersion": "1.1",');
    expect(text.endsWith('}\n')).toBe(true);
    expect(renderers.json(plan, { color: true })).toBe(text);
  });

  it('orders the keys of a plan whose objects arrive in another order', () => {
    const plan = scenarioPlan();
    const reversedChange = Object.fromEntries(
      Object.entries(plan.changes[0] ?? {}).reverse(),
    ) as unknown as Plan['changes'][number];
    const reordered = Object.fromEntries(
      Object.entries({ ...plan, changes: [reversedChange, ...plan.changes.slice(1)] }).reverse(),
    ) as unknown as Plan;
    expect(renderPlanJson(reordered)).toBe(renderPlanJson(plan));
  });

  it('orders every nested object of a plan, whatever order its keys arrive in', () => {
    const plan = everyShapePlan();
    const text = renderPlanJson(plan);
    expect(renderPlanJson(reversedKeys(plan) as Plan)).toBe(text);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual([
      'formatVersion',
      'toolVersion',
      'createdAt',
      'configDigest',
      'planHash',
      'signature',
      'summary',
      'changes',
      'unmanaged',
      'diagnostics',
      'scopes',
      'scopeStats',
      'devicesEvaluated',
      'liveEcho',
      'origin',
      'toString',
    ]);
    expect(keysAt(parsed, 'summary')).toEqual(['create', 'update', 'delete', 'noop', 'unmanaged']);
    const change = (parsed['changes'] as Record<string, unknown>[]).find(
      (each) => each['devices'] !== undefined,
    );
    expect(Object.keys(change ?? {})).toEqual([
      'address',
      'kind',
      'action',
      'orgId',
      'networkId',
      'id',
      'reason',
      'protected',
      'before',
      'after',
      'fieldChanges',
      'liveFingerprint',
      'source',
      'devices',
      'deviceTag',
    ]);
    expect(keysAt(change, 'source')).toEqual(['file', 'line', 'column', 'template', 'usedAt']);
    expect(keysAt(change, 'source', 'usedAt')).toEqual(['file', 'line', 'column']);
    expect(keysAt(change, 'devices')).toEqual([
      'before',
      'after',
      'addedCount',
      'removedCount',
      'added',
      'removed',
      'networks',
      'byNetwork',
    ]);
    const fields = change?.['fieldChanges'] as Record<string, unknown>[];
    expect(Object.keys(fields.at(-2) ?? {})).toEqual(['path', 'before', 'after', 'added', 'removed']);
    expect(Object.keys(fields.at(-1) ?? {})).toEqual(['path', 'policies']);
    expect(keysAt(fields.at(-1), 'policies', '0')).toEqual([
      'type',
      'fromPosition',
      'toPosition',
      'before',
      'after',
    ]);
    expect(keysAt(parsed, 'unmanaged', '0')).toEqual(['address', 'kind', 'id']);
    expect(keysAt(parsed, 'diagnostics', '0')).toEqual([
      'severity',
      'code',
      'message',
      'path',
      'hint',
      'source',
    ]);
    expect(keysAt(parsed, 'diagnostics', '0', 'source')).toEqual(['file', 'line', 'column']);
    expect(keysAt(parsed, 'scopes')).toEqual(['organizations', 'networks']);
    expect(keysAt(parsed, 'scopeStats', '0')).toEqual([
      'scope',
      'kind',
      'objects',
      'maxChangePercent',
      'minObjectsForPercent',
    ]);
    expect(keysAt(parsed, 'origin')).toEqual([
      'command',
      'paths',
      'org',
      'network',
      'target',
      'exclude',
      'changedSince',
    ]);
    expect(keysAt(change, 'devices', 'byNetwork', '0')).toEqual([
      'networkId',
      'devices',
      'moved',
      'maxDevicePercent',
      'minDevicesForPercent',
    ]);
    expect(keysAt(change, 'deviceTag')).toEqual(['added', 'removed', 'knockOn']);
    expect(keysAt(change, 'deviceTag', 'knockOn', '0')).toEqual([
      'address',
      'kind',
      'gainedCount',
      'lostCount',
      'changedCount',
      'gained',
      'lost',
      'changed',
    ]);
    // Objects of no listed shape keep the order they came in: a record's fields, a device.
    expect(keysAt(change, 'devices', 'added', '0')).toEqual(['name', 'serial']);
  });

  it('leaves out what a plan does not hold, and keeps values that are not objects as they are', () => {
    const plan = scenarioPlan();
    const text = renderPlanJson({ ...plan, diagnostics: [{ severity: 'warning', code: 'c', message: 'm' }] });
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(parsed)).not.toContain('origin');
    expect(keysAt(parsed, 'diagnostics', '0')).toEqual(['severity', 'code', 'message']);
    const odd = { ...plan, summary: null, scopes: ['a'], unmanaged: 'none' } as unknown as Plan;
    expect(JSON.parse(renderPlanJson(odd))).toMatchObject({
      summary: null,
      scopes: ['a'],
      unmanaged: 'none',
    });
  });
});

/** The scenario's plan with every optional part the plan JSON can hold, its own keys last. */
function everyShapePlan(): Plan {
  const plan = scenarioPlan();
  const source = {
    file: 't.yaml',
    line: 3,
    column: 5,
    template: 'kiosk',
    usedAt: { file: 'n.yaml', line: 9, column: 7 },
  };
  const [first, ...rest] = plan.changes;
  if (first === undefined) throw new Error('the scenario plan has no change');
  const withDevices = {
    ...first,
    fieldChanges: [
      ...first.fieldChanges,
      { path: 'tags', before: ['a'], after: ['b'], added: ['b'], removed: ['a'] },
      {
        path: 'policies',
        policies: [{ type: 'move' as const, fromPosition: 1, toPosition: 2, before: {}, after: {} }],
      },
    ],
    networkId: 'N_5678',
    id: 'r3',
    reason: 'declared',
    protected: true,
    source,
    devices: {
      before: 2,
      after: 3,
      added: [{ name: 'iPad', serial: 'Q2-1' }],
      removed: [],
      addedCount: 1,
      removedCount: 0,
      networks: ['N_5678'],
      byNetwork: [
        { moved: 1, networkId: 'N_5678', minDevicesForPercent: 2, devices: 4, maxDevicePercent: 50 },
      ],
    },
    // A device tag's effects, their keys in code-unit order as the planner builds them.
    deviceTag: {
      added: [{ name: 'iPad', serial: 'Q2-1' }],
      knockOn: [
        {
          address: 'network/N_5678/targetGroup/Kiosks',
          changed: [],
          changedCount: 0,
          gained: [{ name: 'iPad', serial: 'Q2-1' }],
          gainedCount: 1,
          kind: 'targetGroup',
          lost: [],
          lostCount: 0,
        },
      ],
      removed: [],
    },
  };
  return {
    ...plan,
    signature: 'hmac-sha256:00',
    changes: [withDevices, ...rest],
    unmanaged: [{ address: 'org/1/adminRole/x', kind: 'adminRole', id: 'r7' }],
    diagnostics: [
      {
        severity: 'warning',
        code: 'c',
        message: 'm',
        path: 'p',
        hint: 'h',
        source: { file: 'a.yaml', line: 1, column: 2 },
      },
    ],
    liveEcho: {},
    origin: {
      command: 'plan',
      paths: ['.'],
      org: ['1'],
      network: ['N'],
      target: ['t'],
      exclude: ['x'],
      changedSince: { ref: 'main', commit: 'c0', scopes: [], unread: 0, noLongerManaged: [] },
    },
    toString: { b: 1, a: 2 },
  } as Plan;
}

/** Members whose objects have no fixed order (a record's fields, a device): kept as they are. */
const unordered = new Set([
  'toString',
  'before',
  'after',
  'added',
  'removed',
  'gained',
  'lost',
  'changed',
  'liveEcho',
  'changedSince',
]);

/** `value` with the keys of every object of a fixed order reversed. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, unordered.has(key) ? inner : reversedKeys(inner)]),
  );
}

function keysAt(value: unknown, ...path: string[]): string[] {
  let at = value;
  for (const key of path) at = (at as Record<string, unknown>)[key];
  return Object.keys(at as object);
}
