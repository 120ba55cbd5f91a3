import type { DeviceImpact } from '../../model/plan.js';

/** Devices a change moves in or out of scope: each network's count when the plan has them. */
export function movedCount(devices: DeviceImpact | undefined): number {
  if (devices === undefined) return 0;
  return devices.byNetwork === undefined
    ? devices.addedCount + devices.removedCount
    : devices.byNetwork.reduce((sum, share) => sum + share.moved, 0);
}
