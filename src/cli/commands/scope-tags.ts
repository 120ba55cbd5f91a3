import type { DesiredState } from '../../model/desired.js';
import type { LiveDevice } from '../../model/live.js';
import type { Change, KnockOnEffect, Plan } from '../../model/plan.js';
import { parseScope } from '../../model/scope-address.js';
import { slotObjects } from '../../kinds/kind-slot.js';
import { plannedTagsOfPlan, type PlannedTags } from '../../planner/index.js';
import { knockOnInPlanOrder } from '../../plan-file/render.js';
import type { ScopeKnockOn } from '../../report/scope.js';

const TAG_KIND = 'deviceTag';

/**
 * The declared networks a sentry list selects devices of after the plan that declare device tags: the
 * scope's plan must plan their tags too, or the list would be judged on live tags alone.
 */
export function tagNetworksOfList(desired: DesiredState, orgId: string, listNetwork: string): string[] {
  const org = desired.organizations.find((candidate) => candidate.id === orgId);
  const list = org?.sentryPolicies?.find((candidate) => candidate.networkId === listNetwork);
  const selected = new Set((list?.policies ?? []).map((policy) => policy.smNetworkId));
  return (org?.networks ?? [])
    .filter((network) => selected.has(network.id) && slotObjects(network, TAG_KIND) !== undefined)
    .map((network) => network.id);
}

/** What the plan's tag changes mean for one object's scope. */
export interface ScopeTagFacts {
  /** The change the devices are judged by: a tag's own address is judged as the scope `withAny [tag]`. */
  judged: Change;
  /** Each device's tags after the plan, for the devices the tag changes move. */
  planned: PlannedTags;
  /** The plan's tag changes in the object's networks. */
  tagChanges: string[];
  knockOn: ScopeKnockOn[];
}

/**
 * The planned tags of the scope's devices and the plan's knock-on effects on the object, taken from the
 * plan's tag changes as they are, so `smform scope` and the plan cannot tell them apart.
 */
export function scopeTagFacts(
  change: Change,
  plan: Plan,
  networks: readonly string[],
  fleet: ReadonlyMap<string, readonly LiveDevice[]>,
): ScopeTagFacts {
  const tags = plan.changes.filter((candidate) => candidate.kind === TAG_KIND);
  const inScope = new Set(networks);
  const tagChanges = tags
    .filter((tag) => tag.action !== 'noop' && tag.networkId !== undefined && inScope.has(tag.networkId))
    .map((tag) => tag.address);
  const knockOn =
    change.kind === TAG_KIND
      ? (change.deviceTag?.knockOn ?? []).map((effect) => scopeKnockOn(change.address, effect))
      : tags.flatMap((tag) =>
          (tag.deviceTag?.knockOn ?? [])
            .filter((effect) => effect.address === change.address)
            .map((effect) => scopeKnockOn(tag.address, effect)),
        );
  return {
    judged: change.kind === TAG_KIND ? asTagScope(change) : change,
    planned: plannedTagsOfPlan(plan.changes, fleet),
    tagChanges,
    knockOn,
  };
}

/** A knock-on effect with its tag change first, then as plan JSON writes it (`scope --output json`). */
function scopeKnockOn(tagChange: string, effect: KnockOnEffect): ScopeKnockOn {
  return { tagChange, ...knockOnInPlanOrder(effect) };
}

/** A tag's members as a scope: the devices carrying it now and after the plan, on their planned tags. */
function asTagScope(change: Change): Change {
  const scope = { scope: 'withAny', tags: [parseScope(change.address)?.key ?? ''] };
  return { ...change, before: scope, after: scope };
}
