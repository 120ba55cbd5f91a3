import { badRequest } from './http.js';

/**
 * The array query parameters of each operation, from the wire reference (`type: array` in the spec).
 * The live API wants them as `name[]=` (or `name%5B%5D=`); a plain `name=` or one comma-separated string
 * is refused with 400 `'name' must be an array` (observed live).
 */
export const ARRAY_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  getNetworkSmDevices: ['fields', 'wifiMacs', 'serials', 'ids', 'uuids', 'systemTypes', 'scope'],
  getNetworkSmProfiles: ['payloadTypes'],
  getNetworkSmUsers: ['ids', 'usernames', 'emails', 'scope'],
  getOrganizationSmSentryPoliciesAssignmentsByNetwork: ['networkIds'],
  getOrganizationWirelessControllerAvailabilitiesChangeHistory: ['serials'],
  getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval: ['networkIds', 'serials'],
  getOrganizationWirelessControllerConnections: ['networkIds', 'controllerSerials'],
  getOrganizationWirelessControllerDevicesInterfacesL2ByDevice: ['serials'],
  getOrganizationWirelessControllerDevicesInterfacesL2StatusesChangeHistoryByDevice: ['serials'],
  getOrganizationWirelessControllerDevicesInterfacesL2UsageHistoryByInterval: ['serials'],
  getOrganizationWirelessControllerDevicesInterfacesL3ByDevice: ['serials'],
  getOrganizationWirelessControllerDevicesInterfacesL3StatusesChangeHistoryByDevice: ['serials'],
  getOrganizationWirelessControllerDevicesInterfacesL3UsageHistoryByInterval: ['serials'],
  getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice: ['serials', 'names'],
  getOrganizationWirelessControllerDevicesInterfacesUsageHistoryByInterval: ['serials', 'names'],
  getOrganizationWirelessControllerDevicesRedundancyFailoverHistory: ['serials'],
  getOrganizationWirelessControllerDevicesRedundancyStatuses: ['serials'],
  getOrganizationWirelessControllerDevicesSystemUtilizationHistoryByInterval: ['serials'],
  getOrganizationWirelessControllerOverviewByDevice: ['networkIds', 'serials'],
};

/** Throws the API's 400 when an array parameter of the operation arrived without `[]`. */
export function rejectPlainArrayParams(operationId: string, search: string): void {
  const arrays = ARRAY_QUERY_PARAMS[operationId];
  if (arrays === undefined) return;
  for (const [name] of new URLSearchParams(search)) {
    if (arrays.includes(name)) throw badRequest(`'${name}' must be an array`);
  }
}
