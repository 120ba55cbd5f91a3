import { compareCodePoints } from '../../canonical/compare.js';
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
  /** Position -> the device's serial: lists of serials are taken from here, not from 100,000 devices. */
  serials: string[];
  /** Each serial sorts strictly after the one before it (by code point): so does every sublist in order. */
  inSerialOrder: boolean;
}

/** Indexes a network's devices in one pass. */
function indexDevices(devices: readonly TagDevice[]): DeviceIndex {
  const bySerial = new Map<string, number>();
  const shared = new Map<string, number[]>();
  const carriers = new Map<string, number[]>();
  const autoCarrier = new Map<string, TagDevice>();
  const serials = devices.map((device) => device.serial);
  let inSerialOrder = true;
  for (let position = 0; position < devices.length; position++) {
    const device = devices[position] as TagDevice;
    const serial = serials[position] as string;
    if (position > 0 && inSerialOrder && compareCodePoints(serials[position - 1] as string, serial) >= 0)
      inSerialOrder = false;
    for (const tag of device.tags) {
      const list = carriers.get(tag);
      if (list === undefined) carriers.set(tag, [position]);
      else list.push(position);
    }
    if (device.autoTags !== undefined)
      for (const tag of device.autoTags) if (!autoCarrier.has(tag)) autoCarrier.set(tag, device);
    if (serial === '') continue;
    const first = bySerial.get(serial);
    if (first === undefined) {
      bySerial.set(serial, position);
      continue;
    }
    const sharing = shared.get(serial);
    if (sharing === undefined) shared.set(serial, [first, position]);
    else sharing.push(position);
  }
  return { bySerial, shared, carriers, autoCarrier, serials, inSerialOrder };
}

const indexed = new WeakMap<readonly TagDevice[], DeviceIndex>();

/**
 * The index of a device list, built on first use: the plan and the blast radius share it, so 100,000
 * devices are indexed once. A list read is never changed afterwards (it is readonly everywhere it goes).
 */
export function deviceIndexOf(devices: readonly TagDevice[]): DeviceIndex {
  let index = indexed.get(devices);
  if (index === undefined) {
    index = indexDevices(devices);
    indexed.set(devices, index);
  }
  return index;
}

/** The position of the last device with the serial, as a map built from the list keeps it, or undefined. */
export function lastPosition(index: DeviceIndex, serial: string): number | undefined {
  // Devices without a serial are not indexed (no declaration can name one).
  if (serial === '') {
    const position = index.serials.lastIndexOf('');
    return position < 0 ? undefined : position;
  }
  return index.shared.get(serial)?.at(-1) ?? index.bySerial.get(serial);
}
