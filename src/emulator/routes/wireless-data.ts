import { badRequest, queryString, type Query } from '../http.js';
import type { OrganizationState } from '../store.js';
import { between, dayAnchor, DAY_MS, HOUR_MS, iso, stableMac, unit } from './records.js';

/**
 * Wireless LAN controllers as the monitoring reads see them. A seed gives at least `serial` and
 * `networkId`; `name`, `model`, `firmware`, `l2Interfaces`, `l3Interfaces`, `accessPoints` and
 * `redundancy` may be given too, and whatever is missing is generated from the serial, so the same
 * seed always yields the same interfaces, time series, failovers and utilization.
 */

export interface L2Interface {
  name: string;
  description: string;
  enabled: boolean;
  mac: string;
  status: string;
  speed: string;
  isUplink: boolean;
  vlan: number;
  isRedundancyPort: boolean;
  linkNegotiation: string;
  channelGroup: { number: number };
  module: { model: string };
}

export interface L3Interface {
  name: string;
  description: string;
  mac: string;
  status: string;
  speed: string;
  addresses: { protocol: string; address: string; subnet: string }[];
  vrf: { name: string };
  isUplink: boolean;
  vlan: number;
  linkNegotiation: string;
  channelGroup: { number: number };
  module: { model: string };
}

export interface Controller {
  serial: string;
  networkId: string;
  name: string;
  model: string;
  firmware: string;
  l2Interfaces: L2Interface[];
  l3Interfaces: L3Interface[];
  accessPoints: string[];
  redundancy: {
    mode: string;
    enabled: boolean;
    role: string;
    chassisName: string;
    redundantSerial: string;
    mobilityMac: string;
    managementAddress: string;
  };
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function list<T>(value: unknown, fallback: () => T[]): T[] {
  return Array.isArray(value) ? (structuredClone(value) as T[]) : fallback();
}

function l2Interfaces(serial: string): L2Interface[] {
  return Array.from({ length: 4 }, (_, i) => ({
    name: `TenGigabitEthernet0/0/${i}`,
    description: i === 0 ? 'Uplink to core' : i === 3 ? 'Redundancy port' : `Access trunk ${i}`,
    enabled: i !== 2 || unit(serial, 300) < 0.5,
    mac: stableMac(`${serial}/l2/${i}`),
    status: i === 2 ? 'down' : 'up',
    speed: '10 Gbps',
    isUplink: i === 0,
    vlan: i === 0 ? 1 : 100 + i,
    isRedundancyPort: i === 3,
    linkNegotiation: 'auto',
    channelGroup: { number: i < 2 ? 1 : 0 },
    module: { model: 'SFP-10G-SR' },
  }));
}

function l3Interfaces(serial: string): L3Interface[] {
  const octet = between(serial, 301, 1, 250);
  return ['Vlan1', 'Vlan100'].map((name, i) => ({
    name,
    description: i === 0 ? 'Management' : 'Wireless management',
    mac: stableMac(`${serial}/l3/${i}`),
    status: 'up',
    speed: '10 Gbps',
    addresses: [{ protocol: 'ipv4', address: `10.${i === 0 ? 1 : 100}.${octet}.2`, subnet: '255.255.255.0' }],
    vrf: { name: i === 0 ? 'Mgmt-intf' : 'default' },
    isUplink: i === 0,
    vlan: i === 0 ? 1 : 100,
    linkNegotiation: 'auto',
    channelGroup: { number: 0 },
    module: { model: 'C9800-40' },
  }));
}

/** A controller record with every generated part filled in. */
export function describeController(raw: Record<string, unknown>, index: number): Controller {
  const serial = text(raw['serial'], `Q2WC-0000-${String(index + 1).padStart(4, '0')}`);
  const l3 = list<L3Interface>(raw['l3Interfaces'], () => l3Interfaces(serial));
  const seeded =
    typeof raw['redundancy'] === 'object' && raw['redundancy'] !== null
      ? (raw['redundancy'] as Record<string, unknown>)
      : {};
  return {
    serial,
    networkId: text(raw['networkId'], ''),
    name: text(raw['name'], `WLC-${serial.slice(-4)}`),
    model: text(raw['model'], 'C9800-40'),
    firmware: text(raw['firmware'], '17.9.4a'),
    l2Interfaces: list<L2Interface>(raw['l2Interfaces'], () => l2Interfaces(serial)),
    l3Interfaces: l3,
    accessPoints: list<string>(raw['accessPoints'], () =>
      Array.from(
        { length: between(serial, 302, 2, 4) },
        (_, i) => `Q2AP-${serial.slice(-4)}-${String(i + 1).padStart(4, '0')}`,
      ),
    ),
    redundancy: {
      mode: text(seeded['mode'], 'SSO'),
      enabled: typeof seeded['enabled'] === 'boolean' ? seeded['enabled'] : true,
      role: text(seeded['role'], 'active'),
      chassisName: text(seeded['chassisName'], `${serial}-chassis-1`),
      redundantSerial: text(seeded['redundantSerial'], `${serial}-R`),
      mobilityMac: text(seeded['mobilityMac'], stableMac(`${serial}/mobility`)),
      managementAddress: l3[0]?.addresses[0]?.address ?? '10.1.0.2',
    },
  };
}

/** The organization's controllers, each described in full. */
export function controllersOf(org: OrganizationState): Controller[] {
  return org.wirelessControllers.map((raw, index) => describeController(raw, index));
}

export interface TimeWindow {
  start: number;
  end: number;
}

/**
 * Reads `t0`/`t1`/`timespan` as the API does: at most `maxDays` back and wide, `timespan` not together
 * with t0/t1, and answers 400 with an `errors` body otherwise.
 */
export function readWindow(query: Query, now: number, maxDays: number, defaultSpanMs: number): TimeWindow {
  const limit = maxDays * DAY_MS;
  const unitText = maxDays === 1 ? '1 day' : `${maxDays} days`;
  const t0 = queryString(query, 't0');
  const t1 = queryString(query, 't1');
  const timespan = queryString(query, 'timespan');
  if (timespan !== undefined && (t0 !== undefined || t1 !== undefined)) {
    throw badRequest("'timespan' cannot be used together with 't0' or 't1'");
  }
  if (timespan !== undefined) {
    const seconds = Number(timespan);
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds * 1000 > limit) {
      throw badRequest(
        `'timespan' must be a number of seconds greater than 0 and at most ${limit / 1000} (${unitText})`,
      );
    }
    return { start: now - seconds * 1000, end: now };
  }
  const start = t0 === undefined ? undefined : parseTime('t0', t0);
  const end = t1 === undefined ? now : parseTime('t1', t1);
  const errors: string[] = [];
  if (start !== undefined && start < now - limit)
    errors.push(`'t0' must be no more than ${unitText} before now`);
  if (start !== undefined && end < start) errors.push("'t1' must be after 't0'");
  if (start !== undefined && end - start > limit)
    errors.push(`'t1' must be no more than ${unitText} after 't0'`);
  if (errors.length > 0) throw badRequest(errors);
  return { start: start ?? end - defaultSpanMs, end };
}

