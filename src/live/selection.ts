import type { DesiredOrganization, DesiredState } from '../model/desired.js';
import { SmformError } from '../model/errors.js';
import { compareCodePoints } from '../canonical/compare.js';

/** Narrows a run to some organizations and networks (the `--org` and `--network` options). */
export interface ScopeFilters {
  orgs?: readonly string[] | undefined;
  networks?: readonly string[] | undefined;
  /**
   * `--changed-since`: only these scopes (`org/<id>/adminRole`, `org/<id>/sentry`,
   * `network/<id>/targetGroup`); an empty list keeps none. Undefined keeps every scope.
   */
  scopes?: readonly string[] | undefined;
}

// The sentry kind says which lists a `--network` run keeps; the selection offers it with the other filters.
export { sentryTouches } from '../kinds/sentry/touches.js';

/**
 * The networks an organization's config names: its `networks`, the networks of its sentry lists and the
 * SM networks their policies apply to. `--network` accepts exactly these.
 */
export function declaredNetworkIds(org: DesiredOrganization): string[] {
  const ids = new Set(org.networks.map((network) => network.id));
  for (const list of org.sentryPolicies ?? []) {
    ids.add(list.networkId);
    for (const policy of list.policies) ids.add(policy.smNetworkId);
  }
  return [...ids].sort(compareCodePoints);
}

/** At most `limit` items, then how many more. */
function listSome(items: readonly string[], limit = 30): string {
  if (items.length === 0) return 'none';
  const shown = items.slice(0, limit).join(', ');
  return items.length > limit ? `${shown} and ${items.length - limit} more` : shown;
}

/**
 * A usage error (exit 1) when an `--org` or `--network` filter matches nothing the config declares, naming
 * what it does declare: a typo in a CI matrix must not pass as an empty plan. Undefined when every filter
 * matches.
 */
export function selectionError(desired: DesiredState, filters: ScopeFilters): SmformError | undefined {
  const orgFilter = filters.orgs ?? [];
  const unknownOrgs = orgFilter.filter((id) => !desired.organizations.some((org) => org.id === id));
  if (unknownOrgs.length > 0) {
    const declared = [...desired.organizations]
      .sort((a, b) => compareCodePoints(a.id, b.id))
      .map((org) => (org.name === undefined ? org.id : `${org.id} (${org.name})`));
    return new SmformError(
      unknownOrgs.map((id) => `--org ${id} matches no declared organization`).join('; '),
      { fault: 'usage', hint: `declared: ${listSome(declared)}` },
    );
  }
  const chosen = desired.organizations.filter((org) => orgFilter.length === 0 || orgFilter.includes(org.id));
  const networks = [...new Set(chosen.flatMap(declaredNetworkIds))].sort(compareCodePoints);
  const unknownNetworks = (filters.networks ?? []).filter((id) => !networks.includes(id));
  if (unknownNetworks.length > 0) {
    const of =
      orgFilter.length === 0
        ? ''
        : ` of organization${orgFilter.length === 1 ? '' : 's'} ${orgFilter.join(', ')}`;
    return new SmformError(
      unknownNetworks.map((id) => `--network ${id} matches no declared network${of}`).join('; '),
      { fault: 'usage', hint: `declared: ${listSome(networks)}` },
    );
  }
  return undefined;
}
