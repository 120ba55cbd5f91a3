export type { ApiCaller, CallerOptions } from './caller.js';
export { listReadCount, readLive, readScopes, type ReadLiveOptions } from './read-live.js';
export { readSetOfChanges, readSetOfDesired, type OrgReads, type ReadSet } from './scopes.js';
export { declaredNetworkIds, selectionError, sentryTouches, type ScopeFilters } from './selection.js';
export {
  readNetworkDevices,
  type DeviceNetwork,
  type DevicesByNetwork,
  type ReadDevicesOptions,
} from './read-devices.js';
export {
  checkDeclaredNetworks,
  DiscoveryOperation,
  isSystemsManager,
  listNetworks,
  listOrganizations,
  owningOrganization,
  readDiscoveredNetwork,
  type DiscoveredNetwork,
  type VisibleOrganization,
} from './check-networks.js';
