import { defined } from '../canonical/defined.js';
import type { ExchangeContext, ExchangeResult } from './exchange-context.js';
import { failure, resolveOrThrow } from './exchange-failure.js';
import { backoffDelay, parseRetryAfter } from './policy.js';
import { sendFollowingRedirects } from './redirects.js';
import { describeFailure, errorMessages, failureHint, parseBody } from './responses.js';

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
