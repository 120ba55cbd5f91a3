import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seed, Snapshot } from '../../src/emulator/index.js';
import { ROLE_SCOPES, TAG_SCOPE_KEYWORDS } from '../../src/model/scope.js';
import { activeChanges, startHarness } from './harness.js';

/*
 * Convergence over the real emulator: for random live and declared states of all three kinds, applying
 * the plan leaves nothing to plan, and objects the config does not own are never touched. Each run starts
 * its own emulator; the run count is small because each one is a full plan/apply/plan over HTTP (the pure
 * planner's properties run hundreds of cases in memory).
 */

const tagPool = fc.uniqueArray(fc.constantFrom('a', 'b', 'kiosk', 'ipad'), { minLength: 1, maxLength: 3 });
const keyword = fc.constantFrom(...TAG_SCOPE_KEYWORDS);
const tagged = (scope: string): boolean => scope !== 'all' && scope !== 'none';
const scoped = fc
  .record({ scope: keyword, tags: tagPool })
  .map((entry) => (tagged(entry.scope) ? entry : { scope: entry.scope, tags: [] as string[] }));
const names = ['Kiosks', 'Finance', 'Temp', 'Phones'];
const groups = fc.uniqueArray(fc.record({ name: fc.constantFrom(...names), scoped }), {
  selector: (g) => g.name,
  maxLength: 4,
});
const roles = fc.uniqueArray(
  fc.record({ name: fc.constantFrom(...names), scope: fc.constantFrom(...ROLE_SCOPES), tags: tagPool }),
  { selector: (r) => r.name, maxLength: 4 },
);
const policies = fc.uniqueArray(
  fc.record({ groupPolicyId: fc.constantFrom('101', '102', '103', '104'), scoped }),
  { selector: (p) => p.groupPolicyId, maxLength: 3 },
);

const world = fc.record({
  liveGroups: groups,
  wantGroups: groups,
  liveRoles: roles,
  wantRoles: roles,
  liveSentry: policies,
  wantSentry: policies,
  otherSentry: policies,
  prune: fc.boolean(),
});
type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

function seedOf(w: World): Seed {
  let n = 0;
  const id = (): string => `x${++n}`;
  return {
    organizations: [
      {
        id: '9001',
        adminRoles: w.liveRoles.map((r) => ({ roleId: id(), ...r })),
        sentryPolicies: [
          {
            networkId: 'N_1',
            policies: w.liveSentry.map((p) => ({
              policyId: id(),
              smNetworkId: 'N_1',
              groupPolicyId: p.groupPolicyId,
              ...p.scoped,
            })),
          },
          {
            networkId: 'N_2',
            policies: w.otherSentry.map((p) => ({
              policyId: id(),
              smNetworkId: 'N_2',
              groupPolicyId: p.groupPolicyId,
              ...p.scoped,
            })),
          },
        ],
        networks: [
          { id: 'N_1', targetGroups: w.liveGroups.map((g) => ({ id: id(), name: g.name, ...g.scoped })) },
          { id: 'N_2' },
        ],
      },
    ],
  };
}

/** The config as JSON, which is YAML too. */
function configOf(w: World): string {
  return JSON.stringify({
    organizations: [
      {
        id: '9001',
        policy: { prune: w.prune },
        adminRoles: w.wantRoles,
        sentryPolicies: [
          {
            network: 'N_1',
            policies: w.wantSentry.map((p) => ({
              smNetwork: 'N_1',
              groupPolicyId: p.groupPolicyId,
              ...p.scoped,
            })),
          },
        ],
        networks: [{ id: 'N_1', targetGroups: w.wantGroups.map((g) => ({ name: g.name, ...g.scoped })) }],
      },
    ],
  });
}

const sentryOf = (state: Snapshot, networkId: string) =>
  state.organizations[0]?.sentryPolicies
    .find((s) => s.networkId === networkId)
    ?.policies.map((p) => p.policyId) ?? [];

describe('apply then plan converges over the emulator', () => {
  it('for random states of all three kinds (with and without prune)', async () => {
    let writingRuns = 0;
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const h = await startHarness(seedOf(w));
        try {
          const desired = h.desired(configOf(w));
          const before = h.emulator.state();
          const first = await h.plan(desired);
          if (activeChanges(first).length > 0) writingRuns += 1;
          const result = await h.apply(first);
          expect(result.verification).toEqual([]);
          expect(result.ok).toBe(true);
          expect(activeChanges(await h.plan(desired))).toEqual([]);
          const after = h.emulator.state();
          // Without prune, the undeclared sentry network keeps its policies and their ids through the
          // org-wide PUT, and undeclared roles are untouched.
          if (!w.prune) expect(sentryOf(after, 'N_2')).toEqual(sentryOf(before, 'N_2'));
          if (!w.prune) {
            const declared = new Set(w.wantRoles.map((r) => r.name));
            const untouched = (s: Snapshot) =>
              s.organizations[0]?.adminRoles.filter((r) => !declared.has(r.name));
            expect(untouched(after)).toEqual(untouched(before));
          }
        } finally {
          await h.emulator.close();
          await h.client.close();
        }
      }),
      { numRuns: 200 },
    );
    // The generators must really make work for the applier, not only settled states.
    expect(writingRuns).toBeGreaterThan(130);
    // 200 emulators, each planned, applied and planned again: 48 s on a 2-core machine at a load of 16.
  }, 300_000);
});
