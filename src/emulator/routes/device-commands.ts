import { defined } from '../../canonical/defined.js';
import { badRequest, notFound, optionalObjectBody, requireObjectBody } from '../http.js';
import { isInScope, parseScopeParam, splitAtSpaces } from '../scope.js';
import type { NetworkState } from '../store.js';
import type { SeedDevice } from '../types.js';
import { requireNetwork, type RouteContext, type RouteHandler } from './context.js';
import { logCommand } from './device-data.js';
import { checkPin, optionalBoolean, optionalString, optionalStrings, pathDevice } from './records.js';

/**
 * Device commands. The targeting members `wifiMacs`, `ids`, `serials` and `scope` combine as a UNION:
 * a device is hit when any member names it (the API does not document this; it is the emulator's
 * reading, shared with `smform api`'s preview). At least one member is required.
 */

const TARGET_MEMBERS = ['wifiMacs', 'ids', 'serials', 'scope'] as const;

function tagsOf(device: SeedDevice): string[] {
  return Array.isArray(device.tags)
    ? device.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
}

function lower(value: unknown): string {
  return typeof value === 'string' ? value.toLowerCase() : '';
}

/** The devices the targeting members of a command body select, in network order. */
export function selectTargets(network: NetworkState, body: Record<string, unknown>): SeedDevice[] {
  const ids = optionalStrings(body, 'ids');
  const serials = optionalStrings(body, 'serials');
  const wifiMacs = optionalStrings(body, 'wifiMacs')?.map((mac) => mac.toLowerCase());
  const scope = optionalStrings(body, 'scope');
  if (TARGET_MEMBERS.every((member) => body[member] === undefined)) {
    throw badRequest(`One of ${TARGET_MEMBERS.join(', ')} is required to select devices`);
  }
  let inScope: ((device: SeedDevice) => boolean) | undefined;
  // An empty `scope` selects nothing (never "all"): a blank member must not widen a command.
  if (scope !== undefined && scope.length > 0) {
    const parsed = parseScopeParam(scope);
    if (!parsed.ok) throw badRequest(parsed.error);
    inScope = (device) => isInScope(parsed.keyword, parsed.tags, tagsOf(device));
  }
  return network.devices.filter(
    (device) =>
      ids?.includes(device.id) === true ||
      serials?.some((serial) => serial === device.serial || serial === device.serialNumber) === true ||
      wifiMacs?.includes(lower(device['wifiMac'])) === true ||
      inScope?.(device) === true,
  );
}

/** The one device `wifiMac`, `id` or `serial` names (wipe, fields). */
function selectOne(network: NetworkState, body: Record<string, unknown>): SeedDevice {
  const id = optionalString(body, 'id');
  const serial = optionalString(body, 'serial');
  const wifiMac = optionalString(body, 'wifiMac');
  if (id === undefined && serial === undefined && wifiMac === undefined) {
    throw badRequest('One of wifiMac, id or serial is required to select a device');
  }
  const device = network.devices.find(
    (candidate) =>
      (id !== undefined && candidate.id === id) ||
      (serial !== undefined && (candidate.serial === serial || candidate.serialNumber === serial)) ||
      (wifiMac !== undefined && lower(candidate['wifiMac']) === wifiMac.toLowerCase()),
  );
  if (device === undefined) throw notFound(`No device in network ${network.id} matches the request`);
  return device;
}

/** checkin, lock, reboot, shutdown: select, log the command, answer the ids. */
function command(
  action: string,
  check: (body: Record<string, unknown>) => Record<string, unknown>,
): RouteHandler {
  return (context) => {
    const network = requireNetwork(context);
    const body = requireObjectBody(context.body);
    const details = check(body);
    const targets = selectTargets(network, body);
    for (const device of targets) logCommand(device, context.now, action, details);
    return { status: 200, body: { ids: targets.map((device) => device.id) } };
  };
}

const noDetails = (): Record<string, unknown> => ({});

function lockDetails(body: Record<string, unknown>): Record<string, unknown> {
  checkPin(body);
  return body['pin'] === undefined ? {} : { pinSet: true };
}

function rebootDetails(body: Record<string, unknown>): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  const kextPaths = optionalStrings(body, 'kextPaths');
  if (kextPaths !== undefined) details['kextPaths'] = kextPaths;
  for (const flag of ['notifyUser', 'rebuildKernelCache', 'requestRequiresNetworkTether']) {
    const value = optionalBoolean(body, flag);
    if (value !== undefined) details[flag] = value;
  }
  return details;
}

const UPDATE_ACTIONS = ['add', 'delete', 'update'] as const;

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  const left = [...new Set(a)].sort();
  const right = [...new Set(b)].sort();
  return left.length === right.length && left.every((tag, i) => tag === right[i]);
}

