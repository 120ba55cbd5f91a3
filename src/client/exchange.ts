import { defined } from '../canonical/defined.js';
import { ApiError, redact } from './api-error.js';
import type { HttpMethod } from './operation-spec.js';
import { backoffDelay, parseRetryAfter, type ResiliencePolicy } from './policy.js';
import type { RateLimiter } from './rate-limiter.js';
import type { StatsRecorder } from './stats.js';
import { refusalOf, rebasedUrl } from './hosts.js';
import { describeFailure, errorMessages, failureHint, parseBody } from './responses.js';
import { TransportError, type HttpResponse, type Transport } from './transport.js';

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

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/** A response or a transport failure, plus how the retry policy treats it. */
type Outcome = { kind: 'response'; response: HttpResponse } | { kind: 'failure'; error: TransportError };

/**
 * Sends one request with the retry policy: 429 is retried for every method after `Retry-After`; 5xx and
 * network failures are retried for GET, PUT and DELETE with backoff; a POST whose outcome is unknown is
 * only resent after the caller's `resolveAmbiguous` hook found nothing.
 */
export async function exchange(
  ctx: ExchangeContext,
  start: URL,
  body: string | undefined,
): Promise<ExchangeResult> {
  const { policy, method } = ctx;
  let url = start;
  let ambiguousEarlier = false;
  let badJsonRetried = false;
  for (let attempt = 1; ; attempt += 1) {
    if (attempt > 1) ctx.stats.count('retries', ctx.orgId);
    const pacedMs = await ctx.limiter.acquire(ctx.orgId, ctx.signal).catch((error: unknown) => {
      throw failure(ctx, url, attempt, { reason: 'was aborted', cause: error });
    });
    const began = policy.now();
    const sent = await sendFollowingRedirects(ctx, url, body, attempt, pacedMs);
    // A retry goes where the redirects led, not through them again.
    url = sent.url;
    const { outcome } = sent;
    const canRetry = attempt < policy.maxAttempts;
    if (outcome.kind === 'failure') {
      const { error } = outcome;
      if (error.failure === 'aborted')
        throw failure(ctx, url, attempt, { reason: 'was aborted', cause: error });
      const hint = failureHint(
        error,
        ctx.proxied,
        policy.timeoutMs,
        ctx.proxied && !namesHostOf(error.host, url),
      );
      if (error.failure === 'too-large') {
        const reason = `answered with a body over the ${formatBytes(ctx.maxBodyBytes)} cap; reading stopped there`;
        throw failure(ctx, url, attempt, { reason, cause: error, hint });
      }
      const reason = `failed: ${describeFailure(error)}`;
      if (!error.retryable && !(method === 'POST' && error.sent)) {
        throw failure(ctx, url, attempt, { reason, cause: error, hint });
      }
      if (method === 'POST' && error.sent) {
        const resolved = await resolveOrThrow(ctx, url, attempt, { reason, cause: error });
        if (resolved.found) return { body: resolved.value, headers: {} };
      } else {
        ambiguousEarlier = true;
      }
      if (!canRetry) {
        const tries = attempt > 1 ? ` (gave up after ${attempt} attempts)` : '';
        throw failure(ctx, url, attempt, { reason: `${reason}${tries}`, cause: error, hint });
      }
      await pause(ctx, backoffDelay(policy, attempt), url, attempt, {
        attemptMs: policy.now() - began,
        failure: error.failure,
      });
      continue;
    }
    const { response } = outcome;
    const { status } = response;
    if (status >= 200 && status < 300) {
      const parsed = parseBody(response);
      if (parsed.ok) return { body: parsed.value, headers: response.headers };
      if (method === 'GET' && canRetry && !badJsonRetried) {
        badJsonRetried = true;
        continue;
      }
      const facts = { status, reason: `answered ${status} with ${parsed.problem}` };
      if (method === 'POST') {
        // The write went through but its result is unreadable: look it up rather than guess.
        const resolved = await resolveOrThrow(ctx, url, attempt, facts);
        if (resolved.found) return { body: resolved.value, headers: response.headers };
      }
      throw failure(ctx, url, attempt, facts);
    }
    if (status === 404 && method === 'DELETE' && ambiguousEarlier) {
      // An earlier attempt's outcome was unknown and the object is now gone: that attempt deleted it.
      return { body: null, headers: response.headers };
    }
    const messages = errorMessages(response, ctx.apiKey);
    if (status === 404) {
      const hint = basePathHint(ctx.base.url);
      if (hint !== undefined) throw failure(ctx, url, attempt, { status, messages, hint });
    }
    if (status === 429) {
      ctx.stats.count('rateLimited', ctx.orgId);
      const wait =
        parseRetryAfter(response.headers['retry-after'], policy.now()) ?? backoffDelay(policy, attempt);
      if (!canRetry || wait > policy.maxRetryAfterMs) throw failure(ctx, url, attempt, { status, messages });
      await pause(ctx, wait, url, attempt, { attemptMs: policy.now() - began, status });
      continue;
    }
    const serverError = status >= 500;
    const transient =
      status === 502 || status === 503 || status === 504 || (status === 500 && method === 'GET');
    if (serverError && method === 'POST') {
      const resolved = await resolveOrThrow(ctx, url, attempt, { status, messages });
      if (resolved.found) return { body: resolved.value, headers: {} };
      // The hook found nothing: the POST was not applied. A 500 is still not resent.
      if (status === 500 || !canRetry) throw failure(ctx, url, attempt, { status, messages });
    } else if (transient) {
      ambiguousEarlier = true;
      if (!canRetry) throw failure(ctx, url, attempt, { status, messages });
    } else {
      throw failure(ctx, url, attempt, { status, messages });
    }
    await pause(ctx, backoffDelay(policy, attempt), url, attempt, {
      attemptMs: policy.now() - began,
      status,
    });
  }
}

