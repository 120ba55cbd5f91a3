import type { DashboardClient } from '../../client/index.js';
import { columnWidth } from '../../text/columns.js';

/**
 * Destructive operations and how to find what they would hit. `smform api` runs them only with `--yes`;
 * without it, it reads (never writes) to name the devices first. The targeting members `wifiMacs`,
 * `ids`, `serials` and `scope` combine as a UNION: a device is hit when any member names it.
 */
export const DESTRUCTIVE_OPERATIONS: Readonly<
  Record<string, 'targets' | 'one' | 'path' | 'userAccessDevice'>
> = {
  wipeNetworkSmDevices: 'one',
  lockNetworkSmDevices: 'targets',
  shutdownNetworkSmDevices: 'targets',
  rebootNetworkSmDevices: 'targets',
  moveNetworkSmDevices: 'targets',
  unenrollNetworkSmDevice: 'path',
  uninstallNetworkSmDeviceApps: 'path',
  deleteNetworkSmUserAccessDevice: 'userAccessDevice',
};

export interface HitDevice {
  id: string;
  name: string;
  serial: string;
  wifiMac: string;
}

type Row = Record<string, unknown>;

function text(row: Row, ...fields: string[]): string {
  for (const field of fields) {
    const value = row[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function rows(value: unknown): Row[] {
  return Array.isArray(value)
    ? value.filter((item): item is Row => typeof item === 'object' && item !== null)
    : [];
}

function hit(row: Row): HitDevice {
  return {
    id: text(row, 'id'),
    name: text(row, 'name'),
    serial: text(row, 'serial', 'serialNumber'),
    wifiMac: text(row, 'wifiMac', 'mac'),
  };
}

/** The devices a destructive call would hit, read with `getNetworkSmDevices` (or the user access devices). */
export async function previewHits(
  client: DashboardClient,
  operationId: string,
  params: Record<string, unknown>,
): Promise<HitDevice[]> {
  const kind = DESTRUCTIVE_OPERATIONS[operationId];
  const networkId = String(params['networkId']);
  if (kind === undefined) return [];
  if (kind === 'userAccessDevice') {
    const all = rows(await client.call('getNetworkSmUserAccessDevices', { networkId }, { paginate: true }));
    return all
      .filter((row) => row['id'] === params['userAccessDeviceId'])
      .map((row) => ({ ...hit(row), name: text(row, 'name', 'email') }));
  }
  const devices = rows(await client.call('getNetworkSmDevices', { networkId }, { paginate: true }));
  let selected: (row: Row) => boolean;
  if (kind === 'path') {
    selected = (row) => row['id'] === params['deviceId'];
  } else if (kind === 'one') {
    const mac = typeof params['wifiMac'] === 'string' ? params['wifiMac'].toLowerCase() : undefined;
    selected = (row) =>
      (params['id'] !== undefined && row['id'] === params['id']) ||
      (params['serial'] !== undefined &&
        (row['serial'] === params['serial'] || row['serialNumber'] === params['serial'])) ||
      (mac !== undefined && text(row, 'wifiMac').toLowerCase() === mac);
  } else {
    const ids = strings(params['ids']);
    const serials = strings(params['serials']);
    const macs = strings(params['wifiMacs']).map((mac) => mac.toLowerCase());
    const scoped = new Set<string>();
    if (params['scope'] !== undefined) {
      const inScope = rows(
        await client.call(
          'getNetworkSmDevices',
          { networkId, scope: strings(params['scope']) },
          { paginate: true },
        ),
      );
      for (const row of inScope) scoped.add(text(row, 'id'));
    }
    selected = (row) =>
      ids.includes(text(row, 'id')) ||
      serials.some((serial) => serial === row['serial'] || serial === row['serialNumber']) ||
      macs.includes(text(row, 'wifiMac').toLowerCase()) ||
      scoped.has(text(row, 'id'));
  }
  return devices.filter(selected).map(hit);
}

/** The preview as lines for stderr. */
export function formatHits(operationId: string, networkId: string, hits: readonly HitDevice[]): string {
  const noun = operationId === 'deleteNetworkSmUserAccessDevice' ? 'user access device' : 'device';
  const header = `${operationId} is destructive: it would hit ${hits.length} ${noun}${hits.length === 1 ? '' : 's'} in network ${networkId}${hits.length === 0 ? '.' : ':'}`;
  // Columns padded to the longest entry, so the devices read as a table.
  const rows = hits.map((device) => [
    device.name === '' ? '(no name)' : device.name,
    `id ${device.id}`,
    device.serial === '' ? '' : `serial ${device.serial}`,
    device.wifiMac === '' ? '' : `mac ${device.wifiMac}`,
  ]);
  const widths = [0, 1, 2].map((column) => columnWidth(rows.map((row) => row[column] ?? '')));
  const lines = rows.map(
    (row) =>
      `  ${row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd()}`,
  );
  return `${[header, ...lines].join('\n')}\n`;
}
