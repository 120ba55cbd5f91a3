import type { HttpMethod } from './operation-spec.js';
import type { ResiliencePolicy } from './policy.js';
import type { RateLimiter } from './rate-limiter.js';
import type { StatsRecorder } from './stats.js';
import type { HttpResponse, Transport, TransportError } from './transport.js';

/** One line of the debug log: never a header, never the key. */
export interface RequestLogEntry {
  operationId: string;
  method: HttpMethod;
  /** Path and query string of the request. */
  url: string;
  attempt: number;
  orgId?: string;
  status?: number;
  /** Why no response arrived (timeout, reset, truncated, ...). */
  failure?: string;
  durationMs: number;
  /** How long the rate budget held this request back before it was sent, in ms; absent when it did not. */
  pacedMs?: number;
}

/**
 * The client is about to wait before sending a request again (a 429's `Retry-After`, a 5xx or network
 * failure's backoff). Told before the pause begins; nothing is sent because of it.
 */
export interface RetryWait {
  operationId: string;
  method: HttpMethod;
  orgId?: string;
  /** The pause about to begin, in ms (`Retry-After` or the backoff delay). */
  waitMs: number;
  /** How long the attempt that failed took, in ms (a timeout's whole wait). */
  attemptMs: number;
  /** The attempt that follows the pause (2 for the first retry) and the most the policy allows. */
  nextAttempt: number;
  maxAttempts: number;
  /** The status that caused the retry (429, 503, ...), or the transport failure (`timeout`, `reset`, ...). */
  status?: number;
  failure?: string;
}

export interface ExchangeContext {
  operationId: string;
  method: HttpMethod;
  orgId: string | undefined;
  /** The run's base URL; a redirect to another allowed host re-bases it for every later request. */
  base: { url: URL };
  /** Called once per re-base, with the old and the new base URL. */
  onRebase: ((from: URL, to: URL) => void) | undefined;
  /** A proxy is configured (named in the hints of connection failures). */
  proxied: boolean;
  /** Largest response body accepted, for the message when a body passes it. */
  maxBodyBytes: number;
  headers: Record<string, string>;
  apiKey: string | undefined;
  policy: ResiliencePolicy;
  limiter: RateLimiter;
  transport: Transport;
  stats: StatsRecorder;
  onRequest: ((entry: RequestLogEntry) => void) | undefined;
  onRetryWait: ((wait: RetryWait) => void) | undefined;
  signal: AbortSignal | undefined;
  resolveAmbiguous: (() => Promise<unknown>) | undefined;
}

export interface ExchangeResult {
  body: unknown;
  headers: Record<string, string>;
}

/** A response or a transport failure, plus how the retry policy treats it. */
export type Outcome =
  { kind: 'response'; response: HttpResponse } | { kind: 'failure'; error: TransportError };