/** modifyTags: add, delete or replace (update) tags; answers only the devices whose tags changed. */
const modifyTags: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const body = requireObjectBody(context.body);
  const written = optionalStrings(body, 'tags');
  const tags = written === undefined ? undefined : splitAtSpaces(written);
  const action = body['updateAction'];
  const errors: string[] = [];
  if (tags === undefined) errors.push("'tags' is required");
  if (typeof action !== 'string' || !(UPDATE_ACTIONS as readonly string[]).includes(action)) {
    errors.push(`'updateAction' must be one of ${UPDATE_ACTIONS.join(', ')}`);
  }
  if (errors.length > 0 || tags === undefined) throw badRequest(errors);
  const changed: Record<string, unknown>[] = [];
  for (const device of selectTargets(network, body)) {
    const before = tagsOf(device);
    let after: string[];
    if (action === 'add') after = [...before, ...tags.filter((tag) => !before.includes(tag))];
    else if (action === 'delete') after = before.filter((tag) => !tags.includes(tag));
    else after = [...new Set(tags)];
    if (sameTags(before, after)) continue;
    device.tags = after;
    logCommand(device, context.now, 'ModifyTags', { updateAction: action, tags });
    changed.push({
      id: device.id,
      serial: device.serial ?? device.serialNumber ?? '',
      tags: [...after],
      wifiMac: device['wifiMac'] ?? '',
    });
  }
  return { status: 200, body: changed };
};

function removeDevices(network: NetworkState, leaving: readonly SeedDevice[]): void {
  network.devices = network.devices.filter((device) => !leaving.includes(device));
}

/** move: the devices leave for `newNetwork`, which must be another network of the same organization. */
const move: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const body = requireObjectBody(context.body);
  const newNetwork = optionalString(body, 'newNetwork');
  if (newNetwork === undefined) throw badRequest("'newNetwork' is required");
  const target = context.store.networks.get(newNetwork);
  if (target === undefined || target.orgId !== network.orgId) {
    throw badRequest(`'newNetwork' ${newNetwork} is not a network of this organization`);
  }
  const targets = selectTargets(network, body);
  if (target !== network) {
    removeDevices(network, targets);
    target.devices.push(...targets);
  }
  for (const device of targets) logCommand(device, context.now, 'MoveDevice', { newNetwork });
  return { status: 200, body: { ids: targets.map((device) => device.id), newNetwork } };
};

/** wipe: one device, which then leaves the network. */
const wipe: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const body = requireObjectBody(context.body);
  checkPin(body);
  const device = selectOne(network, body);
  logCommand(device, context.now, 'EraseDevice');
  removeDevices(network, [device]);
  return { status: 200, body: { id: device.id } };
};

const DEVICE_FIELDS = ['name', 'notes'] as const;

/** fields: sets `name` and/or `notes` of one device. */
const updateFields: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const body = requireObjectBody(context.body);
  const fields = body['deviceFields'];
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw badRequest("'deviceFields' is required and must be an object");
  }
  const record = fields as Record<string, unknown>;
  const unknown = Object.keys(record).filter((name) => !(DEVICE_FIELDS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw badRequest(`'deviceFields' takes only ${DEVICE_FIELDS.join(', ')}; got ${unknown.join(', ')}`);
  for (const name of DEVICE_FIELDS) {
    if (record[name] !== undefined && typeof record[name] !== 'string')
      throw badRequest(`'deviceFields.${name}' must be a string`);
  }
  const device = selectOne(network, body);
  for (const name of DEVICE_FIELDS) {
    const value = record[name];
    if (typeof value === 'string') device[name] = value;
  }
  return {
    status: 200,
    body: [
      {
        id: device.id,
        name: device.name ?? '',
        notes: device['notes'] ?? '',
        serial: device.serial ?? device.serialNumber ?? '',
        wifiMac: device['wifiMac'] ?? '',
      },
    ],
  };
};

/** unenroll: the device leaves the network. */
const unenroll: RouteHandler = (context) => {
  const { network, device } = pathDevice(context);
  logCommand(device, context.now, 'Unenroll');
  removeDevices(network, [device]);
  return { status: 200, body: { success: true } };
};

function appIds(body: Record<string, unknown>): string[] {
  const ids = optionalStrings(body, 'appIds');
  if (ids === undefined || ids.length === 0)
    throw badRequest("'appIds' is required (a non-empty array of app ids)");
  return ids;
}

const installApps: RouteHandler = (context) => {
  const { device } = pathDevice(context);
  const body = requireObjectBody(context.body);
  const ids = appIds(body);
  const force = optionalBoolean(body, 'force');
  logCommand(device, context.now, 'InstallApplication', {
    appIds: ids,
    ...defined({ force }),
  });
  return { status: 200, body: {} };
};

const uninstallApps: RouteHandler = (context) => {
  const { device } = pathDevice(context);
  const ids = appIds(requireObjectBody(context.body));
  logCommand(device, context.now, 'RemoveApplication', { appIds: ids });
  return { status: 200, body: {} };
};

const refreshDetails: RouteHandler = (context: RouteContext) => {
  const { device } = pathDevice(context);
  optionalObjectBody(context.body);
  logCommand(device, context.now, 'DeviceInformation');
  return { status: 200, body: {} };
};

export const deviceCommandRoutes: Record<string, RouteHandler> = {
  checkinNetworkSmDevices: command('DeviceCheckin', noDetails),
  lockNetworkSmDevices: command('DeviceLock', lockDetails),
  rebootNetworkSmDevices: command('RestartDevice', rebootDetails),
  shutdownNetworkSmDevices: command('ShutDownDevice', noDetails),
  modifyNetworkSmDevicesTags: modifyTags,
  moveNetworkSmDevices: move,
  wipeNetworkSmDevices: wipe,
  updateNetworkSmDevicesFields: updateFields,
  unenrollNetworkSmDevice: unenroll,
  installNetworkSmDeviceApps: installApps,
  uninstallNetworkSmDeviceApps: uninstallApps,
  refreshNetworkSmDeviceDetails: refreshDetails,
};
