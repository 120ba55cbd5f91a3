import { notFound } from '../http.js';
import type { NetworkState } from '../store.js';
import { param, requireNetwork, type RouteHandler } from './context.js';
import { dayAnchor, DAY_MS, iso, pagedArray, stableId, stableMac } from './records.js';

/** Trusted access configs and user access devices: paged (default 100); a device can be deleted (204). */

const DEFAULT_PER_PAGE = 100;

export function trustedAccessConfigsOf(network: NetworkState, now: number): Record<string, unknown>[] {
  network.trustedAccessConfigs ??= ['Corporate', 'Contractors'].map((name, i) => ({
    id: stableId(`${network.id}/trustedAccess/${name}`),
    name,
    scope: i === 0 ? 'withAny' : 'withAll',
    tags: i === 0 ? ['corp'] : ['contractor'],
    ssidName: i === 0 ? 'Corp WiFi' : 'Guest WiFi',
    timeboundType: i === 0 ? 'dynamic' : 'static',
    accessStartAt: i === 0 ? '' : iso(dayAnchor(now) - 30 * DAY_MS),
    accessEndAt: i === 0 ? '' : iso(dayAnchor(now) + 60 * DAY_MS),
    sendExpirationEmails: i === 1,
    notifyTimeBeforeAccessEnds: i === 1 ? 24 : 0,
    additionalEmailText: i === 1 ? 'Ask the helpdesk to extend your access.' : '',
  }));
  return network.trustedAccessConfigs;
}

/** One user access device per user with an email, connected to the first trusted access config. */
export function userAccessDevicesOf(network: NetworkState, now: number): Record<string, unknown>[] {
  if (network.userAccessDevices === undefined) {
    const config = trustedAccessConfigsOf(network, now)[0];
    const configId = typeof config?.['id'] === 'string' ? config['id'] : '';
    network.userAccessDevices = network.users.map((user) => ({
      id: stableId(`${network.id}/userAccessDevice/${user.id}`),
      name: `${typeof user.username === 'string' && user.username !== '' ? user.username : user.id}'s phone`,
      email: user.email ?? '',
      username: user.username ?? '',
      mac: stableMac(`${network.id}/uad/${user.id}`),
      systemType: 'iOS',
      tags: typeof user.tags === 'string' ? user.tags.split(/\s+/).filter((tag) => tag !== '') : [],
      trustedAccessConnections: [
        {
          trustedAccessConfigId: configId,
          downloadedAt: iso(dayAnchor(now) - 10 * DAY_MS),
          scepCompletedAt: iso(dayAnchor(now) - 10 * DAY_MS + 60_000),
          lastConnectedAt: iso(dayAnchor(now) - DAY_MS),
        },
      ],
    }));
  }
  return network.userAccessDevices;
}

const listConfigs: RouteHandler = (context) =>
  pagedArray(context, trustedAccessConfigsOf(requireNetwork(context), context.now), DEFAULT_PER_PAGE);

const listUserAccessDevices: RouteHandler = (context) =>
  pagedArray(context, userAccessDevicesOf(requireNetwork(context), context.now), DEFAULT_PER_PAGE);

const deleteUserAccessDevice: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const id = param(context, 'userAccessDeviceId');
  const devices = userAccessDevicesOf(network, context.now);
  const index = devices.findIndex((device) => device['id'] === id);
  if (index < 0) throw notFound(`User access device ${id} not found in network ${network.id}`);
  devices.splice(index, 1);
  return { status: 204 };
};

export const trustedAccessRoutes: Record<string, RouteHandler> = {
  getNetworkSmTrustedAccessConfigs: listConfigs,
  getNetworkSmUserAccessDevices: listUserAccessDevices,
  deleteNetworkSmUserAccessDevice: deleteUserAccessDevice,
};
