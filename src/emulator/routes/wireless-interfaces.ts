import { queryArray, queryBoolean, type Query } from '../http.js';
import type { RouteHandler } from './context.js';
import { between, DAY_MS, HOUR_MS, iso } from './records.js';
import { eventsIn, intervalsOf, type Controller } from './wireless-data.js';
import { envelope, requestWindow, selectControllers } from './wireless-request.js';

/**
 * The interface reads of wireless controllers: L2/L3 interfaces, their status change histories
 * (`includeInterfacesWithoutChanges`), usage, and the packet overview and usage history (`names[]`).
 */

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

export function byDevice(pick: (controller: Controller) => unknown[]): RouteHandler {
  return (context) => {
    requestWindow(context);
    return envelope(
      context,
      selectControllers(context).map((controller) => ({
        serial: controller.serial,
        interfaces: structuredClone(pick(controller)),
      })),
    );
  };
}

export function statusHistory(
  pick: (controller: Controller) => { name: string; mac: string }[],
): RouteHandler {
  return (context) => {
    const span = requestWindow(context);
    const keepAll = queryBoolean(context.query, 'includeInterfacesWithoutChanges') ?? false;
    return envelope(
      context,
      selectControllers(context).map((controller) => ({
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

export function usageByInterface(
  pick: (controller: Controller) => { name: string; mac: string }[],
): RouteHandler {
  return (context) => {
    const span = requestWindow(context);
    return envelope(
      context,
      selectControllers(context).map((controller) => ({
        serial: controller.serial,
        readings: pick(controller).map((port) => {
          const { recv, send } = traffic(controller, port.name, Math.floor(span.start / HOUR_MS));
          return { name: port.name, mac: port.mac, recv, send };
        }),
      })),
    );
  };
}

export const packetsOverview: RouteHandler = (context) => {
  const span = requestWindow(context, 1, HOUR_MS);
  const seconds = Math.max(1, (span.end - span.start) / 1000);
  const keep = names(context.query);
  return envelope(
    context,
    selectControllers(context).map((controller) => ({
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

export const usageHistory: RouteHandler = (context) => {
  const span = requestWindow(context);
  const keep = names(context.query);
  return envelope(
    context,
    selectControllers(context).map((controller) => ({
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
