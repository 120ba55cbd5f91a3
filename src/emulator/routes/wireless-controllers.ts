import { badRequest, queryArray, queryBoolean, queryString, type Query } from '../http.js';
import type { RouteContext, RouteHandler } from './context.js';
import { between, DAY_MS, HOUR_MS, iso, pagedEnvelope, unit } from './records.js';
import {
  controllersOf,
  eventsIn,
  intervalsOf,
  readWindow,
  RESOLUTIONS,
  type Controller,
  type TimeWindow,
} from './wireless-data.js';

/**
 * The 15 wireless LAN controller reads: every one paged (default 1000) in the `{items, meta}` envelope
 * (failover history: an array holding one envelope, as the spec writes it), filtered by `serials[]`
 * and, where the API takes them, `networkIds[]`, `controllerSerials[]` and `names[]`.
 */

const PER_PAGE = 1000;
const WINDOW_DAYS = 31;
const WEEK_MS = 7 * DAY_MS;

function filtered(context: RouteContext): Controller[] {
  const serials = queryArray(context.query, 'serials');
  const networkIds = queryArray(context.query, 'networkIds');
  return controllersOf(context.org).filter(
    (controller) =>
      (serials === undefined || serials.includes(controller.serial)) &&
      (networkIds === undefined || networkIds.includes(controller.networkId)),
  );
}

function window(context: RouteContext, maxDays = WINDOW_DAYS, defaultSpan = WEEK_MS): TimeWindow {
  return readWindow(context.query, context.now, maxDays, defaultSpan);
}

function names(query: Query): (name: string) => boolean {
  const wanted = queryArray(query, 'names');
  return (name) => wanted === undefined || wanted.includes(name);
}

/** Bytes for one interface in one interval: plausible, fixed by serial, interface and time. */
function traffic(
  controller: Controller,
  name: string,
  at: number,
): { total: number; recv: number; send: number } {
  const key = `${controller.serial}/${name}/${at}`;
  const recv = between(key, 1, 1_000_000, 900_000_000);
  const send = between(key, 2, 1_000_000, 300_000_000);
  return { total: recv + send, recv, send };
}

function envelope(context: RouteContext, items: unknown[]): ReturnType<RouteHandler> {
  return pagedEnvelope(context, items, PER_PAGE);
}

const availabilities: RouteHandler = (context) => {
  const span = window(context);
  return envelope(
    context,
    filtered(context).map((controller) => {
      const times = eventsIn(`${controller.serial}/availability`, span, context.now, 2 * DAY_MS);
      return {
        serial: controller.serial,
        changes: times.map((at, i) => ({
          startTs: iso(at),
          endTs: iso(times[i + 1] ?? Math.min(span.end, at + HOUR_MS)),
          status: i % 2 === 0 ? 'online' : 'offline',
        })),
      };
    }),
  );
};

const clientsOverview: RouteHandler = (context) => {
  const raw = queryString(context.query, 'resolution');
  let resolution = 86400;
  if (raw !== undefined) {
    resolution = Number(raw);
    if (!(RESOLUTIONS as readonly number[]).includes(resolution)) {
      throw badRequest(`'resolution' must be one of ${RESOLUTIONS.join(', ')}`);
    }
  }
  const span = window(context);
  return envelope(
    context,
    filtered(context).map((controller) => ({
      serial: controller.serial,
      network: { id: controller.networkId },
      readings: intervalsOf(span, resolution).map(({ startTs, endTs, at }) => ({
        startTs,
        endTs,
        counts: { byStatus: { online: between(`${controller.serial}/clients/${at}`, 3, 5, 400) } },
      })),
    })),
  );
};

const connections: RouteHandler = (context) => {
  const controllerSerials = queryArray(context.query, 'controllerSerials');
  const items = filtered(context)
    .filter((controller) => controllerSerials === undefined || controllerSerials.includes(controller.serial))
    .flatMap((controller) => {
      const network = context.store.networks.get(controller.networkId);
      return controller.accessPoints.map((serial) => ({
        serial,
        controller: { serial: controller.serial },
        network: {
          id: controller.networkId,
          name: network?.name ?? controller.networkId,
          url: `https://dashboard.meraki.com/n/${controller.networkId}/manage/nodes/list`,
        },
      }));
    });
  return envelope(context, items);
};

