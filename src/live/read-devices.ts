import type { LiveDevice } from '../model/live.js';
import type { Diagnostic } from '../model/source.js';
import { Operation, readDevices } from '../kinds/index.js';
import type { ApiCaller } from './caller.js';
import { onceEach } from './repeated-items.js';
import { runBounded } from './run-bounded.js';

/** One network whose devices are needed, with its organization (the rate budget's key). */
export interface DeviceNetwork {
  orgId: string;
  networkId: string;
}

export interface ReadDevicesOptions {
  /** Networks read at once; the client's rate policy paces them. */
  concurrency?: number;
  signal?: AbortSignal;
  /** Told after each network's devices are read (each network once): for a progress counter. */
  onNetworkRead?: (networkId: string, devices: number) => void;
  /** Told of each device a network's pages repeated identically (read once); one that differs throws. */
  onWarning?: (diagnostic: Diagnostic) => void;
}

/** Devices per network id, as `readNetworkDevices` returns them. */
export type DevicesByNetwork = ReadonlyMap<string, readonly LiveDevice[]>;

const DEFAULT_CONCURRENCY = 4;
const PAGE_SIZE = 1000;

/**
 * Reads every page of `getNetworkSmDevices` for each network, `perPage=1000`, asking only for the
 * default fields: no `fields[]`. Everything the blast radius needs (`id`, `name`, `tags`, `serialNumber`)
 * is a default field, and `fields[]` documents only additional fields (ip, systemType, ...); the reader
 * takes the serial from `serialNumber` when `serial` is absent. Each network is read once, however often
 * it is listed, on the organization it is first listed with.
 */
export async function readNetworkDevices(
  client: ApiCaller,
  networks: readonly DeviceNetwork[],
  options: ReadDevicesOptions = {},
): Promise<Map<string, LiveDevice[]>> {
  const unique = new Map<string, DeviceNetwork>();
  for (const network of networks) if (!unique.has(network.networkId)) unique.set(network.networkId, network);
  const read = new Map<string, LiveDevice[]>();
  await runBounded([...unique.values()], options.concurrency ?? DEFAULT_CONCURRENCY, async (network) => {
    const raw = await client.call(
      Operation.readDevices,
      { networkId: network.networkId, perPage: PAGE_SIZE },
      { orgId: network.orgId, paginate: true, signal: options.signal },
    );
    const { items: devices, warnings } = onceEach(
      readDevices(raw, network.networkId),
      (device) => device.id,
      (device) => ({ ...device }),
      {
        operationId: Operation.readDevices,
        label: 'device',
        idKey: 'id',
        where: `the devices of network ${network.networkId}`,
      },
    );
    for (const warning of warnings) options.onWarning?.(warning);
    read.set(network.networkId, [...devices]);
    options.onNetworkRead?.(network.networkId, devices.length);
  });
  // Insertion order follows completion; callers look devices up by id, but keep it stable anyway.
  return new Map([...unique.keys()].map((id): [string, LiveDevice[]] => [id, read.get(id) ?? []]));
}
