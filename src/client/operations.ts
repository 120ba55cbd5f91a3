// Generated from spec/operations.json by scripts/operations-source.js: do not edit by hand.
// Regenerate: npm run generate
import type { OperationSpec } from './operation-spec.js';

/** Every operation id of the Dashboard API operations smform knows, sorted. */
export const OPERATION_IDS = [
  'checkinNetworkSmDevices',
  'createNetworkSmBypassActivationLockAttempt',
  'createNetworkSmTargetGroup',
  'createOrganizationSmAdminsRole',
  'deleteNetworkSmTargetGroup',
  'deleteNetworkSmUserAccessDevice',
  'deleteOrganizationSmAdminsRole',
  'getAdministeredIdentitiesMe',
  'getNetwork',
  'getNetworkGroupPolicies',
  'getNetworkSmBypassActivationLockAttempt',
  'getNetworkSmDeviceCellularUsageHistory',
  'getNetworkSmDeviceCerts',
  'getNetworkSmDeviceConnectivity',
  'getNetworkSmDeviceDesktopLogs',
  'getNetworkSmDeviceDeviceCommandLogs',
  'getNetworkSmDeviceDeviceProfiles',
  'getNetworkSmDeviceNetworkAdapters',
  'getNetworkSmDevicePerformanceHistory',
  'getNetworkSmDeviceRestrictions',
  'getNetworkSmDevices',
  'getNetworkSmDeviceSecurityCenters',
  'getNetworkSmDeviceSoftwares',
  'getNetworkSmDeviceWlanLists',
  'getNetworkSmProfiles',
  'getNetworkSmTargetGroup',
  'getNetworkSmTargetGroups',
  'getNetworkSmTrustedAccessConfigs',
  'getNetworkSmUserAccessDevices',
  'getNetworkSmUserDeviceProfiles',
  'getNetworkSmUsers',
  'getNetworkSmUserSoftwares',
  'getOrganizationConfigurationChanges',
  'getOrganizationNetworks',
  'getOrganizations',
  'getOrganizationSmAdminsRole',
  'getOrganizationSmAdminsRoles',
  'getOrganizationSmApnsCert',
  'getOrganizationSmSentryPoliciesAssignmentsByNetwork',
  'getOrganizationSmVppAccount',
  'getOrganizationSmVppAccounts',
  'getOrganizationWirelessControllerAvailabilitiesChangeHistory',
  'getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval',
  'getOrganizationWirelessControllerConnections',
  'getOrganizationWirelessControllerDevicesInterfacesL2ByDevice',
  'getOrganizationWirelessControllerDevicesInterfacesL2StatusesChangeHistoryByDevice',
  'getOrganizationWirelessControllerDevicesInterfacesL2UsageHistoryByInterval',
  'getOrganizationWirelessControllerDevicesInterfacesL3ByDevice',
  'getOrganizationWirelessControllerDevicesInterfacesL3StatusesChangeHistoryByDevice',
  'getOrganizationWirelessControllerDevicesInterfacesL3UsageHistoryByInterval',
  'getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice',
  'getOrganizationWirelessControllerDevicesInterfacesUsageHistoryByInterval',
  'getOrganizationWirelessControllerDevicesRedundancyFailoverHistory',
  'getOrganizationWirelessControllerDevicesRedundancyStatuses',
  'getOrganizationWirelessControllerDevicesSystemUtilizationHistoryByInterval',
  'getOrganizationWirelessControllerOverviewByDevice',
  'installNetworkSmDeviceApps',
  'lockNetworkSmDevices',
  'modifyNetworkSmDevicesTags',
  'moveNetworkSmDevices',
  'rebootNetworkSmDevices',
  'refreshNetworkSmDeviceDetails',
  'shutdownNetworkSmDevices',
  'unenrollNetworkSmDevice',
  'uninstallNetworkSmDeviceApps',
  'updateNetworkSmDevicesFields',
  'updateNetworkSmTargetGroup',
  'updateOrganizationSmAdminsRole',
  'updateOrganizationSmSentryPoliciesAssignments',
  'wipeNetworkSmDevices',
] as const;

export type OperationId = (typeof OPERATION_IDS)[number];

