import { defined } from '../canonical/defined.js';
import type { LiveDevice } from '../model/live.js';
import type { Change } from '../model/plan.js';
import {
  assignedGroupPolicy,
  isSelected,
  priorityPoliciesOfRecord,
  tagScopeOfRecord,
} from '../kinds/scope-eval.js';
import { kindSpec } from '../kinds/registry.js';
import { compareCodePoints } from '../canonical/compare.js';
import type { ScopedDevice } from '../model/scoped-device.js';

function row(networkId: string, device: LiveDevice, now: boolean, after: boolean): ScopedDevice {
  return { networkId, id: device.id, name: device.name, serial: device.serial, now, after };
}

/**
 * Every device of the given networks that the object selects now or after the plan (a device selected
 * by neither is left out), sorted by network, name, serial. `change` may be a noop: then now = after.
 */
export function scopedDevices(
  change: Change,
  networks: readonly string[],
  fleet: ReadonlyMap<string, readonly LiveDevice[]>,
): ScopedDevice[] {
  const rows: ScopedDevice[] = [];
  for (const networkId of networks) {
    for (const device of fleet.get(networkId) ?? []) {
      if (kindSpec(change.kind).shape === 'list') {
        const nowPolicy = assignedGroupPolicy(
          priorityPoliciesOfRecord(change.before),
          networkId,
          device.tags,
        );
        const afterPolicy = assignedGroupPolicy(
          priorityPoliciesOfRecord(change.after),
          networkId,
          device.tags,
        );
        if (nowPolicy === undefined && afterPolicy === undefined) continue;
        rows.push({
          ...row(networkId, device, nowPolicy !== undefined, afterPolicy !== undefined),
          ...defined({ nowPolicy, afterPolicy }),
        });
        continue;
      }
      const before = tagScopeOfRecord(change.before);
      const after = tagScopeOfRecord(change.after);
      const now = before !== undefined && isSelected(before, device.tags);
      const will = after !== undefined && isSelected(after, device.tags);
      if (now || will) rows.push(row(networkId, device, now, will));
    }
  }
  return rows.sort(
    (a, b) =>
      compareCodePoints(a.networkId, b.networkId) ||
      compareCodePoints(a.name, b.name) ||
      compareCodePoints(a.serial, b.serial) ||
      compareCodePoints(a.id, b.id),
  );
}
