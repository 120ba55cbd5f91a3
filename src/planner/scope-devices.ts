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
import type { PlannedTags } from './devices.js';

function row(networkId: string, device: LiveDevice, now: boolean, after: boolean): ScopedDevice {
  return { networkId, id: device.id, name: device.name, serial: device.serial, now, after };
}

/** The device's planned tag moves, and whether they move it under the object as the plan leaves it. */
function tagMoves(
  device: LiveDevice,
  planned: readonly string[] | undefined,
  moved: boolean,
): Pick<ScopedDevice, 'tagsAdded' | 'tagsRemoved' | 'movedByTags'> {
  if (planned === undefined) return {};
  const added = planned.filter((tag) => !device.tags.includes(tag));
  const removed = device.tags.filter((tag) => !planned.includes(tag));
  return {
    ...(added.length > 0 ? { tagsAdded: added } : {}),
    ...(removed.length > 0 ? { tagsRemoved: removed } : {}),
    ...(moved ? { movedByTags: true as const } : {}),
  };
}

/**
 * Every device of the given networks that the object selects now or after the plan (a device selected
 * by neither is left out), sorted by network, name, serial. `change` may be a noop: then now = after.
 * The side after the plan is judged on the devices' planned tags (`planned`, as `evaluateDevices` takes
 * them); a device the tag changes alone keep out (the object's own change would take it in) is listed too.
 */
export function scopedDevices(
  change: Change,
  networks: readonly string[],
  fleet: ReadonlyMap<string, readonly LiveDevice[]>,
  planned: PlannedTags = new Map(),
): ScopedDevice[] {
  const rows: ScopedDevice[] = [];
  const list = kindSpec(change.kind).shape === 'list';
  const beforePolicies = priorityPoliciesOfRecord(change.before);
  const afterPolicies = priorityPoliciesOfRecord(change.after);
  const before = tagScopeOfRecord(change.before);
  const after = tagScopeOfRecord(change.after);
  for (const networkId of networks) {
    const plannedHere = planned.get(networkId);
    for (const device of fleet.get(networkId) ?? []) {
      const plannedTags = plannedHere?.get(device.id);
      const tagsAfter = plannedTags ?? device.tags;
      if (list) {
        const nowPolicy = assignedGroupPolicy(beforePolicies, networkId, device.tags);
        const onLive = assignedGroupPolicy(afterPolicies, networkId, device.tags);
        const afterPolicy = assignedGroupPolicy(afterPolicies, networkId, tagsAfter);
        if (nowPolicy === undefined && afterPolicy === undefined && onLive === undefined) continue;
        rows.push({
          ...row(networkId, device, nowPolicy !== undefined, afterPolicy !== undefined),
          ...defined({ nowPolicy, afterPolicy }),
          ...tagMoves(device, plannedTags, onLive !== afterPolicy),
        });
        continue;
      }
      const now = before !== undefined && isSelected(before, device.tags);
      const onLive = after !== undefined && isSelected(after, device.tags);
      const will = after !== undefined && isSelected(after, tagsAfter);
      if (now || will || onLive)
        rows.push({
          ...row(networkId, device, now, will),
          ...tagMoves(device, plannedTags, onLive !== will),
        });
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
