import type { SentryPriorityOne, TagSet } from '../../model/desired.js';
import type { LiveSentryAssignment, LiveSentryPolicy } from '../../model/live.js';
import type { TagScopeKeyword } from '../../model/scope.js';
import { sameCanonical } from '../canonical-diff.js';
import { isRecord, liveDataError, optionalString, unwrapItems } from '../json.js';
import { effectiveTags, isTagScopeKeyword } from '../tag-scope.js';
import { readTags } from '../tags.js';

/** What is compared for one sentry policy: where it applies, which group policy, and its tag scope. */
export interface CanonicalSentryPolicy {
  smNetworkId: string;
  groupPolicyId: string;
  scope: TagScopeKeyword;
  tags: TagSet;
}

/** The one normal form for a sentry policy, desired and live (the live `policyId` is not compared). */
export function normalizeSentryPolicy(policy: {
  smNetworkId: string;
  groupPolicyId: string;
  scope: TagScopeKeyword;
  tags: readonly string[];
}): CanonicalSentryPolicy {
  return {
    smNetworkId: policy.smNetworkId,
    groupPolicyId: policy.groupPolicyId,
    scope: policy.scope,
    tags: effectiveTags(policy.scope, policy.tags),
  };
}

/** Equal canonical forms: every field of the form counts (derived from the form, not a list of fields). */
export function sameSentryPolicy(a: CanonicalSentryPolicy, b: CanonicalSentryPolicy): boolean {
  return sameCanonical(a, b);
}

/** Same group policy on the same SM network: the same policy, perhaps with another scope. */
export function sameSentryTarget(a: CanonicalSentryPolicy, b: CanonicalSentryPolicy): boolean {
  return a.smNetworkId === b.smNetworkId && a.groupPolicyId === b.groupPolicyId;
}

interface ReadPolicy {
  policy: LiveSentryPolicy;
  priority: number | undefined;
}

function readPolicy(raw: unknown, networkId: string, orgId: string): ReadPolicy {
  const where = `a sentry policy of network ${networkId} in organization ${orgId}`;
  if (!isRecord(raw)) throw liveDataError(`unexpected ${where}: not an object`);
  const policyId = optionalString(raw, 'policyId');
  if (policyId === undefined) throw liveDataError(`${where} has no policyId`);
  const smNetworkId = optionalString(raw, 'smNetworkId');
  const groupPolicyId = optionalString(raw, 'groupPolicyId');
  if (smNetworkId === undefined || groupPolicyId === undefined) {
    throw liveDataError(
      `sentry policy ${policyId} of network ${networkId} lacks smNetworkId or groupPolicyId`,
    );
  }
  const scope = raw['scope'];
  if (!isTagScopeKeyword(scope)) {
    throw liveDataError(
      `sentry policy ${policyId} of network ${networkId} has an unknown scope ${JSON.stringify(scope)}`,
    );
  }
  const priorityText = optionalString(raw, 'priority');
  const priority =
    priorityText === undefined || priorityText.trim() === '' ? undefined : Number(priorityText);
  return {
    policy: { policyId, smNetworkId, groupPolicyId, scope, tags: readTags(raw['tags']) },
    priority: priority !== undefined && Number.isFinite(priority) ? priority : undefined,
  };
}

/**
 * Highest priority first: by numeric `priority` when every policy has one, ascending when "1" is the
 * highest (the default), descending when it is the lowest (`policy.liveEcho.sentryPriorityOne: lowest`);
 * otherwise the API's own order is kept.
 */
function orderByPriority(policies: ReadPolicy[], priorityOne: SentryPriorityOne): LiveSentryPolicy[] {
  const ranked = policies.every((entry) => entry.priority !== undefined);
  const sign = priorityOne === 'lowest' ? -1 : 1;
  const ordered = ranked
    ? [...policies].sort((a, b) => sign * ((a.priority ?? 0) - (b.priority ?? 0)))
    : policies;
  return ordered.map((entry) => entry.policy);
}

/**
 * Reads `getOrganizationSmSentryPoliciesAssignmentsByNetwork` in any of its shapes: a bare `{items,
 * meta}` envelope, an array of envelopes (one per page), or a flat array of `{networkId, policies}`.
 * Networks split across pages are merged; networks keep the order they first appear in.
 */
export function readSentryAssignments(
  raw: unknown,
  orgId: string,
  priorityOne: SentryPriorityOne = 'highest',
): LiveSentryAssignment[] {
  const byNetwork = new Map<string, ReadPolicy[]>();
  for (const entry of unwrapItems(raw, `the sentry policies of organization ${orgId}`)) {
    if (!isRecord(entry))
      throw liveDataError(`unexpected sentry entry in organization ${orgId}: not an object`);
    const networkId = optionalString(entry, 'networkId');
    if (networkId === undefined)
      throw liveDataError(`a sentry entry in organization ${orgId} has no networkId`);
    const policies = entry['policies'] ?? [];
    if (!Array.isArray(policies)) {
      throw liveDataError(
        `the sentry policies of network ${networkId} in organization ${orgId} are not a list`,
      );
    }
    const list = byNetwork.get(networkId) ?? [];
    list.push(...policies.map((policy) => readPolicy(policy, networkId, orgId)));
    byNetwork.set(networkId, list);
  }
  return [...byNetwork].map(([networkId, policies]) => ({
    networkId,
    policies: orderByPriority(policies, priorityOne),
  }));
}
