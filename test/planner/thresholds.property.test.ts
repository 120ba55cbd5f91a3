import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveState, LiveTargetGroup } from '../../src/model/live.js';
import type { Refusal } from '../../src/model/plan.js';
import { planChanges } from '../../src/planner/plan.js';
import { checkSafety, refuseThreshold } from '../../src/planner/safety.js';
import { desiredState, group, network, options, organization, role } from './helpers/builders.js';

/**
 * The change threshold over random scopes: in a scope of `objects` live objects (ignored ones do not
 * count), updating or deleting `touched` of them needs `--force` exactly when the scope holds at least
 * `minObjectsForPercent` objects and `touched * 100 > maxChangePercent * objects`. Creates and noops never
 * count; every scope is judged on its own.
 */

const liveGroups = (count: number, prefix = 'G'): LiveTargetGroup[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `t${prefix}${index}`,
    name: `${prefix}${index}`,
    scope: 'withAny',
    tags: ['a'],
  }));

const scopes = fc.record({
  objects: fc.integer({ min: 0, max: 14 }),
  ignored: fc.integer({ min: 0, max: 3 }),
  updates: fc.nat({ max: 14 }),
  deletes: fc.nat({ max: 14 }),
  creates: fc.nat({ max: 3 }),
  maxChangePercent: fc.integer({ min: 0, max: 100 }),
  minObjectsForPercent: fc.integer({ min: 0, max: 12 }),
});

function thresholdRefusal(scope: string, touched: number, objects: number, max: number): Refusal {
  const percent = Math.round((touched * 100) / objects);
  return {
    rule: 'threshold',
    address: scope,
    message: `${touched} of ${objects} objects in ${scope} would be updated or deleted (${percent}%, more than the ${max}% allowed)`,
    flag: '--force',
  };
}

describe('the change threshold over random scopes', () => {
  it('refuses exactly when more than maxChangePercent of at least minObjectsForPercent objects change', () => {
    fc.assert(
      fc.property(scopes, (drawn) => {
        const { objects, ignored, creates, maxChangePercent, minObjectsForPercent } = drawn;
        const updates = Math.min(drawn.updates, objects);
        const deletes = Math.min(drawn.deletes, objects - updates);
        const live = [...liveGroups(objects), ...liveGroups(ignored, 'Legacy ')];
        // The first `updates` groups change tags, the next `deletes` are not declared (pruned), the rest stay.
        const declared = [
          ...liveGroups(objects)
            .slice(0, updates)
            .map((entry) => group(entry.name, 'withAny', ['b'])),
          ...liveGroups(objects)
            .slice(updates + deletes)
            .map((entry) => group(entry.name, 'withAny', ['a'])),
          ...Array.from({ length: creates }, (_, index) => group(`New${index}`, 'withAll', ['c'])),
        ];
        const desired = desiredState([
          organization('O_1', {
            networks: [
              network('N_1', declared, {
                prune: true,
                ignore: ['Legacy *'],
                maxChangePercent,
                minObjectsForPercent,
              }),
            ],
          }),
        ]);
        const liveState: LiveState = {
          organizations: [{ id: 'O_1', networks: [{ id: 'N_1', targetGroups: live }] }],
        };
        const made = planChanges(desired, liveState, options());
        const touched = updates + deletes;
        const refuse =
          objects > 0 && objects >= minObjectsForPercent && touched * 100 > maxChangePercent * objects;
        const context = { plan: made, desired, options: {} };
        const scope = 'network/N_1/targetGroup';
        expect(refuseThreshold(context)).toEqual(
          refuse ? [thresholdRefusal(scope, touched, objects, maxChangePercent)] : [],
        );
        expect(refuseThreshold({ ...context, options: { force: true } })).toEqual([]);
        expect(refuseThreshold({ ...context, options: { allowDelete: true } })).toEqual(
          refuseThreshold(context),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('at the boundary: exactly maxChangePercent passes and one more object refuses, on both sides of the minimum', () => {
    const judge = (objects: number, touched: number, max: number, min: number): string[] => {
      const declared = liveGroups(objects).map((entry, index) =>
        group(entry.name, 'withAny', index < touched ? ['b'] : ['a']),
      );
      const desired = desiredState([
        organization('O_1', {
          networks: [network('N_1', declared, { maxChangePercent: max, minObjectsForPercent: min })],
        }),
      ]);
      const live: LiveState = {
        organizations: [{ id: 'O_1', networks: [{ id: 'N_1', targetGroups: liveGroups(objects) }] }],
      };
      return checkSafety(planChanges(desired, live, options()), desired, {}).map(
        (refusal) => refusal.message,
      );
    };
    // 20 objects, 25%: 5 changes are exactly 25% (allowed), 6 are 30%.
    expect(judge(20, 5, 25, 20)).toEqual([]);
    expect(judge(20, 6, 25, 20)).toEqual([
      '6 of 20 objects in network/N_1/targetGroup would be updated or deleted (30%, more than the 25% allowed)',
    ]);
    // The minimum: 20 objects with a minimum of 21 is never judged; with a minimum of 20 it is.
    expect(judge(20, 20, 25, 21)).toEqual([]);
    expect(judge(20, 20, 25, 20)).toHaveLength(1);
    // A percentage is rounded for the message only: 1 of 3 at 33% passes, 2 of 3 (67%) refuses.
    expect(judge(3, 1, 33, 0)).toEqual([
      '1 of 3 objects in network/N_1/targetGroup would be updated or deleted (33%, more than the 33% allowed)',
    ]);
    expect(judge(3, 1, 34, 0)).toEqual([]);
    // 0% allows nothing; 100% allows everything.
    expect(judge(1, 1, 0, 0)).toHaveLength(1);
    expect(judge(1, 1, 100, 0)).toEqual([]);
    expect(judge(0, 0, 0, 0)).toEqual([]);
  });

  it('judges each scope on its own: roles of the organization and groups of each network', () => {
    const roles = Array.from({ length: 10 }, (_, index) => ({
      roleId: `r${index}`,
      name: `R${index}`,
      scope: 'some' as const,
      tags: ['a'],
    }));
    const desired = desiredState([
      organization('O_1', {
        adminRoles: roles.map((entry, index) => role(entry.name, 'some', index < 3 ? ['b'] : ['a'])),
        networks: [
          network(
            'N_1',
            liveGroups(10).map((entry, index) => group(entry.name, 'withAny', index < 4 ? ['b'] : ['a'])),
          ),
          network(
            'N_2',
            liveGroups(10, 'H').map((entry, index) =>
              group(entry.name, 'withAny', index < 3 ? ['b'] : ['a']),
            ),
          ),
        ],
      }),
    ]);
    const live: LiveState = {
      organizations: [
        {
          id: 'O_1',
          adminRoles: roles,
          networks: [
            { id: 'N_1', targetGroups: liveGroups(10) },
            { id: 'N_2', targetGroups: liveGroups(10, 'H') },
          ],
        },
      ],
    };
    expect(checkSafety(planChanges(desired, live, options()), desired, {})).toEqual([
      thresholdRefusal('network/N_1/targetGroup', 4, 10, 30),
    ]);
  });
});
