import { readOwners } from '../kinds/kind-spec.js';
import { KINDS, kindSpec } from '../kinds/registry.js';
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
    const into: LiveOrganization = { id: org.id, networks: [] };
    for (const kind of KINDS) {
      const spec = kindSpec(kind);
      for (const networkId of readOwners(spec, scope))
        if (!spec.copyRead(org, into, networkId)) return undefined;
    }
    // `networks` last, as a read builds it: a backup of this state is written in key order.
    const { networks, ...rest } = into;
    organizations.push({ ...rest, networks });
  }
  return { organizations };
}
