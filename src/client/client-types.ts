import type { RequestLogEntry, RetryWait } from './exchange-context.js';
import type { OperationId, OperationParams, OperationResponses } from './operations.js';
import type { ResiliencePolicy } from './policy.js';
import type { ClientStats } from './stats.js';
import type { ProxySettings, Transport } from './transport.js';
import type { LooseParams } from './typed.js';

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
