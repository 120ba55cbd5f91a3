import { badRequest, queryString } from '../http.js';
import { linkHeader, paginate, readPageRequest } from '../paging.js';
import type { RouteHandler } from './context.js';

/**
 * `getOrganizationConfigurationChanges`: the organization's change log, newest first, in the window
 * `t0`..`t1` or the last `timespan` seconds (default and limit 365 days, the lookback no older than 365
 * days), filtered by `networkId` and `adminId`, paged 3-5000 (default 5000) with Link headers.
 */
const PER_PAGE = { default: 5000, maximum: 5000 };
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const YEAR_MS = YEAR_SECONDS * 1000;

function instant(name: string, raw: string): number {
  const ms = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(ms))
    throw badRequest(`'${name}' must be an ISO 8601 timestamp; got '${raw}'`);
  return ms;
}

/** The window asked for, in clock milliseconds; throws the API-shaped 400 for one out of range. */
export function changeWindow(query: Parameters<RouteHandler>[0]['query'], now: number): [number, number] {
  const t0 = queryString(query, 't0');
  const t1 = queryString(query, 't1');
  const timespan = queryString(query, 'timespan');
  if (timespan !== undefined) {
    if (t0 !== undefined || t1 !== undefined)
      throw badRequest("'timespan' cannot be given together with 't0' or 't1'");
    const seconds = Number(timespan);
    if (timespan.trim() === '' || !Number.isFinite(seconds) || seconds <= 0 || seconds > YEAR_SECONDS)
      throw badRequest(
        `'timespan' must be a number of seconds greater than 0 and at most ${YEAR_SECONDS} (365 days); got '${timespan}'`,
      );
    return [now - seconds * 1000, now];
  }
  const start = t0 === undefined ? undefined : instant('t0', t0);
  const end = t1 === undefined ? undefined : instant('t1', t1);
  if (start !== undefined && start < now - YEAR_MS)
    throw badRequest("'t0' must be within 365 days from today");
  if (start !== undefined && end !== undefined) {
    if (end < start) throw badRequest("'t1' must be after 't0'");
    if (end - start > YEAR_MS) throw badRequest("'t1' can be at most 365 days after 't0'");
  }
  const from = start ?? (end === undefined ? now : end) - YEAR_MS;
  const to = end ?? Math.min(now, from + YEAR_MS);
  return [from, to];
}

const listChanges: RouteHandler = (context) => {
  const request = readPageRequest(context.query, PER_PAGE.default, PER_PAGE.maximum);
  const [from, to] = changeWindow(context.query, context.now);
  const networkId = queryString(context.query, 'networkId');
  const adminId = queryString(context.query, 'adminId');
  const all = context.org.changeLog
    .map((entry, index) => ({ entry, index, at: Date.parse(entry.ts) }))
    .filter(({ at }) => at >= from && at <= to)
    .filter(({ entry }) => networkId === undefined || entry.networkId === networkId)
    .filter(({ entry }) => adminId === undefined || entry.adminId === adminId)
    // Newest first; entries of one instant in the order they were written, latest first.
    .sort((a, b) => b.at - a.at || b.index - a.index)
    .map(({ entry }) => structuredClone(entry));
  const page = paginate(all, request);
  return {
    status: 200,
    body: page.items,
    headers: { Link: linkHeader(page, request.perPage, context.links) },
  };
};

export const changeLogRoutes: Record<string, RouteHandler> = {
  getOrganizationConfigurationChanges: listChanges,
};
