import type { LiveEchoPolicy } from '../../model/desired.js';
import type { LiveSentryAssignment } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import { describeSentryMismatch, type PolicyLike } from '../live-compare.js';

/**
 * A written sentry list that came back reversed, explained without a guess: exactly one of reading
 * (`sentryPriorityOne`) and writing (`sentryWriteOrder`) is the other way round on this Dashboard (were
 * both, the list would come back as written), and only a look at the Dashboard tells which. Undefined
 * for any other difference.
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
  const read = echo?.sentryPriorityOne ?? 'highest';
  const write = echo?.sentryWriteOrder ?? 'highestLast';
  const network = change.networkId ?? '?';
  const order = (policies: readonly PolicyLike[]): string =>
    policies.map((p) => `${String(p.smNetworkId)}/${String(p.groupPolicyId)}`).join(', ');
  return [
    `sentry policies of network ${network} in organization ${change.orgId}: the order was written (highest priority first) as [${order(desired)}] but reads back as [${order(live.policies)}], reversed.`,
    `Either smform reads this Dashboard's priorities the other way round (sentryPriorityOne: ${read}) or the Dashboard takes a written list the other way round (sentryWriteOrder: ${write}); exactly one of the two, so the sentry lists this write carried may now be inverted in production.`,
    `To tell which: run \`smform doctor --sentry-order ${network}\` and compare its list with the Dashboard's sentry policies page. If the Dashboard shows the order doctor prints, reading is right and writing is reversed; if it shows the reverse, reading is reversed.`,
    `Record what you found in policy.liveEcho of organization ${change.orgId} (docs/config.md), then plan and apply again.`,
  ].join(' ');
}
