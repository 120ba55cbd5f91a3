import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DesiredOrganization } from '../../model/desired.js';
import type { LiveDevice, LiveNetwork, LiveOrganization } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import type { Diagnostic } from '../../model/source.js';
import { mapEntries, type KindConfig, type WrittenObject } from '../kind-config.js';
import { kindAddress, kindScope, type KindSpec } from '../kind-spec.js';
import { setSlotObjects, slotObjects } from '../kind-slot.js';
import { Operation } from '../operations.js';
import { desiredDeviceTag, deviceTagRules, type ConfigDeviceTag, type ReadText } from './config.js';
import { exportDeviceTags, type TagChoice } from './export-tags.js';
import { readTagDevices, tagDeviceReadParams } from './read.js';
import { describeTagChange } from './report.js';
import { restoreDeviceTags } from './restore-tags.js';
import { tagStaleReason, verifyTag } from './staleness.js';
import { DEVICE_TAG_KIND } from './plan-tags.js';
import { planDeviceTags } from './plan-kind.js';
import { plannedTagsOfChanges } from './membership.js';
import type { DesiredDeviceTag, TagDevice } from './types.js';
import { canonicalTag, readTagChange } from './tag-change.js';
import { tagCalls } from './write-calls.js';

const KIND = DEVICE_TAG_KIND;

/** Reads a serial file at config load; its path is relative to `cwd`, as the sources are. */
const readTextIn =
  (cwd: string | undefined): ReadText =>
  (path) => {
    try {
      return { text: readFileSync(resolve(cwd ?? '', path), 'utf8') };
    } catch (error) {
      return { error: (error as Error).message.replace(/, open '.*'$/u, '') };
    }
  };

/** The declared tags of a network (its `deviceTags:` slot), undefined when it declares none. */
export function declaredTags(org: DesiredOrganization, networkId: string): DesiredDeviceTag[] | undefined {
  const network = org.networks.find((candidate) => candidate.id === networkId);
  return slotObjects<DesiredDeviceTag>(network, KIND);
}

/** The devices read for a network's tags, undefined when they were not read. */
export function tagDevicesOf(org: LiveOrganization, networkId: string | undefined): TagDevice[] | undefined {
  const network = org.networks.find((candidate) => candidate.id === networkId);
  return slotObjects<TagDevice>(network, KIND);
}

function liveNetwork(org: LiveOrganization, networkId: string): LiveNetwork {
  const found = org.networks.find((network) => network.id === networkId);
  if (found !== undefined) return found;
  const network: LiveNetwork = { id: networkId };
  org.networks.push(network);
  return network;
}

/** The devices of one network as the kind and the blast radius share them (one read serves both). */
function placeDevices(org: LiveOrganization, networkId: string, devices: TagDevice[]): void {
  const network = liveNetwork(org, networkId);
  setSlotObjects(network, KIND, devices);
  network.devices = devices as LiveDevice[];
}

/** A written tag read once: where it was read from, and what it read to. */
interface WrittenTagRead {
  where: string;
  read: { tag: DesiredDeviceTag; diagnostics: Diagnostic[] };
}

/** Each written tag's read, by the object the YAML parser made for it (one per load, shared by template users). */
const writtenReads = new WeakMap<object, WrittenTagRead>();

/**
 * The desired form of one written tag, read (CSV file included) once for `check` and `normalize` and for
 * every network a template brings it to: each gets its own tag with its own `source`, sharing the rest,
 * which nothing changes after the load.
 */
function readWrittenTag(object: WrittenObject): { tag: DesiredDeviceTag; diagnostics: Diagnostic[] } {
  const value = object.value as ConfigDeviceTag;
  const key = String(object.key);
  const read = (): { tag: DesiredDeviceTag; diagnostics: Diagnostic[] } =>
    desiredDeviceTag(key, value, object.source, (path) => object.locate(path), readTextIn(object.cwd));
  if (typeof value !== 'object' || value === null) return read();
  // A template's users share the place it is written at (file, line, column); a YAML alias does not.
  const { file, line, column } = object.source;
  const where = `${key}\u0000${file}:${line}:${column}\u0000${object.cwd ?? ''}`;
  const known = writtenReads.get(value);
  if (known === undefined || known.where !== where) {
    const first = read();
    writtenReads.set(value, { where, read: first });
    return first;
  }
  return { tag: { ...known.read.tag, source: object.source }, diagnostics: known.read.diagnostics };
}

