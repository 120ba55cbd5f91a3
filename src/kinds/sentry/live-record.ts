import type { LiveSentryAssignment } from '../../model/live.js';
import { fingerprint } from '../../canonical/fingerprint.js';
import { normalizeSentryPolicy } from './sentry.js';

/*
 * The live record a plan's `before` and `liveFingerprint` cover: the network's canonical list with
 * policyIds. The planner builds it here, and the applier recomputes fingerprints from a fresh read.
 */

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

export function sentryFingerprint(networkId: string, live: LiveSentryAssignment | undefined): string {
  return fingerprint(sentryLiveRecord(networkId, live));
}
