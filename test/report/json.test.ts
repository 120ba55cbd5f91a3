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
});
