import type { SentryWriteOrder } from '../../model/desired.js';
import type { LiveSentryAssignment, LiveSentryPolicy } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import { brokenPlan } from '../change-fields.js';
import { isRecord } from '../json.js';
import { Operation, type WriteRequest } from '../operations.js';
import {
  normalizeSentryPolicy,
  sameSentryPolicy,
  sameSentryTarget,
  type CanonicalSentryPolicy,
} from './sentry.js';
import { isTagScopeKeyword } from '../tag-scope.js';

/** One policy as the PUT sends it; `policyId` present when it updates an existing policy. */
export interface SentryPutPolicy {
  policyId?: string;
  smNetworkId: string;
  scope: CanonicalSentryPolicy['scope'];
  tags: string[];
  groupPolicyId: string;
}

/** The body of `updateOrganizationSmSentryPoliciesAssignments`: each network highest priority LAST. */
export interface SentryPutBody {
  items: { networkId: string; policies: SentryPutPolicy[] }[];
}

function readDesiredPolicies(change: Change): CanonicalSentryPolicy[] {
  if (change.action === 'delete') return [];
  const policies = isRecord(change.after) ? change.after['policies'] : undefined;
  if (!Array.isArray(policies)) throw brokenPlan(change, 'after.policies');
  return policies.map((entry) => {
    if (!isRecord(entry)) throw brokenPlan(change, 'after.policies entry');
    const { smNetworkId, groupPolicyId, scope, tags } = entry;
    if (
      typeof smNetworkId !== 'string' ||
      typeof groupPolicyId !== 'string' ||
      !isTagScopeKeyword(scope) ||
      !Array.isArray(tags) ||
      !tags.every((tag) => typeof tag === 'string')
    ) {
      throw brokenPlan(change, 'after.policies entry');
    }
    return normalizeSentryPolicy({ smNetworkId, groupPolicyId, scope, tags });
  });
}

/**
 * Keeps the `policyId` of live policies the desired list still holds: an entry with the same content
 * first, else one with the same smNetworkId + groupPolicyId. Each live policy is used at most once.
 */
function withPolicyIds(
  desired: CanonicalSentryPolicy[],
  live: readonly LiveSentryPolicy[],
): SentryPutPolicy[] {
  const unused = live.map((policy) => ({ policy, canonical: normalizeSentryPolicy(policy) }));
  const ids = new Map<number, string>();
  for (const fits of [sameSentryPolicy, sameSentryTarget]) {
    desired.forEach((policy, index) => {
      if (ids.has(index)) return;
      const found = unused.findIndex((candidate) => fits(candidate.canonical, policy));
      const [taken] = found === -1 ? [] : unused.splice(found, 1);
      if (taken !== undefined) ids.set(index, taken.policy.policyId);
    });
  }
  return desired.map((policy, index) => toPutPolicy(policy, ids.get(index)));
}

function toPutPolicy(policy: CanonicalSentryPolicy, policyId: string | undefined): SentryPutPolicy {
  const base = {
    smNetworkId: policy.smNetworkId,
    scope: policy.scope,
    tags: [...policy.tags],
    groupPolicyId: policy.groupPolicyId,
  };
  return policyId === undefined ? base : { policyId, ...base };
}

/**
 * The organization's COMPLETE sentry list for one PUT (the API deletes every policy a PUT leaves out).
 * Networks without a change are sent exactly as they are live, policyIds kept; a changed network gets
 * its desired list, keeping the policyIds of the policies it keeps; a deleted network an empty list.
 * Lists go out highest priority LAST, the reverse of the plan's order.
 */
export function buildSentryPut(
  liveAll: readonly LiveSentryAssignment[],
  changes: readonly Change[],
  /** `policy.liveEcho.sentryWriteOrder`: `highestFirst` sends each list in the plan's order. */
  writeOrder: SentryWriteOrder = 'highestLast',
): SentryPutBody {
  const sendOrder = (policies: SentryPutPolicy[]): SentryPutPolicy[] =>
    writeOrder === 'highestFirst' ? policies : policies.reverse();
  const desired = new Map<string, CanonicalSentryPolicy[]>();
  for (const change of changes) {
    if (change.kind !== 'sentry' || change.action === 'noop') continue;
    if (change.networkId === undefined) throw brokenPlan(change, 'networkId');
    if (desired.has(change.networkId)) throw brokenPlan(change, 'single change per network');
    desired.set(change.networkId, readDesiredPolicies(change));
  }
  const items: SentryPutBody['items'] = liveAll.map((assignment) => {
    const wanted = desired.get(assignment.networkId);
    const policies =
      wanted === undefined
        ? assignment.policies.map((policy) => toPutPolicy(policy, policy.policyId))
        : withPolicyIds(wanted, assignment.policies);
    return { networkId: assignment.networkId, policies: sendOrder(policies) };
  });
  const known = new Set(liveAll.map((assignment) => assignment.networkId));
  for (const [networkId, wanted] of desired) {
    if (!known.has(networkId)) items.push({ networkId, policies: sendOrder(withPolicyIds(wanted, [])) });
  }
  return { items };
}

/** The one PUT of an organization's sentry changes, as the applier sends it. */
export function sentryWrite(
  orgId: string,
  liveAll: readonly LiveSentryAssignment[],
  changes: readonly Change[],
): WriteRequest {
  return {
    operationId: Operation.updateSentryAssignments,
    params: { organizationId: orgId, ...buildSentryPut(liveAll, changes) },
  };
}
