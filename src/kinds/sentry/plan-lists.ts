import type { DesiredOrganization } from '../../model/desired.js';
import type { LiveSentryAssignment } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import type { Diagnostic } from '../../model/source.js';
import { fingerprint } from '../../canonical/fingerprint.js';
import { matchesAnyGlob } from '../../glob.js';
import type { PruneReason, ScopePlan } from '../kind-spec.js';
import { liveOnceEach } from '../repeated-live.js';
import { sentryAddress, sentryScope } from './address.js';
import { sentryLiveRecord } from './live-record.js';
import { normalizeSentryPolicy, sameSentryPolicy, type CanonicalSentryPolicy } from './sentry.js';
import { diffSentryPolicies } from './sentry-diff.js';

function sameList(a: readonly CanonicalSentryPolicy[], b: readonly CanonicalSentryPolicy[]): boolean {
  return (
    a.length === b.length &&
    a.every((policy, index) => {
      const other = b[index];
      return other !== undefined && sameSentryPolicy(policy, other);
    })
  );
}

/**
 * Plans an organization's sentry assignments, one change per declared network: create (the network has
 * no live policies yet), update, delete (declared with no policies while live has some) or noop. Live
 * networks with policies that the config does not declare are unmanaged, or deleted under `prune`.
 */
export function planSentry(
  org: DesiredOrganization,
  declared: NonNullable<DesiredOrganization['sentryPolicies']>,
  liveRead: readonly LiveSentryAssignment[],
  /** Whether a list (declared or live) is in this run: `--network` keeps the lists that touch a network. */
  inView: (list: { networkId: string; policies: readonly { smNetworkId: string }[] }) => boolean,
  { noopRecords, pruneReason }: { noopRecords: boolean; pruneReason: PruneReason } = {
    noopRecords: false,
    pruneReason: 'prune',
  },
): ScopePlan {
  const { lists: liveAll, diagnostics } = sentryListsOnceEach(org.id, liveRead);
  const live = new Map(liveAll.map((assignment) => [assignment.networkId, assignment]));
  const changes: Change[] = [];
  for (const assignment of declared) {
    const current = live.get(assignment.networkId);
    if (!inView(assignment) && (current === undefined || !inView(current))) continue;
    const before = (current?.policies ?? []).map(normalizeSentryPolicy);
    const after = assignment.policies.map(normalizeSentryPolicy);
    const action = sameList(before, after)
      ? 'noop'
      : before.length === 0
        ? 'create'
        : after.length === 0
          ? 'delete'
          : 'update';
    // A noop is compact unless asked otherwise: nothing is written for it (docs/plan.md).
    const compact = action === 'noop' && !noopRecords;
    const record = sentryLiveRecord(assignment.networkId, current);
    changes.push({
      address: sentryAddress(org.id, assignment.networkId),
      kind: 'sentry',
      action,
      orgId: org.id,
      networkId: assignment.networkId,
      before: action === 'create' || compact ? null : record,
      after: action === 'delete' || compact ? null : { networkId: assignment.networkId, policies: after },
      fieldChanges:
        action === 'noop' ? [] : [{ path: 'policies', policies: diffSentryPolicies(before, after) }],
      liveFingerprint: action === 'create' || action === 'noop' ? null : fingerprint(record),
      source: assignment.source,
      ...(action === 'delete' ? { reason: 'declared' } : {}),
      ...(assignment.protected ? { protected: true } : {}),
    });
  }
  const declaredIds = new Set(declared.map((assignment) => assignment.networkId));
  const inScope = liveAll.filter(
    (assignment) =>
      assignment.policies.length > 0 &&
      inView(assignment) &&
      !matchesAnyGlob(assignment.networkId, org.policy.ignore),
  );
  const unmanaged: ScopePlan['unmanaged'] = [];
  for (const assignment of inScope) {
    if (declaredIds.has(assignment.networkId)) continue;
    const address = sentryAddress(org.id, assignment.networkId);
    if (!org.policy.prune) {
      unmanaged.push({ address, kind: 'sentry' });
      continue;
    }
    const record = sentryLiveRecord(assignment.networkId, assignment);
    changes.push({
      address,
      kind: 'sentry',
      action: 'delete',
      orgId: org.id,
      networkId: assignment.networkId,
      before: record,
      after: null,
      fieldChanges: [
        {
          path: 'policies',
          policies: diffSentryPolicies(assignment.policies.map(normalizeSentryPolicy), []),
        },
      ],
      liveFingerprint: fingerprint(record),
      reason: pruneReason,
    });
  }
  return {
    changes,
    unmanaged,
    diagnostics,
    stat: {
      scope: sentryScope(org.id),
      kind: 'sentry',
      objects: inScope.length,
      maxChangePercent: org.policy.maxChangePercent,
      minObjectsForPercent: org.policy.minObjectsForPercent,
    },
  };
}

/** An organization's live sentry lists each network once, and each list each `policyId` once. */
function sentryListsOnceEach(
  orgId: string,
  lists: readonly LiveSentryAssignment[],
): { lists: readonly LiveSentryAssignment[]; diagnostics: Diagnostic[] } {
  const networks = liveOnceEach(
    lists,
    (list) => list.networkId,
    (list) => sentryLiveRecord(list.networkId, list),
    { plural: 'sentry policy lists', idKey: 'networkId', where: `organization ${orgId}` },
  );
  const diagnostics = [...networks.diagnostics];
  const once = networks.live.map((list) => {
    const policies = liveOnceEach(
      list.policies,
      (policy) => policy.policyId,
      (policy) => ({ ...policy }),
      { plural: 'sentry policies', idKey: 'policyId', where: `network ${list.networkId}` },
    );
    diagnostics.push(...policies.diagnostics);
    return policies.live === list.policies ? list : { ...list, policies: [...policies.live] };
  });
  return { lists: once, diagnostics };
}
