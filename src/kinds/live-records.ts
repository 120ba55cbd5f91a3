import type { LiveAdminRole, LiveSentryAssignment, LiveTargetGroup } from '../model/live.js';
import { normalizeAdminRole } from './admin-roles.js';
import { fingerprint } from '../canonical/fingerprint.js';
import { normalizeSentryPolicy } from './sentry.js';
import { normalizeTargetGroup } from './target-groups.js';

/*
 * The live records a plan's `before` and `liveFingerprint` cover: the live id plus the canonical form;
 * for sentry, the network's canonical list with policyIds. The planner builds them here, and the applier
 * recomputes fingerprints from a fresh read with the same functions.
 */

export function targetGroupLiveRecord(live: LiveTargetGroup): Record<string, unknown> {
  return { id: live.id, ...normalizeTargetGroup(live) };
}

export function adminRoleLiveRecord(live: LiveAdminRole): Record<string, unknown> {
  return { roleId: live.roleId, ...normalizeAdminRole(live) };
}

/** A network without live policies (absent from the read) records an empty list. */
export function sentryLiveRecord(
  networkId: string,
  live: LiveSentryAssignment | undefined,
): Record<string, unknown> {
  const policies = (live?.policies ?? []).map((policy) => ({
    policyId: policy.policyId,
    ...normalizeSentryPolicy(policy),
  }));
  return { networkId, policies };
}

export function targetGroupFingerprint(live: LiveTargetGroup): string {
  return fingerprint(targetGroupLiveRecord(live));
}

export function adminRoleFingerprint(live: LiveAdminRole): string {
  return fingerprint(adminRoleLiveRecord(live));
}

export function sentryFingerprint(networkId: string, live: LiveSentryAssignment | undefined): string {
  return fingerprint(sentryLiveRecord(networkId, live));
}
