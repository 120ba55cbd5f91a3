import type { ReadSet } from '../live/scopes.js';
import type { LiveOrganization, LiveState } from '../model/live.js';

/**
 * The part of a live state that covers the given scopes, or undefined when it lacks any of them (then
 * the caller reads them). The applier takes this instead of a read when the plan was made moments ago in
 * the same run, from this very state.
 */
export function liveOfScopes(live: LiveState, scopes: ReadSet): LiveState | undefined {
  const organizations: LiveOrganization[] = [];
  for (const scope of scopes.organizations) {
    const org = live.organizations.find((candidate) => candidate.id === scope.orgId);
    if (org === undefined) return undefined;
    if (scope.adminRoles && org.adminRoles === undefined) return undefined;
    if (scope.sentry && org.sentryPolicies === undefined) return undefined;
    const networks: LiveOrganization['networks'] = [];
    for (const networkId of scope.networks) {
      const network = org.networks.find((candidate) => candidate.id === networkId);
      if (network?.targetGroups === undefined) return undefined;
      networks.push({ id: network.id, targetGroups: network.targetGroups });
    }
    organizations.push({
      id: org.id,
      ...(scope.adminRoles ? { adminRoles: org.adminRoles } : {}),
      ...(scope.sentry ? { sentryPolicies: org.sentryPolicies } : {}),
      networks,
    });
  }
  return { organizations };
}
