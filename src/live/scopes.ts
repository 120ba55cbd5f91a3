import { defined } from '../canonical/defined.js';
import type { DesiredState, LiveEchoPolicy, SentryPriorityOne } from '../model/desired.js';
import type { Change, Kind } from '../model/plan.js';
import { compareCodePoints } from '../canonical/compare.js';
import { addReadOwner, readOwners } from '../kinds/kind-spec.js';
import { KINDS, kindSpec } from '../kinds/registry.js';
import { declaredNetworkIds, type ScopeFilters } from './selection.js';

/** What to read of one organization: its roles, its whole sentry list, and target groups per network. */
export interface OrgReads {
  orgId: string;
  adminRoles: boolean;
  sentry: boolean;
  /** Networks whose target groups are read. */
  networks: string[];
  /** The scopes read of each kind added through the registry (absent when none is read). */
  kinds?: Partial<Record<Kind, string[]>>;
  /** Set when the organization's sentry `priority: "1"` is the lowest (`policy.liveEcho`). */
  sentryPriorityOne?: SentryPriorityOne;
}

/** The read set: what a command reads of the live state, by organization. */
export interface ReadSet {
  organizations: OrgReads[];
}

const keep = (filter: readonly string[] | undefined, id: string): boolean =>
  filter === undefined || filter.length === 0 || filter.includes(id);

/** Whether `--changed-since`'s scope list (if any) holds this scope. */
export function scopeSelected(filters: ScopeFilters, scope: string): boolean {
  return filters.scopes === undefined || filters.scopes.includes(scope);
}

/** The scope names a read set covers, sorted: `org/<id>/adminRole`, `org/<id>/sentry`, `network/<id>/targetGroup`. */
export function scopeNames(scopes: ReadSet): string[] {
  return scopes.organizations
    .flatMap((org) =>
      KINDS.flatMap((kind) => {
        const spec = kindSpec(kind);
        return readOwners(spec, org).map((networkId) => spec.scopeOf(org.orgId, networkId));
      }),
    )
    .sort(compareCodePoints);
}

/**
 * The scopes a desired state declares: a network's target groups only when its `targetGroups` key is
 * present, an organization's roles or sentry list only when those keys are present. A network filter
 * leaves roles out (they belong to no network) and reads an organization's sentry list when the
 * organization names a filtered network (the planner then keeps the lists that touch it). The planner
 * plans exactly these scopes, so what is read and what is planned never differ.
 */
export function readSetOfDesired(desired: DesiredState, filters: ScopeFilters = {}): ReadSet {
  const networkFilter = filters.networks !== undefined && filters.networks.length > 0;
  const only = filters.scopes === undefined ? undefined : new Set(filters.scopes);
  const selected = (scope: string): boolean => only === undefined || only.has(scope);
  const organizations: OrgReads[] = [];
  for (const org of desired.organizations) {
    if (!keep(filters.orgs, org.id)) continue;
    const networks = org.networks
      .filter(
        (n) =>
          n.targetGroups !== undefined &&
          keep(filters.networks, n.id) &&
          selected(kindSpec('targetGroup').scopeOf(org.id, n.id)),
      )
      .map((n) => n.id);
    const sentry =
      org.sentryPolicies !== undefined &&
      selected(kindSpec('sentry').scopeOf(org.id, '')) &&
      (!networkFilter || declaredNetworkIds(org).some((id) => keep(filters.networks, id)));
    const adminRoles =
      org.adminRoles !== undefined && !networkFilter && selected(kindSpec('adminRole').scopeOf(org.id, ''));
    const kinds = registeredReads(org, filters, selected);
    if (networks.length > 0 || sentry || adminRoles || kinds !== undefined) {
      const priorityOne = org.policy.liveEcho?.sentryPriorityOne;
      organizations.push({
        orgId: org.id,
        adminRoles,
        sentry,
        networks,
        ...defined({ kinds, sentryPriorityOne: priorityOne }),
      });
    }
  }
  return { organizations };
}

/**
 * The declared scopes of the kinds added through the registry, by kind: a kind of networks per declared
 * network the filters keep, an organization-wide kind when no network filter is given (as roles).
 */
function registeredReads(
  org: DesiredState['organizations'][number],
  filters: ScopeFilters,
  selected: (scope: string) => boolean,
): OrgReads['kinds'] {
  const networkFilter = filters.networks !== undefined && filters.networks.length > 0;
  let kinds: OrgReads['kinds'];
  for (const kind of KINDS) {
    const spec = kindSpec(kind);
    if (spec.readPart !== 'kinds') continue;
    for (const { networkId } of spec.declaredScopes(org)) {
      const kept = spec.owner === 'network' ? keep(filters.networks, networkId) : !networkFilter;
      if (!kept || !selected(spec.scopeOf(org.id, networkId))) continue;
      kinds ??= {};
      (kinds[kind] ??= []).push(networkId);
    }
  }
  return kinds;
}

/**
 * The scopes a plan's changes touch (noops touch nothing): what an apply re-reads, with the plan's
 * `liveEcho` so it reads them as the plan did.
 */
export function readSetOfChanges(
  changes: readonly Change[],
  liveEcho: Readonly<Record<string, LiveEchoPolicy>> = {},
): ReadSet {
  const byOrg = new Map<string, OrgReads>();
  for (const change of changes) {
    if (change.action === 'noop') continue;
    let scope = byOrg.get(change.orgId);
    if (scope === undefined) {
      const priorityOne = liveEcho[change.orgId]?.sentryPriorityOne;
      scope = {
        orgId: change.orgId,
        adminRoles: false,
        sentry: false,
        networks: [],
        ...defined({ sentryPriorityOne: priorityOne }),
      };
      byOrg.set(change.orgId, scope);
    }
    const spec = kindSpec(change.kind);
    if (spec.owner === 'org') addReadOwner(spec, scope, '');
    else if (change.networkId !== undefined) addReadOwner(spec, scope, change.networkId);
  }
  return { organizations: [...byOrg.values()] };
}
