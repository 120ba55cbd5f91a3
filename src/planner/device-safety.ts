import { kindSpec } from '../kinds/registry.js';
import { DEFAULT_MIN_DEVICES_FOR_PERCENT } from '../model/desired.js';
import type { Change } from '../model/plan.js';
import type { SafetyRule } from './safety-rule.js';
import { plural } from '../text/plural.js';

/**
 * Whether devices feel the change at once: updates and deletes of target groups and roles (objects
 * already in use), and every sentry change. A new group or role affects no device until something uses
 * it, so creates are shown but not gated.
 */
export function isDeviceGated(change: Change): boolean {
  if (change.action === 'noop') return false;
  return kindSpec(change.kind).createMovesDevices || change.action !== 'create';
}

const count = (value: number): string => value.toLocaleString('en-US');

/**
 * A change moving more than its network's `maxDevicePercent` (default 20) of the network's devices into
 * or out of scope needs `--force`, in networks of at least `minDevicesForPercent` (default 10) devices;
 * one refusal per network over the limit, naming the count and the setting. Reads only the plan
 * (`Change.devices.byNetwork`), so a saved plan is checked the same way.
 */
export const refuseDeviceShare: SafetyRule = ({ plan, options }) => {
  if (options.force === true) return [];
  return plan.changes.filter(isDeviceGated).flatMap((change) =>
    (change.devices?.byNetwork ?? [])
      // A share of a small network is noise (1 of 2 is 50 %): below the floor the percentage does not apply.
      .filter((share) => share.devices >= (share.minDevicesForPercent ?? DEFAULT_MIN_DEVICES_FOR_PERCENT))
      // An empty network moves no device: 0 > 0 is false, so its share is never divided by 0 below.
      .filter((share) => share.moved * 100 > share.maxDevicePercent * share.devices)
      .map((share) => {
        const percent = Math.round((share.moved * 100) / share.devices);
        return {
          rule: 'devices',
          address: change.address,
          message: `${change.address} would move ${count(share.moved)} of ${plural(share.devices, 'device', 'devices', true)} of network ${share.networkId} into or out of scope (${percent}%, more than the ${share.maxDevicePercent}% allowed)`,
          flag: '--force' as const,
        };
      }),
  );
};