/** The operation table: method, path, parameters with wire names, paging and success status. */
export const OPERATIONS: Readonly<Record<OperationId, OperationSpec>> = {
  checkinNetworkSmDevices: {
    operationId: 'checkinNetworkSmDevices',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/checkin',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [
      { name: 'wifiMacs', required: false, type: 'array', itemType: 'string' },
      { name: 'ids', required: false, type: 'array', itemType: 'string' },
      { name: 'serials', required: false, type: 'array', itemType: 'string' },
      {
        name: 'scope',
        required: false,
        type: 'array',
        itemType: 'string',
        firstElementEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
      },
    ],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Force check-in a set of devices',
  },
  createNetworkSmBypassActivationLockAttempt: {
    operationId: 'createNetworkSmBypassActivationLockAttempt',
    method: 'POST',
    path: '/networks/{networkId}/sm/bypassActivationLockAttempts',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [{ name: 'ids', required: true, type: 'array', itemType: 'string' }],
    requestBodyRequired: true,
    paged: false,
    successStatus: 201,
    responseEnvelope: 'object',
    summary: 'Bypass activation lock attempt',
  },
  createNetworkSmTargetGroup: {
    operationId: 'createNetworkSmTargetGroup',
    method: 'POST',
    path: '/networks/{networkId}/sm/targetGroups',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [
      { name: 'name', required: false, type: 'string' },
      {
        name: 'scope',
        required: false,
        type: 'string',
        leadingKeywordEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
      },
    ],
    requestBodyRequired: false,
    paged: false,
    successStatus: 201,
    responseEnvelope: 'object',
    summary: 'Add a target group',
  },
  createOrganizationSmAdminsRole: {
    operationId: 'createOrganizationSmAdminsRole',
    method: 'POST',
    path: '/organizations/{organizationId}/sm/admins/roles',
    pathParams: ['organizationId'],
    queryParams: [],
    bodyParams: [
      { name: 'name', required: true, type: 'string' },
      {
        name: 'scope',
        required: false,
        type: 'string',
        enum: ['all_tags', 'some', 'without_all_tags', 'without_some'],
      },
      { name: 'tags', required: false, type: 'array', itemType: 'string' },
    ],
    requestBodyRequired: true,
    paged: false,
    successStatus: 201,
    responseEnvelope: 'object',
    summary: 'Create a Limited Access Role',
  },
  deleteNetworkSmTargetGroup: {
    operationId: 'deleteNetworkSmTargetGroup',
    method: 'DELETE',
    path: '/networks/{networkId}/sm/targetGroups/{targetGroupId}',
    pathParams: ['networkId', 'targetGroupId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 204,
    responseEnvelope: 'empty',
    summary: 'Delete a target group from a network',
  },
  deleteNetworkSmUserAccessDevice: {
    operationId: 'deleteNetworkSmUserAccessDevice',
    method: 'DELETE',
    path: '/networks/{networkId}/sm/userAccessDevices/{userAccessDeviceId}',
    pathParams: ['networkId', 'userAccessDeviceId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 204,
    responseEnvelope: 'empty',
    summary: 'Delete a User Access Device',
  },
  deleteOrganizationSmAdminsRole: {
    operationId: 'deleteOrganizationSmAdminsRole',
    method: 'DELETE',
    path: '/organizations/{organizationId}/sm/admins/roles/{roleId}',
    pathParams: ['organizationId', 'roleId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 204,
    responseEnvelope: 'empty',
    summary: 'Delete a Limited Access Role',
  },
  getAdministeredIdentitiesMe: {
    operationId: 'getAdministeredIdentitiesMe',
    method: 'GET',
    path: '/administered/identities/me',
    pathParams: [],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Returns the identity of the current user.',
  },
  getNetwork: {
    operationId: 'getNetwork',
    method: 'GET',
    path: '/networks/{networkId}',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Return a network',
  },
  getNetworkGroupPolicies: {
    operationId: 'getNetworkGroupPolicies',
    method: 'GET',
    path: '/networks/{networkId}/groupPolicies',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List the group policies in a network',
  },
  getNetworkSmBypassActivationLockAttempt: {
    operationId: 'getNetworkSmBypassActivationLockAttempt',
    method: 'GET',
    path: '/networks/{networkId}/sm/bypassActivationLockAttempts/{attemptId}',
    pathParams: ['networkId', 'attemptId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Bypass activation lock attempt status',
  },
  getNetworkSmDeviceCellularUsageHistory: {
    operationId: 'getNetworkSmDeviceCellularUsageHistory',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/cellularUsageHistory',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: "Return the client's daily cellular data usage history",
  },
  getNetworkSmDeviceCerts: {
    operationId: 'getNetworkSmDeviceCerts',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/certs',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List the certs on a device',
  },
  getNetworkSmDeviceConnectivity: {
    operationId: 'getNetworkSmDeviceConnectivity',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/connectivity',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'Returns historical connectivity data (whether a device is regularly checking in to Dashboard).',
  },
  getNetworkSmDeviceDesktopLogs: {
    operationId: 'getNetworkSmDeviceDesktopLogs',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/desktopLogs',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'array',
    summary:
      'Return historical records of various Systems Manager network connection details for desktop devices.',
  },
  getNetworkSmDeviceDeviceCommandLogs: {
    operationId: 'getNetworkSmDeviceDeviceCommandLogs',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/deviceCommandLogs',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'Return historical records of commands sent to Systems Manager devices',
  },
  getNetworkSmDeviceDeviceProfiles: {
    operationId: 'getNetworkSmDeviceDeviceProfiles',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/deviceProfiles',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'Get the installed profiles associated with a device',
  },
  getNetworkSmDeviceNetworkAdapters: {
    operationId: 'getNetworkSmDeviceNetworkAdapters',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/networkAdapters',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List the network adapters of a device',
  },
  getNetworkSmDevicePerformanceHistory: {
    operationId: 'getNetworkSmDevicePerformanceHistory',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/performanceHistory',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'Return historical records of various Systems Manager client metrics for desktop devices.',
  },
  getNetworkSmDeviceRestrictions: {
    operationId: 'getNetworkSmDeviceRestrictions',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/restrictions',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'List the restrictions on a device',
  },
  getNetworkSmDevices: {
    operationId: 'getNetworkSmDevices',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices',
    pathParams: ['networkId'],
    queryParams: [
      { name: 'fields', wireName: 'fields[]', array: true, type: 'array', itemType: 'string' },
      { name: 'wifiMacs', wireName: 'wifiMacs[]', array: true, type: 'array', itemType: 'string' },
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      { name: 'ids', wireName: 'ids[]', array: true, type: 'array', itemType: 'string' },
      { name: 'uuids', wireName: 'uuids[]', array: true, type: 'array', itemType: 'string' },
      { name: 'systemTypes', wireName: 'systemTypes[]', array: true, type: 'array', itemType: 'string' },
      {
        name: 'scope',
        wireName: 'scope[]',
        array: true,
        type: 'array',
        itemType: 'string',
        firstElementEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
      },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List the devices enrolled in an SM network with various specified fields and filters',
  },
  getNetworkSmDeviceSecurityCenters: {
    operationId: 'getNetworkSmDeviceSecurityCenters',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/securityCenters',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List the security centers on a device',
  },
  getNetworkSmDeviceSoftwares: {
    operationId: 'getNetworkSmDeviceSoftwares',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/softwares',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'Get a list of softwares associated with a device',
  },
  getNetworkSmDeviceWlanLists: {
    operationId: 'getNetworkSmDeviceWlanLists',
    method: 'GET',
    path: '/networks/{networkId}/sm/devices/{deviceId}/wlanLists',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List the saved SSID names on a device',
  },
  getNetworkSmProfiles: {
    operationId: 'getNetworkSmProfiles',
    method: 'GET',
    path: '/networks/{networkId}/sm/profiles',
    pathParams: ['networkId'],
    queryParams: [
      { name: 'payloadTypes', wireName: 'payloadTypes[]', array: true, type: 'array', itemType: 'string' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List all profiles in a network',
  },
  getNetworkSmTargetGroup: {
    operationId: 'getNetworkSmTargetGroup',
    method: 'GET',
    path: '/networks/{networkId}/sm/targetGroups/{targetGroupId}',
    pathParams: ['networkId', 'targetGroupId'],
    queryParams: [{ name: 'withDetails', wireName: 'withDetails', array: false, type: 'boolean' }],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Return a target group',
  },
  getNetworkSmTargetGroups: {
    operationId: 'getNetworkSmTargetGroups',
    method: 'GET',
    path: '/networks/{networkId}/sm/targetGroups',
    pathParams: ['networkId'],
    queryParams: [{ name: 'withDetails', wireName: 'withDetails', array: false, type: 'boolean' }],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List the target groups in this network',
  },
  getNetworkSmTrustedAccessConfigs: {
    operationId: 'getNetworkSmTrustedAccessConfigs',
    method: 'GET',
    path: '/networks/{networkId}/sm/trustedAccessConfigs',
    pathParams: ['networkId'],
    queryParams: [
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 100,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 100, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List Trusted Access Configs',
  },
  getNetworkSmUserAccessDevices: {
    operationId: 'getNetworkSmUserAccessDevices',
    method: 'GET',
    path: '/networks/{networkId}/sm/userAccessDevices',
    pathParams: ['networkId'],
    queryParams: [
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 100,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 100, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List User Access Devices and its Trusted Access Connections',
  },
  getNetworkSmUserDeviceProfiles: {
    operationId: 'getNetworkSmUserDeviceProfiles',
    method: 'GET',
    path: '/networks/{networkId}/sm/users/{userId}/deviceProfiles',
    pathParams: ['networkId', 'userId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'Get the profiles associated with a user',
  },
  getNetworkSmUsers: {
    operationId: 'getNetworkSmUsers',
    method: 'GET',
    path: '/networks/{networkId}/sm/users',
    pathParams: ['networkId'],
    queryParams: [
      { name: 'ids', wireName: 'ids[]', array: true, type: 'array', itemType: 'string' },
      { name: 'usernames', wireName: 'usernames[]', array: true, type: 'array', itemType: 'string' },
      { name: 'emails', wireName: 'emails[]', array: true, type: 'array', itemType: 'string' },
      {
        name: 'scope',
        wireName: 'scope[]',
        array: true,
        type: 'array',
        itemType: 'string',
        firstElementEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
      },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List the owners in an SM network with various specified fields and filters',
  },
  getNetworkSmUserSoftwares: {
    operationId: 'getNetworkSmUserSoftwares',
    method: 'GET',
    path: '/networks/{networkId}/sm/users/{userId}/softwares',
    pathParams: ['networkId', 'userId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'Get a list of softwares associated with a user',
  },
  getOrganizationConfigurationChanges: {
    operationId: 'getOrganizationConfigurationChanges',
    method: 'GET',
    path: '/organizations/{organizationId}/configurationChanges',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number', maximum: 31536000 },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 5000,
        default: 5000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
      { name: 'networkId', wireName: 'networkId', array: false, type: 'string' },
      { name: 'adminId', wireName: 'adminId', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 5000, maximum: 5000 },
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'View the Change Log for your organization',
  },
  getOrganizationNetworks: {
    operationId: 'getOrganizationNetworks',
    method: 'GET',
    path: '/organizations/{organizationId}/networks',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'configTemplateId', wireName: 'configTemplateId', array: false, type: 'string' },
      { name: 'isBoundToConfigTemplate', wireName: 'isBoundToConfigTemplate', array: false, type: 'boolean' },
      { name: 'tags', wireName: 'tags[]', array: true, type: 'array', itemType: 'string' },
      {
        name: 'tagsFilterType',
        wireName: 'tagsFilterType',
        array: false,
        type: 'string',
        enum: ['withAnyTags', 'withAllTags'],
      },
      { name: 'productTypes', wireName: 'productTypes[]', array: true, type: 'array', itemType: 'string' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 100000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 100000 },
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List the networks that the user has privileges on in an organization',
  },
  getOrganizations: {
    operationId: 'getOrganizations',
    method: 'GET',
    path: '/organizations',
    pathParams: [],
    queryParams: [
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 9000,
        default: 9000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 9000, maximum: 9000 },
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List the organizations that the user has privileges on',
  },
  getOrganizationSmAdminsRole: {
    operationId: 'getOrganizationSmAdminsRole',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/admins/roles/{roleId}',
    pathParams: ['organizationId', 'roleId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Return a Limited Access Role',
  },
  getOrganizationSmAdminsRoles: {
    operationId: 'getOrganizationSmAdminsRoles',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/admins/roles',
    pathParams: ['organizationId'],
    queryParams: [
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 50,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 50, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List the Limited Access Roles for an organization',
  },
  getOrganizationSmApnsCert: {
    operationId: 'getOrganizationSmApnsCert',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/apnsCert',
    pathParams: ['organizationId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: "Get the organization's APNS certificate",
  },
  getOrganizationSmSentryPoliciesAssignmentsByNetwork: {
    operationId: 'getOrganizationSmSentryPoliciesAssignmentsByNetwork',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/sentry/policies/assignments/byNetwork',
    pathParams: ['organizationId'],
    queryParams: [
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 50,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
      { name: 'networkIds', wireName: 'networkIds[]', array: true, type: 'array', itemType: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 50, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope-array',
    summary: 'List the Sentry Policies for an organization ordered in ascending order of priority',
  },
  getOrganizationSmVppAccount: {
    operationId: 'getOrganizationSmVppAccount',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/vppAccounts/{vppAccountId}',
    pathParams: ['organizationId', 'vppAccountId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Get a hash containing the unparsed token of the VPP account with the given ID',
  },
  getOrganizationSmVppAccounts: {
    operationId: 'getOrganizationSmVppAccounts',
    method: 'GET',
    path: '/organizations/{organizationId}/sm/vppAccounts',
    pathParams: ['organizationId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'List the VPP accounts in the organization',
  },
  getOrganizationWirelessControllerAvailabilitiesChangeHistory: {
    operationId: 'getOrganizationWirelessControllerAvailabilitiesChangeHistory',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/availabilities/changeHistory',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List connectivity data of wireless LAN controllers in an organization',
  },
  getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval: {
    operationId: 'getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/clients/overview/history/byDevice/byInterval',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'networkIds', wireName: 'networkIds[]', array: true, type: 'array', itemType: 'string' },
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
      {
        name: 'resolution',
        wireName: 'resolution',
        array: false,
        type: 'integer',
        enum: [300, 600, 1200, 3600, 14400, 86400],
        default: 86400,
      },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List wireless client counts of wireless LAN controllers over time in an organization',
  },
  getOrganizationWirelessControllerConnections: {
    operationId: 'getOrganizationWirelessControllerConnections',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/connections',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'networkIds', wireName: 'networkIds[]', array: true, type: 'array', itemType: 'string' },
      {
        name: 'controllerSerials',
        wireName: 'controllerSerials[]',
        array: true,
        type: 'array',
        itemType: 'string',
      },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List all access points associated with wireless LAN controllers in an organization',
  },
  getOrganizationWirelessControllerDevicesInterfacesL2ByDevice: {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL2ByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l2/byDevice',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List wireless LAN controller layer 2 interfaces in an organization',
  },
  getOrganizationWirelessControllerDevicesInterfacesL2StatusesChangeHistoryByDevice: {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL2StatusesChangeHistoryByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l2/statuses/changeHistory/byDevice',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      {
        name: 'includeInterfacesWithoutChanges',
        wireName: 'includeInterfacesWithoutChanges',
        array: false,
        type: 'boolean',
      },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List wireless LAN controller layer 2 interfaces history status in an organization',
  },
  getOrganizationWirelessControllerDevicesInterfacesL2UsageHistoryByInterval: {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL2UsageHistoryByInterval',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l2/usage/history/byInterval',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List wireless LAN controller layer 2 interfaces history usage in an organization',
  },
  getOrganizationWirelessControllerDevicesInterfacesL3ByDevice: {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL3ByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l3/byDevice',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List wireless LAN controller layer 3 interfaces in an organization',
  },
  getOrganizationWirelessControllerDevicesInterfacesL3StatusesChangeHistoryByDevice: {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL3StatusesChangeHistoryByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l3/statuses/changeHistory/byDevice',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      {
        name: 'includeInterfacesWithoutChanges',
        wireName: 'includeInterfacesWithoutChanges',
        array: false,
        type: 'boolean',
      },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List wireless LAN controller layer 3 interfaces history status in an organization',
  },
  getOrganizationWirelessControllerDevicesInterfacesL3UsageHistoryByInterval: {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesL3UsageHistoryByInterval',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/l3/usage/history/byInterval',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List wireless LAN controller layer 3 interfaces history usage in an organization',
  },
  getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice: {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/packets/overview/byDevice',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      { name: 'names', wireName: 'names[]', array: true, type: 'array', itemType: 'string' },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'Retrieve the packet counters for the interfaces of a Wireless LAN controller',
  },
  getOrganizationWirelessControllerDevicesInterfacesUsageHistoryByInterval: {
    operationId: 'getOrganizationWirelessControllerDevicesInterfacesUsageHistoryByInterval',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/interfaces/usage/history/byInterval',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      { name: 'names', wireName: 'names[]', array: true, type: 'array', itemType: 'string' },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'Retrieve the traffic for the interfaces of a Wireless LAN controller',
  },
  getOrganizationWirelessControllerDevicesRedundancyFailoverHistory: {
    operationId: 'getOrganizationWirelessControllerDevicesRedundancyFailoverHistory',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/redundancy/failover/history',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope-array',
    summary: 'List the failover events of wireless LAN controllers in an organization',
  },
  getOrganizationWirelessControllerDevicesRedundancyStatuses: {
    operationId: 'getOrganizationWirelessControllerDevicesRedundancyStatuses',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/redundancy/statuses',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List redundancy details of wireless LAN controllers in an organization',
  },
  getOrganizationWirelessControllerDevicesSystemUtilizationHistoryByInterval: {
    operationId: 'getOrganizationWirelessControllerDevicesSystemUtilizationHistoryByInterval',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/devices/system/utilization/history/byInterval',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      { name: 't0', wireName: 't0', array: false, type: 'string' },
      { name: 't1', wireName: 't1', array: false, type: 'string' },
      { name: 'timespan', wireName: 'timespan', array: false, type: 'number' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary: 'List cpu utilization data of wireless LAN controllers in an organization',
  },
  getOrganizationWirelessControllerOverviewByDevice: {
    operationId: 'getOrganizationWirelessControllerOverviewByDevice',
    method: 'GET',
    path: '/organizations/{organizationId}/wirelessController/overview/byDevice',
    pathParams: ['organizationId'],
    queryParams: [
      { name: 'networkIds', wireName: 'networkIds[]', array: true, type: 'array', itemType: 'string' },
      { name: 'serials', wireName: 'serials[]', array: true, type: 'array', itemType: 'string' },
      {
        name: 'perPage',
        wireName: 'perPage',
        array: false,
        type: 'integer',
        minimum: 3,
        maximum: 1000,
        default: 1000,
      },
      { name: 'startingAfter', wireName: 'startingAfter', array: false, type: 'string' },
      { name: 'endingBefore', wireName: 'endingBefore', array: false, type: 'string' },
    ],
    bodyParams: [],
    requestBodyRequired: false,
    paged: true,
    perPage: { default: 1000, maximum: 1000 },
    successStatus: 200,
    responseEnvelope: 'envelope',
    summary:
      'List the overview information of wireless LAN controllers in an organization and it is updated every minute.',
  },
  installNetworkSmDeviceApps: {
    operationId: 'installNetworkSmDeviceApps',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/{deviceId}/installApps',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [
      { name: 'appIds', required: true, type: 'array', itemType: 'string' },
      { name: 'force', required: false, type: 'boolean' },
    ],
    requestBodyRequired: true,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'unspecified',
    summary: 'Install applications on a device',
  },
  lockNetworkSmDevices: {
    operationId: 'lockNetworkSmDevices',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/lock',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [
      { name: 'wifiMacs', required: false, type: 'array', itemType: 'string' },
      { name: 'ids', required: false, type: 'array', itemType: 'string' },
      { name: 'serials', required: false, type: 'array', itemType: 'string' },
      {
        name: 'scope',
        required: false,
        type: 'array',
        itemType: 'string',
        firstElementEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
      },
      { name: 'pin', required: false, type: 'integer' },
    ],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Lock a set of devices',
  },
  modifyNetworkSmDevicesTags: {
    operationId: 'modifyNetworkSmDevicesTags',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/modifyTags',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [
      { name: 'wifiMacs', required: false, type: 'array', itemType: 'string' },
      { name: 'ids', required: false, type: 'array', itemType: 'string' },
      { name: 'serials', required: false, type: 'array', itemType: 'string' },
      {
        name: 'scope',
        required: false,
        type: 'array',
        itemType: 'string',
        firstElementEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
      },
      { name: 'tags', required: true, type: 'array', itemType: 'string' },
      { name: 'updateAction', required: true, type: 'string', enum: ['add', 'delete', 'update'] },
    ],
    requestBodyRequired: true,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'Add, delete, or update the tags of a set of devices',
  },
  moveNetworkSmDevices: {
    operationId: 'moveNetworkSmDevices',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/move',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [
      { name: 'wifiMacs', required: false, type: 'array', itemType: 'string' },
      { name: 'ids', required: false, type: 'array', itemType: 'string' },
      { name: 'serials', required: false, type: 'array', itemType: 'string' },
      {
        name: 'scope',
        required: false,
        type: 'array',
        itemType: 'string',
        firstElementEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
      },
      { name: 'newNetwork', required: true, type: 'string' },
    ],
    requestBodyRequired: true,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Move a set of devices to a new network',
  },
  rebootNetworkSmDevices: {
    operationId: 'rebootNetworkSmDevices',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/reboot',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [
      { name: 'wifiMacs', required: false, type: 'array', itemType: 'string' },
      { name: 'ids', required: false, type: 'array', itemType: 'string' },
      { name: 'serials', required: false, type: 'array', itemType: 'string' },
      {
        name: 'scope',
        required: false,
        type: 'array',
        itemType: 'string',
        firstElementEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
      },
      { name: 'kextPaths', required: false, type: 'array', itemType: 'string' },
      { name: 'notifyUser', required: false, type: 'boolean' },
      { name: 'rebuildKernelCache', required: false, type: 'boolean' },
      { name: 'requestRequiresNetworkTether', required: false, type: 'boolean' },
    ],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Reboot a set of endpoints',
  },
  refreshNetworkSmDeviceDetails: {
    operationId: 'refreshNetworkSmDeviceDetails',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/{deviceId}/refreshDetails',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'unspecified',
    summary: 'Refresh the details of a device',
  },
  shutdownNetworkSmDevices: {
    operationId: 'shutdownNetworkSmDevices',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/shutdown',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [
      { name: 'wifiMacs', required: false, type: 'array', itemType: 'string' },
      { name: 'ids', required: false, type: 'array', itemType: 'string' },
      { name: 'serials', required: false, type: 'array', itemType: 'string' },
      {
        name: 'scope',
        required: false,
        type: 'array',
        itemType: 'string',
        firstElementEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
      },
    ],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Shutdown a set of endpoints',
  },
  unenrollNetworkSmDevice: {
    operationId: 'unenrollNetworkSmDevice',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/{deviceId}/unenroll',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Unenroll a device',
  },
  uninstallNetworkSmDeviceApps: {
    operationId: 'uninstallNetworkSmDeviceApps',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/{deviceId}/uninstallApps',
    pathParams: ['networkId', 'deviceId'],
    queryParams: [],
    bodyParams: [{ name: 'appIds', required: true, type: 'array', itemType: 'string' }],
    requestBodyRequired: true,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'unspecified',
    summary: 'Uninstall applications on a device',
  },
  updateNetworkSmDevicesFields: {
    operationId: 'updateNetworkSmDevicesFields',
    method: 'PUT',
    path: '/networks/{networkId}/sm/devices/fields',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [
      { name: 'wifiMac', required: false, type: 'string' },
      { name: 'id', required: false, type: 'string' },
      { name: 'serial', required: false, type: 'string' },
      {
        name: 'deviceFields',
        required: true,
        type: 'object',
        properties: [
          { name: 'name', required: false, type: 'string' },
          { name: 'notes', required: false, type: 'string' },
        ],
      },
    ],
    requestBodyRequired: true,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'array',
    summary: 'Modify the fields of a device',
  },
  updateNetworkSmTargetGroup: {
    operationId: 'updateNetworkSmTargetGroup',
    method: 'PUT',
    path: '/networks/{networkId}/sm/targetGroups/{targetGroupId}',
    pathParams: ['networkId', 'targetGroupId'],
    queryParams: [],
    bodyParams: [
      { name: 'name', required: false, type: 'string' },
      {
        name: 'scope',
        required: false,
        type: 'string',
        leadingKeywordEnum: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
      },
    ],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Update a target group',
  },
  updateOrganizationSmAdminsRole: {
    operationId: 'updateOrganizationSmAdminsRole',
    method: 'PUT',
    path: '/organizations/{organizationId}/sm/admins/roles/{roleId}',
    pathParams: ['organizationId', 'roleId'],
    queryParams: [],
    bodyParams: [
      { name: 'name', required: false, type: 'string' },
      {
        name: 'scope',
        required: false,
        type: 'string',
        enum: ['all_tags', 'some', 'without_all_tags', 'without_some'],
      },
      { name: 'tags', required: false, type: 'array', itemType: 'string' },
    ],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Update a Limited Access Role',
  },
  updateOrganizationSmSentryPoliciesAssignments: {
    operationId: 'updateOrganizationSmSentryPoliciesAssignments',
    method: 'PUT',
    path: '/organizations/{organizationId}/sm/sentry/policies/assignments',
    pathParams: ['organizationId'],
    queryParams: [],
    bodyParams: [
      {
        name: 'items',
        required: true,
        type: 'array',
        itemType: 'object',
        properties: [
          { name: 'networkId', required: true, type: 'string' },
          {
            name: 'policies',
            required: false,
            type: 'array',
            itemType: 'object',
            properties: [
              { name: 'policyId', required: false, type: 'string' },
              { name: 'smNetworkId', required: true, type: 'string' },
              {
                name: 'scope',
                required: true,
                type: 'string',
                enum: ['all', 'none', 'withAll', 'withAny', 'withoutAll', 'withoutAny'],
              },
              { name: 'tags', required: true, type: 'array', itemType: 'string' },
              { name: 'groupPolicyId', required: true, type: 'string' },
            ],
          },
        ],
      },
    ],
    requestBodyRequired: true,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Update an Organizations Sentry Policies using the provided list',
  },
  wipeNetworkSmDevices: {
    operationId: 'wipeNetworkSmDevices',
    method: 'POST',
    path: '/networks/{networkId}/sm/devices/wipe',
    pathParams: ['networkId'],
    queryParams: [],
    bodyParams: [
      { name: 'wifiMac', required: false, type: 'string' },
      { name: 'id', required: false, type: 'string' },
      { name: 'serial', required: false, type: 'string' },
      { name: 'pin', required: false, type: 'integer' },
    ],
    requestBodyRequired: false,
    paged: false,
    successStatus: 200,
    responseEnvelope: 'object',
    summary: 'Wipe a device',
  },
};

/** Parameters of each operation by name: path parameters, query parameters and body fields together. */
export interface OperationParams {
  checkinNetworkSmDevices: {
    networkId: string;
    wifiMacs?: string[];
    ids?: string[];
    serials?: string[];
    scope?: string[];
  };
  createNetworkSmBypassActivationLockAttempt: { networkId: string; ids: string[] };
  createNetworkSmTargetGroup: { networkId: string; name?: string; scope?: string };
  createOrganizationSmAdminsRole: { organizationId: string; name: string; scope?: string; tags?: string[] };
  deleteNetworkSmTargetGroup: { networkId: string; targetGroupId: string };
  deleteNetworkSmUserAccessDevice: { networkId: string; userAccessDeviceId: string };
  deleteOrganizationSmAdminsRole: { organizationId: string; roleId: string };
  getAdministeredIdentitiesMe: Record<string, never>;
  getNetwork: { networkId: string };
  getNetworkGroupPolicies: { networkId: string };
  getNetworkSmBypassActivationLockAttempt: { networkId: string; attemptId: string };
  getNetworkSmDeviceCellularUsageHistory: { networkId: string; deviceId: string };
  getNetworkSmDeviceCerts: { networkId: string; deviceId: string };
  getNetworkSmDeviceConnectivity: {
    networkId: string;
    deviceId: string;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getNetworkSmDeviceDesktopLogs: {
    networkId: string;
    deviceId: string;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getNetworkSmDeviceDeviceCommandLogs: {
    networkId: string;
    deviceId: string;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getNetworkSmDeviceDeviceProfiles: { networkId: string; deviceId: string };
  getNetworkSmDeviceNetworkAdapters: { networkId: string; deviceId: string };
  getNetworkSmDevicePerformanceHistory: {
    networkId: string;
    deviceId: string;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getNetworkSmDeviceRestrictions: { networkId: string; deviceId: string };
  getNetworkSmDevices: {
    networkId: string;
    fields?: string[];
    wifiMacs?: string[];
    serials?: string[];
    ids?: string[];
    uuids?: string[];
    systemTypes?: string[];
    scope?: string[];
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getNetworkSmDeviceSecurityCenters: { networkId: string; deviceId: string };
  getNetworkSmDeviceSoftwares: { networkId: string; deviceId: string };
  getNetworkSmDeviceWlanLists: { networkId: string; deviceId: string };
  getNetworkSmProfiles: {
    networkId: string;
    payloadTypes?: string[];
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getNetworkSmTargetGroup: { networkId: string; targetGroupId: string; withDetails?: boolean };
  getNetworkSmTargetGroups: { networkId: string; withDetails?: boolean };
  getNetworkSmTrustedAccessConfigs: {
    networkId: string;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getNetworkSmUserAccessDevices: {
    networkId: string;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getNetworkSmUserDeviceProfiles: { networkId: string; userId: string };
  getNetworkSmUsers: {
    networkId: string;
    ids?: string[];
    usernames?: string[];
    emails?: string[];
    scope?: string[];
  };
  getNetworkSmUserSoftwares: { networkId: string; userId: string };
  getOrganizationConfigurationChanges: {
    organizationId: string;
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
    networkId?: string;
    adminId?: string;
  };
  getOrganizationNetworks: {
    organizationId: string;
    configTemplateId?: string;
    isBoundToConfigTemplate?: boolean;
    tags?: string[];
    tagsFilterType?: string;
    productTypes?: string[];
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizations: { perPage?: number; startingAfter?: string; endingBefore?: string };
  getOrganizationSmAdminsRole: { organizationId: string; roleId: string };
  getOrganizationSmAdminsRoles: {
    organizationId: string;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationSmApnsCert: { organizationId: string };
  getOrganizationSmSentryPoliciesAssignmentsByNetwork: {
    organizationId: string;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
    networkIds?: string[];
  };
  getOrganizationSmVppAccount: { organizationId: string; vppAccountId: string };
  getOrganizationSmVppAccounts: { organizationId: string };
  getOrganizationWirelessControllerAvailabilitiesChangeHistory: {
    organizationId: string;
    serials?: string[];
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval: {
    organizationId: string;
    networkIds?: string[];
    serials?: string[];
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
    resolution?: number;
  };
  getOrganizationWirelessControllerConnections: {
    organizationId: string;
    networkIds?: string[];
    controllerSerials?: string[];
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerDevicesInterfacesL2ByDevice: {
    organizationId: string;
    serials?: string[];
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerDevicesInterfacesL2StatusesChangeHistoryByDevice: {
    organizationId: string;
    serials?: string[];
    includeInterfacesWithoutChanges?: boolean;
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerDevicesInterfacesL2UsageHistoryByInterval: {
    organizationId: string;
    serials?: string[];
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerDevicesInterfacesL3ByDevice: {
    organizationId: string;
    serials?: string[];
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerDevicesInterfacesL3StatusesChangeHistoryByDevice: {
    organizationId: string;
    serials?: string[];
    includeInterfacesWithoutChanges?: boolean;
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerDevicesInterfacesL3UsageHistoryByInterval: {
    organizationId: string;
    serials?: string[];
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice: {
    organizationId: string;
    serials?: string[];
    names?: string[];
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerDevicesInterfacesUsageHistoryByInterval: {
    organizationId: string;
    serials?: string[];
    names?: string[];
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerDevicesRedundancyFailoverHistory: {
    organizationId: string;
    serials?: string[];
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerDevicesRedundancyStatuses: {
    organizationId: string;
    serials?: string[];
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerDevicesSystemUtilizationHistoryByInterval: {
    organizationId: string;
    serials?: string[];
    t0?: string;
    t1?: string;
    timespan?: number;
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  getOrganizationWirelessControllerOverviewByDevice: {
    organizationId: string;
    networkIds?: string[];
    serials?: string[];
    perPage?: number;
    startingAfter?: string;
    endingBefore?: string;
  };
  installNetworkSmDeviceApps: { networkId: string; deviceId: string; appIds: string[]; force?: boolean };
  lockNetworkSmDevices: {
    networkId: string;
    wifiMacs?: string[];
    ids?: string[];
    serials?: string[];
    scope?: string[];
    pin?: number;
  };
  modifyNetworkSmDevicesTags: {
    networkId: string;
    wifiMacs?: string[];
    ids?: string[];
    serials?: string[];
    scope?: string[];
    tags: string[];
    updateAction: string;
  };
  moveNetworkSmDevices: {
    networkId: string;
    wifiMacs?: string[];
    ids?: string[];
    serials?: string[];
    scope?: string[];
    newNetwork: string;
  };
  rebootNetworkSmDevices: {
    networkId: string;
    wifiMacs?: string[];
    ids?: string[];
    serials?: string[];
    scope?: string[];
    kextPaths?: string[];
    notifyUser?: boolean;
    rebuildKernelCache?: boolean;
    requestRequiresNetworkTether?: boolean;
  };
  refreshNetworkSmDeviceDetails: { networkId: string; deviceId: string };
  shutdownNetworkSmDevices: {
    networkId: string;
    wifiMacs?: string[];
    ids?: string[];
    serials?: string[];
    scope?: string[];
  };
  unenrollNetworkSmDevice: { networkId: string; deviceId: string };
  uninstallNetworkSmDeviceApps: { networkId: string; deviceId: string; appIds: string[] };
  updateNetworkSmDevicesFields: {
    networkId: string;
    wifiMac?: string;
    id?: string;
    serial?: string;
    deviceFields: { name?: string; notes?: string };
  };
  updateNetworkSmTargetGroup: { networkId: string; targetGroupId: string; name?: string; scope?: string };
  updateOrganizationSmAdminsRole: {
    organizationId: string;
    roleId: string;
    name?: string;
    scope?: string;
    tags?: string[];
  };
  updateOrganizationSmSentryPoliciesAssignments: {
    organizationId: string;
    items: Array<{
      networkId: string;
      policies?: Array<{
        policyId?: string;
        smNetworkId: string;
        scope: string;
        tags: string[];
        groupPolicyId: string;
      }>;
    }>;
  };
  wipeNetworkSmDevices: { networkId: string; wifiMac?: string; id?: string; serial?: string; pin?: number };
}

/** The response body of each operation, from the reference skeletons; every field may be absent. */
export interface OperationResponses {
  checkinNetworkSmDevices: { ids?: Array<string> };
  createNetworkSmBypassActivationLockAttempt: {
    id?: string;
    status?: string;
    data?: Record<string, unknown>;
  };
  createNetworkSmTargetGroup: { id?: string; name?: string; scope?: string; tags?: Array<string> };
  createOrganizationSmAdminsRole: { name?: string; roleId?: string; scope?: string; tags?: Array<string> };
  deleteNetworkSmTargetGroup: null;
  deleteNetworkSmUserAccessDevice: null;
  deleteOrganizationSmAdminsRole: null;
  getAdministeredIdentitiesMe: {
    name?: string;
    email?: string;
    lastUsedDashboardAt?: string;
    authentication?: {
      mode?: string;
      api?: { key?: { created?: boolean } };
      saml?: { enabled?: boolean };
      twoFactor?: { enabled?: boolean };
    };
  };
  getNetwork: {
    id?: string;
    organizationId?: string;
    name?: string;
    productTypes?: Array<string>;
    timeZone?: string;
    tags?: Array<string>;
    url?: string;
    notes?: string;
    isBoundToConfigTemplate?: boolean;
  };
  getNetworkGroupPolicies: Array<{
    groupPolicyId?: string;
    name?: string;
    scheduling?: { enabled?: boolean };
    bandwidth?: { settings?: string };
    firewallAndTrafficShaping?: { settings?: string };
    contentFiltering?: {
      allowedUrlPatterns?: { settings?: string };
      blockedUrlPatterns?: { settings?: string };
      blockedUrlCategories?: { settings?: string };
    };
    splashAuthSettings?: string;
    vlanTagging?: { settings?: string };
    bonjourForwarding?: { settings?: string };
  }>;
  getNetworkSmBypassActivationLockAttempt: {
    id?: string;
    status?: string;
    data?: Record<string, { success?: boolean; errors?: Array<string> }>;
  };
  getNetworkSmDeviceCellularUsageHistory: Array<{ received?: number; sent?: number; ts?: string }>;
  getNetworkSmDeviceCerts: Array<{
    certPem?: string;
    deviceId?: string;
    id?: string;
    issuer?: string;
    name?: string;
    notValidAfter?: string;
    notValidBefore?: string;
    subject?: string;
  }>;
  getNetworkSmDeviceConnectivity: Array<{ firstSeenAt?: string; lastSeenAt?: string }>;
  getNetworkSmDeviceDesktopLogs: Array<{
    dhcpServer?: string;
    dnsServer?: string;
    gateway?: string;
    ip?: string;
    measuredAt?: string;
    networkDevice?: string;
    networkDriver?: string;
    networkMTU?: string;
    publicIP?: string;
    subnet?: string;
    ts?: string;
    user?: string;
    wifiAuth?: string;
    wifiBssid?: string;
    wifiChannel?: string;
    wifiNoise?: string;
    wifiRssi?: string;
    wifiSsid?: string;
  }>;
  getNetworkSmDeviceDeviceCommandLogs: Array<{
    action?: string;
    dashboardUser?: string;
    details?: string;
    name?: string;
    ts?: string;
  }>;
  getNetworkSmDeviceDeviceProfiles: Array<{
    deviceId?: string;
    id?: string;
    isEncrypted?: boolean;
    isManaged?: boolean;
    name?: string;
    profileData?: string;
    profileIdentifier?: string;
    version?: string;
  }>;
  getNetworkSmDeviceNetworkAdapters: Array<{
    dhcpServer?: string;
    dnsServer?: string;
    gateway?: string;
    id?: string;
    ip?: string;
    mac?: string;
    name?: string;
    subnet?: string;
  }>;
  getNetworkSmDevicePerformanceHistory: Array<{
    cpuPercentUsed?: number;
    diskUsage?: { c?: { space?: number; used?: number } };
    memActive?: number;
    memFree?: number;
    memInactive?: number;
    memWired?: number;
    networkReceived?: number;
    networkSent?: number;
    swapUsed?: number;
    ts?: string;
  }>;
  getNetworkSmDeviceRestrictions: {
    restrictions?: Array<{ profile?: string; restrictions?: Record<string, unknown> }>;
  };
  getNetworkSmDevices: Array<{
    id?: string;
    ip?: string;
    name?: string;
    notes?: string;
    osName?: string;
    serial?: string;
    serialNumber?: string;
    ssid?: string;
    systemModel?: string;
    tags?: Array<string>;
    uuid?: string;
    wifiMac?: string;
  }>;
  getNetworkSmDeviceSecurityCenters: Array<{
    antiVirusName?: string;
    fireWallName?: string;
    hasAntiVirus?: boolean;
    hasFireWallInstalled?: boolean;
    id?: string;
    isAutoLoginDisabled?: boolean;
    isDiskEncrypted?: boolean;
    isFireWallEnabled?: boolean;
    isRooted?: boolean;
    runningProcs?: string;
  }>;
  getNetworkSmDeviceSoftwares: Array<{
    appId?: string;
    bundleSize?: number;
    createdAt?: string;
    deviceId?: string;
    dynamicSize?: number;
    id?: string;
    identifier?: string;
    installedAt?: string;
    iosRedemptionCode?: boolean;
    isManaged?: boolean;
    itunesId?: string;
    licenseKey?: string;
    name?: string;
    path?: string;
    redemptionCode?: number;
    shortVersion?: string;
    status?: string;
    toInstall?: boolean;
    toUninstall?: boolean;
    uninstalledAt?: string;
    updatedAt?: string;
    vendor?: string;
    version?: string;
  }>;
  getNetworkSmDeviceWlanLists: Array<{ createdAt?: string; id?: string; xml?: string }>;
  getNetworkSmProfiles: Array<{
    description?: string;
    id?: string;
    name?: string;
    payloadTypes?: Array<string>;
    scope?: string;
    tags?: Array<string>;
  }>;
  getNetworkSmTargetGroup: { id?: string; name?: string; scope?: string; tags?: Array<string> };
  getNetworkSmTargetGroups: Array<{ id?: string; name?: string; scope?: string; tags?: Array<string> }>;
  getNetworkSmTrustedAccessConfigs: Array<{
    accessEndAt?: string;
    accessStartAt?: string;
    additionalEmailText?: string;
    id?: string;
    name?: string;
    notifyTimeBeforeAccessEnds?: number;
    scope?: string;
    sendExpirationEmails?: boolean;
    ssidName?: string;
    tags?: Array<string>;
    timeboundType?: string;
  }>;
  getNetworkSmUserAccessDevices: Array<{
    email?: string;
    id?: string;
    mac?: string;
    name?: string;
    systemType?: string;
    tags?: Array<string>;
    trustedAccessConnections?: Array<{
      downloadedAt?: string;
      lastConnectedAt?: string;
      scepCompletedAt?: string;
      trustedAccessConfigId?: string;
    }>;
    username?: string;
  }>;
  getNetworkSmUserDeviceProfiles: Array<{
    deviceId?: string;
    id?: string;
    isEncrypted?: boolean;
    isManaged?: boolean;
    name?: string;
    profileData?: string;
    profileIdentifier?: string;
    version?: string;
  }>;
  getNetworkSmUsers: Array<{
    adGroups?: Array<string>;
    asmGroups?: Array<string>;
    azureAdGroups?: Array<string>;
    displayName?: string;
    email?: string;
    fullName?: string;
    hasIdentityCertificate?: boolean;
    hasPassword?: boolean;
    id?: string;
    isExternal?: boolean;
    samlGroups?: Array<string>;
    tags?: string;
    userThumbnail?: string;
    username?: string;
  }>;
  getNetworkSmUserSoftwares: Array<{
    appId?: string;
    bundleSize?: number;
    createdAt?: string;
    deviceId?: string;
    dynamicSize?: number;
    id?: string;
    identifier?: string;
    installedAt?: string;
    iosRedemptionCode?: boolean;
    isManaged?: boolean;
    itunesId?: string;
    licenseKey?: string;
    name?: string;
    path?: string;
    redemptionCode?: number;
    shortVersion?: string;
    status?: string;
    toInstall?: boolean;
    toUninstall?: boolean;
    uninstalledAt?: string;
    updatedAt?: string;
    vendor?: string;
    version?: string;
  }>;
  getOrganizationConfigurationChanges: Array<{
    ts?: string;
    adminName?: string;
    adminEmail?: string;
    adminId?: string;
    networkName?: string;
    networkId?: string;
    networkUrl?: string;
    ssidName?: string;
    ssidNumber?: number;
    page?: string;
    label?: string;
    oldValue?: string;
    newValue?: string;
    client?: { id?: string; type?: string };
  }>;
  getOrganizationNetworks: Array<{
    id?: string;
    organizationId?: string;
    name?: string;
    productTypes?: Array<string>;
    timeZone?: string;
    tags?: Array<string>;
    url?: string;
    notes?: string;
    isBoundToConfigTemplate?: boolean;
  }>;
  getOrganizations: Array<{
    id?: string;
    name?: string;
    url?: string;
    api?: { enabled?: boolean };
    licensing?: { model?: string };
    cloud?: { region?: { name?: string; host?: { name?: string } } };
  }>;
  getOrganizationSmAdminsRole: { name?: string; roleId?: string; scope?: string; tags?: Array<string> };
  getOrganizationSmAdminsRoles: {
    items?: Array<{ name?: string; roleId?: string; scope?: string; tags?: Array<string> }>;
    meta?: { counts?: { items?: { remaining?: number; total?: number } } };
  };
  getOrganizationSmApnsCert: { certificate?: string };
  getOrganizationSmSentryPoliciesAssignmentsByNetwork: Array<{
    items?: Array<{
      networkId?: string;
      policies?: Array<{
        createdAt?: string;
        groupNumber?: string;
        groupPolicyId?: string;
        lastUpdatedAt?: string;
        networkId?: string;
        policyId?: string;
        priority?: string;
        scope?: string;
        smNetworkId?: string;
        tags?: Array<string>;
      }>;
    }>;
    meta?: { counts?: { items?: { remaining?: number; total?: number } } };
  }>;
  getOrganizationSmVppAccount: {
    allowedAdmins?: string;
    assignableNetworkIds?: Array<string>;
    assignableNetworks?: string;
    contentToken?: string;
    email?: string;
    id?: string;
    lastForceSyncedAt?: string;
    lastSyncedAt?: string;
    name?: string;
    networkIdAdmins?: string;
    parsedToken?: { expiresAt?: string; hashedToken?: string; orgName?: string };
    vppAccountId?: string;
    vppLocationId?: string;
    vppLocationName?: string;
    vppServiceToken?: string;
  };
  getOrganizationSmVppAccounts: Array<{
    allowedAdmins?: string;
    assignableNetworkIds?: Array<string>;
    assignableNetworks?: string;
    contentToken?: string;
    email?: string;
    id?: string;
    lastForceSyncedAt?: string;
    lastSyncedAt?: string;
    name?: string;
    networkIdAdmins?: string;
    parsedToken?: { expiresAt?: string; hashedToken?: string; orgName?: string };
    vppAccountId?: string;
    vppLocationId?: string;
    vppLocationName?: string;
    vppServiceToken?: string;
  }>;
  getOrganizationWirelessControllerAvailabilitiesChangeHistory: {
    items?: Array<{
      serial?: string;
      changes?: Array<{ startTs?: string; endTs?: string; status?: string }>;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval: {
    items?: Array<{
      serial?: string;
      network?: { id?: string };
      readings?: Array<{ startTs?: string; endTs?: string; counts?: { byStatus?: { online?: number } } }>;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerConnections: {
    items?: Array<{
      serial?: string;
      controller?: { serial?: string };
      network?: { id?: string; url?: string; name?: string };
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerDevicesInterfacesL2ByDevice: {
    items?: Array<{
      serial?: string;
      interfaces?: Array<{
        name?: string;
        description?: string;
        enabled?: boolean;
        mac?: string;
        status?: string;
        speed?: string;
        isUplink?: boolean;
        vlan?: number;
        isRedundancyPort?: boolean;
        linkNegotiation?: string;
        channelGroup?: { number?: number };
        module?: { model?: string };
      }>;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerDevicesInterfacesL2StatusesChangeHistoryByDevice: {
    items?: Array<{
      serial?: string;
      interfaces?: Array<{
        name?: string;
        mac?: string;
        changes?: Array<{ ts?: string; status?: string; warnings?: Array<string>; errors?: Array<string> }>;
      }>;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerDevicesInterfacesL2UsageHistoryByInterval: {
    items?: Array<{
      serial?: string;
      readings?: Array<{ name?: string; mac?: string; recv?: number; send?: number }>;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerDevicesInterfacesL3ByDevice: {
    items?: Array<{
      serial?: string;
      interfaces?: Array<{
        name?: string;
        description?: string;
        mac?: string;
        status?: string;
        speed?: string;
        addresses?: Array<{ protocol?: string; address?: string; subnet?: string }>;
        vrf?: { name?: string };
        isUplink?: boolean;
        vlan?: number;
        linkNegotiation?: string;
        channelGroup?: { number?: number };
        module?: { model?: string };
      }>;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerDevicesInterfacesL3StatusesChangeHistoryByDevice: {
    items?: Array<{
      serial?: string;
      interfaces?: Array<{
        name?: string;
        mac?: string;
        changes?: Array<{ ts?: string; status?: string; warnings?: Array<string>; errors?: Array<string> }>;
      }>;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerDevicesInterfacesL3UsageHistoryByInterval: {
    items?: Array<{
      serial?: string;
      readings?: Array<{ name?: string; mac?: string; recv?: number; send?: number }>;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice: {
    items?: Array<{
      serial?: string;
      interfaces?: Array<{
        name?: string;
        readings?: Array<{
          name?: string;
          total?: number;
          recv?: number;
          send?: number;
          rate?: { total?: number; recv?: number; send?: number };
        }>;
      }>;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerDevicesInterfacesUsageHistoryByInterval: {
    items?: Array<{
      serial?: string;
      intervals?: Array<{
        startTs?: string;
        endTs?: string;
        overall?: { total?: number; recv?: number; send?: number };
        byInterface?: Array<{ name?: string; usage?: { total?: number; recv?: number; send?: number } }>;
      }>;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerDevicesRedundancyFailoverHistory: Array<{
    items?: Array<{
      serial?: string;
      ts?: string;
      reason?: string;
      failed?: { chassis?: { name?: string } };
      active?: { chassis?: { name?: string } };
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  }>;
  getOrganizationWirelessControllerDevicesRedundancyStatuses: {
    items?: Array<{
      serial?: string;
      mode?: string;
      enabled?: boolean;
      failover?: { last?: { ts?: string; reason?: string }; counts?: { total?: number } };
      mobilityMac?: string;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerDevicesSystemUtilizationHistoryByInterval: {
    items?: Array<{
      serial?: string;
      intervals?: Array<{
        startTs?: string;
        endTs?: string;
        overall?: { usage?: { average?: { percentage?: number } } };
        byCore?: Array<{ name?: string; usage?: { average?: { percentage?: number } } }>;
      }>;
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  getOrganizationWirelessControllerOverviewByDevice: {
    items?: Array<{
      serial?: string;
      network?: { id?: string };
      counts?: {
        clients?: { byStatus?: { online?: number } };
        connections?: { total?: number; byStatus?: { online?: number; offline?: number } };
      };
      redundancy?: {
        role?: string;
        id?: string;
        chassisName?: string;
        redundantSerial?: string;
        management?: { addresses?: Array<{ address?: string }> };
      };
      firmware?: { version?: { shortName?: string } };
    }>;
    meta?: { counts?: { items?: { total?: number; remaining?: number } } };
  };
  installNetworkSmDeviceApps: unknown;
  lockNetworkSmDevices: { ids?: Array<string> };
  modifyNetworkSmDevicesTags: Array<{ id?: string; serial?: string; tags?: Array<string>; wifiMac?: string }>;
  moveNetworkSmDevices: { ids?: Array<string>; newNetwork?: string };
  rebootNetworkSmDevices: { ids?: Array<string> };
  refreshNetworkSmDeviceDetails: unknown;
  shutdownNetworkSmDevices: { ids?: Array<string> };
  unenrollNetworkSmDevice: { success?: boolean };
  uninstallNetworkSmDeviceApps: unknown;
  updateNetworkSmDevicesFields: Array<{
    id?: string;
    name?: string;
    notes?: string;
    serial?: string;
    wifiMac?: string;
  }>;
  updateNetworkSmTargetGroup: { id?: string; name?: string; scope?: string; tags?: Array<string> };
  updateOrganizationSmAdminsRole: { name?: string; roleId?: string; scope?: string; tags?: Array<string> };
  updateOrganizationSmSentryPoliciesAssignments: {
    items?: Array<{
      networkId?: string;
      policies?: Array<{
        createdAt?: string;
        groupNumber?: string;
        groupPolicyId?: string;
        lastUpdatedAt?: string;
        networkId?: string;
        policyId?: string;
        priority?: string;
        scope?: string;
        smNetworkId?: string;
        tags?: Array<string>;
      }>;
    }>;
  };
  wipeNetworkSmDevices: { id?: string };
}