function byDevice(pick: (controller: Controller) => unknown[]): RouteHandler {
  return (context) => {
    window(context);
    return envelope(
      context,
      filtered(context).map((controller) => ({
        serial: controller.serial,
        interfaces: structuredClone(pick(controller)),
      })),
    );
  };
}

function statusHistory(pick: (controller: Controller) => { name: string; mac: string }[]): RouteHandler {
  return (context) => {
    const span = window(context);
    const keepAll = queryBoolean(context.query, 'includeInterfacesWithoutChanges') ?? false;
    return envelope(
      context,
      filtered(context).map((controller) => ({
        serial: controller.serial,
        interfaces: pick(controller)
          .map((port, i) => {
            const times =
              i % 2 === 1 ? eventsIn(`${controller.serial}/${port.name}`, span, context.now, 3 * DAY_MS) : [];
            return {
              name: port.name,
              mac: port.mac,
              changes: times.map((at, n) => ({
                ts: iso(at),
                status: n % 2 === 0 ? 'down' : 'up',
                warnings: n % 2 === 0 ? ['Link flapped'] : [],
                errors: [],
              })),
            };
          })
          .filter((port) => keepAll || port.changes.length > 0),
      })),
    );
  };
}

function usageByInterface(pick: (controller: Controller) => { name: string; mac: string }[]): RouteHandler {
  return (context) => {
    const span = window(context);
    return envelope(
      context,
      filtered(context).map((controller) => ({
        serial: controller.serial,
        readings: pick(controller).map((port) => {
          const { recv, send } = traffic(controller, port.name, Math.floor(span.start / HOUR_MS));
          return { name: port.name, mac: port.mac, recv, send };
        }),
      })),
    );
  };
}

const packetsOverview: RouteHandler = (context) => {
  const span = window(context, 1, HOUR_MS);
  const seconds = Math.max(1, (span.end - span.start) / 1000);
  const keep = names(context.query);
  return envelope(
    context,
    filtered(context).map((controller) => ({
      serial: controller.serial,
      interfaces: controller.l2Interfaces
        .filter((port) => keep(port.name))
        .map((port) => ({
          name: port.name,
          readings: ['total', 'broadcast', 'multicast', 'unicast'].map((kind, k) => {
            const recv = between(`${controller.serial}/${port.name}/${kind}`, k, 1_000, 5_000_000);
            const send = between(`${controller.serial}/${port.name}/${kind}`, k + 10, 1_000, 5_000_000);
            return {
              name: kind,
              total: recv + send,
              recv,
              send,
              rate: {
                total: Math.round((recv + send) / seconds),
                recv: Math.round(recv / seconds),
                send: Math.round(send / seconds),
              },
            };
          }),
        })),
    })),
  );
};

const usageHistory: RouteHandler = (context) => {
  const span = window(context);
  const keep = names(context.query);
  return envelope(
    context,
    filtered(context).map((controller) => ({
      serial: controller.serial,
      intervals: intervalsOf(span).map(({ startTs, endTs, at }) => {
        const byInterface = controller.l2Interfaces
          .filter((port) => keep(port.name))
          .map((port) => ({ name: port.name, usage: traffic(controller, port.name, at) }));
        const overall = byInterface.reduce(
          (sum, port) => ({
            total: sum.total + port.usage.total,
            recv: sum.recv + port.usage.recv,
            send: sum.send + port.usage.send,
          }),
          { total: 0, recv: 0, send: 0 },
        );
        return { startTs, endTs, overall, byInterface };
      }),
    })),
  );
};

const FAILOVER_REASONS = ['Active chassis reload', 'Keepalive timeout', 'Manual switchover'];

function failoverTimes(controller: Controller, span: TimeWindow, now: number): number[] {
  return controller.redundancy.enabled
    ? eventsIn(`${controller.serial}/failover`, span, now, 5 * DAY_MS)
    : [];
}

function chassisNames(controller: Controller, n: number): { failed: string; active: string } {
  const one = controller.redundancy.chassisName;
  const two = `${controller.serial}-chassis-2`;
  return n % 2 === 0 ? { failed: one, active: two } : { failed: two, active: one };
}

/** Failover history: the spec's array holding one `{items, meta}` envelope; items are failovers. */
const failoverHistory: RouteHandler = (context) => {
  const span = window(context);
  const events = filtered(context).flatMap((controller) =>
    failoverTimes(controller, span, context.now).map((at, n) => {
      const chassis = chassisNames(controller, n);
      return {
        serial: controller.serial,
        ts: iso(at),
        reason:
          FAILOVER_REASONS[between(`${controller.serial}/${at}`, 4, 0, FAILOVER_REASONS.length - 1)] ?? '',
        failed: { chassis: { name: chassis.failed } },
        active: { chassis: { name: chassis.active } },
      };
    }),
  );
  events.sort((a, b) => a.ts.localeCompare(b.ts));
  const page = envelope(context, events);
  return { ...page, body: [page.body] };
};

