import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { SmformError } from '../../src/model/errors.js';
import { call, startTestEmulator } from '../helpers/emulator.js';

describe('server lifecycle', () => {
  it('reports a port in use as a usage error with a hint', async () => {
    const first = await startTestEmulator({ organizations: [] });
    const second = startEmulator({ seed: { organizations: [] }, port: first.port });
    await expect(second).rejects.toThrow(SmformError);
    await expect(second).rejects.toThrow(`cannot listen on 127.0.0.1:${first.port}`);
  });

  it('starts empty without a seed, and stops answering after close', async () => {
    const emulator = await startEmulator({});
    expect(emulator.url).toBe(`http://127.0.0.1:${emulator.port}/api/v1`);
    expect(emulator.state()).toEqual({ organizations: [] });
    expect((await call(emulator, 'GET', '/organizations/1/sm/admins/roles')).status).toBe(404);
    await emulator.close();
    await expect(call(emulator, 'GET', '/organizations/1/sm/admins/roles')).rejects.toThrow();
  });
});
