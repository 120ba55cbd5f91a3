import { readFileSync } from 'node:fs';
import { SmformError } from '../model/errors.js';
import { ApiError, redact } from './api-error.js';
import { encodeRequest, withDefaultPageSize } from './encode.js';
import { exchange, type ExchangeContext, type RequestLogEntry, type RetryWait } from './exchange.js';
import type { OperationSpec } from './operation-spec.js';
import { OPERATIONS, type OperationId, type OperationParams, type OperationResponses } from './operations.js';
import { isLoopbackHost, refusalOf } from './hosts.js';
import { linkFor, mergePages, resolveLink } from './paging.js';
import { resolvePolicy, type ResiliencePolicy } from './policy.js';
import { RateLimiter } from './rate-limiter.js';
import { StatsRecorder, type ClientStats } from './stats.js';
import { UndiciTransport, type ProxySettings, type Transport } from './transport.js';
import type { LooseParams } from './typed.js';
import { validateParams } from './validate.js';

export const DEFAULT_BASE_URL = 'https://api.meraki.com/api/v1';

/**
 * How a `Link` to another origin is treated. `same-origin` (default) refuses it; `rebase` keeps its path
 * and query but sends the request to the configured base URL (useful behind proxies). The key never goes
 * to another origin either way.
 */
export type LinkFollowing = 'same-origin' | 'rebase';

export interface ClientOptions {
  /** Sent as `Authorization: Bearer`; the CLI reads it from MERAKI_DASHBOARD_API_KEY. */
  apiKey?: string;
  baseUrl?: string;
  userAgent?: string;
  policy?: Partial<ResiliencePolicy>;
  linkFollowing?: LinkFollowing;
  /** Debug log: one entry per HTTP request; never headers, never the key. */
  onRequest?: (entry: RequestLogEntry) => void;
  /**
   * Told before each pause ahead of a retry (429 `Retry-After`, 5xx or network-failure backoff), with
   * the wait, the attempt that follows and its cause: for a progress notice. Sends nothing.
   */
  onRetryWait?: (wait: RetryWait) => void;
  /**
   * Proxies as curl reads them. The client never reads the environment itself: the CLI passes
   * `HTTPS_PROXY`/`https_proxy`, `HTTP_PROXY`/`http_proxy` and `NO_PROXY`/`no_proxy`, or `--proxy` for both.
   */
  proxy?: ProxySettings;
  /** Largest response body accepted, in bytes (default 64 MiB); a larger one fails the call. */
  maxResponseBytes?: number;
  /** Most pages one list may take (default 1,000); more fails the call. */
  maxPages?: number;
  /** Called when a redirect to another allowed host re-bases the rest of the run. */
  onRebase?: (from: string, to: string) => void;
  /**
   * Sends the requests instead of the client's own undici pool (the default, which `close()` ends). The
   * caller owns it: `close()` leaves it open, so several clients may share one. It reads and limits bodies
   * itself (`maxResponseBytes` is the default pool's limit) and takes no `proxy`: give it its own.
   */
  transport?: Transport;
}

export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_PAGES = 1000;

export interface PageOptions {
  /** Pages to read: 'all' or -1 for every page (default), or a positive count. */
  totalPages?: number | 'all';
  direction?: 'next' | 'prev';
}

export interface CallOptions {
  /** Rate-budget key. Derived from `organizationId` for organization operations; pass it for network ones. */
  orgId?: string;
  /** Paged reads follow every page unless this is false (first page only) or limits the pages. */
  paginate?: boolean | PageOptions;
  /** For a POST whose outcome is unknown: look the object up; undefined means it was not created. */
  resolveAmbiguous?: () => Promise<unknown>;
  /** Undefined: no signal (the call cannot be aborted). */
  signal?: AbortSignal | undefined;
}

export interface DashboardClient {
  /** Calls an operation; returns the parsed body (pages merged), `null` for 204. */
  call(operationId: OperationId, params?: Record<string, unknown>, options?: CallOptions): Promise<unknown>;
  /** The same call with the operation's parameter and response types. */
  invoke<K extends OperationId>(
    operationId: K,
    params: OperationParams[K],
    options?: CallOptions,
  ): Promise<OperationResponses[K]>;
  stats(): ClientStats;
  close(): Promise<void>;
}

/**
 * What `createClient` returns: `call` typed per operation. With a literal id and parameters of the
 * operation's type, parameters and response are typed (`OperationParams[K]`, `OperationResponses[K]`);
 * other records (built at run time) fall back to the untyped form, whose declared members must still
 * have their declared types. `DashboardClient` stays untyped so other implementations keep compiling.
 */
