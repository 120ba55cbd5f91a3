import {
  checkDeclaredNetworks,
  listReadCount,
  readNetworkDevices,
  readScopes,
  readSetOfDesired,
  type ApiCaller,
  type DeviceNetwork,
  type ReadSet,
  type ScopeFilters,
} from '../live/index.js';
import { formatDiagnostic } from '../text/diagnostic.js';
import { Operation } from '../kinds/index.js';
import type { DesiredState } from '../model/desired.js';
import { SmformError } from '../model/errors.js';
import type { LiveDevice, LiveState } from '../model/live.js';
import type { Diagnostic } from '../model/source.js';
import { plural } from '../text/plural.js';
import { liveFromSnapshot, type LiveSnapshot } from '../snapshot/index.js';
import type { ProgressListener } from './progress.js';
import { groupPoliciesOf } from './snapshot-group-policies.js';

/**
 * Where a workflow reads live state from: the Dashboard API through a client, or a snapshot written by
 * `smform snapshot` (no API access: device reads are answered from the devices it recorded).
 */
export type LiveSource =
  { kind: 'api'; client: ApiCaller } | { kind: 'snapshot'; snapshot: LiveSnapshot; file: string };

/** The caller a source answers with: the client, or the snapshot's recorded devices and nothing else. */
export function callerOf(source: LiveSource): ApiCaller {
  return source.kind === 'api' ? source.client : snapshotCaller(source.snapshot, source.file);
}

/**
 * A caller with no API access: device reads are answered from the snapshot's recorded devices, every
 * other call is refused. Nothing here reads an API key or opens a connection.
 */
export function snapshotCaller(snapshot: LiveSnapshot, file: string): ApiCaller {
  const devices = new Map<string, LiveDevice[]>();
  for (const org of snapshot.live.organizations) {
    for (const network of org.networks)
      if (network.devices !== undefined) devices.set(network.id, network.devices);
  }
  return {
    call: (operationId, params) => {
      const networkId = params?.['networkId'];
      if (operationId === Operation.readDevices && typeof networkId === 'string') {
        const recorded = devices.get(networkId);
        if (recorded !== undefined) return Promise.resolve(recorded);
        return Promise.reject(
          new SmformError(`${file} holds no devices of network ${networkId}`, {
            fault: 'usage',
            hint: 'take the snapshot without --no-devices, or plan with --no-devices',
          }),
        );
      }
      if (operationId === Operation.readGroupPolicies && typeof networkId === 'string')
        return groupPoliciesOf(snapshot, file, networkId);
      return Promise.reject(
        new SmformError(`no API access with --live-from: ${operationId} cannot be answered from ${file}`, {
          fault: 'usage',
          hint: 'drop --live-from to read the Dashboard',
        }),
      );
    },
  };
}

/** Reads the given scopes, one organization at a time as far as events go (the reads run together). */
export async function readScopesReporting(
  client: ApiCaller,
  scopes: ReadSet,
  onProgress: ProgressListener | undefined,
): Promise<LiveState> {
  if (onProgress === undefined) return readScopes(client, scopes);
  const onWarning = (diagnostic: Diagnostic): void => onProgress({ type: 'warning', diagnostic });
  const organizations = await Promise.all(
    scopes.organizations.map(async (scope) => {
      onProgress({ type: 'scope-read-started', scope, lists: listReadCount(scope) });
      const read = await readScopes(
        client,
        { organizations: [scope] },
        { onListRead: (orgId, name) => onProgress({ type: 'list-read', orgId, scope: name }), onWarning },
      );
      onProgress({ type: 'scope-read-done', scope });
      return read.organizations;
    }),
  );
  return { organizations: organizations.flat() };
}

/** Reads the devices of these networks, with the events around it. */
export async function readDevicesReporting(
  client: ApiCaller,
  networks: readonly DeviceNetwork[],
  onProgress: ProgressListener | undefined,
): Promise<Map<string, LiveDevice[]>> {
  if (onProgress === undefined || networks.length === 0) return readNetworkDevices(client, networks);
  const total = new Set(networks.map((network) => network.networkId)).size;
  onProgress({ type: 'devices-read-started', networks, total });
  const fleet = await readNetworkDevices(client, networks, {
    onNetworkRead: (networkId, devices) => onProgress({ type: 'devices-network-read', networkId, devices }),
    onWarning: (diagnostic) => onProgress({ type: 'warning', diagnostic }),
  });
  const devices = [...fleet.values()].reduce((total, list) => total + list.length, 0);
  onProgress({ type: 'devices-read-done', networks, devices });
  return fleet;
}

/** The live state a desired state needs and the network check's warnings. */
export interface LiveRead {
  live: LiveState;
  /** Warnings of the declared-network check (none for a snapshot, which checks nothing live). */
  warnings: Diagnostic[];
}

/**
 * The live state the config declares (narrowed by the filters). From the API, every declared network is
 * checked at the same time to be in its organization and of the right product type: a misplaced network
 * is a config error (exit 3) even when the reads failed because of it, and its warnings are emitted as
 * `warning` events as soon as the check is done. From a snapshot, refused when it covers less.
 */
export async function readDeclaredLive(
  source: LiveSource,
  desired: DesiredState,
  filters: ScopeFilters,
  options: { checkNetworks: boolean; onProgress?: ProgressListener | undefined },
): Promise<LiveRead> {
  const scopes = readSetOfDesired(desired, filters);
  if (source.kind === 'snapshot')
    return { live: liveFromSnapshot(source.snapshot, scopes, source.file), warnings: [] };
  if (!options.checkNetworks)
    return { live: await readScopesReporting(source.client, scopes, options.onProgress), warnings: [] };
  const [live, check] = await Promise.allSettled([
    readScopesReporting(source.client, scopes, options.onProgress),
    checkDeclaredNetworks(source.client, desired, filters),
  ]);
  const warnings = check.status === 'fulfilled' ? check.value.filter((d) => d.severity === 'warning') : [];
  for (const diagnostic of warnings) options.onProgress?.({ type: 'warning', diagnostic });
  if (check.status === 'fulfilled') refuseMisplacedNetworks(check.value);
  if (live.status === 'rejected') throw live.reason;
  if (check.status === 'rejected') throw check.reason;
  return { live: live.value, warnings };
}

/** Throws a config error (exit 3) listing the network check's errors with file:line. */
function refuseMisplacedNetworks(diagnostics: readonly Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0) return;
  const lines = errors.map((d) => `  ${formatDiagnostic(d).replace(/\n/g, '\n  ')}`).join('\n');
  throw new SmformError(
    `the config declares networks the organization does not have as declared (${plural(errors.length, 'error')}):\n${lines}`,
    {
      fault: 'config',
      code: 'config.networks',
      hint: 'nothing was written; fix the network ids or their organization',
      diagnostics: errors,
    },
  );
}
