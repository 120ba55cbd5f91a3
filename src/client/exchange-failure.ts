import { defined } from '../canonical/defined.js';
import { ApiError, redact } from './api-error.js';
import type { ExchangeContext } from './exchange-context.js';

export interface FailureFacts {
  status?: number;
  messages?: string[];
  reason?: string;
  /** Undefined for none: ApiError then gives the hint of the status or failure. */
  hint?: string | undefined;
  cause?: unknown;
  ambiguous?: boolean;
}

/** Asks the caller's hook whether an ambiguous POST took effect; without a hook the call fails as ambiguous. */
export async function resolveOrThrow(
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

/** The ApiError of a request that failed, its path relative to the base URL and the key redacted. */
export function failure(ctx: ExchangeContext, url: URL, attempt: number, facts: FailureFacts): ApiError {
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
    ...defined({ reason: reason === undefined ? undefined : redact(reason, ctx.apiKey) }),
  });
}
