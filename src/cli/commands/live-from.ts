import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ClientStats, DashboardClient } from '../../client/index.js';
import { Operation } from '../../kinds/index.js';
import { scopesOfDesired, type ScopeFilters } from '../../live/index.js';
import type { DesiredState } from '../../model/desired.js';
import { SmformError } from '../../model/errors.js';
import type { LiveDevice, LiveState } from '../../model/live.js';
import { liveFromSnapshot, parseSnapshot, type LiveSnapshot } from '../../snapshot/index.js';
import type { RunContext } from '../context.js';
import type { CliIo } from '../io.js';

/** `--live-from FILE`: read a snapshot written by `smform snapshot`. */
export async function loadSnapshotFile(io: CliIo, file: string): Promise<LiveSnapshot> {
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, file), 'utf8');
  } catch (error) {
    throw new SmformError(`cannot read the live snapshot ${file}: ${(error as Error).message}`, {
      fault: 'usage',
      hint: 'write one with `smform snapshot PATH... --out FILE`',
    });
  }
  return parseSnapshot(text, file);
}

/** The live state a desired state needs, from a snapshot; refused when the snapshot covers less. */
export function liveOfSnapshot(
  snapshot: LiveSnapshot,
  desired: DesiredState,
  filters: ScopeFilters,
  file: string,
): LiveState {
  return liveFromSnapshot(snapshot, scopesOfDesired(desired, filters), file);
}

const noCalls = (): ClientStats => ({
  totals: { calls: 0, requests: 0, retries: 0, rateLimited: 0, errors: 0 },
  organizations: {},
});

/**
 * A context with no API access: device reads are answered from the snapshot's recorded devices, every
 * other call is refused. Nothing here reads the API key or opens a connection.
 */
export function offlineContext(snapshot: LiveSnapshot, file: string): RunContext {
  const devices = new Map<string, LiveDevice[]>();
  for (const org of snapshot.live.organizations) {
    for (const network of org.networks)
      if (network.devices !== undefined) devices.set(network.id, network.devices);
  }
  const answer = <T>(operationId: string, params: unknown): Promise<T> => {
    const networkId = (params as { networkId?: unknown } | undefined)?.networkId;
    if (operationId === Operation.readDevices && typeof networkId === 'string') {
      const recorded = devices.get(networkId);
      if (recorded !== undefined) return Promise.resolve(recorded as T);
      return Promise.reject(
        new SmformError(`${file} holds no devices of network ${networkId}`, {
          fault: 'usage',
          hint: 'take the snapshot without --no-devices, or plan with --no-devices',
        }),
      );
    }
    return Promise.reject(
      new SmformError(`no API access with --live-from: ${operationId} cannot be answered from ${file}`, {
        fault: 'usage',
        hint: 'drop --live-from to read the Dashboard',
      }),
    );
  };
  const client: DashboardClient = {
    call: answer,
    invoke: answer,
    stats: noCalls,
    close: () => Promise.resolve(),
  };
  return { client, baseUrl: `file:${file}`, close: () => Promise.resolve() };
}