export interface TypedDashboardClient extends DashboardClient {
  call<K extends OperationId>(
    operationId: K,
    params: OperationParams[K],
    options?: CallOptions,
  ): Promise<OperationResponses[K]>;
  call<K extends OperationId>(
    operationId: K,
    params?: LooseParams<K>,
    options?: CallOptions,
  ): Promise<unknown>;
}

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The base URL, refusing to send a key over plain http except to loopback hosts. */
function checkedBaseUrl(raw: string, apiKey: string | undefined): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SmformError(`invalid base URL: ${raw}`, {
      fault: 'usage',
      hint: 'e.g. https://api.meraki.com/api/v1',
    });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SmformError(`the base URL must use https (got ${url.protocol})`, { fault: 'usage' });
  }
  if (url.protocol === 'http:' && apiKey !== undefined && apiKey !== '' && !isLoopbackHost(url.hostname)) {
    throw new SmformError(`refusing to send the API key over plain http to ${url.host}`, {
      fault: 'usage',
      hint: 'use an https base URL; plain http is allowed only for loopback hosts (127.0.0.1, ::1, localhost)',
    });
  }
  url.search = '';
  url.hash = '';
  return url;
}

/**
 * Refuses a key with surrounding whitespace or a line break (a CI secret pasted with its newline)
 * before any request, naming what is wrong and never the key.
 */
function checkedApiKey(apiKey: string | undefined): string | undefined {
  if (apiKey === undefined || apiKey === '') return undefined;
  const problems: string[] = [];
  if (/^\s/.test(apiKey)) problems.push('leading whitespace');
  if (/\s$/.test(apiKey))
    problems.push(/[\r\n]$/.test(apiKey) ? 'a trailing newline' : 'trailing whitespace');
  if (/[\r\n]/.test(apiKey.trim())) problems.push('a line break inside it');
  else if (/\s/.test(apiKey.trim())) problems.push('whitespace inside it');
  // An HTTP header carries visible ASCII only: anything else fails every request with an opaque error.
  else if (/[^\x21-\x7e]/.test(apiKey.trim())) problems.push('a character that is not visible ASCII');
  if (problems.length > 0) {
    throw new SmformError(`the API key has ${problems.join(' and ')}; nothing was sent`, {
      fault: 'usage',
      hint: 'set MERAKI_DASHBOARD_API_KEY to the key alone (a CI secret often keeps the newline it was pasted with)',
    });
  }
  return apiKey;
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
  return value;
}

