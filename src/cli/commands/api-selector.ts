import { SmformError } from '../../model/errors.js';
import { DESTRUCTIVE_OPERATIONS } from './api-preview.js';

/** The parameters that pick the devices of a destructive call, by how the operation targets them. */
const SELECTORS = { one: ['id', 'serial', 'wifiMac'], targets: ['ids', 'serials', 'wifiMacs', 'scope'] };

function given(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null && value !== '';
}

/**
 * A destructive device call that names no device (`wipeNetworkSmDevices networkId=N_1` alone) is
 * refused before anything is sent: the API would answer 400 after a preview of "0 devices".
 */
export function refuseWithoutDeviceSelector(operationId: string, params: Record<string, unknown>): void {
  const kind = DESTRUCTIVE_OPERATIONS[operationId];
  if (kind !== 'one' && kind !== 'targets') return;
  const names = SELECTORS[kind];
  if (names.some((name) => given(params[name]))) return;
  const choices = names.map((name) => `${name}=`).join(', ');
  throw new SmformError(
    `${operationId} names no device: give ${kind === 'one' ? 'one of' : 'at least one of'} ${choices}`,
    {
      fault: 'usage',
      hint: `nothing was sent; \`smform api ${operationId} --help\` lists its parameters`,
    },
  );
}
