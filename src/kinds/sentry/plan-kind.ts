import type { DesiredOrganization } from '../../model/desired.js';
import type { LiveOrganization, LiveSentryAssignment } from '../../model/live.js';
import type { ListPlanOptions, OwnPlan, ScopePlan } from '../kind-spec.js';
import { notRead } from '../not-read.js';
import {
  resolveGroupPolicies,
  withGroupPolicyNames,
  type ResolvedGroupPolicies,
} from './group-policy-names.js';
import { sentryScopeInWords } from './address.js';
import { unconfirmedSentryOrder } from './order.js';
import { planSentry } from './plan-lists.js';
import { sentryTouches, type SentryList } from './touches.js';

/**
 * The organization's declared sentry lists with group policy names resolved and ids checked, for the
 * lists the plan covers (in view, or whose live list is): `planSentry` then plans the resolved lists.
 */
function resolveSentryGroupPolicies(
  org: DesiredOrganization,
  live: LiveOrganization,
  lists: readonly LiveSentryAssignment[],
  inView: (list: SentryList) => boolean,
): ResolvedGroupPolicies {
  const byNetwork = new Map(lists.map((list) => [list.networkId, list]));
  return resolveGroupPolicies(org, live, (list) => {
    const current = byNetwork.get(list.networkId);
    return inView(list) || (current !== undefined && inView(current));
  });
}

/** The sentry part without the changes of lists that could not be resolved, names shown beside ids. */
function namedSentryPart(part: ScopePlan, resolved: ResolvedGroupPolicies): ScopePlan {
  if (resolved.failed.size === 0 && resolved.names.size === 0) return part;
  const kept = part.changes.filter((change) => !resolved.failed.has(change.networkId ?? ''));
  return { ...part, changes: withGroupPolicyNames(kept, resolved.names) };
}

/**
 * Plans an organization's sentry lists when they are in view (`owners`) and declared: one part, its
 * group policy names resolved, and the notice of a reorder nobody confirmed.
 */
export function planSentryLists(
  org: DesiredOrganization,
  live: LiveOrganization,
  owners: readonly string[],
  options: ListPlanOptions,
): OwnPlan {
  const declared = org.sentryPolicies;
  if (owners.length === 0 || declared === undefined) return { parts: [], diagnostics: [] };
  const lists = live.sentryPolicies;
  if (lists === undefined) {
    return {
      parts: [],
      diagnostics: [notRead(sentryScopeInWords(org.id), org.source)],
    };
  }
  const { networkIds } = options;
  // With --network, the sentry lists that belong to a filtered network or hold a policy on one.
  const inView = (list: SentryList): boolean => networkIds.length === 0 || sentryTouches(list, networkIds);
  const groupPolicies = resolveSentryGroupPolicies(org, live, lists, inView);
  const part = planSentry(org, groupPolicies.declared, lists, inView, options);
  const named = namedSentryPart(part, groupPolicies);
  const order = unconfirmedSentryOrder(org, named.changes);
  return { parts: [named], diagnostics: [...groupPolicies.diagnostics, ...order] };
}
