import type { ResiliencePolicy } from './policy.js';

/**
 * A token bucket by reservation: each request takes a token at once and, when the bucket is in debt, waits
 * until its token would have been refilled. Reservations keep concurrent callers in FIFO order and make the
 * schedule exact under an injected clock.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly rate: number,
    private readonly capacity: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.updatedAt = now;
  }

  /** Takes one token; returns how long (ms) the caller must wait before sending. */
  reserve(now: number): number {
    const elapsed = Math.max(0, now - this.updatedAt) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.rate);
    this.updatedAt = Math.max(this.updatedAt, now);
    this.tokens -= 1;
    return this.tokens >= 0 ? 0 : Math.ceil((-this.tokens / this.rate) * 1000);
  }
}

/** One bucket per organization plus one global bucket, as the API budgets requests. */
export class RateLimiter {
  private readonly global: TokenBucket;
  private readonly perOrg = new Map<string, TokenBucket>();

  constructor(private readonly policy: ResiliencePolicy) {
    this.global = new TokenBucket(policy.globalRate, policy.globalBurst, policy.now());
  }

  /**
   * Waits until both the organization's and the global budget allow one more request; returns the wait
   * the budget asked for in ms (0 when none), as the schedule computed it (an injected sleep may be faster).
   */
  async acquire(orgId: string | undefined, signal?: AbortSignal): Promise<number> {
    const now = this.policy.now();
    let wait = this.global.reserve(now);
    if (orgId !== undefined) wait = Math.max(wait, this.bucketOf(orgId, now).reserve(now));
    if (wait > 0) await this.policy.sleep(wait, signal);
    return wait;
  }

  private bucketOf(orgId: string, now: number): TokenBucket {
    let bucket = this.perOrg.get(orgId);
    if (bucket === undefined) {
      bucket = new TokenBucket(this.policy.perOrgRate, this.policy.perOrgBurst, now);
      this.perOrg.set(orgId, bucket);
    }
    return bucket;
  }
}
