import { readAssignment } from './snapshot.js';
import type { DesiredOrganization, DesiredSentryAssignment, LiveEchoPolicy } from '../../model/desired.js';
import type { LiveOrganization, LiveSentryAssignment } from '../../model/live.js';
import type { Change, SentryPolicyChange } from '../../model/plan.js';
import { diagnoseSentryEcho } from './echo.js';
import type { KindSpec, ListPlanOptions, ListRead, ListWrite, OwnPlan, RestoreHow } from '../kind-spec.js';
import { describeSentryMismatch, type PolicyLike } from '../live-compare.js';
import { sentryAddress, sentryScope, sentryScopeInWords } from './address.js';
import { planSentryLists } from './plan-kind.js';
import { checkSentryPut, desiredList, writeSentryLists } from './put-write.js';
import { sentryFingerprint } from './live-record.js';
import { Operation } from '../operations.js';
import { priorityPoliciesOfRecord } from '../scope-eval.js';
import { normalizeSentryPolicy, readSentryAssignments, type CanonicalSentryPolicy } from './sentry.js';
import { diffSentryPolicies } from './sentry-diff.js';
import type { SentryPutBody } from './sentry-put.js';
import { effectiveTags } from '../tag-scope.js';
import { compareCodePoints } from '../../canonical/compare.js';

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
  planLists(
    org: DesiredOrganization,
    live: LiveOrganization,
    owners: readonly string[],
    options: ListPlanOptions,
  ): OwnPlan;
  writeList(orgId: string, changes: readonly Change[], echo: LiveEchoPolicy | undefined): ListWrite;
}

function liveListOf(org: LiveOrganization, networkId: string | undefined): LiveSentryAssignment | undefined {
  return (org.sentryPolicies ?? []).find((assignment) => assignment.networkId === networkId);
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
  scopeOf: (orgId) => sentryScope(orgId),
  address: (orgId, networkId) => sentryAddress(orgId, networkId),
  describeScope: (orgId) => sentryScopeInWords(orgId),
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
  checkResponse: (orgId, changes, sent, response, echo) =>
    checkSentryPut(orgId, changes, sent, response, echo),
  planLists: (org, live, owners, options) => planSentryLists(org, live, owners, options),
  writeList: (orgId, changes, echo) => writeSentryLists(orgId, changes, echo),
};
