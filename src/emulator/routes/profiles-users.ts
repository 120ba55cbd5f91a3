import { queryArray } from '../http.js';
import type { NetworkState } from '../store.js';
import type { SeedDevice, SeedUser } from '../types.js';
import { param, requireNetwork, type RouteHandler } from './context.js';
import { deviceRecords } from './device-data.js';
import { findUser, pagedArray, seededRecords, stableId } from './records.js';

/** Network profiles (with the `payloadTypes[]` filter) and the users' device profiles and softwares. */

const DEFAULT_PROFILES = [
  { name: 'Corporate Wi-Fi', payloadTypes: ['Wi-Fi'], scope: 'withAny', tags: ['corp'] },
  { name: 'Restrictions', payloadTypes: ['Restrictions', 'Passcode'], scope: 'all', tags: [] },
  { name: 'Remote Access', payloadTypes: ['VPN', 'Certificate'], scope: 'withAll', tags: ['laptop'] },
];

/** The network's profiles: the seed's, or three plausible ones created on first read. */
export function profilesOf(network: NetworkState): Record<string, unknown>[] {
  network.profiles ??= DEFAULT_PROFILES.map((profile) => ({
    id: stableId(`${network.id}/profile/${profile.name}`),
    name: profile.name,
    description: `${profile.name} (emulator default)`,
    scope: profile.scope,
    tags: [...profile.tags],
    payloadTypes: [...profile.payloadTypes],
  }));
  return network.profiles;
}

function payloadTypesOf(profile: Record<string, unknown>): string[] {
  const types = profile['payloadTypes'];
  return Array.isArray(types) ? types.filter((type): type is string => typeof type === 'string') : [];
}

/**
 * Profiles per page when `perPage` is absent. The API index (v1.73) adds `perPage`, `startingAfter` and
 * `endingBefore` without stating a default; 1000 is the largest page the other SM lists allow.
 */
const PROFILES_PER_PAGE = 1000;

/** `payloadTypes[]` keeps the profiles carrying any of the listed payload types; paged (Link header). */
const listProfiles: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const wanted = queryArray(context.query, 'payloadTypes');
  const profiles = profilesOf(network).filter(
    (profile) => wanted === undefined || payloadTypesOf(profile).some((type) => wanted.includes(type)),
  );
  return pagedArray(context, profiles, PROFILES_PER_PAGE);
};

/** The devices a user owns: `ownerEmail`, `ownerUsername` or `userId` on the device names the user. */
export function devicesOwnedBy(network: NetworkState, user: SeedUser): SeedDevice[] {
  const email = typeof user.email === 'string' ? user.email.toLowerCase() : undefined;
  return network.devices.filter(
    (device) =>
      device['userId'] === user.id ||
      (email !== undefined &&
        email !== '' &&
        typeof device['ownerEmail'] === 'string' &&
        device['ownerEmail'].toLowerCase() === email) ||
      (user.username !== undefined && user.username !== '' && device['ownerUsername'] === user.username),
  );
}

function userRecords(field: 'deviceProfiles' | 'softwares'): RouteHandler {
  return (context) => {
    const network = requireNetwork(context);
    const user = findUser(network, param(context, 'userId'));
    const records =
      seededRecords(user, field) ??
      devicesOwnedBy(network, user).flatMap((device) => deviceRecords(device, field, context.now));
    return { status: 200, body: structuredClone(records) };
  };
}

export const profileUserRoutes: Record<string, RouteHandler> = {
  getNetworkSmProfiles: listProfiles,
  getNetworkSmUserDeviceProfiles: userRecords('deviceProfiles'),
  getNetworkSmUserSoftwares: userRecords('softwares'),
};
