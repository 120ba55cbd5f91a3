import type { LiveDevice } from '../model/live.js';
import { isRecord, liveDataError, optionalString, unwrapItems } from './json.js';
import { readTags } from './tags.js';

/** Reads one device of `getNetworkSmDevices`; `serial` falls back to `serialNumber`. */
export function readDevice(raw: unknown, networkId: string): LiveDevice {
  if (!isRecord(raw)) throw liveDataError(`unexpected device in network ${networkId}: not an object`);
  const id = optionalString(raw, 'id');
  if (id === undefined) throw liveDataError(`a device in network ${networkId} has no id`);
  return {
    id,
    name: optionalString(raw, 'name') ?? '',
    serial: optionalString(raw, 'serial') ?? optionalString(raw, 'serialNumber') ?? '',
    tags: readTags(raw['tags']),
  };
}

export function readDevices(raw: unknown, networkId: string): LiveDevice[] {
  return unwrapItems(raw, `the devices of network ${networkId}`).map((entry) => readDevice(entry, networkId));
}
