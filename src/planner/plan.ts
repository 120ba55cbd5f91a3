import { defined } from '../canonical/defined.js';
import { parseScope } from '../model/scope-address.js';
import type { DesiredOrganization, DesiredState, OwnershipPolicy } from '../model/desired.js';
import type { LiveOrganization, LiveState } from '../model/live.js';
import type { Change, Kind, Plan, PlanSummary, UnmanagedObject } from '../model/plan.js';
import type { Diagnostic } from '../model/source.js';
import { NOTHING_TO_MANAGE_HINT, nothingToManageMessage } from '../text/nothing-to-manage.js';
import { matchesAnyGlob } from '../glob.js';
import { readSetOfDesired, type OrgReads } from '../live/scopes.js';
import { compareCodePoints } from '../canonical/compare.js';
import { compareDiagnostics } from '../canonical/diagnostics.js';
import type { PlanOptions } from './options.js';
import { KINDS, kindSpec, registeredKinds } from '../kinds/registry.js';
import { readOwners, type KindSpec, type ScopePlan } from '../kinds/kind-spec.js';
import { notRead } from '../kinds/not-read.js';
import type { NamedLive } from '../kinds/live-compare.js';
import type { ComparedScope, NamedKindSpec } from '../kinds/named-kind.js';
import { assertOneChangePerObject } from './invariants.js';
import { planObjects, type ScopeContext } from './plan-objects.js';
import {
  computePlanHash,
  PLAN_FORMAT_VERSION,
  PLAN_FORMAT_VERSION_CHANGED_SINCE,
} from '../plan-file/format.js';
import { planLiveEcho } from './live-echo.js';
import { unmatchedTargets } from './targets.js';

/** An organization that declares no roles, no sentry list and no network's target groups. */
function nothingToManage(org: DesiredOrganization): Diagnostic {
  return {
    severity: 'warning',
    code: 'nothing-to-manage',
    message: nothingToManageMessage(org.id, registeredKinds()),
    hint: NOTHING_TO_MANAGE_HINT,
    source: org.source,
  };
}

/** What planning one kind of an organization yields. */
interface KindPlan {
  parts: ScopePlan[];
  diagnostics: Diagnostic[];
}

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
    ...defined({ networkId }),
    scope: spec.scopeOf(orgId, owner),
    where: spec.owner === 'network' ? `network ${owner}` : `organization ${orgId}`,
    policy,
    address: (name: string) => spec.address(orgId, owner, name),
    noopRecords: options.noopRecords === true,
    pruneReason: options.pruneReason ?? 'prune',
  };
}

/**
 * Plans a named kind's declared scopes that `view` holds, in the config's order: one `planObjects` per
 * scope, its live objects read, a "not read" error where they were not (a caller's bug).
 */
function planNamed(
  spec: NamedKindSpec,
  org: DesiredOrganization,
  live: LiveOrganization,
  view: OrgReads,
  options: PlanOptions,
): KindPlan {
  const parts: ScopePlan[] = [];
  const diagnostics: Diagnostic[] = [];
  const inView = new Set(readOwners(spec, view));
  if (inView.size === 0) return { parts, diagnostics };
  // Each declaration of a network on its own (a hand-built state may list one network twice).
  const owners =
    spec.owner === 'org'
      ? [{ networkId: undefined, policy: org.policy, source: org.source, holder: () => org }]
      : org.networks.map((network) => ({
          networkId: network.id,
          policy: network.policy,
          source: network.source,
          holder: (): DesiredOrganization => ({ ...org, networks: [network] }),
        }));
  const liveOf = liveObjectsOf(spec, live);
  const specParts = spec.partsFor(org.policy);
  const compared: ComparedScope[] = [];
  for (const { networkId, policy, source, holder } of owners) {
    const owner = networkId ?? '';
    if (!inView.has(owner)) continue;
    const declared = spec.declaredObjects(holder(), owner);
    if (declared === undefined) continue;
    const liveObjects = liveOf(networkId);
    if (liveObjects === undefined) {
      diagnostics.push(notRead(spec.describeScope(org.id, owner), source));
      continue;
    }
    parts.push(
      planObjects(specParts, objectScope(spec, org.id, networkId, policy, options), declared, liveObjects),
    );
    compared.push({ networkId: owner, declared, live: liveObjects });
  }
  diagnostics.push(...spec.planWarnings(org, compared));
  return { parts, diagnostics };
}

/**
 * A kind's live objects by scope. A kind of networks looks its networks up at once (thousands per
 * organization), in the first live entry of each id, as a scan would find it.
 */
function liveObjectsOf(
  spec: NamedKindSpec,
  live: LiveOrganization,
): (networkId: string | undefined) => readonly NamedLive[] | undefined {
  if (spec.owner === 'org') return (networkId) => spec.liveObjects(live, networkId);
  const byId = new Map<string, LiveOrganization>();
  for (const network of live.networks)
    if (!byId.has(network.id)) byId.set(network.id, { ...live, networks: [network] });
  return (networkId) => {
    const one = networkId === undefined ? undefined : byId.get(networkId);
    return one === undefined ? undefined : spec.liveObjects(one, networkId);
  };
}

/** Plans a list kind: its spec's `planLists`, over the scopes `view` holds. */
function planList(
  spec: KindSpec,
  org: DesiredOrganization,
  live: LiveOrganization,
  view: OrgReads,
  options: PlanOptions,
): KindPlan {
  if (spec.planLists === undefined) throw new Error(`the list kind ${spec.kind} has no planner`);
  return spec.planLists(org, live, readOwners(spec, view), {
    noopRecords: options.noopRecords === true,
    pruneReason: options.pruneReason ?? 'prune',
    networkIds: options.networkIds ?? [],
  });
}

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
    const spec = kindSpec(kind);
    const planned =
      spec.shape === 'named'
        ? planNamed(spec as NamedKindSpec, org, live, view, options)
        : spec.shape === 'own'
          ? (spec.planOwn?.(org, live, readOwners(spec, view)) ?? { parts: [], diagnostics: [] })
          : planList(spec, org, live, view, options);
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
  const draft = planUnhashed(desired, live, options);
  return { ...draft, planHash: computePlanHash(draft) };
}

/**
 * `planChanges` without its `planHash` (empty): for a caller that adds the blast radius next
 * (`evaluateDevices`), which hashes the plan it returns, so a plan is hashed once, not twice.
 */
export function planUnhashed(desired: DesiredState, live: LiveState, options: PlanOptions): Plan {
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
    ...defined({ liveEcho, origin: options.origin }),
  };
  return draft;
}
