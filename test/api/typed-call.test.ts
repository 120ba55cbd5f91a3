import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient, type OperationResponses } from '../../src/client/index.js';
import { startTestEmulator } from '../helpers/emulator.js';

const SEED = {
  organizations: [
    {
      id: '549236',
      networks: [{ id: 'N_1', devices: [{ id: 'd1', name: 'Kiosk-01', serial: 'Q1', tags: ['kiosk'] }] }],
    },
  ],
};

describe('typed call', () => {
  it('types parameters and response per operation, and keeps the untyped form', async () => {
    const emulator = await startTestEmulator(SEED, { rateLimit: 0 });
    const client = createClient({ apiKey: 'test-key', baseUrl: emulator.url });
    try {
      const devices = await client.call('getNetworkSmDevices', { networkId: 'N_1', perPage: 3 });
      expectTypeOf(devices).toEqualTypeOf<OperationResponses['getNetworkSmDevices']>();
      expect(devices.map((device) => device.name)).toEqual(['Kiosk-01']);

      const changed = await client.call('modifyNetworkSmDevicesTags', {
        networkId: 'N_1',
        ids: ['d1'],
        tags: ['ipad'],
        updateAction: 'add',
      });
      expectTypeOf(changed).toEqualTypeOf<OperationResponses['modifyNetworkSmDevicesTags']>();
      expect(changed[0]?.tags).toEqual(['kiosk', 'ipad']);

      const typedWrongly: unknown = client.call('getNetworkSmDevices', {
        networkId: 'N_1',
        // @ts-expect-error perPage is a number in the operation table
        perPage: 'x',
      });
      expect(typedWrongly).toBeInstanceOf(Promise);
      await expect(typedWrongly).rejects.toThrow(/perPage/);

      const params: Record<string, unknown> = { networkId: 'N_1' };
      const untyped = await client.call('getNetworkSmDevices', params);
      expectTypeOf(untyped).toBeUnknown();
      expect(Array.isArray(untyped)).toBe(true);
    } finally {
      await client.close();
    }
  });
});
