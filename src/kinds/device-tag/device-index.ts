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
  const index: DeviceIndex = {
    bySerial: new Map(),
    shared: new Map(),
    carriers: new Map(),
    autoCarrier: new Map(),
    serials: [],
    inSerialOrder: true,
  };
  let previous: string | undefined;
  for (let position = 0; position < devices.length; position++) {
    const device = devices[position] as TagDevice;
    const serial = device.serial;
    index.serials.push(serial);
    if (previous !== undefined && compareCodePoints(previous, serial) >= 0) index.inSerialOrder = false;
    previous = serial;
    for (const tag of device.tags) {
      const list = index.carriers.get(tag);
      if (list === undefined) index.carriers.set(tag, [position]);
      else list.push(position);
    }
    if (device.autoTags !== undefined)
      for (const tag of device.autoTags) if (!index.autoCarrier.has(tag)) index.autoCarrier.set(tag, device);
    if (serial === '') continue;
    const first = index.bySerial.get(serial);
    if (first === undefined) {
      index.bySerial.set(serial, position);
      continue;
    }
    const sharing = index.shared.get(serial);
    if (sharing === undefined) index.shared.set(serial, [first, position]);
    else sharing.push(position);
  }
  return index;
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
