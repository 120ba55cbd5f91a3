import { ApiError } from '../client/index.js';
import { Operation, readTargetGroups } from '../kinds/index.js';
import { readScopes, type ApiCaller } from '../live/index.js';
import type { LiveNetwork, LiveOrganization } from '../model/live.js';

export interface ExportRead {
  org: LiveOrganization;
  /** Networks the sentry policies point at that hold no target groups to read (404): left out. */
  notFound: string[];
}

/**
 * Reads what an export of one organization needs: its admin roles, its sentry lists, and the target
 * groups of the given networks, or (none given) of every SM network its sentry policies point at. The
 * API has no call listing an organization's networks, so those are the networks it can discover.
 */
export async function readForExport(
  client: ApiCaller,
  orgId: string,
  networkIds: readonly string[] | undefined,
): Promise<ExportRead> {
  const explicit = networkIds !== undefined && networkIds.length > 0;
  const live = await readScopes(client, {
    organizations: [{ orgId, adminRoles: true, sentry: true, networks: explicit ? [...networkIds] : [] }],
  });
  const org = live.organizations[0] ?? { id: orgId, networks: [] };
  if (explicit) return { org, notFound: [] };
  const discovered = [
    ...new Set((org.sentryPolicies ?? []).flatMap((a) => a.policies.map((p) => p.smNetworkId))),
  ].sort();
  const notFound: string[] = [];
  const networks: LiveNetwork[] = [];
  for (const networkId of discovered) {
    try {
      const raw = await client.call(Operation.readTargetGroups, { networkId }, { orgId });
      networks.push({ id: networkId, targetGroups: readTargetGroups(raw, networkId) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      notFound.push(networkId);
    }
  }
  return { org: { ...org, networks }, notFound };
}
