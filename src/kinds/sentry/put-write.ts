import type { LiveEchoPolicy } from '../../model/desired.js';
import type { LiveSentryAssignment } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import { plural } from '../../text/plural.js';
import type { ListWrite } from '../kind-spec.js';
import { describeSentryMismatch, type PolicyLike } from '../live-compare.js';
import { Operation, type WriteRequest } from '../operations.js';
import { sentryAddress } from './address.js';
import { diagnoseSentryEcho } from './echo.js';
import { readSentryAssignments } from './sentry.js';
import { buildSentryPut, type SentryPutBody } from './sentry-put.js';

/** The desired list of a sentry change, highest priority first (empty for a delete). */
export function desiredList(change: Change): PolicyLike[] {
  const policies = change.after?.['policies'];
  return Array.isArray(policies) ? (policies as PolicyLike[]) : [];
}

function tryReadAssignments(
  response: unknown,
  orgId: string,
  echo: LiveEchoPolicy | undefined,
): LiveSentryAssignment[] | undefined {
  try {
    return readSentryAssignments(response, orgId, echo?.sentryPriorityOne);
  } catch {
    return undefined;
  }
}

/**
 * Networks the PUT carried without changing them that its response shows otherwise than sent: the PUT
 * replaced another writer's list, or the API did not keep it.
 */
function unchangedNetworksNotAsSent(
  orgId: string,
  sent: SentryPutBody,
  changed: ReadonlySet<string>,
  live: readonly LiveSentryAssignment[],
  highestFirst: boolean,
): string[] {
  return sent.items.flatMap((item) => {
    if (changed.has(item.networkId)) return [];
    const back = live.find((assignment) => assignment.networkId === item.networkId);
    // Sent highest priority last (unless sentryWriteOrder says first); read back highest first.
    const sentOrder = highestFirst ? item.policies : [...item.policies].reverse();
    if (describeSentryMismatch(back, sentOrder) === undefined) return [];
    const count = back?.policies.length ?? 0;
    return [
      `${sentryAddress(orgId, item.networkId)}: the PUT carried it unchanged, but it came back not as sent (${plural(item.policies.length, 'policy', 'policies')} sent, ${count} back)`,
    ];
  });
}

/** What the organization's PUT response shows otherwise than the changes declared and the PUT sent. */
export function checkSentryPut(
  orgId: string,
  changes: readonly Change[],
  sent: SentryPutBody,
  response: unknown,
  echo: LiveEchoPolicy | undefined,
): string | undefined {
  const live = tryReadAssignments(response, orgId, echo);
  if (live === undefined) return 'the sentry PUT response did not carry the policy lists';
  const problems = changes.flatMap((change) => {
    const networkLive = live.find((a) => a.networkId === change.networkId);
    // A reversed answer is the priority numbering: the re-read names it (sentry/echo.ts), not this.
    if (diagnoseSentryEcho(change, networkLive, desiredList(change), echo) !== undefined) return [];
    const mismatch = describeSentryMismatch(networkLive, desiredList(change));
    return mismatch === undefined ? [] : [`${change.address}: ${mismatch}`];
  });
  const changed = new Set(changes.map((change) => change.networkId ?? ''));
  const highestFirst = echo?.sentryWriteOrder === 'highestFirst';
  problems.push(...unchangedNetworksNotAsSent(orgId, sent, changed, live, highestFirst));
  return problems.length === 0 ? undefined : `the sentry PUT response differs: ${problems.join('; ')}`;
}

/**
 * The organization's one sentry PUT. Built over the organization's lists as read right before it, so
 * every network the plan does not change goes as it is then (another writer's edit since the plan
 * survives); its response is checked for the changed networks (as declared) and the others (as sent).
 */
export function writeSentryLists(
  orgId: string,
  changes: readonly Change[],
  echo: LiveEchoPolicy | undefined,
): ListWrite {
  const requestOf = (body: SentryPutBody): WriteRequest => ({
    operationId: Operation.updateSentryAssignments,
    params: { organizationId: orgId, ...body },
  });
  // Checks the changes before any write (a broken plan throws); `over` builds the PUT that is sent.
  let sent = buildSentryPut([], changes, echo?.sentryWriteOrder);
  return {
    request: requestOf(sent),
    over(fresh) {
      sent = buildSentryPut(fresh?.sentryPolicies ?? [], changes, echo?.sentryWriteOrder);
      return requestOf(sent);
    },
    check: (response) => checkSentryPut(orgId, changes, sent, response, echo),
  };
}
