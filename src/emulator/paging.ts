import { badRequest, queryString, type Query } from './http.js';

/**
 * Paging as the API does it: `perPage` (3-1000), opaque `startingAfter`/`endingBefore` tokens, and a
 * `Link` header with first/prev/next/last. Tokens encode a position; clients must take them from links.
 */

export interface PageRequest {
  perPage: number;
  /** Position after which the page starts (-1 = before the first item). */
  after?: number;
  /** Position before which the page ends (`Infinity` = after the last item). */
  before?: number;
}

export interface Page<T> {
  items: T[];
  start: number;
  end: number;
  total: number;
}

export type LinkStyle = 'absolute' | 'relative';

/** Where links point: the origin to use and whether links are absolute or relative to `/api/v1`. */
export interface LinkContext {
  origin: string;
  style: LinkStyle;
  /** The request path below `/api/v1`. */
  path: string;
  /** The request's raw query pairs, kept in links (except the paging ones, which are replaced). */
  pairs: [string, string][];
}

const PAGING_PARAMS = new Set(['perPage', 'startingAfter', 'endingBefore']);

export function encodeToken(position: number): string {
  return Buffer.from(Number.isFinite(position) ? `p:${position}` : 'p:end').toString('base64url');
}

export function decodeToken(name: string, token: string): number {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  if (text === 'p:end') return Number.POSITIVE_INFINITY;
  const match = /^p:(-1|\d+)$/.exec(text);
  if (match?.[1] === undefined) throw badRequest(`'${name}' is not a valid paging token`);
  return Number(match[1]);
}

export function readPageRequest(query: Query, defaultPerPage: number, maxPerPage = 1000): PageRequest {
  const raw = queryString(query, 'perPage');
  let perPage = defaultPerPage;
  if (raw !== undefined) {
    perPage = Number(raw);
    if (!/^\d+$/.test(raw.trim()) || perPage < 3 || perPage > maxPerPage) {
      throw badRequest(`'perPage' must be an integer between 3 and ${maxPerPage}; got '${raw}'`);
    }
  }
  const request: PageRequest = { perPage };
  const startingAfter = queryString(query, 'startingAfter');
  const endingBefore = queryString(query, 'endingBefore');
  if (startingAfter !== undefined) request.after = decodeToken('startingAfter', startingAfter);
  else if (endingBefore !== undefined) request.before = decodeToken('endingBefore', endingBefore);
  return request;
}

export function paginate<T>(all: readonly T[], request: PageRequest): Page<T> {
  const total = all.length;
  let start: number;
  let end: number;
  if (request.before !== undefined) {
    end = Math.min(request.before, total);
    start = Math.max(0, end - request.perPage);
  } else {
    start = Math.min(total, (request.after ?? -1) + 1);
    end = Math.min(total, start + request.perPage);
  }
  return { items: all.slice(start, end), start, end, total };
}

/** The `Link` header for a page: first and last always, prev and next when those pages exist. */
export function linkHeader(page: Page<unknown>, perPage: number, context: LinkContext): string {
  const links: [string, string, number][] = [['first', 'startingAfter', -1]];
  if (page.start > 0) links.push(['prev', 'endingBefore', page.start]);
  if (page.end < page.total) links.push(['next', 'startingAfter', page.end - 1]);
  links.push(['last', 'endingBefore', Number.POSITIVE_INFINITY]);
  return links
    .map(([rel, param, position]) => `<${pageUrl(context, perPage, param, position)}>; rel=${rel}`)
    .join(', ');
}

function pageUrl(context: LinkContext, perPage: number, param: string, position: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of context.pairs) if (!PAGING_PARAMS.has(name)) params.append(name, value);
  params.set('perPage', String(perPage));
  params.set(param, encodeToken(position));
  const relative = `${context.path}?${params.toString()}`;
  return context.style === 'absolute' ? `${context.origin}/api/v1${relative}` : relative;
}
