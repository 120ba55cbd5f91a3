import { readAssignment } from './snapshot.js';
import type { DesiredSentryAssignment, LiveEchoPolicy } from '../../model/desired.js';
import type { LiveOrganization, LiveSentryAssignment } from '../../model/live.js';
import type { Change, SentryPolicyChange } from '../../model/plan.js';
import { diagnoseSentryEcho } from './echo.js';
import { kindAddress, kindScope, type KindSpec, type ListRead, type RestoreHow } from '../kind-spec.js';
import { describeSentryMismatch, type PolicyLike } from '../live-compare.js';
import { sentryFingerprint } from './live-record.js';
import { Operation } from '../operations.js';
import { priorityPoliciesOfRecord } from '../scope-eval.js';
import { normalizeSentryPolicy, readSentryAssignments, type CanonicalSentryPolicy } from './sentry.js';
import { diffSentryPolicies } from './sentry-diff.js';
import type { SentryPutBody } from './sentry-put.js';
import { effectiveTags } from '../tag-scope.js';
import { compareCodePoints } from '../../canonical/compare.js';
import { plural } from '../../text/plural.js';

const PAGE_SIZE = 1000;

/**
 * A list kind: per network of an organization, one ordered list of policies (highest priority first).
 * One change is one network's whole list (create: the network had none; delete: the list is emptied),
 * and an organization's changed lists go out in one PUT of the organization's complete list.
 */
export interface ListKindSpec extends KindSpec {
  readonly shape: 'list';
  readonly listRead: ListRead;
  /** One policy's canonical form (the live `policyId` is not compared). */
  normalize(policy: Parameters<typeof normalizeSentryPolicy>[0]): CanonicalSentryPolicy;
  /** How one network's list changes; derived from the canonical forms (`sameSentryPolicy`), empty exactly when equal. */
  diff(
    before: readonly CanonicalSentryPolicy[],
    after: readonly CanonicalSentryPolicy[],
  ): SentryPolicyChange[];
  /** The organization's lists, by network, undefined when they were not read. */
  liveLists(org: LiveOrganization): readonly LiveSentryAssignment[] | undefined;
  /** The desired list of a change, highest priority first (empty for a delete). */
  desiredList(change: Change): PolicyLike[];
  /** The config entry `smform export` writes for a network's live list. */
  exportEntry(assignment: LiveSentryAssignment): Record<string, unknown>;
  /** The declaration `smform restore` puts back for a backed-up list. */
  restoreDeclaration(
    assignment: LiveSentryAssignment,
    how: Omit<RestoreHow, 'pinned'>,
  ): DesiredSentryAssignment;
  /** What the organization's PUT response shows otherwise than the changes declared and the PUT sent. */
  checkResponse(
    orgId: string,
    changes: readonly Change[],
    sent: SentryPutBody,
    response: unknown,
    echo: LiveEchoPolicy | undefined,
  ): string | undefined;
}

const address = (orgId: string, networkId: string): string =>
  kindAddress('sentry', 'org', orgId, '', networkId);

function desiredList(change: Change): PolicyLike[] {
  const policies = change.after?.['policies'];
  return Array.isArray(policies) ? (policies as PolicyLike[]) : [];
}

function liveListOf(org: LiveOrganization, networkId: string | undefined): LiveSentryAssignment | undefined {
  return (org.sentryPolicies ?? []).find((assignment) => assignment.networkId === networkId);
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
      `${address(orgId, item.networkId)}: the PUT carried it unchanged, but it came back not as sent (${plural(item.policies.length, 'policy', 'policies')} sent, ${count} back)`,
    ];
  });
}

