/**
 * Every Dashboard operation in the emulated API surface (method, path under `/api/v1`), generated once
 * from the wire reference. The router answers each one; those without a handler in `routes/index.ts`
 * answer 404 "not emulated yet".
 */

export interface OperationEntry {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

export const OPERATIONS: readonly OperationEntry[] = [
  // Discovery: which organizations and networks the key can see (API index: organizations, networks).
  { operationId: 'getOrganizations', method: 'GET', path: '/organizations' },
  { operationId: 'getOrganizationNetworks', method: 'GET', path: '/organizations/{organizationId}/networks' },
  { operationId: 'getNetwork', method: 'GET', path: '/networks/{networkId}' },
  // Drift attribution (issue 32): the organization's change log and the key's own admin.
  {
    operationId: 'getOrganizationConfigurationChanges',
    method: 'GET',
    path: '/organizations/{organizationId}/configurationChanges',
  },
  { operationId: 'getAdministeredIdentitiesMe', method: 'GET', path: '/administered/identities/me' },
  // The group policies a sentry policy's groupPolicyId names (networks API, not SM).
  { operationId: 'getNetworkGroupPolicies', method: 'GET', path: '/networks/{networkId}/groupPolicies' },
  { operationId: 'getNetworkSmDevices', method: 'GET', path: '/networks/{networkId}/sm/devices' },
  {
    operationId: 'checkinNetworkSmDevices',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/checkin',
  },
  { operationId: 'lockNetworkSmDevices', method: 'POST', path: '/networks/{networkId}/sm/devices/lock' },
  {
    operationId: 'modifyNetworkSmDevicesTags',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/modifyTags',
  },
  { operationId: 'moveNetworkSmDevices', method: 'POST', path: '/networks/{networkId}/sm/devices/move' },
  { operationId: 'rebootNetworkSmDevices', method: 'POST', path: '/networks/{networkId}/sm/devices/reboot' },
  {
    operationId: 'shutdownNetworkSmDevices',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/shutdown',
  },
  { operationId: 'wipeNetworkSmDevices', method: 'POST', path: '/networks/{networkId}/sm/devices/wipe' },
  {
    operationId: 'updateNetworkSmDevicesFields',
    method: 'PUT',
    path: '/networks/{networkId}/sm/devices/fields',
  },
  {
    operationId: 'unenrollNetworkSmDevice',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/{deviceId}/unenroll',
  },
  {
    operationId: 'installNetworkSmDeviceApps',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/{deviceId}/installApps',
  },
  {
    operationId: 'uninstallNetworkSmDeviceApps',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/{deviceId}/uninstallApps',
  },
  {
    operationId: 'refreshNetworkSmDeviceDetails',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/{deviceId}/refreshDetails',
  },
  {
    operationId: 'createNetworkSmBypassActivationLockAttempt',
    method: 'POST',
    path: '/networks/{networkId}/sm/bypassActivationLockAttempts',
  },
  {
    operationId: 'getNetworkSmBypassActivationLockAttempt',
    method: 'GET',
    path: '/networks/{networkId}/sm/bypassActivationLockAttempts/{attemptId}',
  },
  {
    operationId: 'getNetworkSmDeviceCellularUsageHistory',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/cellularUsageHistory',
  },
  {
    operationId: 'getNetworkSmDeviceCerts',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/certs',
  },
  {
    operationId: 'getNetworkSmDeviceConnectivity',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/connectivity',
  },
  {
    operationId: 'getNetworkSmDeviceDesktopLogs',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/desktopLogs',
  },
  {
    operationId: 'getNetworkSmDeviceDeviceCommandLogs',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/deviceCommandLogs',
  },
  {
    operationId: 'getNetworkSmDeviceDeviceProfiles',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/deviceProfiles',
  },
  {
    operationId: 'getNetworkSmDeviceNetworkAdapters',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/networkAdapters',
  },
  {
    operationId: 'getNetworkSmDevicePerformanceHistory',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/performanceHistory',
  },
  {
    operationId: 'getNetworkSmDeviceRestrictions',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/restrictions',
  },
  {
    operationId: 'getNetworkSmDeviceSecurityCenters',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/securityCenters',
  },
  {
    operationId: 'getNetworkSmDeviceSoftwares',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/softwares',
  },
  {
    operationId: 'getNetworkSmDeviceWlanLists',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/wlanLists',
  },
  { operationId: 'getNetworkSmProfiles', method: 'GET', path: '/networks/{networkId}/sm/profiles' },
  {
    operationId: 'getNetworkSmUserDeviceProfiles',
    method: 'GET',
    path: '/networks/{networkId}/sm/users/{userId}/deviceProfiles',
  },
  {
    operationId: 'getNetworkSmUserSoftwares',
    method: 'GET',
    path: '/networks/{networkId}/sm/users/{userId}/softwares',
  },
  { operationId: 'getNetworkSmUsers', method: 'GET', path: '/networks/{networkId}/sm/users' },
  {
    operationId: 'createNetworkSmTargetGroup',
    method: 'POST',
    path: '/networks/{networkId}/sm/targetGroups',
  },
  {
    operationId: 'updateNetworkSmTargetGroup',
    method: 'PUT',
    path: '/networks/{networkId}/sm/targetGroups/{targetGroupId}',
  },
  {
    operationId: 'getNetworkSmTargetGroup',
    method: 'GET',
    path: '/networks/{networkId}/sm/targetGroups/{targetGroupId}',
  },
  { operationId: 'getNetworkSmTargetGroups', method: 'GET', path: '/networks/{networkId}/sm/targetGroups' },
  {
    operationId: 'deleteNetworkSmTargetGroup',
    method: 'DELETE',
    path: '/networks/{networkId}/sm/targetGroups/{targetGroupId}',
  },
  {
    operationId: 'getNetworkSmTrustedAccessConfigs',
    method: 'GET',
    path: '/networks/{networkId}/sm/trustedAccessConfigs',
  },
  {
    operationId: 'getNetworkSmUserAccessDevices',
    method: 'GET',
    path: '/networks/{networkId}/sm/userAccessDevices',
  },
  {
    operationId: 'deleteNetworkSmUserAccessDevice',
    method: 'DELETE',
    path: '/networks/{networkId}/sm/userAccessDevices/{userAccessDeviceId}',
  },
  {
    operationId: 'createOrganizationSmAdminsRole',
    method: 'POST',
    path: '/organizations/{organizationId}/sm/admins/roles',
  },
  {
    operationId: 'updateOrganizationSmAdminsRole',
    method: 'PUT',
    path: '/organizations/{organizationId}/sm/admins/roles/{roleId}',
  },
  {
    operationId: 'getOrganizationSmAdminsRole',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/admins/roles/{roleId}',
  },
  {
    operationId: 'getOrganizationSmAdminsRoles',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/admins/roles',
  },
  {
    operationId: 'deleteOrganizationSmAdminsRole',
    method: 'DELETE',
    path: '/organizations/{organizationId}/sm/admins/roles/{roleId}',
  },
  {
    operationId: 'getOrganizationSmApnsCert',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/apnsCert',
  },
  {
    operationId: 'getOrganizationSmSentryPoliciesAssignmentsByNetwork',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/sentry/policies/assignments/byNetwork',
  },
  {
    operationId: 'updateOrganizationSmSentryPoliciesAssignments',
    method: 'PUT',
    path: '/organizations/{organizationId}/sm/sentry/policies/assignments',
  },
  {
    operationId: 'getOrganizationSmVppAccount',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/vppAccounts/{vppAccountId}',
  },
  {
    operationId: 'getOrganizationSmVppAccounts',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/vppAccounts',
  },
  {
    operationId: 'getOrganizationWirelessControllerAvailabilitiesChangeHistory',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/availabilities/changeHistory',
  },
  {
    operationId: 'getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/clients/overview/history/byDevice/byInterval',
  },
  {
    operationId: 'getOrganizationWirelessControllerConnections',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/connections',
  },
  {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL2ByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l2/byDevice',
  },
  {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL2StatusesChangeHistoryByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l2/statuses/changeHistory/byDevice',
  },
  {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL2UsageHistoryByInterval',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l2/usage/history/byInterval',
  },
  {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL3ByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l3/byDevice',
  },
  {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL3StatusesChangeHistoryByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l3/statuses/changeHistory/byDevice',
  },
  {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL3UsageHistoryByInterval',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l3/usage/history/byInterval',
  },
  {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/packets/overview/byDevice',
  },
  {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesUsageHistoryByInterval',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/usage/history/byInterval',
  },
  {
    operationId: 'getOrganizationWirelessControllerDevicesRedundancyFailoverHistory',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/redundancy/failover/history',
  },
  {
    operationId: 'getOrganizationWirelessControllerDevicesRedundancyStatuses',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/redundancy/statuses',
  },
  {
    operationId: 'getOrganizationWirelessControllerDevicesSystemUtilizationHistoryByInterval',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/system/utilization/history/byInterval',
  },
  {
    operationId: 'getOrganizationWirelessControllerOverviewByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/overview/byDevice',
  },
];
