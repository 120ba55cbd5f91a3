export {
  SNAPSHOT_FORMAT_VERSION,
  SNAPSHOT_KIND,
  createSnapshot,
  renderSnapshot,
  type LiveSnapshot,
} from './snapshot.js';
export { liveFromSnapshot, missingScopes, parseSnapshot } from './parse-snapshot.js';
export { snapshotDeviceNetworks, withDevices } from './devices.js';
