import { describe, expect, it } from 'vitest';
import { call, startTestEmulator } from '../helpers/emulator.js';

const SEED = 'test/emulator/fixtures/acme.yaml';
const ROLES = '/organizations/549236/sm/admins/roles';

describe('rate limiting', () => {
  it('allows 10/s plus a burst of 10, then answers 429 with an integer Retry-After', async () => {
    let now = 1_000_000;
    const emulator = await startTestEmulator(SEED, { clock: () => now });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await call(emulator, 'GET', ROLES)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    const limited = await call(emulator, 'GET', '/networks/N_5678/sm/devices');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.body).toEqual({ errors: ['API rate limit exceeded for organization'] });
    // Another organization has its own budget.
    expect((await call(emulator, 'GET', '/organizations/777/sm/admins/roles')).status).toBe(200);
    // After a second the bucket holds 10 more tokens.
    now += 1000;
    const after: number[] = [];
    for (let i = 0; i < 11; i++) after.push((await call(emulator, 'GET', ROLES)).status);
    expect(after.filter((s) => s === 200)).toHaveLength(10);
    expect(emulator.requestLog.filter((e) => e.status === 429).map((e) => e.orgId)).toEqual([
      '549236',
      '549236',
      '549236',
    ]);
  });

  it('limits at the configured rate, and not at all with rateLimit 0', async () => {
    const now = 5_000;
    const slow = await startTestEmulator(SEED, { clock: () => now, rateLimit: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(slow, 'GET', ROLES)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const off = await startTestEmulator(SEED, { clock: () => now, rateLimit: 0 });
    const burst = await Promise.all(Array.from({ length: 150 }, () => call(off, 'GET', ROLES)));
    expect(burst.every((r) => r.status === 200)).toBe(true);
  });

  it('caps requests per client address with globalRateLimit', async () => {
    const now = 5_000;
    const emulator = await startTestEmulator(SEED, { clock: () => now, rateLimit: 0, globalRateLimit: 3 });
    const statuses: number[] = [];
    for (const path of [ROLES, '/organizations/777/sm/admins/roles', ROLES, ROLES]) {
      statuses.push((await call(emulator, 'GET', path)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
