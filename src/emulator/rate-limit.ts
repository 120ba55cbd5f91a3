/**
 * Token buckets as the API's rate limit guide describes them: 10 requests/s per organization with a
 * burst of 10 extra (at most 20 in the first second, 30 in two), and a per-source cap.
 */

export interface TokenBucket {
  /** Tokens added per second. */
  rate: number;
  capacity: number;
  tokens: number;
  updatedAt: number;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A full bucket; `burst` is how many requests above `rate` the first second allows (default `rate`). */
export function createBucket(rate: number, now: number, burst: number = rate): TokenBucket {
  return { rate, capacity: rate + burst, tokens: rate + burst, updatedAt: now };
}

/** Takes one token, or says how many whole seconds to wait (the API's `Retry-After` is an integer). */
export function takeToken(bucket: TokenBucket, now: number): TakeResult {
  const elapsed = Math.max(0, now - bucket.updatedAt) / 1000;
  bucket.tokens = Math.min(bucket.capacity, bucket.tokens + elapsed * bucket.rate);
  bucket.updatedAt = now;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return { ok: true };
  }
  const wait = (1 - bucket.tokens) / bucket.rate;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}

/** One bucket per organization, created full on first use; a rate of 0 turns limiting off. */
export class RateLimiter {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly rate: number,
    private readonly clock: () => number,
    private readonly burst: number = rate,
  ) {}

  take(key: string): TakeResult {
    if (this.rate <= 0) return { ok: true };
    const now = this.clock();
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = createBucket(this.rate, now, this.burst);
      this.buckets.set(key, bucket);
    }
    return takeToken(bucket, now);
  }
}

export const ORG_RATE_LIMIT_MESSAGE = 'API rate limit exceeded for organization';
export const GLOBAL_RATE_LIMIT_MESSAGE = 'API rate limit exceeded for source IP address';
