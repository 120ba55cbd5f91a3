import { afterEach, describe, expect, it } from 'vitest';
import { createClient, DEFAULT_RESILIENCE_POLICY } from '../../src/client/index.js';
import { resolvePolicy } from '../../src/client/policy.js';
import { RateLimiter, TokenBucket } from '../../src/client/rate-limiter.js';
import { fakeClock, reply, startScriptedServer, testPolicy } from './helpers/scripted-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** Most requests that fall into any window of `windowMs` starting at one of the times. */
function busiestWindow(times: number[], windowMs: number): number {
  return Math.max(...times.map((start) => times.filter((t) => t >= start && t < start + windowMs).length));
}

describe('rate limiting', () => {
  it('defaults to the API budget: 10/s per organization with a burst of 10, 100/s overall', () => {
    expect(DEFAULT_RESILIENCE_POLICY).toMatchObject({ perOrgRate: 10, perOrgBurst: 10, globalRate: 100 });
  });

  it('paces one organization to 10/s after its burst, measured on the server with an injected clock', async () => {
    const clock = fakeClock();
    const start = clock.now();
    const arrivals: number[] = [];
    const server = await startScriptedServer((_req, res) => {
      arrivals.push(clock.now() - start);
      reply(res, 200, []);
    });
    const client = createClient({
      apiKey: 'test-key',
      baseUrl: server.baseUrl,
      policy: { ...testPolicy(clock), perOrgRate: 10, perOrgBurst: 10 },
    });
    cleanups.push(
      () => server.close(),
      () => client.close(),
    );
    for (let i = 0; i < 40; i += 1) {
      await client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }, { orgId: 'O_1' });
    }
    expect(arrivals.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 0));
    expect(arrivals.slice(10, 14)).toEqual([100, 200, 300, 400]);
    expect(arrivals[39]).toBe(3000);
    // The API's documented budget: at most 20 in the first second, 30 in two seconds.
    expect(busiestWindow(arrivals, 1000)).toBeLessThanOrEqual(20);
    expect(busiestWindow(arrivals, 2000)).toBeLessThanOrEqual(30);
    expect(busiestWindow(arrivals, 1000)).toBeGreaterThan(10);
  });

  it('keeps organizations apart, but the global cap covers them all', async () => {
    const clock = fakeClock();
    const server = await startScriptedServer((_req, res) => reply(res, 200, []));
    const client = createClient({
      apiKey: 'test-key',
      baseUrl: server.baseUrl,
      policy: { ...testPolicy(clock), perOrgRate: 1, perOrgBurst: 2, globalRate: 2, globalBurst: 4 },
    });
    cleanups.push(
      () => server.close(),
      () => client.close(),
    );
    const call = (orgId: string) => client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }, { orgId });
    await call('O_1');
    await call('O_1');
    await call('O_2');
    await call('O_2');
    expect(clock.sleeps).toEqual([]);
    await call('O_3'); // a fresh organization, but the global bucket is empty: 1 / 2 per s
    expect(clock.sleeps).toEqual([500]);
    await call('O_1'); // O_1 refilled 0.5 tokens in that time; it waits for the other half
    expect(clock.sleeps).toEqual([500, 500]);
  });

  it('serves concurrent callers in order, each reserving the next slot', async () => {
    const waits: number[] = [];
    const limiter = new RateLimiter(
      resolvePolicy({
        perOrgRate: 10,
        perOrgBurst: 5,
        now: () => 0,
        sleep: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      }),
    );
    await Promise.all(Array.from({ length: 8 }, () => limiter.acquire('O_1')));
    expect(waits).toEqual([100, 200, 300]);
  });
});

describe('the token bucket under a clock that steps back', () => {
  it('neither refills nor forgets time when the clock goes back; a bucket exactly at zero waits 0, not -0', () => {
    const bucket = new TokenBucket(1, 1, 1000);
    expect(bucket.reserve(1000)).toBe(0);
    // The clock stepped back half a second: no tokens are taken away for it.
    expect(bucket.reserve(500)).toBe(1000);
    // Back at 1000 ms: nothing was refilled in between, so the debt of two tokens stands.
    expect(bucket.reserve(1000)).toBe(2000);
    const full = new TokenBucket(2, 1, 0);
    expect(full.reserve(0)).toBe(0);
    // Half a second at 2/s refills exactly the one token taken: the bucket is at 0, no wait.
    expect(Object.is(full.reserve(500), 0)).toBe(true);
  });

  it('does not sleep when the budget allows the request, and returns the wait it asked for', async () => {
    const sleeps: number[] = [];
    const limiter = new RateLimiter(
      resolvePolicy({
        perOrgRate: 1,
        perOrgBurst: 1,
        globalRate: 1000,
        globalBurst: 1000,
        now: () => 0,
        sleep: (ms) => {
          sleeps.push(ms);
          return Promise.resolve();
        },
      }),
    );
    expect(await limiter.acquire('O_1')).toBe(0);
    expect(await limiter.acquire(undefined)).toBe(0);
    expect(sleeps).toEqual([]);
    expect(await limiter.acquire('O_1')).toBe(1000);
    expect(sleeps).toEqual([1000]);
  });
});

describe('the budgets a request counts against', () => {
  it('holds back calls without an organization by the global budget only', async () => {
    const sleeps: number[] = [];
    const limiter = new RateLimiter(
      resolvePolicy({
        perOrgRate: 1,
        perOrgBurst: 1,
        globalRate: 2,
        globalBurst: 3,
        now: () => 0,
        sleep: (ms) => {
          sleeps.push(ms);
          return Promise.resolve();
        },
      }),
    );
    // One organization's budget would hold the second back 1 s; the global one allows three at once.
    expect([await limiter.acquire(undefined), await limiter.acquire(undefined)]).toEqual([0, 0]);
    expect(await limiter.acquire(undefined)).toBe(0);
    expect(await limiter.acquire(undefined)).toBe(500);
    expect(sleeps).toEqual([500]);
  });

  it('fills an idle bucket no further than its burst', () => {
    const bucket = new TokenBucket(10, 2, 0);
    // An hour idle refills two tokens, not 36,000: the third request at once waits a tenth of a second.
    expect([bucket.reserve(3_600_000), bucket.reserve(3_600_000), bucket.reserve(3_600_000)]).toEqual([
      0, 0, 100,
    ]);
  });
});
