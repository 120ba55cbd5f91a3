import type { LiveEchoPolicy } from '../../model/desired.js';
import type { LiveSentryAssignment } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import { liveEchoSetting as setting } from '../live-echo-setting.js';
import { describeSentryMismatch, type PolicyLike } from '../live-compare.js';

/**
 * A written sentry list that came back reversed, explained: the Dashboard numbers sentry priority from
 * the other end than the organization's setting says. Undefined for any other difference.
 */
export function diagnoseSentryEcho(
  change: Change,
  live: LiveSentryAssignment | undefined,
  desired: readonly PolicyLike[],
  echo: LiveEchoPolicy | undefined,
): string | undefined {
  if (live === undefined) return undefined;
  if (describeSentryMismatch(live, desired) === undefined) return undefined;
  const reversed = { ...live, policies: [...live.policies].reverse() };
  if (describeSentryMismatch(reversed, desired) !== undefined) return undefined;
  const current = echo?.sentryPriorityOne ?? 'highest';
  const other = current === 'highest' ? 'lowest' : 'highest';
  const order = (policies: readonly PolicyLike[]): string =>
    policies.map((p) => `${String(p.smNetworkId)}/${String(p.groupPolicyId)}`).join(', ');
  return `sentry policies of network ${change.networkId ?? '?'} in organization ${change.orgId}: the order was written (highest priority first) as [${order(desired)}] but came back, read with priority "1" as the ${current}, as [${order(live.policies)}]; the Dashboard numbers sentry priority from the other end. Adapt smform: ${setting(change.orgId, 'sentryPriorityOne', other)}`;
}
