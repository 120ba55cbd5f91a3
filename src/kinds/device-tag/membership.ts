import { compareCodePoints } from '../../canonical/compare.js';
import { defined } from '../../canonical/defined.js';
import type { Diagnostic } from '../../model/source.js';
import { deviceIndexOf, lastPosition, type DeviceIndex } from './device-index.js';
import { compileSelector } from './select.js';
import type { CanonicalDeviceTag, DeclaredSerial, DesiredDeviceTag, TagDevice } from './types.js';

/** One managed tag of one network: who carries it now, who should, and the moves between. */
export interface TagMembership {
  tag: string;
  declared: DesiredDeviceTag;
  add: TagDevice[];
  remove: TagDevice[];
  /**
   * The serials of the devices carrying the tag now and of those that should after the plan, in network
   * order (serials, not devices: the plan needs their forms and counts, and 1,000 tags x 1,000 devices
   * kept twice over was collector work).
   */
  nowSerials: string[];
  afterSerials: string[];
  /**
   * The devices gained then lost, by position, when the network is in serial order: then they are what
   * reading the two serial lists back gives (`positionMoves`), and their serials are the lists' difference.
   */
  moves?: Move[];
}

/** A device a tag change moves (by position in the network's list), and whether it gains the tag. */
export interface Move {
  position: number;
  gains: boolean;
}

/** Where else a serial is: the network of the organization's declared networks that holds it. */
export type SerialElsewhere = (serial: string) => string | undefined;

/** The plan-time problems of one network's device tags, and their memberships when there are none. */
export interface NetworkTagPlan {
  networkId: string;
  tags: TagMembership[];
  diagnostics: Diagnostic[];
  /** The network's devices are in serial order, so every list of its devices in network order is too. */
  inSerialOrder: boolean;
}

const AUTO_REASON =
  "the Dashboard applies it automatically (a device-type, schedule, geofence or security-compliance tag, listed in the device's autoTags)";

function byCodePoint(a: string, b: string): number {
  return compareCodePoints(a, b);
}

/** The canonical form of a tag's members: the tag and the sorted serials. */
export function canonicalMembers(tag: string, devices: readonly TagDevice[]): CanonicalDeviceTag {
  return canonicalSerials(
    tag,
    devices.map((device) => device.serial),
  );
}

/**
 * The canonical form of a tag's members from their serials. `inSerialOrder`: they are
 * known to be in serial order already (see `NetworkTagPlan`).
 */
export function canonicalSerials(tag: string, serials: string[], inSerialOrder = false): CanonicalDeviceTag {
  // Devices often come in serial order already: one pass to see it instead of a sort.
  return { tag, serials: inSerialOrder || increasing(serials) ? serials : [...serials].sort(byCodePoint) };
}

/** Whether each string sorts strictly after the one before it (by code point). */
function increasing(list: readonly string[]): boolean {
  for (let i = 1; i < list.length; i++)
    if (compareCodePoints(list[i - 1] as string, list[i] as string) >= 0) return false;
  return true;
}

const describe = (device: TagDevice): string => `${JSON.stringify(device.name)} (${device.serial})`;

/**
 * Plans the declared tags of one network over its devices. Errors (the tag is planned no further):
 * a declared tag the Dashboard applies automatically, a serial the network does not hold (naming the
 * network that does, when the organization declares it), a serial two devices share, a device without
 * a serial that the tag must change, a checked name that differs. A repeated serial is a warning.
 */
