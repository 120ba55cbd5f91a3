import { describe, expect, it } from 'vitest';
import { buildSyntheticSeed, parseSyntheticSpec } from '../../src/emulator/index.js';
import { call, startTestEmulator } from '../helpers/emulator.js';

describe('synthetic wireless controllers', () => {
  it('fills each controller with interfaces, access points and redundancy, and the reads answer for them', async () => {
    const spec = parseSyntheticSpec('orgs=1,networks=2,controllers=2');
    const seed = buildSyntheticSeed(spec);
    const controllers = seed.organizations[0]?.wirelessControllers ?? [];
    expect(controllers).toHaveLength(4);
    expect(controllers[0]).toMatchObject({
      serial: 'Q2WC-11-0001',
      networkId: 'N_800001_1',
      l2Interfaces: expect.arrayContaining([
        expect.objectContaining({ name: 'TenGigabitEthernet0/0/0' }),
      ]) as unknown,
      redundancy: expect.objectContaining({ mode: 'SSO' }) as unknown,
    });
    expect(buildSyntheticSeed(spec)).toEqual(seed);

    const emulator = await startTestEmulator(undefined, { synthetic: spec, rateLimit: 0 });
    const base = '/organizations/800001/wirelessController';
    const utilization = await call(
      emulator,
      'GET',
      `${base}/devices/system/utilization/history/byInterval?timespan=86400`,
    );
    const items = (utilization.body as { items: { intervals: unknown[] }[] }).items;
    expect(items).toHaveLength(4);
    expect(items.every((item) => item.intervals.length > 0)).toBe(true);
    const failovers = await call(
      emulator,
      'GET',
      `${base}/devices/redundancy/failover/history?timespan=${31 * 86400}`,
    );
    expect((failovers.body as { items: unknown[] }[])[0]?.items.length).toBeGreaterThanOrEqual(4);
  });
});