const redundancyStatuses: RouteHandler = (context) => {
  const span: TimeWindow = { start: context.now - WINDOW_DAYS * DAY_MS, end: context.now };
  return envelope(
    context,
    filtered(context).map((controller) => {
      const times = failoverTimes(controller, span, context.now);
      const last = times[times.length - 1];
      return {
        serial: controller.serial,
        mode: controller.redundancy.mode,
        enabled: controller.redundancy.enabled,
        mobilityMac: controller.redundancy.mobilityMac,
        failover: {
          last: {
            ts: last === undefined ? '' : iso(last),
            reason: last === undefined ? '' : 'Keepalive timeout',
          },
          counts: { total: times.length },
        },
      };
    }),
  );
};

const utilization: RouteHandler = (context) => {
  const span = window(context);
  return envelope(
    context,
    filtered(context).map((controller) => ({
      serial: controller.serial,
      intervals: intervalsOf(span).map(({ startTs, endTs, at }) => {
        const byCore = Array.from({ length: 4 }, (_, core) => ({
          name: `core${core}`,
          usage: {
            average: { percentage: Math.round(unit(`${controller.serial}/cpu/${at}`, core) * 9000) / 100 },
          },
        }));
        const average = byCore.reduce((sum, core) => sum + core.usage.average.percentage, 0) / byCore.length;
        return {
          startTs,
          endTs,
          overall: { usage: { average: { percentage: Math.round(average * 100) / 100 } } },
          byCore,
        };
      }),
    })),
  );
};

const overview: RouteHandler = (context) =>
  envelope(
    context,
    filtered(context).map((controller) => {
      const total = controller.accessPoints.length;
      const offline = between(`${controller.serial}/offline`, 5, 0, Math.min(1, total));
      return {
        serial: controller.serial,
        network: { id: controller.networkId },
        counts: {
          clients: { byStatus: { online: between(`${controller.serial}/clients`, 6, 10, 500) } },
          connections: { total, byStatus: { online: total - offline, offline } },
        },
        redundancy: {
          role: controller.redundancy.role,
          id: `${controller.serial}-redundancy`,
          chassisName: controller.redundancy.chassisName,
          redundantSerial: controller.redundancy.redundantSerial,
          management: { addresses: [{ address: controller.redundancy.managementAddress }] },
        },
        firmware: { version: { shortName: controller.firmware } },
      };
    }),
  );

export const wirelessControllerRoutes: Record<string, RouteHandler> = {
  getOrganizationWirelessControllerAvailabilitiesChangeHistory: availabilities,
  getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval: clientsOverview,
  getOrganizationWirelessControllerConnections: connections,
  getOrganizationWirelessControllerDevicesInterfacesL2ByDevice: byDevice((c) => c.l2Interfaces),
  getOrganizationWirelessControllerDevicesInterfacesL2StatusesChangeHistoryByDevice: statusHistory(
    (c) => c.l2Interfaces,
  ),
  getOrganizationWirelessControllerDevicesInterfacesL2UsageHistoryByInterval: usageByInterface(
    (c) => c.l2Interfaces,
  ),
  getOrganizationWirelessControllerDevicesInterfacesL3ByDevice: byDevice((c) => c.l3Interfaces),
  getOrganizationWirelessControllerDevicesInterfacesL3StatusesChangeHistoryByDevice: statusHistory(
    (c) => c.l3Interfaces,
  ),
  getOrganizationWirelessControllerDevicesInterfacesL3UsageHistoryByInterval: usageByInterface(
    (c) => c.l3Interfaces,
  ),
  getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice: packetsOverview,
  getOrganizationWirelessControllerDevicesInterfacesUsageHistoryByInterval: usageHistory,
  getOrganizationWirelessControllerDevicesRedundancyFailoverHistory: failoverHistory,
  getOrganizationWirelessControllerDevicesRedundancyStatuses: redundancyStatuses,
  getOrganizationWirelessControllerDevicesSystemUtilizationHistoryByInterval: utilization,
  getOrganizationWirelessControllerOverviewByDevice: overview,
};
