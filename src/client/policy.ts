/**
 * Every knob of the client's resilience in one object. Delays and clocks are injectable, so tests drive
 * retries and rate limiting with a fake clock and run in milliseconds.
 */
export interface ResiliencePolicy {
  /** Requests per second per organization (the API's budget: 10/s). */
  perOrgRate: number;
  /** Extra requests an idle organization may send at once (the API allows a burst of 10 in the first second). */
  perOrgBurst: number;
  /** Requests per second across all organizations (the API's per-source-IP cap: 100/s). */
  globalRate: number;
  globalBurst: number;
  /** HTTP attempts per request, the first one included. */
  maxAttempts: number;
  /** Per-request timeout in ms, for the response headers and again for the body. */
  timeoutMs: number;
  /** First backoff delay in ms; it doubles per attempt up to `backoffCapMs`. */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** Share of each backoff delay that is randomized, 0 (none) to 1 (full jitter). */
  jitter: number;
  /** Longest `Retry-After` honoured, in ms; longer waits fail the call instead of stalling the run. */
  maxRetryAfterMs: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
  random: () => number;
}

/** Resolves after `ms`, or rejects when the signal aborts. */
export function realSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const DEFAULT_RESILIENCE_POLICY: Readonly<ResiliencePolicy> = {
  perOrgRate: 10,
  perOrgBurst: 10,
  globalRate: 100,
  globalBurst: 100,
  maxAttempts: 5,
  timeoutMs: 30_000,
  backoffBaseMs: 500,
  backoffCapMs: 30_000,
  jitter: 0.5,
  maxRetryAfterMs: 120_000,
  sleep: realSleep,
  now: () => Date.now(),
  random: () => Math.random(),
};

/** The policy with the caller's overrides; rejects nonsense values early. */
export function resolvePolicy(overrides: Partial<ResiliencePolicy> = {}): ResiliencePolicy {
  const policy = { ...DEFAULT_RESILIENCE_POLICY, ...overrides };
  const positive: (keyof ResiliencePolicy)[] = ['perOrgRate', 'globalRate', 'maxAttempts', 'timeoutMs'];
  for (const name of positive) {
    const value = policy[name];
    if (typeof value !== 'number' || !(value > 0)) {
      throw new RangeError(`resilience policy: ${name} must be a positive number`);
    }
  }
  if (policy.jitter < 0 || policy.jitter > 1) throw new RangeError('resilience policy: jitter must be 0..1');
  return policy;
}

/** Capped exponential backoff with jitter for the given retry (1 = first retry). */
export function backoffDelay(policy: ResiliencePolicy, retry: number): number {
  const exponential = Math.min(policy.backoffCapMs, policy.backoffBaseMs * 2 ** Math.max(0, retry - 1));
  return Math.round(exponential * (1 - policy.jitter * policy.random()));
}

/**
 * `Retry-After` in ms: integer or fractional seconds, or an HTTP date. Undefined when absent or unreadable
 * (the caller then backs off).
 */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
