import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/applier/index.js';
import { createClient } from '../../src/client/index.js';
import { SmformError } from '../../src/model/errors.js';
import type { LiveState } from '../../src/model/live.js';
import type { Change, Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/planner/plan.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { desiredAndLive, desiredStates } from './helpers/arbitraries.js';
import {
  assignment,
  desiredState,
  group,
  liveFromDesired,
  network,
  options,
  organization,
  sentryPolicy,
} from './helpers/builders.js';

/*
 * Issue 27.1 by construction: live lists that repeat an id (as a paging overlap or a snapshot can) never
 * give a plan that deletes or updates an id it also keeps, and the applier refuses a plan that would.
 */

const runs = { numRuns: 150 };

/** How a list is repeated: which positions come again, and whether the copy is changed. */
const repeats = fc.array(fc.record({ at: fc.nat(), changed: fc.boolean() }), { maxLength: 3 });

type Repeats = { at: number; changed: boolean }[];

/** The live state with the chosen entries of every list listed again (at the end), and how many changed. */
function withRepeats(live: LiveState, choices: Repeats[]): { live: LiveState; changedCopies: number } {
  let next = 0;
  let changedCopies = 0;
  const repeatIn = <T>(list: readonly T[], change: (item: T) => T): T[] => {
    const chosen = choices[next++ % choices.length] ?? [];
    if (list.length === 0) return [...list];
    const copies = chosen.map(({ at, changed }) => {
      const original = list[at % list.length] as T;
      if (changed) changedCopies += 1;
      return changed ? change(original) : { ...original };
    });
    return [...list, ...copies];
  };
  const renamed = <T extends { name: string }>(item: T): T => ({ ...item, name: `${item.name} (changed)` });
  const repeated: LiveState = {
    organizations: live.organizations.map((org) => ({
      ...org,
      ...(org.adminRoles === undefined ? {} : { adminRoles: repeatIn(org.adminRoles, renamed) }),
      ...(org.sentryPolicies === undefined
        ? {}
        : {
            sentryPolicies: org.sentryPolicies.map((list) => ({
              ...list,
              policies: repeatIn(list.policies, (policy) => ({ ...policy, groupPolicyId: '999' })),
            })),
          }),
      networks: org.networks.map((network) =>
        network.targetGroups === undefined
          ? network
          : { ...network, targetGroups: repeatIn(network.targetGroups, renamed) },
      ),
    })),
  };
  return { live: repeated, changedCopies };
}

/** Every live object a plan names with a write, and the other changes naming it: none may exist. */
function idsNamedTwiceWithAWrite(plan: Plan): string[] {
  const named = new Map<string, Change[]>();
  for (const change of plan.changes) {
    if (change.action === 'create') continue;
    const key =
      change.kind === 'sentry'
        ? change.address
        : `${change.kind} ${change.orgId} ${change.networkId ?? ''} ${change.id ?? '?'}`;
    named.set(key, [...(named.get(key) ?? []), change]);
  }
  return [...named]
    .filter(([, changes]) => changes.length > 1 && changes.some((change) => change.action !== 'noop'))
    .map(([key]) => key);
}

describe('live lists that repeat an id', () => {
  it('never give a plan that deletes or updates an id it also keeps', () => {
    fc.assert(
      fc.property(
        desiredAndLive,
        fc.array(repeats, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        ([desired, live], choices, prune) => {
          const { live: repeated } = withRepeats(live, choices);
          const plan = planChanges(desired, repeated, options({ allowDelete: prune }));
          expect(idsNamedTwiceWithAWrite(plan)).toEqual([]);
        },
      ),
      runs,
    );
  });

  it('identical copies plan exactly what the list without them plans, with a warning per id', () => {
    fc.assert(
      fc.property(desiredAndLive, fc.array(repeats, { minLength: 1, maxLength: 8 }), ([desired, live], c) => {
        const choices = c.map((list) => list.map((entry) => ({ ...entry, changed: false })));
        const plan = planChanges(desired, withRepeats(live, choices).live, options());
        const once = planChanges(desired, live, options());
        expect(plan.changes).toEqual(once.changes);
        expect(plan.unmanaged).toEqual(once.unmanaged);
        const others = plan.diagnostics.filter((d) => d.code !== 'repeated-live-id');
        expect(others).toEqual(once.diagnostics);
        for (const d of plan.diagnostics.filter((d) => d.code === 'repeated-live-id'))
          expect(d.severity).toBe('warning');
      }),
      runs,
    );
  });

  it('copies that differ are a plan error naming the id', () => {
    fc.assert(
      fc.property(desiredStates, fc.array(repeats, { minLength: 1, maxLength: 8 }), (desired, choices) => {
        const { live, changedCopies } = withRepeats(liveFromDesired(desired), choices);
        const plan = planChanges(desired, live, options());
        const errors = plan.diagnostics.filter(
          (d) => d.code === 'repeated-live-id' && d.severity === 'error',
        );
        expect(errors.length > 0).toBe(changedCopies > 0);
        for (const error of errors)
          expect(error.message).toMatch(/ list (id|roleId|policyId) .+ (twice|\d+ times), differing in /);
      }),
      runs,
    );
  });
});

describe('a repeated live id, in words', () => {
  it('names the list, the id and how often, and whether the copies differ', () => {
    const desired = desiredState([
      organization('1', {
        sentryPolicies: [assignment('N_1', [sentryPolicy('101'), sentryPolicy('102')])],
        networks: [network('N_2', [group('Lab', 'all')])],
      }),
    ]);
    const live = liveFromDesired(desired);
    const org = live.organizations[0];
    const list = org?.sentryPolicies?.[0];
    const lab = org?.networks[0]?.targetGroups?.[0];
    if (org === undefined || list === undefined || lab === undefined) throw new Error('no live state');
    const [first, second] = list.policies;
    if (first === undefined || second === undefined) throw new Error('no live policies');
    const inner = {
      ...list,
      policies: [first, second, { ...second, tags: ['x'] }, { ...second, scope: 'none' as const }],
    };
    const repeated: LiveState = {
      organizations: [
        {
          ...org,
          sentryPolicies: [inner, { ...inner }],
          networks: [{ ...org.networks[0]!, targetGroups: [lab, { ...lab }] }],
        },
      ],
    };
    const plan = planChanges(desired, repeated, options());
    const hint = 'read the live state again (for a snapshot: take it again)';
    expect(plan.diagnostics).toStrictEqual([
      {
        severity: 'error',
        code: 'repeated-live-id',
        message:
          'the live sentry policies of network N_1 list policyId p:N_1:1 3 times, differing in tags, scope: which copy is live cannot be known',
        hint,
      },
      {
        severity: 'warning',
        code: 'repeated-live-id',
        message:
          'the live sentry policy lists of organization 1 list networkId N_1 twice, identical each time: it is planned once',
      },
      {
        severity: 'warning',
        code: 'repeated-live-id',
        message:
          'the live target groups of network N_2 list id tg:N_2:Lab twice, identical each time: it is planned once',
      },
    ]);
  });
});

describe('the applier', () => {
  it('refuses, before any request, a plan that deletes an id another change keeps or updates', async () => {
    const emulator = await startTestEmulator({ organizations: [] });
    const client = createClient({ apiKey: 'test-key-invariant', baseUrl: emulator.url });
    await fc.assert(
      fc.asyncProperty(
        desiredStates,
        fc.constantFrom<Change['action']>('noop', 'update', 'delete'),
        async (desired, action) => {
          const plan = planChanges(desired, liveFromDesired(desired), options());
          const kept = plan.changes.find((change) => change.id !== undefined);
          fc.pre(kept !== undefined);
          if (kept === undefined) return;
          const forged: Plan = {
            ...plan,
            changes: [
              ...plan.changes,
              { ...kept, action: 'delete', after: null, reason: 'duplicate', liveFingerprint: 'sha256:x' },
              ...(action === 'noop' ? [] : [{ ...kept, action }]),
            ],
          };
          await expect(apply(forged, { client })).rejects.toThrow(
            `the plan names one live object in more than one change; nothing was written:\n  ${kept.action} ${kept.address} (id ${kept.id ?? ''}) and delete ${kept.address}`,
          );
          expect(emulator.requestLog).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('says why and what to do, the names escaped, and writes nothing', async () => {
    const emulator = await startTestEmulator({ organizations: [] });
    const client = createClient({ apiKey: 'fake-key-for-tests', baseUrl: emulator.url });
    const desired = desiredState([
      organization('1', {
        networks: [network('N_1', [group('Lab\u001b[2J', 'all'), group('Spare', 'none')])],
      }),
    ]);
    const plan = planChanges(desired, liveFromDesired(desired), options());
    const deleted = (kept: Change): Change => ({
      ...kept,
      action: 'delete',
      after: null,
      liveFingerprint: 'sha256:x',
    });
    const forged: Plan = { ...plan, changes: [...plan.changes, ...plan.changes.map(deleted)] };
    const refusal = await apply(forged, { client }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(SmformError);
    expect(refusal).toMatchObject({
      message:
        'the plan names one live object in more than one change; nothing was written:\n' +
        '  noop network/N_1/targetGroup/Lab\\u001b[2J (id tg:N_1:Lab\\u001b[2J) and delete network/N_1/targetGroup/Lab\\u001b[2J (id tg:N_1:Lab\\u001b[2J)\n' +
        '  noop network/N_1/targetGroup/Spare (id tg:N_1:Spare) and delete network/N_1/targetGroup/Spare (id tg:N_1:Spare)',
      fault: 'stale',
      hint: 'plan again and apply the new plan; never edit a plan by hand',
    });
    expect(emulator.requestLog).toEqual([]);
  });
});
