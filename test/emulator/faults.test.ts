import { describe, expect, it } from 'vitest';
import { parseFaultSpec, type RunningEmulator } from '../../src/emulator/index.js';
import { decideFaults } from '../../src/emulator/faults.js';
import { createRandom } from '../../src/emulator/random.js';
import { call, startTestEmulator } from '../helpers/emulator.js';

const SEED = 'test/emulator/fixtures/acme.yaml';
const ROLES = '/organizations/549236/sm/admins/roles';

/** Status of each of `count` sequential GETs; 0 when the request failed at the connection. */
async function statuses(emulator: RunningEmulator, count: number): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i++) {
    try {
      const response = await fetch(`${emulator.url}${ROLES}`, {
        headers: { Authorization: 'Bearer test-key' },
      });
      await response.text();
      result.push(response.status);
    } catch {
      result.push(0);
    }
  }
  return result;
}

function roleCount(emulator: RunningEmulator): number {
  return emulator.state().organizations[0]?.adminRoles.length ?? -1;
}

describe('fault spec', () => {
  it('parses every fault, shares as fractions or percentages, durations in ms or s', () => {
    expect(
      parseFaultSpec(
        '5xx=0.1, 5xx-after-write=5%,reset=0.05,truncate=0.02,slow=0.05@100ms,storm=2s@0.5,repeat=0.5,latency=20,jitter=1s',
      ),
    ).toEqual({
      repeat: 0.5,
      serverError: 0.1,
      serverErrorAfterWrite: 0.05,
      reset: 0.05,
      truncate: 0.02,
      slow: 0.05,
      slowChunkMs: 100,
      storm: { durationMs: 2000, share: 0.5 },
      latencyMs: 20,
      jitterMs: 1000,
    });
    expect(parseFaultSpec('')).toEqual({});
  });

  it('rejects unknown faults and bad values with a hint', () => {
    for (const bad of ['boom=1', '5xx=2', 'reset', 'storm=2s', 'slow=0.1@soon', 'latency=-3']) {
      expect(() => parseFaultSpec(bad), bad).toThrow(/invalid fault spec/);
    }
  });
});