async function sendFollowingRedirects(
  ctx: ExchangeContext,
  start: URL,
  startBody: string | undefined,
  attempt: number,
  pacedMs: number,
): Promise<{ outcome: Outcome; url: URL }> {
  let url = start;
  let method = ctx.method;
  let body = startBody;
  for (let hop = 0; ; hop += 1) {
    // Every hop is a request the API counts: each one waits for the rate budget.
    const paced =
      hop === 0
        ? pacedMs
        : await ctx.limiter.acquire(ctx.orgId, ctx.signal).catch((error: unknown) => {
            throw failure(ctx, url, attempt, { reason: 'was aborted', cause: error });
          });
    const began = ctx.policy.now();
    ctx.stats.count('requests', ctx.orgId);
    let outcome: Outcome;
    try {
      const response = await ctx.transport.send({
        method,
        url,
        headers: ctx.headers,
        body,
        timeoutMs: ctx.policy.timeoutMs,
        signal: ctx.signal,
      });
      outcome = { kind: 'response', response };
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      outcome = { kind: 'failure', error };
    }
    log(ctx, url, attempt, outcome, ctx.policy.now() - began, paced);
    if (outcome.kind === 'failure' || !REDIRECTS.has(outcome.response.status)) return { outcome, url };
    const location = outcome.response.headers['location'];
    if (location === undefined || hop >= MAX_REDIRECTS) {
      throw failure(ctx, url, attempt, {
        status: outcome.response.status,
        reason: 'redirected too often or without a Location',
      });
    }
    let target: URL;
    try {
      target = new URL(location, url);
    } catch {
      throw failure(ctx, url, attempt, {
        status: outcome.response.status,
        reason: 'was redirected to a Location that is not a URL',
      });
    }
    const base = ctx.base.url;
    const refusal = refusalOf(base, target);
    if (refusal !== undefined) {
      throw failure(ctx, url, attempt, {
        status: outcome.response.status,
        reason: `was redirected from ${url.host} to ${target.host}, which smform refuses to follow (${refusal}); the API key was not sent to ${target.host}`,
        hint: `the key only follows redirects to Meraki API hosts over https (docs/client.md); if ${target.origin} is right, pass it as --base-url (MERAKI_BASE_URL)`,
      });
    }
    if (target.origin !== base.origin) {
      // Once per run: every later request goes straight to the new host.
      const rebased = rebasedUrl(base, url, target);
      ctx.base.url = rebased;
      ctx.onRebase?.(base, rebased);
    }
    if (outcome.response.status === 303) {
      method = 'GET';
      body = undefined;
    }
    url = target;
  }
}

