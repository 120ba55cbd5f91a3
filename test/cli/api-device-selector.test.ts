import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir } from './run-in-process.js';

/**
 * A destructive device call that names no device is refused before anything is sent (the API would
 * answer 400 after a preview of "0 devices"), with --yes too; one that names a device is previewed.
 */

const SEED = fileURLToPath(new URL('../../examples/acme/live.yaml', import.meta.url));

describe('smform api: a destructive device call without a device selector', () => {
  it('is refused before any request, naming the parameters to give', async ({ onTestFinished }) => {
    const emulator = await startTestEmulator(SEED, { rateLimit: 0 });
    const cwd = await workdir(onTestFinished, {});
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    for (const yes of [[], ['--yes']]) {
      const run = await smform(['api', 'wipeNetworkSmDevices', 'networkId=N_24329156', ...yes], { cwd, env });
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        'error: wipeNetworkSmDevices names no device: give one of id=, serial=, wifiMac=\n  hint: nothing was sent; `smform api wipeNetworkSmDevices --help` lists its parameters\n',
      );
    }
    const lock = await smform(['api', 'lockNetworkSmDevices', 'networkId=N_24329156', 'ids=[]'], {
      cwd,
      env,
    });
    expect(lock.code).toBe(1);
    expect(lock.stderr).toContain(
      'error: lockNetworkSmDevices names no device: give at least one of ids=, serials=, wifiMacs=, scope=',
    );
    expect(emulator.requestLog).toEqual([]);

    // Named by its serial, the device is previewed (and, without --yes, not wiped).
    const named = await smform(
      ['api', 'wipeNetworkSmDevices', 'networkId=N_24329156', 'serial=C02WK1DEGZD8'],
      {
        cwd,
        env,
      },
    );
    expect(named.code).toBe(1);
    expect(named.stderr).toContain(
      'wipeNetworkSmDevices is destructive: it would hit 1 device in network N_24329156:',
    );
    expect(emulator.requestLog.map((entry) => entry.method)).toEqual(['GET']);
  }, 90_000);
});
