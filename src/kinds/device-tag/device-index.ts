import type { TagDevice } from './types.js';

/**
 * A network's devices looked up once for all its declared tags, by position in the list (a number costs
 * the collector nothing, where a list per device of 100,000 did).
 */
export interface DeviceIndex {
  /** Serial -> the position of the first device with it (devices without a serial are left out). */
  bySerial: Map<string, number>;
  /** Serial -> the positions of every device with it, only for a serial two or more devices share. */
  shared: Map<string, number[]>;
  /** Tag -> the positions of the devices carrying it now, in network order. */
  carriers: Map<string, number[]>;
  /** Automatic tag -> the first device the Dashboard applies it to. */
  autoCarrier: Map<string, TagDevice>;
}

/** Indexes a network's devices in one pass. */
export function indexDevices(devices: readonly TagDevice[]): DeviceIndex {
  const index: DeviceIndex = {
    bySerial: new Map(),
    shared: new Map(),
    carriers: new Map(),
    autoCarrier: new Map(),
  };
  devices.forEach((device, position) => {
    for (const tag of device.tags) {
      const list = index.carriers.get(tag);
      if (list === undefined) index.carriers.set(tag, [position]);
      else list.push(position);
    }
    for (const tag of device.autoTags ?? [])
      if (!index.autoCarrier.has(tag)) index.autoCarrier.set(tag, device);
    if (device.serial === '') return;
    const first = index.bySerial.get(device.serial);
    if (first === undefined) {
      index.bySerial.set(device.serial, position);
      return;
    }
    const sharing = index.shared.get(device.serial);
    if (sharing === undefined) index.shared.set(device.serial, [first, position]);
    else sharing.push(position);
  });
  return index;
}

/** How many devices of the network have the serial. */
export function devicesWithSerial(index: DeviceIndex, serial: string): number {
  return index.shared.get(serial)?.length ?? (index.bySerial.has(serial) ? 1 : 0);
}