function parseTime(name: string, value: string): number {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badRequest(`'${name}' must be an ISO 8601 timestamp`);
  return time;
}

export const RESOLUTIONS = [300, 600, 1200, 3600, 14400, 86400] as const;
const MAX_INTERVALS = 48;
/** An explicit fine `resolution` over a long window keeps the newest intervals only. */
const MAX_EXPLICIT_INTERVALS = 2000;

/** Interval boundaries over the window, `resolution` seconds apart (or the finest step giving <= 48). */
export function intervalsOf(
  window: TimeWindow,
  resolution?: number,
): { startTs: string; endTs: string; at: number }[] {
  const span = Math.max(1, window.end - window.start);
  const step = (resolution ?? RESOLUTIONS.find((r) => span / (r * 1000) <= MAX_INTERVALS) ?? 86400) * 1000;
  const last = Math.floor((window.end - 1) / step) * step;
  const first = Math.max(Math.floor(window.start / step) * step, last - (MAX_EXPLICIT_INTERVALS - 1) * step);
  const intervals: { startTs: string; endTs: string; at: number }[] = [];
  for (let at = first; at <= last; at += step)
    intervals.push({ startTs: iso(at), endTs: iso(at + step), at });
  return intervals;
}

/** Times of a periodic event for `key` (every `everyMs`, phase fixed by the key) inside the window. */
export function eventsIn(key: string, window: TimeWindow, now: number, everyMs: number): number[] {
  const phase = between(key, 303, 1, Math.max(1, Math.floor(everyMs / HOUR_MS) - 1)) * HOUR_MS;
  const times: number[] = [];
  for (let at = dayAnchor(now) + DAY_MS - phase; at > window.start - everyMs; at -= everyMs) {
    if (at >= window.start && at <= window.end) times.push(at);
  }
  return times.sort((a, b) => a - b);
}
