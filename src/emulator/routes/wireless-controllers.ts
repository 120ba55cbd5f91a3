import { badRequest, queryArray, queryString } from '../http.js';
import type { RouteHandler } from './context.js';
import { between, DAY_MS, HOUR_MS, iso, unit } from './records.js';
import { eventsIn, intervalsOf, RESOLUTIONS, type Controller, type TimeWindow } from './wireless-data.js';
import {
  byDevice,
  packetsOverview,
  statusHistory,
  usageByInterface,
  usageHistory,
} from './wireless-interfaces.js';
import { envelope, requestWindow, selectControllers } from './wireless-request.js';

/**
 * The 15 wireless LAN controller reads: every one paged (default 1000) in the `{items, meta}` envelope
 * (failover history: an array holding one envelope, as the spec writes it), filtered by `serials[]`
 * and, where the API takes them, `networkIds[]`, `controllerSerials[]` and `names[]`.
 */

const WINDOW_DAYS = 31;

const availabilities: RouteHandler = (context) => {
  const span = requestWindow(context);
  return envelope(
    context,
    selectControllers(context).map((controller) => {
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
  const span = requestWindow(context);
  return envelope(
    context,
    selectControllers(context).map((controller) => ({
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
  const items = selectControllers(context)
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
  const span = requestWindow(context);
  const events = selectControllers(context).flatMap((controller) =>
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
    selectControllers(context).map((controller) => {
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
  const span = requestWindow(context);
  return envelope(
    context,
    selectControllers(context).map((controller) => ({
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
    selectControllers(context).map((controller) => {
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
