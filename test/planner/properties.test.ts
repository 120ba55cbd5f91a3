import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSentryPut } from '../../src/kinds/sentry/sentry-put.js';
import type { DesiredState } from '../../src/model/desired.js';
import type { LiveState } from '../../src/model/live.js';
import type { Change, Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/planner/plan.js';
import { desiredAndLive, desiredStates, liveSentry } from './helpers/arbitraries.js';
import { liveFromDesired, options } from './helpers/builders.js';
import { applyPlanToLive } from './helpers/simulate.js';

const runs = { numRuns: 200 };
const writes = (result: Plan): Change[] => result.changes.filter((change) => change.action !== 'noop');

describe('planner properties', () => {
  it('plan(x, x) has no create, update or delete, and no diagnostics but "nothing to manage"', () => {
    fc.assert(
      fc.property(desiredStates, (desired) => {
        const result = planChanges(desired, liveFromDesired(desired), options());
        expect(writes(result)).toEqual([]);
        expect(result.unmanaged).toEqual([]);
        // An organization declaring no kind at all is warned about (issue 13), nothing else.
        const empty = desired.organizations.filter(
          (org) =>
            org.adminRoles === undefined &&
            org.sentryPolicies === undefined &&
            org.networks.every((network) => network.targetGroups === undefined),
        );
        expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(
          empty.map(() => 'nothing-to-manage'),
        );
      }),
      runs,
    );
  });

  it('plan never throws on schema-valid desired states against any live state', () => {
    fc.assert(
      fc.property(
        desiredAndLive,
        fc.array(fc.constantFrom('*/A', 'network/*', 'org/O_1/*'), { maxLength: 2 }),
        ([desired, live], globs) => {
          const result = planChanges(desired, live, options({ targets: globs }));
          expect(
            result.summary.create + result.summary.update + result.summary.delete + result.summary.noop,
          ).toBe(result.changes.length);
        },
      ),
      runs,
    );
  });

  it('does not depend on the order organizations, networks and objects arrive in', () => {
    const reversedDesired = (desired: DesiredState): DesiredState => ({
      ...desired,
      organizations: [...desired.organizations].reverse().map((org) => ({
        ...org,
        ...(org.adminRoles === undefined ? {} : { adminRoles: [...org.adminRoles].reverse() }),
        ...(org.sentryPolicies === undefined ? {} : { sentryPolicies: [...org.sentryPolicies].reverse() }),
        networks: [...org.networks]
          .reverse()
          .map((net) =>
            net.targetGroups === undefined ? net : { ...net, targetGroups: [...net.targetGroups].reverse() },
          ),
      })),
    });
    const reversedLive = (live: LiveState): LiveState => ({
      organizations: [...live.organizations].reverse().map((org) => ({
        ...org,
        ...(org.adminRoles === undefined ? {} : { adminRoles: [...org.adminRoles].reverse() }),
        ...(org.sentryPolicies === undefined ? {} : { sentryPolicies: [...org.sentryPolicies].reverse() }),
        networks: [...org.networks]
          .reverse()
          .map((net) =>
            net.targetGroups === undefined ? net : { ...net, targetGroups: [...net.targetGroups].reverse() },
          ),
      })),
    });
    fc.assert(
      fc.property(desiredAndLive, ([desired, live]) => {
        expect(planChanges(reversedDesired(desired), reversedLive(live), options())).toEqual(
          planChanges(desired, live, options()),
        );
      }),
      runs,
    );
  });

  it('applying the plan to the live state, then planning again, is empty', () => {
    fc.assert(
      fc.property(desiredAndLive, ([desired, live]) => {
        const first = planChanges(desired, live, options());
        const second = planChanges(desired, applyPlanToLive(live, first), options());
        expect(writes(second)).toEqual([]);
        expect(second.unmanaged).toEqual(first.unmanaged);
      }),
      runs,
    );
  });

  it('with prune off, no undeclared live object is touched', () => {
    const withoutPrune = (desired: DesiredState): DesiredState => ({
      ...desired,
      organizations: desired.organizations.map((org) => ({
        ...org,
        policy: { ...org.policy, prune: false },
        networks: org.networks.map((net) => ({ ...net, policy: { ...net.policy, prune: false } })),
      })),
    });
    fc.assert(
      fc.property(desiredAndLive, ([rawDesired, live]) => {
        const desired = withoutPrune(rawDesired);
        const after = applyPlanToLive(live, planChanges(desired, live, options()));
        for (const org of desired.organizations) {
          const before = live.organizations.find((candidate) => candidate.id === org.id);
          const now = after.organizations.find((candidate) => candidate.id === org.id);
          const declaredRoles = new Set((org.adminRoles ?? []).map((entry) => entry.name));
          const untouchedRoles = (state: LiveState['organizations'][number] | undefined) =>
            (state?.adminRoles ?? []).filter(
              (entry) => org.adminRoles === undefined || !declaredRoles.has(entry.name),
            );
          expect(untouchedRoles(now)).toEqual(untouchedRoles(before));
          const declaredSentry = new Set((org.sentryPolicies ?? []).map((entry) => entry.networkId));
          const untouchedSentry = (state: LiveState['organizations'][number] | undefined) =>
            (state?.sentryPolicies ?? []).filter(
              (entry) => !declaredSentry.has(entry.networkId) && entry.policies.length > 0,
            );
          expect(untouchedSentry(now)).toEqual(untouchedSentry(before));
          for (const net of org.networks) {
            const declared = new Set((net.targetGroups ?? []).map((entry) => entry.name));
            const undeclared = (state: LiveState['organizations'][number] | undefined) =>
              (state?.networks.find((candidate) => candidate.id === net.id)?.targetGroups ?? []).filter(
                (entry) => net.targetGroups === undefined || !declared.has(entry.name),
              );
            expect(undeclared(now)).toEqual(undeclared(before));
          }
        }
      }),
      runs,
    );
  });

  it('a sentry PUT never drops a policy of a network without a change', () => {
    const changeFor = (networkId: string, action: Change['action']): Change => ({
      address: `org/O_1/sentry/${networkId}`,
      kind: 'sentry',
      action,
      orgId: 'O_1',
      networkId,
      before: null,
      after:
        action === 'delete'
          ? null
          : { networkId, policies: [{ smNetworkId: 'N_SM', groupPolicyId: '1', scope: 'all', tags: [] }] },
      fieldChanges: [],
      liveFingerprint: null,
    });
    const changes = fc.uniqueArray(
      fc.record({
        networkId: fc.constantFrom('N_1', 'N_2', 'N_S1', 'N_NEW'),
        action: fc.constantFrom<Change['action']>('create', 'update', 'delete', 'noop'),
      }),
      { selector: (entry) => entry.networkId, maxLength: 3 },
    );
    fc.assert(
      fc.property(liveSentry, changes, (liveAll, picked) => {
        const body = buildSentryPut(
          liveAll,
          picked.map((entry) => changeFor(entry.networkId, entry.action)),
        );
        const changed = new Set<string>(
          picked.filter((entry) => entry.action !== 'noop').map((entry) => entry.networkId),
        );
        for (const assignment of liveAll) {
          if (changed.has(assignment.networkId)) continue;
          const sent = body.items.find((item) => item.networkId === assignment.networkId);
          expect(sent?.policies).toEqual(
            [...assignment.policies].reverse().map((policy) => ({
              policyId: policy.policyId,
              smNetworkId: policy.smNetworkId,
              scope: policy.scope,
              tags: policy.tags,
              groupPolicyId: policy.groupPolicyId,
            })),
          );
        }
      }),
      runs,
    );
  });
});
