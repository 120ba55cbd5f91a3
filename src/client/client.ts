import { defined } from '../canonical/defined.js';
import { SmformError } from '../model/errors.js';
import { ApiError, redact } from './api-error.js';
import { checkedApiKey, checkedBaseUrl, packageVersion, positiveInteger } from './client-checks.js';
import {
  DEFAULT_BASE_URL,
  DEFAULT_MAX_PAGES,
  DEFAULT_MAX_RESPONSE_BYTES,
  type CallOptions,
  type ClientOptions,
  type TypedDashboardClient,
} from './client-types.js';
import { encodeRequest, withDefaultPageSize } from './encode.js';
import type { ExchangeContext } from './exchange-context.js';
import { exchange } from './exchange.js';
import type { OperationSpec } from './operation-spec.js';
import { OPERATIONS, type OperationId } from './operations.js';
import { refusalOf } from './hosts.js';
import { linkFor, mergePages, resolveLink } from './paging.js';
import { resolvePolicy } from './policy.js';
import { RateLimiter } from './rate-limiter.js';
import { StatsRecorder } from './stats.js';
import { UndiciTransport } from './transport.js';
import { validateParams } from './validate.js';

/** A client of the Dashboard API: validated calls, paging, retries, the rate budget (docs/client.md). */
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
      ...defined({ proxy: options.proxy }),
    });
  const ownTransport = options.transport === undefined;
  const onRebase = options.onRebase;
  const stats = new StatsRecorder();
  const headers: Record<string, string> = {
    'user-agent': options.userAgent ?? `smform/${packageVersion()}`,
    accept: 'application/json',
    'content-type': 'application/json',
    ...defined({ authorization: apiKey === undefined ? undefined : `Bearer ${apiKey}` }),
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
      hint: 'the 68 operation ids are listed in docs/client.md',
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
