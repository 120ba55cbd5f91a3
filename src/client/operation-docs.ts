// Generated from spec/operations.json by scripts/operations-source.js: do not edit by hand.
// Regenerate: npm run generate
import type { OperationId } from './operations.js';

/** Per operation, the description of each query and body parameter (nested fields as `a.b`, `a[].b`). */
export const OPERATION_DOCS: Readonly<Record<OperationId, Readonly<Record<string, string>>>> = {
  checkinNetworkSmDevices: {
    wifiMacs: 'The wifiMacs of the devices to be checked-in.',
    ids: 'The ids of the devices to be checked-in.',
    serials: 'The serials of the devices to be checked-in.',
    scope:
      'The scope (one of all, none, withAny, withAll, withoutAny, or withoutAll) and a set of tags of the devices to be checked-in.',
  },
  createNetworkSmBypassActivationLockAttempt: {
    ids: 'The ids of the devices to attempt activation lock bypass.',
  },
  createNetworkSmTargetGroup: {
    name: 'The name of this target group',
    scope:
      'The scope and tag options of the target group. Comma separated values beginning with one of withAny, withAll, withoutAny, withoutAll, all, none, followed by tags. Default to none if empty.',
  },
  createOrganizationSmAdminsRole: {
    name: 'The name of the Limited Access Role',
    scope: 'The scope of the Limited Access Role',
    tags: 'The tags of the Limited Access Role',
  },
  deleteNetworkSmTargetGroup: {},
  deleteNetworkSmUserAccessDevice: {},
  deleteOrganizationSmAdminsRole: {},
  getAdministeredIdentitiesMe: {},
  getNetwork: {},
  getNetworkGroupPolicies: {},
  getNetworkSmBypassActivationLockAttempt: {},
  getNetworkSmDeviceCellularUsageHistory: {},
  getNetworkSmDeviceCerts: {},
  getNetworkSmDeviceConnectivity: {
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getNetworkSmDeviceDesktopLogs: {
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getNetworkSmDeviceDeviceCommandLogs: {
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getNetworkSmDeviceDeviceProfiles: {},
  getNetworkSmDeviceNetworkAdapters: {},
  getNetworkSmDevicePerformanceHistory: {
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getNetworkSmDeviceRestrictions: {},
  getNetworkSmDevices: {
    fields: 'Additional fields that will be displayed for each device.',
    wifiMacs: 'Filter devices by wifi mac(s).',
    serials: 'Filter devices by serial(s).',
    ids: 'Filter devices by id(s).',
    uuids: 'Filter devices by uuid(s).',
    systemTypes: 'Filter devices by system type(s).',
    scope:
      'Specify a scope (one of all, none, withAny, withAll, withoutAny, or withoutAll) and a set of tags.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getNetworkSmDeviceSecurityCenters: {},
  getNetworkSmDeviceSoftwares: {},
  getNetworkSmDeviceWlanLists: {},
  getNetworkSmProfiles: {
    payloadTypes: 'Filter by payload types',
    perPage:
      'Listed by the API index from v1.73.0-beta; no default stated there: the range and default are those of every other SM list.',
    startingAfter: 'Paging token, listed by the API index from v1.73.0-beta.',
    endingBefore: 'Paging token, listed by the API index from v1.73.0-beta.',
  },
  getNetworkSmTargetGroup: {
    withDetails:
      'Boolean indicating if the the ids of the devices or users scoped by the target group should be included in the response',
  },
  getNetworkSmTargetGroups: {
    withDetails:
      'Boolean indicating if the the ids of the devices or users scoped by the target group should be included in the response',
  },
  getNetworkSmTrustedAccessConfigs: {
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 100.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getNetworkSmUserAccessDevices: {
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 100.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getNetworkSmUserDeviceProfiles: {},
  getNetworkSmUsers: {
    ids: 'Filter users by id(s).',
    usernames: 'Filter users by username(s).',
    emails: 'Filter users by email(s).',
    scope: 'Specifiy a scope (one of all, none, withAny, withAll, withoutAny, withoutAll) and a set of tags.',
  },
  getNetworkSmUserSoftwares: {},
  getOrganizationConfigurationChanges: {
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 365 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 365 days after t0.',
    timespan: 'The timespan in seconds, at most 365 days (the default); not together with t0 and t1.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 5000. Default is 5000.',
    startingAfter:
      'A server-issued token for the page that starts after it; taken from the Link header, not made up.',
    endingBefore:
      'A server-issued token for the page that ends before it; taken from the Link header, not made up.',
    networkId: 'Filters on the given network.',
    adminId: 'Filters on the given admin.',
  },
  getOrganizationNetworks: {
    configTemplateId: 'Filter by the id of a bound configuration template.',
    isBoundToConfigTemplate: 'Filter by whether the network is bound to a configuration template.',
    tags: 'Filter by network tags.',
    tagsFilterType: 'How tags filter: withAnyTags (default) or withAllTags.',
    productTypes: 'Filter by product types (e.g. systemsManager, wireless).',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 100000. Default is 1000.',
    startingAfter:
      'A server-issued token for the page that starts after it; taken from the Link header, not made up.',
    endingBefore:
      'A server-issued token for the page that ends before it; taken from the Link header, not made up.',
  },
  getOrganizations: {
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 9000. Default is 9000.',
    startingAfter:
      'A server-issued token for the page that starts after it; taken from the Link header, not made up.',
    endingBefore:
      'A server-issued token for the page that ends before it; taken from the Link header, not made up.',
  },
  getOrganizationSmAdminsRole: {},
  getOrganizationSmAdminsRoles: {
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 50.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationSmApnsCert: {},
  getOrganizationSmSentryPoliciesAssignmentsByNetwork: {
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 50.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
    networkIds: 'Optional parameter to filter Sentry Policies by Network Id',
  },
  getOrganizationSmVppAccount: {},
  getOrganizationSmVppAccounts: {},
  getOrganizationWirelessControllerAvailabilitiesChangeHistory: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 31 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 31 days after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 31 days. The default is 7 days.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerClientsOverviewHistoryByDeviceByInterval: {
    networkIds:
      'Optional parameter to filter wireless LAN controllers by network ID. This filter uses multiple exact matches.',
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 31 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 31 days after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 31 days. The default is 7 days.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
    resolution:
      'The time resolution in seconds for returned data. The valid resolutions are: 300, 600, 1200, 3600, 14400, 86400. The default is 86400.',
  },
  getOrganizationWirelessControllerConnections: {
    networkIds:
      'Optional parameter to filter access points by network ID. This filter uses multiple exact matches.',
    controllerSerials:
      'Optional parameter to filter access points by its controller cloud ID. This filter uses multiple exact matches.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerDevicesInterfacesL2ByDevice: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 31 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 31 days after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 31 days. The default is 7 days.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerDevicesInterfacesL2StatusesChangeHistoryByDevice: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    includeInterfacesWithoutChanges:
      'By default, interfaces without changes are omitted from the response for brevity. If you want to include the interfaces even if they have no changes, set to true. (default: false)',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 31 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 31 days after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 31 days. The default is 7 days.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerDevicesInterfacesL2UsageHistoryByInterval: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 31 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 31 days after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 31 days. The default is 7 days.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerDevicesInterfacesL3ByDevice: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 31 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 31 days after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 31 days. The default is 7 days.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerDevicesInterfacesL3StatusesChangeHistoryByDevice: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    includeInterfacesWithoutChanges:
      'By default, interfaces without changes are omitted from the response for brevity. If you want to include the interfaces even if they have no changes, set to true. (default: false)',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 31 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 31 days after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 31 days. The default is 7 days.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerDevicesInterfacesL3UsageHistoryByInterval: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 31 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 31 days after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 31 days. The default is 7 days.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerDevicesInterfacesPacketsOverviewByDevice: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    names:
      'Optional parameter to filter wireless LAN controller by its interface name. This filter uses multiple exact matches.',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 1 day from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 1 day after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 1 day. The default is 1 hour.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerDevicesInterfacesUsageHistoryByInterval: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    names:
      'Optional parameter to filter wireless LAN controller by its interface name. This filter uses multiple exact matches.',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 31 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 31 days after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 31 days. The default is 7 days.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerDevicesRedundancyFailoverHistory: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 31 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 31 days after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 31 days. The default is 7 days.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerDevicesRedundancyStatuses: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud IDs. This filter uses multiple exact matches.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerDevicesSystemUtilizationHistoryByInterval: {
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    t0: 'The beginning of the timespan for the data. The maximum lookback period is 31 days from today.',
    t1: 'The end of the timespan for the data. t1 can be a maximum of 31 days after t0.',
    timespan:
      'The timespan for which the information will be fetched. If specifying timespan, do not specify parameters t0 and t1. The value must be in seconds and be less than or equal to 31 days. The default is 7 days.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  getOrganizationWirelessControllerOverviewByDevice: {
    networkIds:
      'Optional parameter to filter wireless LAN controllers by network ID. This filter uses multiple exact matches.',
    serials:
      'Optional parameter to filter wireless LAN controller by its cloud ID. This filter uses multiple exact matches.',
    perPage: 'The number of entries per page returned. Acceptable range is 3 - 1000. Default is 1000.',
    startingAfter:
      'A token used by the server to indicate the start of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last,…',
    endingBefore:
      'A token used by the server to indicate the end of the page. Often this is a timestamp or an ID but it is not limited to those. This parameter should not be defined by client applications. The link for the first, last, p…',
  },
  installNetworkSmDeviceApps: {
    appIds: 'ids of applications to be installed',
    force:
      "By default, installation of an app which is believed to already be present on the device will be skipped. If you'd like to force the installation of the app, set this parameter to true.",
  },
  lockNetworkSmDevices: {
    wifiMacs: 'The wifiMacs of the devices to be locked.',
    ids: 'The ids of the devices to be locked.',
    serials: 'The serials of the devices to be locked.',
    scope:
      'The scope (one of all, none, withAny, withAll, withoutAny, or withoutAll) and a set of tags of the devices to be locked.',
    pin: 'The pin number for locking macOS devices (a six digit number). Required only for macOS devices.',
  },
  modifyNetworkSmDevicesTags: {
    wifiMacs: 'The wifiMacs of the devices to be modified.',
    ids: 'The ids of the devices to be modified.',
    serials: 'The serials of the devices to be modified.',
    scope:
      'The scope (one of all, none, withAny, withAll, withoutAny, or withoutAll) and a set of tags of the devices to be modified.',
    tags: 'The tags to be added, deleted, or updated.',
    updateAction: 'One of add, delete, or update. Only devices that have been modified will be returned.',
  },
  moveNetworkSmDevices: {
    wifiMacs: 'The wifiMacs of the devices to be moved.',
    ids: 'The ids of the devices to be moved.',
    serials: 'The serials of the devices to be moved.',
    scope:
      'The scope (one of all, none, withAny, withAll, withoutAny, or withoutAll) and a set of tags of the devices to be moved.',
    newNetwork: 'The new network to which the devices will be moved.',
  },
  rebootNetworkSmDevices: {
    wifiMacs: 'The wifiMacs of the endpoints to be rebooted.',
    ids: 'The ids of the endpoints to be rebooted.',
    serials: 'The serials of the endpoints to be rebooted.',
    scope:
      'The scope (one of all, none, withAny, withAll, withoutAny, or withoutAll) and a set of tags of the endpoints to be rebooted.',
    kextPaths: 'The KextPaths of the endpoints to be rebooted. Available for macOS 11+',
    notifyUser: 'Whether or not to notify the user before rebooting the endpoint. Available for macOS 11.3+',
    rebuildKernelCache:
      'Whether or not to rebuild the kernel cache when rebooting the endpoint. Available for macOS 11+',
    requestRequiresNetworkTether:
      'Whether or not the request requires network tethering. Available for macOS and supervised iOS or tvOS',
  },
  refreshNetworkSmDeviceDetails: {},
  shutdownNetworkSmDevices: {
    wifiMacs: 'The wifiMacs of the endpoints to be shutdown.',
    ids: 'The ids of the endpoints to be shutdown.',
    serials: 'The serials of the endpoints to be shutdown.',
    scope:
      'The scope (one of all, none, withAny, withAll, withoutAny, or withoutAll) and a set of tags of the endpoints to be shutdown.',
  },
  unenrollNetworkSmDevice: {},
  uninstallNetworkSmDeviceApps: { appIds: 'ids of applications to be uninstalled' },
  updateNetworkSmDevicesFields: {
    wifiMac: 'The wifiMac of the device to be modified.',
    id: 'The id of the device to be modified.',
    serial: 'The serial of the device to be modified.',
    deviceFields: 'The new fields of the device. Each field of this object is optional.',
    'deviceFields.name': 'New name for the device',
    'deviceFields.notes': 'New notes for the device',
  },
  updateNetworkSmTargetGroup: {
    name: 'The name of this target group',
    scope:
      'The scope and tag options of the target group. Comma separated values beginning with one of withAny, withAll, withoutAny, withoutAll, all, none, followed by tags. Default to none if empty.',
  },
  updateOrganizationSmAdminsRole: {
    name: 'The name of the Limited Access Role',
    scope: 'The scope of the Limited Access Role',
    tags: 'The tags of the Limited Access Role',
  },
  updateOrganizationSmSentryPoliciesAssignments: {
    items: 'Sentry Group Policies for the Organization keyed by Network Id',
    'items[].networkId': 'The Id of the Network',
    'items[].policies': 'Array of Sentry Group Policies for the Network',
    'items[].policies[].policyId': 'The Sentry Policy Id, if updating an existing Sentry Policy',
    'items[].policies[].smNetworkId': 'The Id of the Systems Manager Network',
    'items[].policies[].scope': 'The scope of the Sentry Policy',
    'items[].policies[].tags': 'The tags for the Sentry Policy',
    'items[].policies[].groupPolicyId': 'The Group Policy Id',
  },
  wipeNetworkSmDevices: {
    wifiMac: 'The wifiMac of the device to be wiped.',
    id: 'The id of the device to be wiped.',
    serial: 'The serial of the device to be wiped.',
    pin: 'The pin number (a six digit value) for wiping a macOS device. Required only for macOS devices.',
  },
};
