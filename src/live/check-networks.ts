import { defined } from '../canonical/defined.js';
import { onceEach } from './repeated-items.js';
import type { DesiredOrganization, DesiredState } from '../model/desired.js';
import type { Diagnostic, SourceLocation } from '../model/source.js';
import { kindSpec } from '../kinds/registry.js';
import type { ApiCaller } from './caller.js';
import { scopeSelected } from './scopes.js';
import type { ScopeFilters } from './selection.js';

/** The discovery reads, by operation id (beyond the 64: see spec/operations.json). */
export const DiscoveryOperation = {
  listOrganizations: 'getOrganizations',
  listNetworks: 'getOrganizationNetworks',
  readNetwork: 'getNetwork',
} as const;

/** A network of an organization, as `getOrganizationNetworks` lists it. */
export interface DiscoveredNetwork {
  id: string;
  name: string;
  organizationId: string;
  productTypes: string[];
}

const SYSTEMS_MANAGER = 'systemsManager';

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Reads one network record of `getOrganizationNetworks` / `getNetwork`; undefined when it has no id. */
export function readDiscoveredNetwork(raw: unknown, orgId?: string): DiscoveredNetwork | undefined {
  const r = record(raw);
  if (r === undefined || typeof r['id'] !== 'string') return undefined;
  const types = Array.isArray(r['productTypes'])
    ? r['productTypes'].filter((t) => typeof t === 'string')
    : [];
  return {
    id: r['id'],
    name: typeof r['name'] === 'string' ? r['name'] : r['id'],
    organizationId: typeof r['organizationId'] === 'string' ? r['organizationId'] : (orgId ?? ''),
    productTypes: types,
  };
}

export function isSystemsManager(network: DiscoveredNetwork): boolean {
  return network.productTypes.includes(SYSTEMS_MANAGER);
}

/** An organization as `getOrganizations` lists it. */
export interface VisibleOrganization {
  id: string;
  name: string;
}

/** Every organization the key can see (every page of `getOrganizations`). */
export async function listOrganizations(client: ApiCaller): Promise<VisibleOrganization[]> {
  const raw = await client.call(DiscoveryOperation.listOrganizations, {}, { paginate: true });
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  return list.flatMap((item) => {
    const r = record(item);
    if (r === undefined || typeof r['id'] !== 'string') return [];
    return [{ id: r['id'], name: typeof r['name'] === 'string' ? r['name'] : '' }];
  });
}

/** Every network of one organization (every page). */
export async function listNetworks(
  client: ApiCaller,
  orgId: string,
  signal?: AbortSignal,
): Promise<DiscoveredNetwork[]> {
  const raw = await client.call(
    DiscoveryOperation.listNetworks,
    { organizationId: orgId },
    { orgId, paginate: true, ...defined({ signal }) },
  );
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  const networks = list.flatMap((item) => {
    const network = readDiscoveredNetwork(item, orgId);
    return network === undefined ? [] : [network];
  });
  // A network listed twice (a paging overlap) is one network; it is no object smform writes, so no warning.
  const listed = { operationId: DiscoveryOperation.listNetworks, label: 'network', idKey: 'id' };
  const once = onceEach(
    networks,
    (network) => network.id,
    (network) => ({ ...network }),
    {
      ...listed,
      where: `the networks of organization ${orgId}`,
    },
  );
  return [...once.items];
}

/** A key that may not list an organization's networks (403), or a 404: the check is skipped, not failed. */
function isAccessDenied(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 403 || status === 404;
}

interface Declared {
  networkId: string;
  source: SourceLocation;
  /** Target groups are declared for it: it must be a Systems Manager network. */
  needsSm: boolean;
}

const keep = (filter: readonly string[] | undefined, id: string): boolean =>
  filter === undefined || filter.length === 0 || filter.includes(id);

