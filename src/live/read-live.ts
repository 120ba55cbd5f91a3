import type { DesiredState } from '../model/desired.js';
import type { LiveNetwork, LiveOrganization, LiveState } from '../model/live.js';
import type { Diagnostic } from '../model/source.js';
import { readNetworks, readOwners } from '../kinds/kind-spec.js';
import { KINDS, kindSpec } from '../kinds/registry.js';
import { collapseRepeatedReads } from './repeated-items.js';
import { runBounded } from './run-bounded.js';
import type { ApiCaller } from './caller.js';
import { readSetOfDesired, type OrgReads, type ReadSet } from './scopes.js';
import type { ScopeFilters } from './selection.js';

export interface ReadLiveOptions {
  /** Reads in flight per organization; organizations run in parallel. The client's rate policy paces them. */
  concurrency?: number;
  signal?: AbortSignal;
  /** Told after each list read (one per scope name, see `scopeNames`) is done: for a progress counter. */
  onListRead?: (orgId: string, scope: string) => void;
  /** Told of each id a list answer repeated identically (read once); a repeat that differs throws. */
  onWarning?: (diagnostic: Diagnostic) => void;
}

const DEFAULT_READ_CONCURRENCY = 4;

/** Reads exactly the live scopes a desired state declares (narrowed by the filters). */
export async function readLive(
  client: ApiCaller,
  desired: DesiredState,
  filters: ScopeFilters = {},
  options: ReadLiveOptions = {},
): Promise<LiveState> {
  return readScopes(client, readSetOfDesired(desired, filters), options);
}

/** Reads the given scopes: one list call per network, every page of roles and of the org's sentry list. */
export async function readScopes(
  client: ApiCaller,
  scopes: ReadSet,
  options: ReadLiveOptions = {},
): Promise<LiveState> {
  const organizations = await Promise.all(
    scopes.organizations.map((scope) => readOrganization(client, scope, options)),
  );
  return { organizations };
}

/** How many list reads (one per scope) `readScopes` makes for one organization's reads (its `onListRead` calls). */
export function listReadCount(reads: OrgReads): number {
  return KINDS.reduce((total, kind) => total + readOwners(kindSpec(kind), reads).length, 0);
}

async function readOrganization(
  client: ApiCaller,
  scope: OrgReads,
  options: ReadLiveOptions,
): Promise<LiveOrganization> {
  const org: LiveOrganization = { id: scope.orgId, networks: [] };
  const callOptions = { orgId: scope.orgId, signal: options.signal };
  const reads: (() => Promise<void>)[] = [];
  // Kind by kind, in registry order: an organization-wide list once, a network's list per network.
  for (const kind of KINDS) {
    const spec = kindSpec(kind);
    const { operationId, paginate } = spec.listRead;
    for (const networkId of readOwners(spec, scope)) {
      reads.push(async () => {
        const call = paginate ? { ...callOptions, paginate: true } : callOptions;
        const raw = await client.call(operationId, spec.listRead.params(scope.orgId, networkId), call);
        spec.placeRead(org, networkId, raw, scope.sentryPriorityOne);
        for (const warning of collapseRepeatedReads(spec, org, networkId)) options.onWarning?.(warning);
        options.onListRead?.(scope.orgId, spec.scopeOf(scope.orgId, networkId));
      });
    }
  }
  await runBounded(reads, options.concurrency ?? DEFAULT_READ_CONCURRENCY, (read) => read());
  // Keep the scope's network order, not completion order, so plans are deterministic.
  const networks = new Map<string, LiveNetwork>();
  for (const network of org.networks) {
    // Two kinds of one network read into one entry.
    const other = networks.get(network.id);
    networks.set(network.id, other === undefined ? network : { ...other, ...network });
  }
  org.networks = readNetworks(scope).flatMap((id) => networks.get(id) ?? []);
  return org;
}
