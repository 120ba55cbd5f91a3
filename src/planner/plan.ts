import { parseScope } from '../model/scope-address.js';
import type { DesiredOrganization, DesiredState, OwnershipPolicy } from '../model/desired.js';
import type { LiveOrganization, LiveState } from '../model/live.js';
import type { Change, Kind, Plan, PlanSummary, UnmanagedObject } from '../model/plan.js';
import type { Diagnostic } from '../model/source.js';
import { NOTHING_TO_MANAGE_HINT, nothingToManageMessage } from '../text/nothing-to-manage.js';
import { matchesAnyGlob } from '../glob.js';
import { readSetOfDesired, type OrgReads } from '../live/scopes.js';
import { sentryTouches } from '../live/selection.js';
import { compareCodePoints } from '../canonical/compare.js';
import { compareDiagnostics } from '../canonical/diagnostics.js';
import type { PlanOptions } from './options.js';
import { adminRoleKind, KINDS, kindSpec, sentryKind, targetGroupKind } from '../kinds/registry.js';
import type { NamedKindSpec } from '../kinds/named-kind.js';
import { assertOneChangePerObject } from './invariants.js';
import { planObjects, type ScopeContext } from './plan-objects.js';
import {
  computePlanHash,
  PLAN_FORMAT_VERSION,
  PLAN_FORMAT_VERSION_CHANGED_SINCE,
} from '../plan-file/format.js';
import { planSentry } from './plan-sentry.js';
import { namedSentryPart, resolveSentryGroupPolicies } from './sentry-group-policies.js';
import { unconfirmedSentryOrder } from './sentry-order.js';
import { echoMismatchNotice, type ComparedGroups } from './echo-mismatch.js';
import type { ScopePlan } from './scope-plan.js';
import { planLiveEcho, targetGroupSpecFor, unverifiedScopeWarning } from './live-echo.js';
import { unmatchedTargets } from './targets.js';

function notRead(what: string, source: Diagnostic['source']): Diagnostic {
  const diagnostic: Diagnostic = {
    severity: 'error',
    code: 'live-not-read',
    message: `${what} were not read from the Dashboard, so they cannot be planned`,
    hint: 'read live state for every scope the config declares (this is a bug in the caller)',
  };
  return source === undefined ? diagnostic : { ...diagnostic, source };
}

/** An organization that declares no roles, no sentry list and no network's target groups. */
function nothingToManage(org: DesiredOrganization): Diagnostic {
  return {
    severity: 'warning',
    code: 'nothing-to-manage',
    message: nothingToManageMessage(org.id),
    hint: NOTHING_TO_MANAGE_HINT,
    source: org.source,
  };
}

/** What planning one kind of an organization yields. */
interface KindPlan {
  parts: ScopePlan[];
  diagnostics: Diagnostic[];
}

type KindPlanner = (
  org: DesiredOrganization,
  live: LiveOrganization,
  view: OrgReads,
  options: PlanOptions,
) => KindPlan;

/** The scope of a named kind's objects in an organization or one of its networks. */
function objectScope(
  spec: NamedKindSpec,
  orgId: string,
  networkId: string | undefined,
  policy: OwnershipPolicy,
  options: PlanOptions,
): ScopeContext {
  const owner = networkId ?? '';
  return {
    orgId,
    ...(networkId === undefined ? {} : { networkId }),
    scope: spec.scopeOf(orgId, owner),
    where: spec.owner === 'network' ? `network ${owner}` : `organization ${orgId}`,
    policy,
    address: (name: string) => spec.address(orgId, owner, name),
    noopRecords: options.noopRecords === true,
    pruneReason: options.pruneReason ?? 'prune',
  };
}

/**
 * How each kind is planned from an organization's declaration and live read: the planner's half of the
 * kind registry (the kinds' pure parts are in src/kinds; `Record<Kind, ...>` asks for every kind).
 */