describe('fault injection', () => {
  it('is deterministic for a given random seed, and differs for another', async () => {
    const faults = '5xx=0.3,reset=0.15,truncate=0.15';
    const runs = [];
    for (const randomSeed of [42, 42, 7]) {
      const emulator = await startTestEmulator(SEED, { faults, randomSeed, rateLimit: 0 });
      runs.push(await statuses(emulator, 30));
      expect(emulator.requestLog.map((e) => e.fault ?? '-')).toHaveLength(30);
    }
    expect(runs[0]).toEqual(runs[1]);
    expect(runs[0]).not.toEqual(runs[2]);
    const seen = new Set(runs[0]);
    expect(seen.has(200)).toBe(true);
    expect([...seen].some((s) => s >= 500)).toBe(true);
    expect(seen.has(0)).toBe(true);
  });

  it('answers 500/502/503 before processing without changing state', async () => {
    const emulator = await startTestEmulator(SEED, { faults: '5xx=1' });
    const response = await call(emulator, 'POST', ROLES, { body: { name: 'Never' } });
    expect([500, 502, 503]).toContain(response.status);
    expect(response.body).toEqual({ errors: [expect.any(String)] });
    expect(roleCount(emulator)).toBe(2);
    expect(emulator.requestLog[0]?.fault).toBe('5xx');
  });

  it('with 5xx-after-write applies the write, then answers 5xx (an ambiguous POST)', async () => {
    const emulator = await startTestEmulator(SEED, { faults: '5xx-after-write=1' });
    const response = await call(emulator, 'POST', ROLES, { body: { name: 'Ghost' } });
    expect([500, 502, 503]).toContain(response.status);
    expect(emulator.state().organizations[0]?.adminRoles.map((r) => r.name)).toContain('Ghost');
    expect((await call(emulator, 'GET', ROLES)).status).toBe(200);
  });

  it('resets the connection before processing: the client sees a network error, no state change', async () => {
    const emulator = await startTestEmulator(SEED, { faults: 'reset=1' });
    await expect(call(emulator, 'POST', ROLES, { body: { name: 'Never' } })).rejects.toThrow();
    expect(roleCount(emulator)).toBe(2);
    expect(emulator.requestLog[0]).toMatchObject({ status: 0, fault: 'reset' });
  });

  it('truncates bodies: the connection drops mid-body', async () => {
    const emulator = await startTestEmulator(SEED, { faults: 'truncate=1' });
    await expect(call(emulator, 'GET', ROLES)).rejects.toThrow();
    expect(emulator.requestLog[0]).toMatchObject({ status: 200, fault: 'truncate' });
  });

  it('sends slow bodies in chunks that still arrive whole', async () => {
    const emulator = await startTestEmulator(SEED, { faults: 'slow=1@2ms', latencyMs: 1, jitterMs: 2 });
    const response = await call(emulator, 'GET', ROLES);
    expect(response.status).toBe(200);
    expect((response.body as { items: unknown[] }).items).toHaveLength(2);
    expect(emulator.requestLog[0]?.fault).toBe('slow');
  });

  it('repeats the first item of a list answer at its end, in every list shape; writes are untouched', async () => {
    const emulator = await startTestEmulator(SEED, { faults: 'repeat=1' });
    const roles = await call(emulator, 'GET', ROLES);
    const items = (roles.body as { items: { roleId: string }[] }).items.map((role) => role.roleId);
    expect(items).toEqual(['r1', 'r2', 'r1']);
    const sentry = await call(
      emulator,
      'GET',
      '/organizations/549236/sm/sentry/policies/assignments/byNetwork',
    );
    const networks = (sentry.body as { items: { networkId: string }[] }[])[0]?.items.map((n) => n.networkId);
    expect(networks).toEqual(['N_1', 'N_2', 'N_1']);
    const devices = await call(emulator, 'GET', '/networks/N_5678/sm/devices');
    expect((devices.body as { id: string }[]).map((device) => device.id)).toEqual([
      'd1',
      'd2',
      'd3',
      'd4',
      'd1',
    ]);
    const created = await call(emulator, 'POST', ROLES, {
      body: { name: 'Once', scope: 'all_tags', tags: [] },
    });
    expect(created.status).toBe(201);
    expect(roleCount(emulator)).toBe(3);
    expect(emulator.requestLog.map((entry) => entry.fault)).toEqual([
      'repeat',
      'repeat',
      'repeat',
      undefined,
    ]);
  });

  it('without repeat in the spec draws the same faults as before it existed', () => {
    const draws = (spec: string) => {
      const random = createRandom(42);
      return Array.from({ length: 20 }, () => decideFaults(parseFaultSpec(spec), random).reset);
    };
    expect(draws('reset=0.5')).toEqual(draws('reset=0.5,slow=0'));
    const random = createRandom(42);
    const sevenEach = Array.from({ length: 20 }, () => Array.from({ length: 7 }, random)[1]! < 0.5);
    expect(draws('reset=0.5')).toEqual(sevenEach);
  });

  it('answers 429 storms in whole windows chosen by the seed, with an integer Retry-After', async () => {
    let now = 0;
    const stormy = await startTestEmulator(SEED, { faults: 'storm=2s@1', clock: () => now });
    now = 500;
    const response = await call(stormy, 'GET', ROLES);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(response.body).toEqual({ errors: ['API rate limit exceeded for organization'] });
    expect(roleCount(stormy)).toBe(2);

    const windows = async (randomSeed: number): Promise<number[]> => {
      now = 0;
      const emulator = await startTestEmulator(SEED, {
        faults: 'storm=1s@0.5',
        clock: () => now,
        randomSeed,
      });
      const result: number[] = [];
      for (let second = 0; second < 16; second++) {
        now = second * 1000 + 10;
        result.push((await call(emulator, 'GET', ROLES)).status);
      }
      return result;
    };
    const first = await windows(3);
    expect(await windows(3)).toEqual(first);
    expect(first).toContain(429);
    expect(first).toContain(200);
  });
});
