import { describe, expect, it } from 'vitest';
import { call, startTestEmulator } from '../helpers/emulator.js';

describe('the emulator request log limit (keeps a long-running emulator flat)', () => {
  it('keeps only the newest entries past the limit; unlimited by default', async () => {
    const seed = { organizations: [{ id: '1', networks: [{ id: 'N_1', targetGroups: [] }] }] };
    const capped = await startTestEmulator(seed, { rateLimit: 0, requestLogLimit: 3 });
    const open = await startTestEmulator(seed, { rateLimit: 0 });
    for (let i = 0; i < 5; i += 1) {
      for (const emulator of [capped, open]) {
        await call(emulator, 'POST', '/networks/N_1/sm/targetGroups', {
          body: { name: `G${i}`, scope: 'all' },
        });
      }
    }
    await call(capped, 'GET', '/networks/N_1/sm/targetGroups');
    expect(capped.requestLog.map((e) => e.method)).toEqual(['POST', 'POST', 'GET']);
    expect(open.requestLog).toHaveLength(5);
  });
});
