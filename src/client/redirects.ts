import { defined } from '../canonical/defined.js';
import { redact } from './api-error.js';
import type { ExchangeContext, Outcome, RequestLogEntry } from './exchange-context.js';
import { failure } from './exchange-failure.js';
import { refusalOf, rebasedUrl } from './hosts.js';
import { TransportError } from './transport.js';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/** Sends one attempt, following redirects to allowed hosts (each hop paced and logged). */
export async function sendFollowingRedirects(
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
