import { compareCodePoints } from '../../canonical/compare.js';
import { createHash } from 'node:crypto';
import { objectAddress, scopeOf } from '../../model/scope-address.js';
import type { DeviceImpact, DeviceSample, DeviceTagEffects, FieldChange } from '../../model/plan.js';
import { diffCanonical } from '../canonical-diff.js';
import type { Diagnostic, SourceLocation } from '../../model/source.js';
import { knockOnOf, type SelectingObject } from './knock-on.js';
import {
  canonicalSerials,
  planNetworkTags,
  plannedTags,
  rememberMoves,
  type SerialElsewhere,
} from './membership.js';
import type { CanonicalDeviceTag, DesiredDeviceTag, TagDevice } from './types.js';

export const DEVICE_TAG_KIND = 'deviceTag';

/** How many devices text and Markdown name per side; JSON names them all. */
export const TAG_SAMPLE_LIMIT = 10;

/** `network/N_1/deviceTag`. */
export const deviceTagScope = (networkId: string): string => scopeOf('network', networkId, DEVICE_TAG_KIND);

/** `network/N_1/deviceTag/kiosk`. */
export const deviceTagAddress = (networkId: string, tag: string): string =>
  objectAddress(deviceTagScope(networkId), tag);

/** One tag change, in the plan's change shape. */
export interface TagChange {
  address: string;
  kind: typeof DEVICE_TAG_KIND;
  action: 'update' | 'noop';
  orgId: string;
  networkId: string;
  /** Null on a noop (compact: nothing is written for it). */
  before: CanonicalDeviceTag | null;
  after: CanonicalDeviceTag | null;
  fieldChanges: FieldChange[];
  liveFingerprint: string | null;
  source: SourceLocation;
  devices?: DeviceImpact;
  deviceTag?: DeviceTagEffects;
  protected?: true;
}

/** What one network's tags plan to. */
export interface NetworkTagChanges {
  changes: TagChange[];
  diagnostics: Diagnostic[];
}

/** The fields a tag change changes, derived from the canonical form (`serials: +{...} -{...}`). */
export function diffDeviceTag(before: CanonicalDeviceTag, after: CanonicalDeviceTag): FieldChange[] {
  return diffCanonical(before, after);
}

/** What the device-share gate needs of the network: its policy limits. */
export interface ShareLimits {
  maxDevicePercent: number;
  minDevicesForPercent?: number;
}

/**
 * `fingerprint(members)` written out: the canonical JSON of `{ serials, tag }` is its two members in key
 * order, each as JSON.stringify writes it, so 500 serials are hashed without the generic walk.
 */
export function membersFingerprint(members: CanonicalDeviceTag): string {
  const text = `{"serials":${JSON.stringify(members.serials)},"tag":${JSON.stringify(members.tag)}}`;
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

const serialsOf = (devices: readonly TagDevice[]): string[] => devices.map((device) => device.serial);
const sample = (device: TagDevice): DeviceSample => ({ name: device.name, serial: device.serial });
const bySample = (a: DeviceSample, b: DeviceSample): number =>
  compareCodePoints(a.name, b.name) || compareCodePoints(a.serial, b.serial);

/**
 * Plans one network's declared tags: one change per tag (`update` when its members move, else `noop`),
 * its devices by name and serial, the network's device share for the gate (each tag counts the devices
 * whose membership it moves), and the knock-on effect on every object that selects on it (`objects`:
 * the network's target groups, roles and sentry lists as the plan leaves them).
 */
export function planTagChanges(
  orgId: string,
  networkId: string,
  declared: readonly DesiredDeviceTag[],
  devices: readonly TagDevice[],
  objects: readonly SelectingObject[],
  limits: ShareLimits,
  elsewhere?: SerialElsewhere,
): NetworkTagChanges {
  const plan = planNetworkTags(networkId, declared, devices, elsewhere);
  // Only an object that selects on a managed tag needs the tags after the plan (its knock-on effect).
  const planned = objects.some((object) =>
    plan.tags.some((membership) => object.tags.includes(membership.tag)),
  )
    ? plannedTags(plan.tags)
    : new Map<string, string[]>();
  // Each change is built with its keys in code-unit order, as the planner builds every change
  // (src/planner/plan-objects.ts), and so are its devices and knock-on effects: the plan hash then writes
  // them natively, not through a property list (plan JSON orders them by src/plan-file/render.ts).
  const changes = plan.tags.map((membership): TagChange => {
    const moved = membership.add.length + membership.remove.length;
    const address = deviceTagAddress(networkId, membership.tag);
    const mark = membership.declared.protected ? { protected: true as const } : {};
    // As declared: the drift report writes a change's source in its own key order.
    const source = membership.declared.source;
    if (moved === 0) {
      // Compact, as every kind's noop: nothing is written, so it needs no records and no fingerprint.
      return {
        action: 'noop',
        address,
        after: null,
        before: null,
        fieldChanges: [],
        kind: DEVICE_TAG_KIND,
        liveFingerprint: null,
        networkId,
        orgId,
        ...mark,
        source,
      };
    }
    const before = canonicalSerials(membership.tag, membership.nowSerials, plan.inSerialOrder);
    const after = canonicalSerials(membership.tag, membership.afterSerials, plan.inSerialOrder);
    if (membership.moves !== undefined) rememberMoves(before, after, devices, membership.moves);
    const added = membership.add.map(sample).sort(bySample);
    const removed = membership.remove.map(sample).sort(bySample);
    const devicesImpact: DeviceImpact = {
      added: added.slice(0, TAG_SAMPLE_LIMIT),
      addedCount: added.length,
      after: membership.afterSerials.length,
      before: membership.nowSerials.length,
      byNetwork: [
        {
          devices: devices.length,
          maxDevicePercent: limits.maxDevicePercent,
          ...(limits.minDevicesForPercent === undefined
            ? {}
            : { minDevicesForPercent: limits.minDevicesForPercent }),
          moved,
          networkId,
        },
      ],
      networks: [networkId],
      removed: removed.slice(0, TAG_SAMPLE_LIMIT),
      removedCount: removed.length,
    };
    return {
      action: 'update',
      address,
      after,
      before,
      deviceTag: { added, knockOn: knockOnOf(membership, objects, planned), removed },
      devices: devicesImpact,
      fieldChanges:
        membership.moves === undefined
          ? diffDeviceTag(before, after)
          : // The lists are in network order, one device per serial: the moves are the difference.
            [{ path: 'serials', added: serialsOf(membership.add), removed: serialsOf(membership.remove) }],
      kind: DEVICE_TAG_KIND,
      liveFingerprint: membersFingerprint(before),
      networkId,
      orgId,
      ...mark,
      source,
    };
  });
  return { changes, diagnostics: plan.diagnostics };
}
