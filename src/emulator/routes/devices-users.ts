import { badRequest, queryArray, type Query } from '../http.js';
import { linkHeader, paginate, readPageRequest } from '../paging.js';
import { isInScope, parseScopeParam, splitTagString } from '../scope.js';
import type { SeedDevice, SeedUser } from '../types.js';
import { requireNetwork, type RouteHandler } from './context.js';

const DEVICES_PER_PAGE = 1000;

/** The fields every device carries in a list answer; `fields[]` adds more. Missing values are null. */
export const DEFAULT_DEVICE_FIELDS = [
  'id',
  'name',
  'tags',
  'ssid',
  'wifiMac',
  'osName',
  'systemModel',
  'uuid',
  'serialNumber',
  'serial',
  'ip',
  'notes',
] as const;

/** The fields a user record carries, with the API's empty values for those a seed leaves out. */
const USER_DEFAULTS: Record<string, unknown> = {
  email: '',
  fullName: '',
  username: '',
  displayName: '',
  hasPassword: false,
  hasIdentityCertificate: false,
  isExternal: false,
  tags: '',
  adGroups: [],
  azureAdGroups: [],
  samlGroups: [],
  asmGroups: [],
  userThumbnail: '',
};

function fieldValue(device: SeedDevice, field: string): unknown {
  if (field === 'serialNumber') return device.serialNumber ?? device.serial ?? null;
  if (field === 'serial') return device.serial ?? device.serialNumber ?? null;
  if (field === 'tags') return [...(device.tags ?? [])];
  // A list field: a device the Dashboard tagged nothing automatically has an empty list, not null.
  if (field === 'autoTags') return [...(device.autoTags ?? [])];
  return structuredClone(device[field] ?? null);
}

function renderDevice(device: SeedDevice, extra: readonly string[]): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const field of [...DEFAULT_DEVICE_FIELDS, ...extra]) shown[field] = fieldValue(device, field);
  return shown;
}

/** Values listed in a filter, or undefined when the filter is absent (an absent filter keeps everything). */
function filterSet(query: Query, name: string, lowerCase = false): Set<string> | undefined {
  const values = queryArray(query, name);
  if (values === undefined) return undefined;
  return new Set(lowerCase ? values.map((value) => value.toLowerCase()) : values);
}

function scopeFilter(query: Query): ((tags: string[]) => boolean) | undefined {
  const values = queryArray(query, 'scope');
  if (values === undefined) return undefined;
  const parsed = parseScopeParam(values);
  if (!parsed.ok) throw badRequest(parsed.error);
  return (tags) => isInScope(parsed.keyword, parsed.tags, tags);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const listDevices: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const request = readPageRequest(context.query, DEVICES_PER_PAGE);
  const extra = (queryArray(context.query, 'fields') ?? []).filter(
    (field) => !(DEFAULT_DEVICE_FIELDS as readonly string[]).includes(field),
  );
  const ids = filterSet(context.query, 'ids');
  const serials = filterSet(context.query, 'serials');
  const wifiMacs = filterSet(context.query, 'wifiMacs', true);
  const uuids = filterSet(context.query, 'uuids');
  const systemTypes = filterSet(context.query, 'systemTypes');
  const inScope = scopeFilter(context.query);
  const devices = network.devices.filter(
    (device) =>
      (ids === undefined || ids.has(device.id)) &&
      (serials === undefined || serials.has(text(device.serial)) || serials.has(text(device.serialNumber))) &&
      (wifiMacs === undefined || wifiMacs.has(text(device['wifiMac']).toLowerCase())) &&
      (uuids === undefined || uuids.has(text(device['uuid']))) &&
      (systemTypes === undefined || systemTypes.has(text(device['systemType']))) &&
      (inScope === undefined || inScope([...(device.tags ?? [])])),
  );
  const page = paginate(devices, request);
  return {
    status: 200,
    headers: { Link: linkHeader(page, request.perPage, context.links) },
    body: page.items.map((device) => renderDevice(device, extra)),
  };
};

function renderUser(user: SeedUser): Record<string, unknown> {
  return { ...structuredClone(USER_DEFAULTS), ...structuredClone(user) };
}

/** Users are not paged; `tags` stays the space-separated string the API returns. */
const listUsers: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const ids = filterSet(context.query, 'ids');
  const usernames = filterSet(context.query, 'usernames');
  const emails = filterSet(context.query, 'emails', true);
  const inScope = scopeFilter(context.query);
  const users = network.users.filter(
    (user) =>
      (ids === undefined || ids.has(user.id)) &&
      (usernames === undefined || usernames.has(text(user.username))) &&
      (emails === undefined || emails.has(text(user.email).toLowerCase())) &&
      (inScope === undefined || inScope(splitTagString(user.tags))),
  );
  return { status: 200, body: users.map(renderUser) };
};

export const deviceUserRoutes: Record<string, RouteHandler> = {
  getNetworkSmDevices: listDevices,
  getNetworkSmUsers: listUsers,
};