export function planNetworkTags(
  networkId: string,
  declared: readonly DesiredDeviceTag[],
  devices: readonly TagDevice[],
  elsewhere: SerialElsewhere = () => undefined,
): NetworkTagPlan {
  // One pass over the devices, not one per tag; then each tag marks positions, stamped with its number.
  const index = deviceIndexOf(devices);
  const member = new Int32Array(devices.length);
  const carried = new Int32Array(devices.length);
  const listed = new Int32Array(devices.length);
  const listedAt: DeclaredSerial['source'][] = [];
  const diagnostics: Diagnostic[] = [];
  const tags: TagMembership[] = [];
  declared.forEach((tag, t) => {
    const stamp = t + 1;
    const problems: Diagnostic[] = [];
    const error = (code: string, message: string, hint: string, source = tag.source): void => {
      problems.push({ severity: 'error', code, message, hint, source });
    };
    const auto = index.autoCarrier.get(tag.tag);
    if (auto !== undefined) {
      error(
        'auto-tag',
        `device tag "${tag.tag}" of network ${networkId} cannot be managed: device ${describe(auto)} carries it because ${AUTO_REASON}`,
        `remove "${tag.tag}" from deviceTags; scopes may still select on it`,
      );
    }
    // Serials that name no single device (unknown or shared) are remembered by text, the rest by position.
    const seenElse = new Map<string, DeclaredSerial['source']>();
    // Lists mostly follow the network's order: the device after the last one named is tried first.
    let next = 0;
    for (const entry of tag.serials) {
      const guess = index.serials[next];
      // A serial two devices share is refused whichever of them is found; the empty serial names none.
      const position = guess === entry.serial && guess !== '' ? next : index.bySerial.get(entry.serial);
      if (position !== undefined) next = position + 1;
      const sharing = index.shared.size === 0 ? undefined : index.shared.get(entry.serial);
      const single = position !== undefined && sharing === undefined;
      const first = single
        ? listed[position] === stamp
          ? listedAt[position]
          : undefined
        : seenElse.get(entry.serial);
      if (first !== undefined) {
        diagnostics.push({
          severity: 'warning',
          code: 'repeated-serial',
          message: `device tag "${tag.tag}" of network ${networkId} lists serial ${entry.serial} twice (first at ${first.file}:${first.line}:${first.column})`,
          source: entry.source,
        });
        continue;
      }
      if (single) {
        listed[position] = stamp;
        listedAt[position] = entry.source;
      } else seenElse.set(entry.serial, entry.source);
      if (position === undefined) {
        const other = elsewhere(entry.serial);
        error(
          'unknown-serial',
          `device tag "${tag.tag}": serial ${entry.serial} is not a device of network ${networkId}${other === undefined ? '' : `; it is in network ${other}`}`,
          other === undefined
            ? 'check the serial, or remove it if the device left the network'
            : `declare it under network ${other}'s deviceTags, or move the device`,
          entry.source,
        );
        continue;
      }
      if (sharing !== undefined) {
        error(
          'shared-serial',
          `device tag "${tag.tag}": serial ${entry.serial} belongs to ${sharing.length} devices of network ${networkId} (${sharing.map((p) => (devices[p] as TagDevice).id).join(', ')}); a write by serial would change them all`,
          'ask Meraki support to fix the duplicate serial; until then leave the serial out',
          entry.source,
        );
        continue;
      }
      const device = devices[position] as TagDevice;
      if (entry.name !== undefined && entry.name !== device.name) {
        error(
          'device-name-mismatch',
          `device tag "${tag.tag}": serial ${entry.serial} is named ${JSON.stringify(device.name)} in network ${networkId}, not ${JSON.stringify(entry.name)} as the config says`,
          'check that the serial is the device you mean, then fix the name in the config',
          entry.source,
        );
        continue;
      }
      member[position] = stamp;
    }
    if (tag.match !== undefined) {
      const selects = compileSelector(tag.match);
      devices.forEach((device, position) => {
        if (selects(device)) member[position] = stamp;
      });
    }
    const carrying = index.carriers.get(tag.tag) ?? [];
    for (const position of carrying) carried[position] = stamp;
    // Members in network order, by one walk over the marks instead of a sort.
    const afterSerials: string[] = [];
    const addAt: number[] = [];
    for (let position = 0; position < devices.length; position++) {
      if (member[position] !== stamp) continue;
      afterSerials.push(index.serials[position] as string);
      if (carried[position] !== stamp) addAt.push(position);
    }
    const add = addAt.map((position) => devices[position] as TagDevice);
    const nowSerials = carrying.map((position) => index.serials[position] as string);
    const removeAt = carrying.filter((position) => member[position] !== stamp);
    const remove = removeAt.map((position) => devices[position] as TagDevice);
    // In serial order no two devices share a serial: the lists read back name these positions, in order.
    let moves: Move[] | undefined;
    if (index.inSerialOrder) {
      // Pushed one by one: spreading two lists of moves made the optimised planner bail out each time.
      moves = [];
      for (const position of addAt) moves.push({ position, gains: true });
      for (const position of removeAt) moves.push({ position, gains: false });
    }
    const unwritableAt = firstUnwritable(addAt, index) ?? firstUnwritable(removeAt, index);
    if (unwritableAt !== undefined) {
      const unwritable = devices[unwritableAt] as TagDevice;
      error(
        'unwritable-device',
        `device tag "${tag.tag}" would change device ${JSON.stringify(unwritable.name)} (id ${unwritable.id}) of network ${networkId}, whose serial ${unwritable.serial === '' ? 'is empty' : 'another device shares'}: smform writes tags by serial`,
        'narrow the selector so that it leaves the device out',
      );
    }
    diagnostics.push(...problems);
    if (problems.length === 0)
      tags.push(defined({ tag: tag.tag, declared: tag, add, remove, nowSerials, afterSerials, moves }));
  });
  return { networkId, tags, diagnostics, inSerialOrder: index.inSerialOrder };
}