export const sentryKind: ListKindSpec = {
  kind: 'sentry',
  shape: 'list',
  label: 'sentry policy list',
  plural: 'sentry policies',
  configKey: 'sentryPolicies',
  rank: 2,
  owner: 'org',
  readPart: 'sentry',
  idKey: 'networkId',
  createMovesDevices: true,
  devicesCountedIn: 'listed networks',
  keyedByNetwork: true,
  listRead: {
    operationId: Operation.readSentryAssignments,
    paginate: true,
    params: (orgId) => ({ organizationId: orgId, perPage: PAGE_SIZE }),
  },
  normalize: (policy) => normalizeSentryPolicy(policy),
  diff: (before, after) => diffSentryPolicies(before, after),
  scopeOf: (orgId) => kindScope('sentry', 'org', orgId, ''),
  address: (orgId, networkId) => address(orgId, networkId),
  describeScope: (orgId) => `the sentry policies of organization ${orgId}`,
  // One per network's list: a template of policies is used (or not) list by list.
  declaredScopes: (org) =>
    (org.sentryPolicies ?? []).map((entry) => ({ networkId: entry.networkId, objects: entry.policies })),
  placeRead: (org, _networkId, raw, priorityOne) => {
    org.sentryPolicies = readSentryAssignments(raw, org.id, priorityOne);
  },
  isRead: (org) => org.sentryPolicies !== undefined,
  readSnapshot: (r, raw, where, { org }) => {
    if (org === undefined) return;
    org.sentryPolicies = r.list(raw, where).map((x, i) => readAssignment(r, x, `${where}[${i}]`));
  },
  copyRead: (from, into) => {
    if (from.sentryPolicies === undefined) return false;
    into.sentryPolicies = from.sentryPolicies;
    return true;
  },
  liveLists: (org) => org.sentryPolicies,
  desiredList,
  staleReason(change, org) {
    const live = liveListOf(org, change.networkId);
    if (change.liveFingerprint === null) {
      return live === undefined || live.policies.length === 0 ? undefined : 'policies were assigned live';
    }
    const now = sentryFingerprint(change.networkId ?? '', live);
    return now === change.liveFingerprint ? undefined : 'its policy list was changed live';
  },
  verify(change, _id, org, echo) {
    const live = liveListOf(org, change.networkId);
    const explained = diagnoseSentryEcho(change, live, desiredList(change), echo);
    if (explained !== undefined) return explained;
    const mismatch = describeSentryMismatch(live, desiredList(change));
    return mismatch === undefined ? undefined : `after apply, ${mismatch}`;
  },
  idsNamed: () => [],
  // The `smNetwork`s of the list, before and after.
  scopeNetworks(change) {
    const ids = new Set(
      [...priorityPoliciesOfRecord(change.before), ...priorityPoliciesOfRecord(change.after)].map(
        (policy) => policy.smNetworkId,
      ),
    );
    return [...ids].sort(compareCodePoints);
  },
  exportEntry: (assignment) => ({
    network: assignment.networkId,
    policies: assignment.policies.map((policy) => {
      const tags = effectiveTags(policy.scope, policy.tags);
      return {
        smNetwork: policy.smNetworkId,
        groupPolicyId: policy.groupPolicyId,
        scope: policy.scope,
        ...(tags.length > 0 ? { tags } : {}),
      };
    }),
  }),
  // A network whose backed-up list was empty gets no entry, as `smform export` writes none for it.
  restoreScope(org, { saved, declared, source }) {
    org.sentryPolicies = (saved?.sentryPolicies ?? [])
      .filter((assignment) => assignment.policies.length > 0)
      .map((assignment) =>
        sentryKind.restoreDeclaration(assignment, {
          protected:
            declared?.sentryPolicies?.some((s) => s.networkId === assignment.networkId && s.protected) ===
            true,
          source,
        }),
      );
  },
  restoreDeclaration: (assignment, how) => ({
    networkId: assignment.networkId,
    policies: assignment.policies.map((p) => ({
      smNetworkId: p.smNetworkId,
      groupPolicyId: p.groupPolicyId,
      scope: p.scope,
      tags: p.tags,
      source: how.source,
    })),
    protected: how.protected,
    source: how.source,
  }),
  checkResponse(orgId, changes, sent, response, echo) {
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
  },
};