/** The config part: `deviceTags:` is a map, tag -> declaration; CSV files are read here, at config load. */
export const deviceTagConfig: KindConfig<DesiredDeviceTag> = {
  entries: mapEntries,
  normalize: (object: WrittenObject) => readWrittenTag(object).tag,
  check: (objects) => {
    const diagnostics: Diagnostic[] = [];
    const byNetwork = new Map<string, { tags: DesiredDeviceTag[]; unread: Set<string> }>();
    for (const object of objects) {
      const read = readWrittenTag(object);
      diagnostics.push(...read.diagnostics);
      const key = `${object.orgId}\u0000${object.networkId}`;
      const network = byNetwork.get(key) ?? { tags: [], unread: new Set<string>() };
      byNetwork.set(key, network);
      network.tags.push(read.tag);
      // A tag whose serial file could not be read is not also warned of as listing no serials.
      if (read.diagnostics.some((d) => d.severity === 'error')) network.unread.add(read.tag.tag);
    }
    for (const [key, { tags, unread }] of byNetwork)
      diagnostics.push(...deviceTagRules(key.split('\u0000')[1] ?? '', tags, unread));
    return diagnostics;
  },
  // Only on request (`export --device-tags`): membership of every tag would be most of a fleet's config.
  exportOnRequest: (devices, choice) => {
    const { deviceTags, skipped } = exportDeviceTags(devices as TagDevice[], choice as TagChoice);
    return {
      section: Object.keys(deviceTags).length === 0 ? undefined : deviceTags,
      skipped: skipped.map(({ tag, reason }) => ({ name: tag, reason })),
    };
  },
};

/** Device tags: per network, which devices carry each managed tag (docs/config.md, "Device tags"). */
export const deviceTagKind: KindSpec = {
  kind: KIND,
  shape: 'own',
  label: 'device tag',
  plural: 'device tags',
  configKey: 'deviceTags',
  rank: 3,
  config: deviceTagConfig,
  owner: 'network',
  readPart: 'kinds',
  listRead: {
    operationId: Operation.readDevices,
    paginate: true,
    params: (_orgId, networkId) => tagDeviceReadParams(networkId),
  },
  idKey: 'tag',
  // Membership is in force as soon as it is written.
  createMovesDevices: true,
  devicesCountedIn: 'own network',
  scopeOf: (orgId, networkId) => kindScope(KIND, 'network', orgId, networkId),
  address: (orgId, networkId, tag) => kindAddress(KIND, 'network', orgId, networkId, tag),
  declaredScopes: (org) =>
    org.networks.flatMap((network) => {
      const tags = slotObjects<DesiredDeviceTag>(network, KIND);
      return tags === undefined
        ? []
        : [{ networkId: network.id, objects: tags.map((t) => ({ name: t.tag, source: t.source })) }];
    }),
  describeScope: (_orgId, networkId) => `the device tags of network ${networkId}`,
  placeRead: (org, networkId, raw) => placeDevices(org, networkId, readTagDevices(raw, networkId)),
  copyRead: (from, into, networkId) => {
    const devices = tagDevicesOf(from, networkId);
    if (devices === undefined) return false;
    placeDevices(into, networkId, devices);
    return true;
  },
  readSnapshot: (r, raw, where, { network }) => {
    if (network === undefined) return;
    const devices = r
      .list(raw, where)
      .map((entry, i) => readTagDevices([entry], network.id)[0] ?? r.fail(`${where}[${i}]`, 'not a device'));
    setSlotObjects(network, KIND, devices);
    network.devices = devices as LiveDevice[];
  },
  isRead: (org, networkId) => tagDevicesOf(org, networkId) !== undefined,
  staleReason: (change: Change, org) => {
    const before = canonicalTag(change.before);
    const devices = tagDevicesOf(org, change.networkId);
    if (before === undefined) return undefined;
    if (devices === undefined) return "its network's devices could not be read again";
    return tagStaleReason(change.networkId ?? '', before, devices);
  },
  verify: (change, _id, org) => {
    const after = canonicalTag(change.after);
    const devices = tagDevicesOf(org, change.networkId);
    if (after === undefined) return undefined;
    if (devices === undefined) return "its network's devices could not be read again";
    return verifyTag(change.networkId ?? '', after, devices);
  },
  idsNamed: () => [],
  planOwn: planDeviceTags,
  // Each change is read as a tag change once; its requests are built from the typed form.
  writeCalls: (changes) => tagCalls(changes.map(readTagChange)),
  describeChange: describeTagChange,
  // A tag's membership may come from selectors and CSV files: only the admin knows which to change.
  notAdopted: 'adopt does not edit deviceTags: change the serials or selectors of the tag in the config',
  // A tag change counts the devices whose membership it moves when it is planned.
  countsOwnDevices: true,
  plannedDeviceTags: plannedTagsOfChanges,
  scopeNetworks: (change) => (change.networkId === undefined ? [] : [change.networkId]),
  restoreScope(org, { networkId, saved, now, declared, source }) {
    const managed = declared === undefined ? [] : (declaredTags(declared, networkId) ?? []);
    const network = org.networks.find((candidate) => candidate.id === networkId);
    if (network === undefined) return;
    const { tags } = restoreDeviceTags(
      managed,
      saved === undefined ? [] : (tagDevicesOf(saved, networkId) ?? []),
      now === undefined ? [] : (tagDevicesOf(now, networkId) ?? []),
      source,
    );
    setSlotObjects(network, KIND, tags);
  },
};
