import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_RESILIENCE_POLICY,
  backoffDelay,
  parseRetryAfter,
  realSleep,
  resolvePolicy,
} from '../../src/client/policy.js';

// The client's resilience knobs as pure functions, with exact values and both sides of each boundary.

describe('the resilience policy', () => {
  it("defaults to the API's budgets", () => {
    expect({ ...DEFAULT_RESILIENCE_POLICY, sleep: 0, now: 0, random: 0 }).toEqual({
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
      sleep: 0,
      now: 0,
      random: 0,
    });
    expect(resolvePolicy()).toEqual(DEFAULT_RESILIENCE_POLICY);
    expect(resolvePolicy({ maxAttempts: 2 }).maxAttempts).toBe(2);
    expect(resolvePolicy({ maxAttempts: 2 }).perOrgRate).toBe(10);
  });

  it('refuses a rate, attempt count or timeout that is not positive, and jitter outside 0..1', () => {
    for (const name of ['perOrgRate', 'globalRate', 'maxAttempts', 'timeoutMs'] as const) {
      for (const bad of [0, -1, Number.NaN]) {
        expect(() => resolvePolicy({ [name]: bad })).toThrow(
          new RangeError(`resilience policy: ${name} must be a positive number`),
        );
      }
      expect(() => resolvePolicy({ [name]: 0.001 })).not.toThrow();
    }
    expect(() => resolvePolicy({ maxAttempts: '3' as unknown as number })).toThrow(/maxAttempts/);
    for (const bad of [-0.01, 1.01]) {
      expect(() => resolvePolicy({ jitter: bad })).toThrow(
        new RangeError('resilience policy: jitter must be 0..1'),
      );
    }
    expect(resolvePolicy({ jitter: 0 }).jitter).toBe(0);
    expect(resolvePolicy({ jitter: 1 }).jitter).toBe(1);
  });
});

describe('backoff', () => {
  const policy = (random: number, jitter = 0.5) =>
    resolvePolicy({ backoffBaseMs: 100, backoffCapMs: 1000, jitter, random: () => random });

  it('doubles from the base per retry up to the cap, without jitter when random is 0', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => backoffDelay(policy(0), retry))).toEqual([
      100, 100, 200, 400, 800, 1000, 1000,
    ]);
  });

  it('takes off up to the jitter share, rounded', () => {
    expect(backoffDelay(policy(1), 2)).toBe(100);
    expect(backoffDelay(policy(0.5), 2)).toBe(150);
    expect(backoffDelay(policy(0.333, 0.5), 1)).toBe(83);
    expect(backoffDelay(policy(1, 0), 3)).toBe(400);
    expect(backoffDelay(policy(1, 1), 3)).toBe(0);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-01-01T00:00:00.000Z');

  it('reads whole and fractional seconds, rounded up to the millisecond', () => {
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
    expect(parseRetryAfter('0.0001', now)).toBe(1);
  });

  it('reads seconds of more than one digit, and seconds padded with blanks', () => {
    // Neither is an HTTP date, though Date.parse reads '12' and ' 2 ' as days in 2001.
    expect(parseRetryAfter('12', now)).toBe(12_000);
    expect(parseRetryAfter('120.25', now)).toBe(120_250);
    expect(parseRetryAfter(' 2 ', now)).toBe(2000);
    expect(parseRetryAfter('\t3\n', now)).toBe(3000);
  });

  it('reads an HTTP date as the time until it, never negative', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
  });

  it('is undefined when absent or unreadable', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('x2', now)).toBeUndefined();
    expect(parseRetryAfter('2x', now)).toBeUndefined();
  });
});

describe('the real sleep', () => {
  it('resolves after its delay, and rejects at once when aborted before or during it', async () => {
    await expect(realSleep(0)).resolves.toBeUndefined();
    const aborted = new AbortController();
    aborted.abort(new Error('stop'));
    await expect(realSleep(60_000, aborted.signal)).rejects.toThrow('stop');
    const plain = new AbortController();
    plain.abort('not an error');
    await expect(realSleep(60_000, plain.signal)).rejects.toThrow('aborted');
    const later = new AbortController();
    const pending = realSleep(60_000, later.signal);
    later.abort(new Error('interrupted'));
    await expect(pending).rejects.toThrow('interrupted');
    const laterPlain = new AbortController();
    const pendingPlain = realSleep(60_000, laterPlain.signal);
    laterPlain.abort('no');
    await expect(pendingPlain).rejects.toThrow('aborted');
    // A sleep that ended no longer listens: aborting afterwards changes nothing.
    const done = new AbortController();
    await realSleep(1, done.signal);
    done.abort(new Error('late'));
  });
});

describe('the real clock and dice', () => {
  it('read the time now and a random share in [0, 1)', () => {
    const before = Date.now();
    const read = DEFAULT_RESILIENCE_POLICY.now();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
    const draws = Array.from({ length: 20 }, () => DEFAULT_RESILIENCE_POLICY.random());
    for (const draw of draws) {
      expect(draw).toBeGreaterThanOrEqual(0);
      expect(draw).toBeLessThan(1);
    }
    expect(new Set(draws).size).toBeGreaterThan(1);
  });
});

describe('the real sleep leaves nothing behind', () => {
  it('neither a timer after an abort nor a listener on the signal after it ends either way', async () => {
    vi.useFakeTimers();
    try {
      const during = new AbortController();
      const pending = realSleep(60_000, during.signal);
      expect([vi.getTimerCount(), getEventListeners(during.signal, 'abort').length]).toEqual([1, 1]);
      during.abort(new Error('interrupted'));
      await expect(pending).rejects.toThrow('interrupted');
      // An aborted sleep keeps no timer that would hold the process up to its end.
      expect([vi.getTimerCount(), getEventListeners(during.signal, 'abort').length]).toEqual([0, 0]);
      const ended = new AbortController();
      const sleeping = realSleep(1000, ended.signal);
      await vi.advanceTimersByTimeAsync(1000);
      await expect(sleeping).resolves.toBeUndefined();
      expect([vi.getTimerCount(), getEventListeners(ended.signal, 'abort').length]).toEqual([0, 0]);
      const unsignalled = realSleep(10);
      await vi.advanceTimersByTimeAsync(10);
      await expect(unsignalled).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