/** The first position whose device smform cannot write a tag to by serial: its serial is empty or shared. */
function firstUnwritable(positions: readonly number[], index: DeviceIndex): number | undefined {
  for (const position of positions) {
    const serial = index.serials[position] as string;
    if (serial === '' || index.shared.has(serial)) return position;
  }
  return undefined;
}

/**
 * The tags of every device a plan changes, after the plan, by device id (a device the plan leaves alone
 * is not in the map): the adds and removes of each managed tag applied to its live tags, sorted. Other
 * tags stay as they are.
 */
export function plannedTags(plans: readonly TagMembership[]): Map<string, string[]> {
  const planned = new Map<string, string[]>();
  const tagsOf = (device: TagDevice): string[] => {
    let tags = planned.get(device.id);
    if (tags === undefined) {
      tags = [...device.tags];
      planned.set(device.id, tags);
    }
    return tags;
  };
  for (const plan of plans) {
    for (const device of plan.add) tagsOf(device).push(plan.tag);
    for (const device of plan.remove) {
      const tags = tagsOf(device);
      tags.splice(tags.indexOf(plan.tag), 1);
    }
  }
  for (const tags of planned.values()) tags.sort(byCodePoint);
  return planned;
}

/** The moves the plan found for a change, by its `after` form (see `rememberMoves`). */
const plannedMoves = new WeakMap<object, { before: object; devices: readonly TagDevice[]; moves: Move[] }>();

/**
 * Keeps the moves of a change the plan made, so that its blast radius takes them instead of looking up
 * a thousand serials again; they hold while the change carries these two forms and the same device list.
 */
export function rememberMoves(
  before: CanonicalDeviceTag,
  after: CanonicalDeviceTag,
  devices: readonly TagDevice[],
  moves: Move[],
): void {
  plannedMoves.set(after, { before, devices, moves });
}

/**
 * The tags after the plan of the devices a plan's tag changes move, by network and device id, from the
 * changes' members before and after (serials) and the devices read.
 */
export function plannedTagsOfChanges(
  changes: readonly {
    kind: string;
    action?: string;
    networkId?: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[],
  fleet: ReadonlyMap<string, readonly TagDevice[]>,
): Map<string, Map<string, string[]>> {
  const planned = new Map<string, Map<string, string[]>>();
  const serials = (record: Record<string, unknown> | null): string[] =>
    Array.isArray(record?.['serials'])
      ? (record['serials'] as unknown[]).filter((s): s is string => typeof s === 'string')
      : [];
  for (const change of changes) {
    const tag = change.after?.['tag'];
    if (change.kind !== 'deviceTag' || typeof tag !== 'string' || change.networkId === undefined) continue;
    const devices = fleet.get(change.networkId) ?? [];
    const known = plannedMoves.get(change.after as object);
    const moves =
      known !== undefined && known.before === change.before && known.devices === devices
        ? known.moves
        : // The index the plan built of the same list, when it planned the network's tags.
          positionMoves(deviceIndexOf(devices), serials(change.before), serials(change.after));
    for (const { position, gains } of moves) {
      const device = devices[position] as TagDevice;
      let network = planned.get(change.networkId);
      if (network === undefined) {
        network = new Map();
        planned.set(change.networkId, network);
      }
      const tags = network.get(device.id) ?? [...device.tags];
      network.set(device.id, gains ? [...tags, tag].sort(byCodePoint) : tags.filter((t) => t !== tag));
    }
  }
  return planned;
}

/**
 * The devices `after` names and `before` does not (gained, in `after`'s order), then those `before` names
 * and `after` does not (lost, in `before`'s order), each once, by position; serials of no device are left
 * out. A serial stands for one position, so this is the difference of the two lists as sets of serials.
 */
function positionMoves(index: DeviceIndex, before: readonly string[], after: readonly string[]): Move[] {
  const was = new Set<number>();
  const will = new Set<number>();
  const positions = (serials: readonly string[], into: Set<number>): void => {
    for (const serial of serials) {
      const position = lastPosition(index, serial);
      if (position !== undefined) into.add(position);
    }
  };
  positions(before, was);
  positions(after, will);
  const moves: Move[] = [];
  for (const position of will) if (!was.has(position)) moves.push({ position, gains: true });
  for (const position of was) if (!will.has(position)) moves.push({ position, gains: false });
  return moves;
}
