import { queryArray } from '../http.js';
import type { RouteContext, RouteHandler } from './context.js';
import { DAY_MS, pagedEnvelope } from './records.js';
import { controllersOf, readWindow, type Controller, type TimeWindow } from './wireless-data.js';

/** What every wireless-controller read shares: the `serials[]`/`networkIds[]` filter, window, envelope. */

const PER_PAGE = 1000;
const WINDOW_DAYS = 31;
const WEEK_MS = 7 * DAY_MS;

/** The organization's controllers, kept by `serials[]` and `networkIds[]` when given. */
export function selectControllers(context: RouteContext): Controller[] {
  const serials = queryArray(context.query, 'serials');
  const networkIds = queryArray(context.query, 'networkIds');
  return controllersOf(context.org).filter(
    (controller) =>
      (serials === undefined || serials.includes(controller.serial)) &&
      (networkIds === undefined || networkIds.includes(controller.networkId)),
  );
}

/** The request's time window: 31 days at most and 7 by default, unless told otherwise. */
export function requestWindow(
  context: RouteContext,
  maxDays = WINDOW_DAYS,
  defaultSpan = WEEK_MS,
): TimeWindow {
  return readWindow(context.query, context.now, maxDays, defaultSpan);
}

/** A page of items in the `{items, meta}` envelope (default perPage 1000). */
export function envelope(context: RouteContext, items: unknown[]): ReturnType<RouteHandler> {
  return pagedEnvelope(context, items, PER_PAGE);
}
