import type { DesiredOrganization } from '../model/desired.js';
import type { LiveOrganization, LiveSentryAssignment } from '../model/live.js';
import {
  resolveGroupPolicies,
  withGroupPolicyNames,
  type ResolvedGroupPolicies,
} from '../kinds/sentry/group-policy-names.js';
import type { ScopePlan } from './scope-plan.js';

type SentryList = { networkId: string; policies: readonly { smNetworkId: string }[] };

/**
 * The organization's declared sentry lists with group policy names resolved and ids checked, for the
 * lists the plan covers (in view, or whose live list is): `planSentry` then plans the resolved lists.
 */
export function resolveSentryGroupPolicies(
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
export function namedSentryPart(part: ScopePlan, resolved: ResolvedGroupPolicies): ScopePlan {
  if (resolved.failed.size === 0 && resolved.names.size === 0) return part;
  const kept = part.changes.filter((change) => !resolved.failed.has(change.networkId ?? ''));
  return { ...part, changes: withGroupPolicyNames(kept, resolved.names) };
}