function declaredNetworks(org: DesiredOrganization, filters: ScopeFilters): Declared[] {
  const found = new Map<string, Declared>();
  // Under --changed-since, only the networks whose target groups are planned.
  const only = filters.scopes === undefined ? undefined : new Set(filters.scopes);
  for (const network of org.networks) {
    if (!keep(filters.networks, network.id)) continue;
    if (only !== undefined && !only.has(kindSpec('targetGroup').scopeOf(org.id, network.id))) continue;
    found.set(network.id, {
      networkId: network.id,
      source: network.source,
      needsSm: network.targetGroups !== undefined,
    });
  }
  const sentry = scopeSelected(filters, kindSpec('sentry').scopeOf(org.id, ''))
    ? (org.sentryPolicies ?? [])
    : [];
  for (const assignment of sentry) {
    if (!keep(filters.networks, assignment.networkId) || found.has(assignment.networkId)) continue;
    found.set(assignment.networkId, {
      networkId: assignment.networkId,
      source: assignment.source,
      needsSm: false,
    });
  }
  return [...found.values()];
}

/** Where the network really is, when the key can see it; undefined otherwise. */
export async function owningOrganization(
  client: ApiCaller,
  orgId: string,
  networkId: string,
  signal: AbortSignal | undefined,
): Promise<string | undefined> {
  try {
    const raw = await client.call(
      DiscoveryOperation.readNetwork,
      { networkId },
      { orgId, ...defined({ signal }) },
    );
    const network = readDiscoveredNetwork(raw);
    return network?.organizationId === '' ? undefined : network?.organizationId;
  } catch (error) {
    if (isAccessDenied(error)) return undefined;
    throw error;
  }
}

async function checkOrganization(
  client: ApiCaller,
  org: DesiredOrganization,
  filters: ScopeFilters,
  signal: AbortSignal | undefined,
): Promise<Diagnostic[]> {
  const declared = declaredNetworks(org, filters);
  if (declared.length === 0) return [];
  let networks: DiscoveredNetwork[];
  try {
    networks = await listNetworks(client, org.id, signal);
  } catch (error) {
    if (!isAccessDenied(error)) throw error;
    const status = (error as { status?: number }).status ?? 0;
    return [
      {
        severity: 'warning',
        code: 'networks-not-listed',
        message: `could not list the networks of organization ${org.id} (HTTP ${status}): its declared networks were not checked`,
        hint: 'the key may lack organization-wide read access; the plan goes on without the check',
      },
    ];
  }
  const byId = new Map(networks.map((n) => [n.id, n]));
  const diagnostics: Diagnostic[] = [];
  for (const item of declared) {
    const live = byId.get(item.networkId);
    if (live === undefined) {
      const owner = await owningOrganization(client, org.id, item.networkId, signal);
      diagnostics.push({
        severity: 'error',
        code: 'network-not-in-organization',
        message:
          owner === undefined
            ? `network ${item.networkId} is not in organization ${org.id} (no network with this id is visible to the key)`
            : `network ${item.networkId} is not in organization ${org.id}: it belongs to organization ${owner}`,
        hint:
          owner === undefined
            ? 'check the network id (`smform orgs --live` lists what the key can see)'
            : `declare it under organization ${owner}`,
        source: item.source,
      });
    } else if (item.needsSm && !isSystemsManager(live)) {
      diagnostics.push({
        severity: 'error',
        code: 'not-systems-manager',
        message: `network ${item.networkId} (${live.name}) is not a Systems Manager network (productTypes: ${live.productTypes.join(', ') || 'none'}), so it has no target groups`,
        hint: 'declare target groups only under Systems Manager networks',
        source: item.source,
      });
    }
  }
  return diagnostics;
}

/**
 * Checks that every declared network exists in the organization it is declared under, and that a
 * network with target groups is a Systems Manager network: one `getOrganizationNetworks` list per
 * declared organization (plus one `getNetwork` per misplaced network, to name its real organization).
 * An organization whose networks the key may not list (403/404) gives a warning instead.
 */
export async function checkDeclaredNetworks(
  client: ApiCaller,
  desired: DesiredState,
  filters: ScopeFilters = {},
  signal?: AbortSignal,
): Promise<Diagnostic[]> {
  const orgs = desired.organizations.filter((org) => keep(filters.orgs, org.id));
  const results = await Promise.all(orgs.map((org) => checkOrganization(client, org, filters, signal)));
  return results.flat();
}