const KIND_PLANNERS: Record<Kind, KindPlanner> = {
  adminRole(org, live, view, options) {
    if (!view.adminRoles || org.adminRoles === undefined) return { parts: [], diagnostics: [] };
    if (live.adminRoles === undefined) {
      return { parts: [], diagnostics: [notRead(adminRoleKind.describeScope(org.id, ''), org.source)] };
    }
    const scope = objectScope(adminRoleKind, org.id, undefined, org.policy, options);
    return {
      parts: [planObjects(adminRoleKind.parts, scope, org.adminRoles, live.adminRoles)],
      diagnostics: [],
    };
  },
  sentry(org, live, view, options) {
    if (!view.sentry || org.sentryPolicies === undefined) return { parts: [], diagnostics: [] };
    const lists = sentryKind.liveLists(live);
    if (lists === undefined) {
      return { parts: [], diagnostics: [notRead(sentryKind.describeScope(org.id, ''), org.source)] };
    }
    const networkFilter = options.networkIds ?? [];
    // With --network, the sentry lists that belong to a filtered network or hold a policy on one.
    const inView = (list: { networkId: string; policies: readonly { smNetworkId: string }[] }): boolean =>
      networkFilter.length === 0 || sentryTouches(list, networkFilter);
    const groupPolicies = resolveSentryGroupPolicies(org, live, lists, inView);
    const part = planSentry(org, groupPolicies.declared, lists, inView, {
      noopRecords: options.noopRecords === true,
      pruneReason: options.pruneReason ?? 'prune',
    });
    const named = namedSentryPart(part, groupPolicies);
    const order = unconfirmedSentryOrder(org, named.changes);
    return { parts: [named], diagnostics: [...groupPolicies.diagnostics, ...order] };
  },
  targetGroup(org, live, view, options) {
    const parts: ScopePlan[] = [];
    const diagnostics: Diagnostic[] = [];
    const networksInView = new Set(view.networks);
    // The first live entry of each id, as a scan would find it; thousands of networks are looked up at once.
    const liveNetworks = new Map<string, LiveOrganization['networks'][number]>();
    for (const network of live.networks)
      if (!liveNetworks.has(network.id)) liveNetworks.set(network.id, network);
    const groupSpec = targetGroupSpecFor(targetGroupKind.parts, org.policy.liveEcho?.targetGroupScope);
    let groupNetworks = 0;
    const compared: ComparedGroups[] = [];
    for (const network of org.networks) {
      if (!networksInView.has(network.id) || network.targetGroups === undefined) continue;
      const liveGroups = liveNetworks.get(network.id)?.targetGroups;
      if (liveGroups === undefined) {
        diagnostics.push(notRead(targetGroupKind.describeScope(org.id, network.id), network.source));
        continue;
      }
      const scope = objectScope(targetGroupKind, org.id, network.id, network.policy, options);
      parts.push(planObjects(groupSpec, scope, network.targetGroups, liveGroups));
      compared.push({ networkId: network.id, declared: network.targetGroups, live: liveGroups });
      groupNetworks += 1;
    }
    diagnostics.push(...echoMismatchNotice(org, compared), ...unverifiedScopeWarning(org, groupNetworks));
    return { parts, diagnostics };
  },
};

/** Plans the scopes `view` holds, the ones `readSetOfDesired` reads: what is read and what is planned agree. */
function planOrganization(
  org: DesiredOrganization,
  live: LiveOrganization,
  view: OrgReads,
  options: PlanOptions,
): KindPlan {
  const parts: ScopePlan[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const kind of KINDS) {
    const planned = KIND_PLANNERS[kind](org, live, view, options);
    parts.push(...planned.parts);
    diagnostics.push(...planned.diagnostics);
  }
  return { parts, diagnostics };
}

/** Each kind's place in data order (its spec's `rank`), looked up once per comparison of 100,000 changes. */
const KIND_RANK = Object.fromEntries(KINDS.map((kind) => [kind, kindSpec(kind).rank])) as Record<
  Kind,
  number
>;

/** Data order: by organization, kind (roles, target groups, sentry), network, then address. */
function compareChanges(a: Change, b: Change): number {
  return (
    compareCodePoints(a.orgId, b.orgId) ||
    KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
    compareCodePoints(a.networkId ?? '', b.networkId ?? '') ||
    compareCodePoints(a.address, b.address)
  );
}

/** The organization or network id of a scope (`org/<id>/...`, `network/<id>/...`). */
function scopeOwner(part: ScopePlan): string {
  return parseScope(part.stat.scope)?.ownerId ?? '';
}

/** The part's first change stands for its place: a part holds one organization and kind (and network). */
function compareParts(a: ScopePlan, b: ScopePlan): number {
  const [first, second] = [a.changes[0], b.changes[0]];
  return first === undefined || second === undefined
    ? Number(first === undefined) - Number(second === undefined)
    : compareChanges(first, second);
}

/**
 * Every change in data order. Each scope's few changes are sorted, then the scopes; when that is not the
 * whole order (two parts overlap, or two changes tie), one sort of everything, as before. A full sort of 100,000 changes with
 * a four-key comparison cost about 0.15 s; this is a few ms when the parts are apart, as they are.
 */
function orderedChanges(parts: readonly ScopePlan[]): Change[] {
  const merged = [...parts]
    .map((part) => ({ ...part, changes: [...part.changes].sort(compareChanges) }))
    .sort(compareParts)
    .flatMap((part) => part.changes);
  for (let i = 1; i < merged.length; i++) {
    if (compareChanges(merged[i - 1] as Change, merged[i] as Change) >= 0) {
      return parts.flatMap((part) => part.changes).sort(compareChanges);
    }
  }
  return merged;
}

