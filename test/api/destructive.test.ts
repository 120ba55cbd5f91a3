import { describe, expect, it } from 'vitest';
import { withSharedEmulator } from '../helpers/emulator.js';
import { api, SEED_FILE } from './helpers.js';

/** Without --yes a destructive call reads (never writes), names what it would hit and exits 1. */
const CASES: [operationId: string, args: string[], hits: string[]][] = [
  // The targeting members combine as a union: d1 by id, d3 by serial, d4 by scope (d4 is the only emea one).
  [
    'lockNetworkSmDevices',
    ['ids=d1', 'serials=Q234-ABCD-0003', 'scope=withAll,emea', 'pin=123456'],
    ['Kiosk-01', 'Laptop-03', 'Laptop-04'],
  ],
  ['shutdownNetworkSmDevices', ['wifiMacs=00:11:22:33:44:02'], ['Kiosk-02']],
  ['rebootNetworkSmDevices', ['scope=withAny,kiosk'], ['Kiosk-01', 'Kiosk-02']],
  ['moveNetworkSmDevices', ['ids=d5', 'newNetwork=N_2'], ['Spare-05']],
  ['wipeNetworkSmDevices', ['serial=Q234-ABCD-0004'], ['Laptop-04']],
  ['unenrollNetworkSmDevice', ['deviceId=d3'], ['Laptop-03']],
  ['uninstallNetworkSmDeviceApps', ['deviceId=d2', 'appIds=1'], ['Kiosk-02']],
  ['deleteNetworkSmUserAccessDevice', ['userAccessDeviceId=none'], []],
];

describe('destructive operations need --yes', () => {
  const current = withSharedEmulator(SEED_FILE, { rateLimit: 0 });

  it.each(CASES)('%s previews its targets and writes nothing', async (operationId, args, hits) => {
    const before = current().state();
    const run = await api(current().url, operationId, 'networkId=N_1', ...args);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const [header = '', ...rest] = run.stderr.split('\n');
    expect(header).toMatch(new RegExp(`^${operationId} is destructive: it would hit ${hits.length} `));
    const named = rest
      .filter((line) => line.startsWith('  ') && !line.startsWith('  hint:'))
      .map((line) => line.trim().split('  ')[0]);
    expect(named).toEqual(hits);
    expect(run.stderr).toMatch(/--yes/);
    expect(current().requestLog.every((entry) => entry.method === 'GET')).toBe(true);
    expect(current().state()).toEqual(before);
  });

  it('names a user access device by its name and id', async () => {
    const list = await api(current().url, 'getNetworkSmUserAccessDevices', 'networkId=N_1');
    const [device] = JSON.parse(list.stdout) as { id: string; name: string }[];
    const run = await api(
      current().url,
      'deleteNetworkSmUserAccessDevice',
      'networkId=N_1',
      `userAccessDeviceId=${device?.id}`,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${device?.name}  id ${device?.id}`);
    const after = await api(current().url, 'getNetworkSmUserAccessDevices', 'networkId=N_1');
    expect(JSON.parse(after.stdout)).toHaveLength(1);
  });

  it('runs with --yes', async () => {
    const run = await api(
      current().url,
      'rebootNetworkSmDevices',
      'networkId=N_1',
      'scope=withAny,kiosk',
      '--yes',
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ ids: ['d1', 'd2'] });
    const logs = await api(
      current().url,
      'getNetworkSmDeviceDeviceCommandLogs',
      'networkId=N_1',
      'deviceId=d2',
    );
    expect((JSON.parse(logs.stdout) as { action: string }[]).at(-1)?.action).toBe('RestartDevice');
  });
});