function log(
  ctx: ExchangeContext,
  url: URL,
  attempt: number,
  outcome: Outcome,
  durationMs: number,
  pacedMs: number,
): void {
  if (ctx.onRequest === undefined) return;
  const entry: RequestLogEntry = {
    operationId: ctx.operationId,
    method: ctx.method,
    url: redact(`${url.pathname}${url.search}`, ctx.apiKey),
    attempt,
    durationMs,
    ...(pacedMs > 0 ? { pacedMs } : {}),
    ...defined({ orgId: ctx.orgId }),
    ...(outcome.kind === 'response'
      ? { status: outcome.response.status }
      : { failure: outcome.error.failure }),
  };
  ctx.onRequest(entry);
}

async function pause(
  ctx: ExchangeContext,
  ms: number,
  url: URL,
  attempt: number,
  cause: { attemptMs: number; status?: number; failure?: string },
): Promise<void> {
  ctx.onRetryWait?.({
    operationId: ctx.operationId,
    method: ctx.method,
    ...defined({ orgId: ctx.orgId }),
    waitMs: ms,
    attemptMs: cause.attemptMs,
    nextAttempt: attempt + 1,
    maxAttempts: ctx.policy.maxAttempts,
    ...defined({ status: cause.status, failure: cause.failure }),
  });
  try {
    await ctx.policy.sleep(ms, ctx.signal);
  } catch (error) {
    throw failure(ctx, url, attempt, { reason: 'was aborted', cause: error });
  }
}

interface FailureFacts {
  status?: number;
  messages?: string[];
  reason?: string;
  /** Undefined for none: ApiError then gives the hint of the status or failure. */
  hint?: string | undefined;
  cause?: unknown;
  ambiguous?: boolean;
}

/** Asks the caller's hook whether an ambiguous POST took effect; without a hook the call fails as ambiguous. */
async function resolveOrThrow(
  ctx: ExchangeContext,
  url: URL,
  attempt: number,
  facts: FailureFacts,
): Promise<{ found: true; value: unknown } | { found: false }> {
  if (ctx.resolveAmbiguous === undefined) throw failure(ctx, url, attempt, { ...facts, ambiguous: true });
  let value: unknown;
  try {
    value = await ctx.resolveAmbiguous();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const status = facts.status ?? '?';
    const reason = `${facts.reason ?? `failed with HTTP ${status}`}, and looking the object up failed too (${why})`;
    throw failure(ctx, url, attempt, { ...facts, reason, ambiguous: true, cause: error });
  }
  return value === undefined ? { found: false } : { found: true, value };
}

function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${bytes} bytes`;
}

/** Whether a failure's host is the request's own (else, with a proxy in use, it is the proxy's). */
function namesHostOf(host: string, url: URL): boolean {
  const port = url.port === '' ? (url.protocol === 'https:' ? '443' : '80') : url.port;
  return host === '' || host === url.hostname || host === `${url.hostname}:${port}`;
}

/** A 404 from a base URL without `/api/v<N>` is most likely the base URL's fault, not the id's. */
function basePathHint(base: URL): string | undefined {
  if (/\/api\/v\d+\/?$/.test(base.pathname)) return undefined;
  const suggested = `${base.origin}${base.pathname.replace(/\/+$/, '')}/api/v1`;
  return `the base URL ${base.href} does not end in /api/v1, so every path answers 404: try --base-url ${suggested}`;
}

function failure(ctx: ExchangeContext, url: URL, attempt: number, facts: FailureFacts): ApiError {
  const basePath = ctx.base.url.pathname.replace(/\/+$/, '');
  const path = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname;
  // An ApiError reads an absent member and one set to undefined alike: the facts go in as they are.
  const { reason, ...rest } = facts;
  return new ApiError({
    operationId: ctx.operationId,
    method: ctx.method,
    path: redact(path, ctx.apiKey),
    attempts: attempt,
    orgId: ctx.orgId,
    ...rest,
    ...(reason === undefined ? {} : { reason: redact(reason, ctx.apiKey) }),
  });
}