function inRun(address: string, options: PlanOptions): boolean {
  const targets = options.targets ?? [];
  if (targets.length === 0 && (options.excludes ?? []).length === 0) return true;
  if (targets.length > 0 && !matchesAnyGlob(address, targets)) return false;
  return !matchesAnyGlob(address, options.excludes ?? []);
}

/** Unmanaged objects in address order, those of one address by id. */
function compareUnmanaged(a: UnmanagedObject, b: UnmanagedObject): number {
  return compareCodePoints(a.address, b.address) || compareCodePoints(a.id ?? '', b.id ?? '');
}

/** The summary of these changes: what a plan's `summary` says when nobody edited it. */
export function summarizeChanges(changes: readonly Change[], unmanaged: number): PlanSummary {
  const summary: PlanSummary = { create: 0, update: 0, delete: 0, noop: 0, unmanaged };
  for (const change of changes) summary[change.action] += 1;
  return summary;
}

/**
 * Computes the plan: every declared scope compared with its live state (see docs/plan.md). Pure: it
 * reads no clock (`options.now`), no file and no network. In-sync objects appear as `noop` changes,
 * which renderers hide by default. Problems (a missing pinned id, live data not read)
 * are error diagnostics; the objects they concern are left out of the plan.
 */
export function planChanges(desired: DesiredState, live: LiveState, options: PlanOptions): Plan {
  const orgFilter = options.orgIds ?? [];
  const networkFilter = options.networkIds ?? [];
  const views = readSetOfDesired(desired, {
    orgs: orgFilter,
    networks: networkFilter,
    scopes: options.onlyScopes,
  }).organizations;
  const parts: ScopePlan[] = [];
  const diagnostics: Diagnostic[] = [];
  const plannedOrgs: string[] = [];
  for (const org of desired.organizations) {
    if (orgFilter.length > 0 && !orgFilter.includes(org.id)) continue;
    const view = views.find((candidate) => candidate.orgId === org.id);
    if (view === undefined) {
      // Under --network or --changed-since, an organization without a scope in view is simply out of view.
      if (networkFilter.length === 0 && options.onlyScopes === undefined)
        diagnostics.push(nothingToManage(org));
      continue;
    }
    const liveOrg = live.organizations.find((candidate) => candidate.id === org.id);
    if (liveOrg === undefined) {
      diagnostics.push(notRead(`the objects of organization ${org.id}`, org.source));
      continue;
    }
    const planned = planOrganization(org, liveOrg, view, options);
    plannedOrgs.push(org.id);
    parts.push(...planned.parts);
    diagnostics.push(...planned.diagnostics);
  }
  const everyChange = orderedChanges(parts);
  assertOneChangePerObject(everyChange);
  const everyUnmanaged = parts.flatMap((part) => part.unmanaged);
  diagnostics.push(
    ...unmatchedTargets(options.targets ?? [], [
      ...everyChange.map((change) => change.address),
      ...everyUnmanaged.map((entry) => entry.address),
    ]),
  );
  const changes = everyChange.filter((change) => inRun(change.address, options));
  const liveEcho = planLiveEcho(desired, plannedOrgs);
  const unmanaged = everyUnmanaged.filter((entry) => inRun(entry.address, options)).sort(compareUnmanaged);
  const draft: Plan = {
    formatVersion:
      options.origin?.changedSince === undefined ? PLAN_FORMAT_VERSION : PLAN_FORMAT_VERSION_CHANGED_SINCE,
    toolVersion: options.toolVersion,
    createdAt: options.now,
    configDigest: desired.digest,
    planHash: '',
    summary: summarizeChanges(changes, unmanaged.length),
    changes,
    unmanaged,
    diagnostics: [...diagnostics, ...parts.flatMap((part) => part.diagnostics)].sort(compareDiagnostics),
    scopes: {
      organizations: [
        ...new Set(parts.filter((part) => kindSpec(part.stat.kind).owner === 'org').map(scopeOwner)),
      ].sort(compareCodePoints),
      networks: parts
        .filter((part) => kindSpec(part.stat.kind).owner === 'network')
        .map(scopeOwner)
        .sort(compareCodePoints),
    },
    devicesEvaluated: false,
    scopeStats: parts.map((part) => part.stat).sort((a, b) => compareCodePoints(a.scope, b.scope)),
    // Only when an organization declares it: how the applier reads back and verifies (docs/config.md).
    ...(liveEcho === undefined ? {} : { liveEcho }),
    ...(options.origin === undefined ? {} : { origin: options.origin }),
  };
  return { ...draft, planHash: computePlanHash(draft) };
}
