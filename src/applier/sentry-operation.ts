import { buildSentryPut, Operation as ApiOperation, readSentryAssignments } from '../kinds/index.js';
import type { SentryPutBody } from '../kinds/sentry-put.js';
import type { LiveSentryAssignment } from '../model/live.js';
import type { LiveEchoPolicy } from '../model/desired.js';
import type { Change } from '../model/plan.js';
import { describeSentryMismatch, type PolicyLike } from './compare.js';
import { diagnoseSentryEcho } from './echo-check.js';
import type { Operation, Prepared } from './execute.js';
import type { ScopeReader } from './fresh-scopes.js';
import { findStaleChanges } from './staleness.js';

/** The desired list of a sentry change, highest priority first (empty for a delete). */
export function desiredPoliciesOf(change: Change): PolicyLike[] {
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

const sentryAddress = (orgId: string, networkId: string): string => `org/${orgId}/sentry/${networkId}`;

/**
 * Networks the PUT carried without changing them that its response shows otherwise than sent: the PUT
 * replaced another writer's list, or the API did not keep it.
 */
function unchangedNetworksNotAsSent(
  orgId: string,
  sent: SentryPutBody,
  changed: ReadonlySet<string>,
  live: readonly LiveSentryAssignment[],
): string[] {
  return sent.items.flatMap((item) => {
    if (changed.has(item.networkId)) return [];
    const back = live.find((assignment) => assignment.networkId === item.networkId);
    // Sent highest priority last; read back highest first.
    if (describeSentryMismatch(back, [...item.policies].reverse()) === undefined) return [];
    const count = back?.policies.length ?? 0;
    return [
      `${sentryAddress(orgId, item.networkId)}: the PUT carried it unchanged, but it came back not as sent (${item.policies.length} policies sent, ${count} back)`,
    ];
  });
}

/**
 * The organization's one sentry PUT. Right before it, the organization's list is read again: every
 * network the plan does not change is carried as it is then (another writer's edit since the plan
 * survives), and the PUT is refused as stale, nothing sent, when a network it changes moved since the
 * plan. Its response is checked for the changed networks (as declared) and the others (as sent).
 */
export function sentryOperation(
  orgId: string,
  changes: Change[],
  liveAll: readonly LiveSentryAssignment[],
  readScope: ScopeReader,
  echo: LiveEchoPolicy | undefined,
): Operation {
  const changed = new Set(changes.map((change) => change.networkId ?? ''));
  let sent = buildSentryPut(liveAll, changes);
  // Stryker disable next-line ObjectLiteral: replaced by the request `prepare` builds before anything is sent
  const request = {
    operationId: ApiOperation.updateSentryAssignments,
    // Stryker disable next-line ObjectLiteral: replaced by the request `prepare` builds before anything is sent
    params: { organizationId: orgId, ...sent },
  };
  const prepare = async (): Promise<Prepared> => {
    const priorityOne = echo?.sentryPriorityOne;
    const fresh = await readScope({
      orgId,
      adminRoles: false,
      sentry: true,
      networks: [],
      ...(priorityOne === undefined ? {} : { sentryPriorityOne: priorityOne }),
    });
    const stale = findStaleChanges(changes, fresh);
    if (stale.length > 0) {
      const moved = stale.map((s) => s.address).join(', ');
      return {
        type: 'refuse',
        stale: true,
        message: `refused as stale: ${moved} changed live since the plan; nothing was sent`,
      };
    }
    // Stryker disable next-line OptionalChaining,ArrayDeclaration: a sentry scope read holds its organization and list
    sent = buildSentryPut(fresh.organizations[0]?.sentryPolicies ?? [], changes);
    return {
      type: 'send',
      request: {
        operationId: ApiOperation.updateSentryAssignments,
        params: { organizationId: orgId, ...sent },
      },
    };
  };
  return {
    phase: 'sentry',
    // Stryker disable next-line StringLiteral: only deletes look at a scope key, and this PUT is no delete
    scopeKey: `org/${orgId}`,
    changes,
    request,
    prepare,
    result: {
      addresses: changes.map((c) => c.address),
      kind: 'sentry',
      action: 'update',
      orgId,
      operationId: request.operationId,
      // Stryker disable next-line StringLiteral: every path of the executor sets the status before it is read
      status: 'skipped',
    },
    checkResponse: (response) => {
      const live = tryReadAssignments(response, orgId, echo);
      if (live === undefined) return 'the sentry PUT response did not carry the policy lists';
      const problems = changes.flatMap((change) => {
        const networkLive = live.find((a) => a.networkId === change.networkId);
        // A reversed answer is the priority numbering: the re-read names it (echo-check.ts), not this.
        if (diagnoseSentryEcho(change, networkLive, desiredPoliciesOf(change), echo) !== undefined) return [];
        const mismatch = describeSentryMismatch(networkLive, desiredPoliciesOf(change));
        return mismatch === undefined ? [] : [`${change.address}: ${mismatch}`];
      });
      problems.push(...unchangedNetworksNotAsSent(orgId, sent, changed, live));
      return problems.length === 0 ? undefined : `the sentry PUT response differs: ${problems.join('; ')}`;
    },
  };
}
