import { defined } from '../canonical/defined.js';
import { withEveryGroupPolicy } from '../live/group-policies.js';
import type { Kind } from '../model/plan.js';
import { ApiError } from '../client/index.js';
import { Operation, readTargetGroups, targetGroupKind } from '../kinds/index.js';
import { registeredKinds } from '../kinds/registry.js';
import {
  DiscoveryOperation,
  isSystemsManager,
  listNetworks,
  readScopes,
  type ApiCaller,
  type DiscoveredNetwork,
  type OrgReads,
} from '../live/index.js';
import { collapseRepeatedReads } from '../live/repeated-items.js';
import type { LiveNetwork, LiveOrganization } from '../model/live.js';
import type { Diagnostic } from '../model/source.js';

export interface ExportRead {
  org: LiveOrganization;
  /** Networks the sentry policies point at that hold no target groups to read (404): left out. */
  notFound: string[];
  /** The organization's and the networks' names, where the key could list them. */
  names: { organization?: string; networks: Map<string, string> };
  /** Why the export fell back to fewer networks or no names (a key without organization-wide read). */
  warnings: string[];
}

const denied = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

async function organizationName(client: ApiCaller, orgId: string): Promise<string | undefined> {
  const raw = await client.call(DiscoveryOperation.listOrganizations, {}, { paginate: true });
  const list = Array.isArray(raw) ? (raw as { id?: unknown; name?: unknown }[]) : [];
  const found = list.find((org) => org.id === orgId);
  return typeof found?.name === 'string' && found.name !== '' ? found.name : undefined;
}

/**
 * What an export reads of the kinds added through the registry: an organization's kinds (`withOrg`) and
 * the kinds of `networks`; nothing when no kind is registered, so the read set keeps its shape.
 */
function registeredReads(
  networks: string[],
  withOrg = true,
  asked: readonly Kind[] = [],
): Pick<OrgReads, 'kinds'> {
  const kinds: NonNullable<OrgReads['kinds']> = {};
  // A kind without an export section (device tags) is read only when the export asks for it.
  for (const spec of registeredKinds().filter(
    (one) => one.config?.exportSection !== undefined || asked.includes(one.kind),
  )) {
    if (spec.owner === 'org' && withOrg) kinds[spec.kind] = [''];
    if (spec.owner === 'network' && networks.length > 0) kinds[spec.kind] = [...networks];
  }
  return Object.keys(kinds).length === 0 ? {} : { kinds };
}

/**
 * Reads what an export of one organization needs: its admin roles, its sentry lists, its name, and the
 * target groups of the given networks or (none given) of every Systems Manager network of the
 * organization (`getOrganizationNetworks`), with their names. A key that may not list the organization's
 * networks (403/404) falls back to the SM networks its sentry policies point at, with a warning.
 */
export async function readForExport(
  client: ApiCaller,
  orgId: string,
  networkIds: readonly string[] | undefined,
  /** Kinds exported only on request (a kind's `exportOnRequest`) that this export asks for. */
  asked: readonly Kind[] = [],
): Promise<ExportRead> {
  const explicit = networkIds !== undefined && networkIds.length > 0;
  const warnings: string[] = [];
  // A list answer that repeated an object is read once; the warning says so.
  const onWarning = (diagnostic: Diagnostic): void => void warnings.push(diagnostic.message);
  const [scoped, listed, orgName] = await Promise.all([
    readScopes(
      client,
      {
        organizations: [
          {
            orgId,
            adminRoles: true,
            sentry: true,
            networks: explicit ? [...networkIds] : [],
            ...registeredReads(explicit ? [...networkIds] : [], true, asked),
          },
        ],
      },
      { onWarning },
    ),
    listNetworks(client, orgId).catch((error: unknown): DiscoveredNetwork[] | undefined => {
      if (!denied(error)) throw error;
      warnings.push(
        `the key may not list the networks of organization ${orgId} (HTTP ${String((error as ApiError).status)}): ${explicit ? 'network names are left out' : 'exporting the SM networks its sentry policies point at'}`,
      );
      return undefined;
    }),
    organizationName(client, orgId).catch((error: unknown): undefined => {
      if (!denied(error)) throw error;
      return undefined;
    }),
  ]);
  const org = await withEveryGroupPolicy(
    client,
    scoped.organizations[0] ?? { id: orgId, networks: [] },
    (message) => void warnings.push(message),
  );
  const names = {
    ...defined({ organization: orgName }),
    networks: new Map((listed ?? []).map((n) => [n.id, n.name])),
  };
  if (explicit) return { org, notFound: [], names, warnings };
  if (listed !== undefined) {
    const smNetworks = listed.filter(isSystemsManager).map((n) => n.id);
    const read = await readScopes(
      client,
      {
        organizations: [
          {
            orgId,
            adminRoles: false,
            sentry: false,
            networks: smNetworks,
            ...registeredReads(smNetworks, false, asked),
          },
        ],
      },
      { onWarning },
    );
    return {
      org: { ...org, networks: read.organizations[0]?.networks ?? [] },
      notFound: [],
      names,
      warnings,
    };
  }
  const discovered = [
    ...new Set((org.sentryPolicies ?? []).flatMap((a) => a.policies.map((p) => p.smNetworkId))),
  ].sort();
  const notFound: string[] = [];
  const networks: LiveNetwork[] = [];
  for (const networkId of discovered) {
    try {
      const raw = await client.call(Operation.readTargetGroups, { networkId }, { orgId });
      const network: LiveNetwork = { id: networkId, targetGroups: readTargetGroups(raw, networkId) };
      const read = { id: orgId, networks: [network] };
      for (const warning of collapseRepeatedReads(targetGroupKind, read, networkId)) onWarning(warning);
      networks.push(network);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      notFound.push(networkId);
    }
  }
  return { org: { ...org, networks }, notFound, names, warnings };
}
