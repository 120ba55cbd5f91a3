import { badRequest, notFound } from '../http.js';
import { linkHeader, paginate, readPageRequest } from '../paging.js';
import { hashUnit } from '../random.js';
import { formatTimestamp, type NetworkState } from '../store.js';
import type { SeedDevice, SeedUser } from '../types.js';
import { param, requireNetwork, type RouteContext, type RouteResult } from './context.js';

/**
 * Helpers for the routes beyond the managed kinds: deterministic generated records (the same seed and
 * clock always give the same answers), lookups by path id, and paged answers in both body styles.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A 32-bit hash of a text: the seed for every value generated about one object. */
export function hashText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** A number in [0, 1) fixed by the key and the index. */
export function unit(key: string, n = 0): number {
  return hashUnit(hashText(key), n);
}

/** An integer in [min, max] fixed by the key and the index. */
export function between(key: string, n: number, min: number, max: number): number {
  return min + Math.floor(unit(key, n) * (max - min + 1));
}

/** A Dashboard-style numeric id fixed by the key. */
export function stableId(key: string): string {
  return String(1_000_000_000_000 + Math.floor(unit(key, 7) * 8_999_999_999_999));
}

/** A MAC address fixed by the key (locally administered, so it never names a real vendor). */
export function stableMac(key: string): string {
  const bytes = [0x02, ...Array.from({ length: 5 }, (_, i) => between(key, 20 + i, 0, 255))];
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join(':');
}

/** Start of the emulator day: generated history is anchored here, so it is stable within a day. */
export function dayAnchor(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

/** Every timestamp the emulator answers with: ISO 8601 in UTC with `Z`, e.g. `2018-05-12T00:00:00Z`. */
export const iso = formatTimestamp;

/** Records a seed stores on an object under `field` (an array of objects), or undefined. */
export function seededRecords(
  owner: Record<string, unknown>,
  field: string,
): Record<string, unknown>[] | undefined {
  const value = owner[field];
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
}

export function findDevice(network: NetworkState, deviceId: string): SeedDevice {
  const device = network.devices.find((candidate) => candidate.id === deviceId);
  if (device === undefined) throw notFound(`Device ${deviceId} not found in network ${network.id}`);
  return device;
}

export function findUser(network: NetworkState, userId: string): SeedUser {
  const user = network.users.find((candidate) => candidate.id === userId);
  if (user === undefined) throw notFound(`User ${userId} not found in network ${network.id}`);
  return user;
}

/** The network and the device named by the `{deviceId}` path parameter (404 when unknown). */
export function pathDevice(context: RouteContext): { network: NetworkState; device: SeedDevice } {
  const network = requireNetwork(context);
  return { network, device: findDevice(network, param(context, 'deviceId')) };
}

/** A paged answer whose body is a bare JSON array (most SM lists). */
export function pagedArray(
  context: RouteContext,
  all: readonly unknown[],
  defaultPerPage: number,
): RouteResult {
  const request = readPageRequest(context.query, defaultPerPage);
  const page = paginate(all, request);
  return {
    status: 200,
    headers: { Link: linkHeader(page, request.perPage, context.links) },
    body: structuredClone(page.items),
  };
}

/** A paged answer in the `{items, meta:{counts:{items:{total, remaining}}}}` envelope. */
export function pagedEnvelope(
  context: RouteContext,
  all: readonly unknown[],
  defaultPerPage: number,
): RouteResult & { body: { items: unknown[]; meta: unknown } } {
  const request = readPageRequest(context.query, defaultPerPage);
  const page = paginate(all, request);
  return {
    status: 200,
    headers: { Link: linkHeader(page, request.perPage, context.links) },
    body: {
      items: structuredClone(page.items),
      meta: { counts: { items: { total: page.total, remaining: page.total - page.end } } },
    },
  };
}

/** A body member that must be a list of strings when present. */
export function optionalStrings(body: Record<string, unknown>, name: string): string[] | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw badRequest(`'${name}' must be an array of strings`);
  }
  return value;
}

/** A body member that must be a string when present. */
export function optionalString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`'${name}' must be a string`);
  return value;
}

/** A body member that must be a boolean when present. */
export function optionalBoolean(body: Record<string, unknown>, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`'${name}' must be a boolean`);
  return value;
}

/** A `pin` must be a six-digit integer. */
export function checkPin(body: Record<string, unknown>): void {
  const pin = body['pin'];
  if (pin === undefined) return;
  if (typeof pin !== 'number' || !Number.isInteger(pin) || pin < 100000 || pin > 999999) {
    throw badRequest("'pin' must be a six-digit number");
  }
}
