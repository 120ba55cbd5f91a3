import type { Change, DeviceImpact, Plan } from '../model/plan.js';
import { kindSpec } from '../kinds/registry.js';

const count = (value: number): string => value.toLocaleString('en-US');

/** Where the devices were counted, when it is not the change's own network. */
function countedIn(change: Change, impact: DeviceImpact): string {
  const countedIn = kindSpec(change.kind).devicesCountedIn;
  if (countedIn === 'own network') return '';
  const networks = impact.networks.length === 0 ? 'no network' : impact.networks.join(', ');
  return countedIn === 'organization'
    ? ` in ${networks} (every SM network of organization ${change.orgId} in the config)`
    : ` in ${networks}`;
}

/**
 * `devices: 312 -> 1,240 (+928 -0)`: devices in scope before and after the change, and how many enter
 * and leave it. Roles say which networks were counted. Undefined when the change carries no devices.
 */
export function renderDeviceLine(change: Change): string | undefined {
  const impact = change.devices;
  if (impact === undefined) return undefined;
  if (impact.networks.length === 0 && kindSpec(change.kind).devicesCountedIn === 'organization') {
    return `devices: not counted (organization ${change.orgId} declares no SM network in the config)`;
  }
  return `devices: ${count(impact.before)} -> ${count(impact.after)} (+${count(impact.addedCount)} -${count(impact.removedCount)})${countedIn(change, impact)}`;
}

/** The note a plan made without device data carries, when it has changes. */
export function renderDevicesNotEvaluated(plan: Plan): string | undefined {
  const changes = plan.summary.create + plan.summary.update + plan.summary.delete;
  return plan.devicesEvaluated || changes === 0
    ? undefined
    : 'Devices were not evaluated (--no-devices): the changes show no device counts and the device-share rule was not checked.';
}
