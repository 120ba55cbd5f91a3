import { readDevice } from '../devices.js';
import { isRecord, unwrapItems } from '../json.js';
import { readTags } from '../tags.js';
import { TAG_DEVICE_FIELDS, type TagDevice } from './types.js';

const PAGE_SIZE = 1000;

/**
 * The device list read of a network that declares device tags: every page, `perPage=1000`, with the
 * additional fields selectors and the automatic-tag check need. The blast radius reads the same list, so
 * one read serves both.
 */
export function tagDeviceReadParams(networkId: string): Record<string, unknown> {
  return { networkId, perPage: PAGE_SIZE, fields: [...TAG_DEVICE_FIELDS] };
}

const text = (raw: Record<string, unknown>, key: string): string | undefined =>
  typeof raw[key] === 'string' ? raw[key] : undefined;

/** Reads one device with the additional fields when the answer holds them (absent ones stay undefined). */
export function readTagDevice(raw: unknown, networkId: string): TagDevice {
  const device: TagDevice = readDevice(raw, networkId);
  if (!isRecord(raw)) return device;
  const extra: Partial<TagDevice> = {};
  if (raw['autoTags'] !== undefined && raw['autoTags'] !== null) extra.autoTags = readTags(raw['autoTags']);
  for (const key of ['systemModel', 'osName', 'ownerEmail', 'ownerUsername'] as const) {
    const value = text(raw, key);
    if (value !== undefined) extra[key] = value;
  }
  if (typeof raw['isSupervised'] === 'boolean') extra.isSupervised = raw['isSupervised'];
  return { ...device, ...extra };
}

export function readTagDevices(raw: unknown, networkId: string): TagDevice[] {
  return unwrapItems(raw, `the devices of network ${networkId}`).map((entry) =>
    readTagDevice(entry, networkId),
  );
}