export function createClient(options: ClientOptions = {}): TypedDashboardClient {
  const apiKey = checkedApiKey(options.apiKey);
  const base = { url: checkedBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL, apiKey) };
  const policy = resolvePolicy(options.policy);
  const limiter = new RateLimiter(policy);
  const maxBodyBytes = positiveInteger(
    options.maxResponseBytes,
    DEFAULT_MAX_RESPONSE_BYTES,
    'maxResponseBytes',
  );
  const maxPages = positiveInteger(options.maxPages, DEFAULT_MAX_PAGES, 'maxPages');
  const proxied = (options.proxy?.httpProxy ?? '') !== '' || (options.proxy?.httpsProxy ?? '') !== '';
  if (options.transport !== undefined && options.proxy !== undefined) {
    throw new RangeError('proxy and transport exclude each other: configure the proxy in the transport');
  }
  const transport =
    options.transport ??
    new UndiciTransport({
      maxBodyBytes,
      ...(options.proxy === undefined ? {} : { proxy: options.proxy }),
    });
  const ownTransport = options.transport === undefined;
  const onRebase = options.onRebase;
  const stats = new StatsRecorder();
  const headers: Record<string, string> = {
    'user-agent': options.userAgent ?? `smform/${packageVersion()}`,
    accept: 'application/json',
    'content-type': 'application/json',
    ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
  };
  const linkFollowing = options.linkFollowing ?? 'same-origin';

  async function call(
    operationId: OperationId,
    params: Record<string, unknown> = {},
    callOptions: CallOptions = {},
  ) {
    const spec = specOf(operationId);
    const problems = validateParams(spec, params, policy.now());
    if (problems.length > 0) {
      throw new SmformError(
        redact(`${spec.operationId}: invalid parameters: ${problems.join('; ')}`, apiKey),
        {
          fault: 'usage',
          hint: `nothing was sent; see the parameters of ${spec.operationId} in docs/client.md`,
        },
      );
    }
    const organizationId = params['organizationId'];
    const orgId = callOptions.orgId ?? (typeof organizationId === 'string' ? organizationId : undefined);
    stats.count('calls', orgId);
    const ctx: ExchangeContext = {
      operationId: spec.operationId,
      method: spec.method,
      orgId,
      base,
      onRebase: onRebase === undefined ? undefined : (from, to) => onRebase(from.href, to.href),
      proxied,
      maxBodyBytes,
      headers,
      apiKey,
      policy,
      limiter,
      transport,
      stats,
      onRequest: options.onRequest,
      onRetryWait: options.onRetryWait,
      signal: callOptions.signal,
      resolveAmbiguous: callOptions.resolveAmbiguous,
    };
    try {
      return await run(ctx, spec, params, callOptions.paginate);
    } catch (error) {
      stats.count('errors', orgId);
      throw error;
    }
  }

  async function run(
    ctx: ExchangeContext,
    spec: OperationSpec,
    params: Record<string, unknown>,
    paginate: CallOptions['paginate'],
  ): Promise<unknown> {
    const encoded = encodeRequest(spec, withDefaultPageSize(spec, params));
    const first = new URL(`${base.url.href.replace(/\/+$/, '')}${encoded.path}`);
    first.search = encoded.query;
    const pageOptions =
      paginate === false || !spec.paged ? undefined : paginate === true ? {} : (paginate ?? {});
    if (pageOptions === undefined) return (await exchange(ctx, first, encoded.body)).body;
    const limit = pageLimit(spec, pageOptions.totalPages);
    const rel = pageOptions.direction ?? 'next';
    const pages: unknown[] = [];
    const seen = new Set<string>();
    const cursors = new Set<string>();
    let url: URL | undefined = first;
    while (url !== undefined) {
      if (pages.length >= maxPages) {
        throw new ApiError({
          operationId: spec.operationId,
          method: spec.method,
          path: encoded.path,
          reason: `kept paging past ${maxPages} pages; reading stopped there`,
          hint: 'the cap is ClientOptions.maxPages (default 1,000 pages of up to perPage items each)',
        });
      }
      seen.add(url.href);
      const page = await exchange(ctx, url, undefined);
      pages.push(page.body);
      if (pages.length >= limit) break;
      const link = linkFor(page.headers['link'], rel);
      url = link === undefined ? undefined : nextUrl(spec, encoded.path, link, seen, cursors);
    }
    if (rel === 'prev') pages.reverse();
    return mergePages(pages, spec.responseEnvelope);
  }

  function nextUrl(
    spec: OperationSpec,
    path: string,
    link: string,
    seen: Set<string>,
    cursors: Set<string>,
  ): URL {
    const baseUrl = base.url;
    let url = resolveLink(link, baseUrl);
    const refusal = refusalOf(baseUrl, url);
    if (refusal !== undefined) {
      if (linkFollowing === 'same-origin') {
        throw new ApiError({
          operationId: spec.operationId,
          method: spec.method,
          path,
          reason: `got a Link from ${baseUrl.host} to ${url.host}, which smform refuses to follow (${refusal}); the API key was not sent to ${url.host}`,
          hint: 'the key only follows Links to Meraki API hosts over https (docs/client.md); pass the right host as --base-url, or let the client rebase links (linkFollowing: rebase)',
        });
      }
      const basePath = baseUrl.pathname.replace(/\/+$/, '');
      const at = basePath === '' ? -1 : url.pathname.indexOf(`${basePath}/`);
      const rest = at >= 0 ? url.pathname.slice(at + basePath.length) : url.pathname;
      url = resolveLink(`${rest}${url.search}`, baseUrl);
    }
    const cursor = url.searchParams.get('startingAfter') ?? url.searchParams.get('endingBefore');
    if (seen.has(url.href) || (cursor !== null && cursors.has(cursor))) {
      throw new ApiError({
        operationId: spec.operationId,
        method: spec.method,
        path,
        reason: 'returned a Link to a page already read (a paging loop)',
      });
    }
    if (cursor !== null) cursors.add(cursor);
    return url;
  }

  return {
    call,
    invoke: (operationId, params, callOptions) => call(operationId, params, callOptions) as Promise<never>,
    stats: () => stats.snapshot(),
    close: () => (ownTransport ? transport.close() : Promise.resolve()),
  };
}

function specOf(operationId: string): OperationSpec {
  const spec = (OPERATIONS as Record<string, OperationSpec | undefined>)[operationId];
  if (spec === undefined) {
    throw new SmformError(`unknown operation ${operationId}`, {
      fault: 'usage',
      hint: 'the 70 operation ids are listed in docs/client.md',
    });
  }
  return spec;
}

function pageLimit(spec: OperationSpec, totalPages: number | 'all' | undefined): number {
  if (totalPages === undefined || totalPages === 'all' || totalPages === -1) return Number.POSITIVE_INFINITY;
  if (!Number.isInteger(totalPages) || totalPages < 1) {
    throw new SmformError(`${spec.operationId}: totalPages must be 'all', -1 or a positive integer`, {
      fault: 'usage',
    });
  }
  return totalPages;
}
