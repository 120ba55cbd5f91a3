import type { SourceLocation } from '../../model/source.js';

/**
 * A device as the device-tag kind sees it: the list read's default fields plus the additional fields
 * its selectors use (`fields[]`). An additional field is undefined when it was not read.
 */
export interface TagDevice {
  id: string;
  name: string;
  serial: string;
  tags: readonly string[];
  /** Tags the Dashboard applies by itself (device type, schedule, geofence, security compliance). */
  autoTags?: readonly string[];
  systemModel?: string;
  osName?: string;
  ownerEmail?: string;
  ownerUsername?: string;
  isSupervised?: boolean;
}

/** The additional `fields[]` the device read asks for in a network that declares device tags. */
export const TAG_DEVICE_FIELDS = ['autoTags', 'ownerEmail', 'ownerUsername', 'isSupervised'] as const;

/** One device a declaration names by serial; `name`, when given, is checked against the live name. */
export interface DeclaredSerial {
  serial: string;
  name?: string;
  source: SourceLocation;
}

/**
 * A selector over device fields; every key given must hold (AND). Text keys are globs (`*`, `?`),
 * case-sensitive except `ownerEmail`. `withTags`: the device has every one now; `withoutTags`: none.
 */
export interface DeviceSelector {
  name?: string;
  systemModel?: string;
  osName?: string;
  ownerEmail?: string;
  ownerUsername?: string;
  isSupervised?: boolean;
  withTags?: string[];
  withoutTags?: string[];
}

/** The selector keys, in the order docs and messages list them. */
export const SELECTOR_KEYS = [
  'name',
  'systemModel',
  'osName',
  'ownerEmail',
  'ownerUsername',
  'isSupervised',
  'withTags',
  'withoutTags',
] as const satisfies readonly (keyof DeviceSelector)[];

/**
 * One managed tag of a network: its members are the devices `serials` names plus those `match`
 * selects (a union); every other device of the network loses the tag.
 */
export interface DesiredDeviceTag {
  tag: string;
  serials: DeclaredSerial[];
  match?: DeviceSelector;
  protected: boolean;
  source: SourceLocation;
}

/** The canonical form a tag change carries: the tag and its members' serials, sorted by code point. */
export type CanonicalDeviceTag = {
  tag: string;
  serials: string[];
};
