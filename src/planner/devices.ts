import { defined } from '../canonical/defined.js';
import type { DesiredState } from '../model/desired.js';
import type { LiveDevice } from '../model/live.js';
import type { DeviceFleet } from '../kinds/kind-spec.js';
import type { Change, DeviceImpact, DeviceSample, NetworkDeviceShare, Plan } from '../model/plan.js';
import {
  assignedGroupPolicy,
  isSelected,
  priorityPoliciesOfRecord,
  tagScopeOfRecord,
} from '../kinds/scope-eval.js';
import { KINDS, kindSpec } from '../kinds/registry.js';
import { compareCodePoints } from '../canonical/compare.js';
import { compareDiagnostics } from '../canonical/diagnostics.js';
import { declarationsOf, lintDeviceTags } from './device-lint.js';
import { lintSentryShadowing } from './sentry-shadowing.js';
import { deviceNetworksOfChange, maxDevicePercentOf, minDevicesForPercentOf } from './device-networks.js';
import { computePlanHash } from '../plan-file/format.js';

/** Devices per network id. */
export type { DeviceFleet };

/** The tags of each device a plan's tag changes move, after the plan: network id -> device id -> tags. */
export type PlannedTags = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

const NO_PLANNED_TAGS: PlannedTags = new Map();

/**
 * The tags after the plan of the devices the plan's tag-writing changes move: each kind that writes
 * devices' tags (`plannedDeviceTags`) over its own changes. One kind does (device tags); were there two,
 * the later would win for a device both move.
 */
export function plannedTagsOfPlan(changes: readonly Change[], fleet: DeviceFleet): PlannedTags {
  const planned = new Map<string, Map<string, string[]>>();
  for (const kind of KINDS) {
    const spec = kindSpec(kind);
    if (spec.plannedDeviceTags === undefined) continue;
    const own = changes.filter((change) => change.kind === kind);
    for (const [networkId, devices] of spec.plannedDeviceTags(own, fleet)) {
      const network = planned.get(networkId);
      if (network === undefined) planned.set(networkId, devices);
      else for (const [deviceId, tags] of devices) network.set(deviceId, tags);
    }
  }
  return planned;
}

/** How many devices entering and leaving a scope are named in a change; the counts are always full. */
export const DEVICE_SAMPLE_LIMIT = 10;

/** Where one device stands before and after a change. */
interface Standing {
  before: boolean;
  after: boolean;
  /** Entered or left the scope; for sentry, any change of its group policy. */
  moved: boolean;
}

/**
 * A create's `before` and a delete's `after` are null: no scope, no policy, on that side. The side after
 * the plan is judged on the device's tags after the plan (`planned`), so a scope changed together with
 * the tags it selects on counts the devices it will really hold.
 */
function standingOf(
  change: Change,
  networkId: string,
  planned: ReadonlyMap<string, readonly string[]> | undefined,
): (device: LiveDevice) => Standing {
  const tagsAfter = (device: LiveDevice): readonly string[] => planned?.get(device.id) ?? device.tags;
  if (kindSpec(change.kind).shape === 'list') {
    const before = priorityPoliciesOfRecord(change.before);
    const after = priorityPoliciesOfRecord(change.after);
    return (device) => {
      const was = assignedGroupPolicy(before, networkId, device.tags);
      const will = assignedGroupPolicy(after, networkId, tagsAfter(device));
      return { before: was !== undefined, after: will !== undefined, moved: was !== will };
    };
  }
  const before = tagScopeOfRecord(change.before);
  const after = tagScopeOfRecord(change.after);
  return (device) => {
    const was = before !== undefined && isSelected(before, device.tags);
    const will = after !== undefined && isSelected(after, tagsAfter(device));
    return { before: was, after: will, moved: was !== will };
  };
}

/** A sample shows name and serial only, so devices that share both need no further order. */
function compareDevices(a: LiveDevice, b: LiveDevice): number {
  return compareCodePoints(a.name, b.name) || compareCodePoints(a.serial, b.serial);
}

const sample = (devices: LiveDevice[]): DeviceSample[] =>
  devices
    .sort(compareDevices)
    .slice(0, DEVICE_SAMPLE_LIMIT)
    .map((device) => ({ name: device.name, serial: device.serial }));

/** The devices one change moves, over the networks given (those without devices read are skipped). */
export function deviceImpactOf(
  change: Change,
  networks: readonly string[],
  fleet: DeviceFleet,
  maxDevicePercent: (networkId: string) => number,
  minDevicesForPercent: (networkId: string) => number | undefined = () => undefined,
  planned: PlannedTags = NO_PLANNED_TAGS,
): DeviceImpact {
  let before = 0;
  let after = 0;
  const added: LiveDevice[] = [];
  const removed: LiveDevice[] = [];
  const byNetwork: NetworkDeviceShare[] = [];
  const evaluated: string[] = [];
  for (const networkId of networks) {
    const devices = fleet.get(networkId);
    if (devices === undefined) continue;
    evaluated.push(networkId);
    const standing = standingOf(change, networkId, planned.get(networkId));
    let moved = 0;
    for (const device of devices) {
      const where = standing(device);
      if (where.before) before += 1;
      if (where.after) after += 1;
      if (!where.moved) continue;
      moved += 1;
      if (where.after) added.push(device);
      if (where.before) removed.push(device);
    }
    const floor = minDevicesForPercent(networkId);
    byNetwork.push({
      networkId,
      devices: devices.length,
      moved,
      maxDevicePercent: maxDevicePercent(networkId),
      // Only when declared: plans made with the default keep their bytes and hashes.
      ...defined({ minDevicesForPercent: floor }),
    });
  }
  return {
    before,
    after,
    added: sample(added),
    removed: sample(removed),
    addedCount: added.length,
    removedCount: removed.length,
    networks: evaluated,
    byNetwork,
  };
}

/**
 * The plan with device data: every create, update and delete carries `devices` (counts, samples and
 * each network's share), the scope tags of created and updated objects are checked against the live
 * device tags (warnings), `devicesEvaluated` is true and the hash is recomputed. Pure.
 */
export function evaluateDevices(
  plan: Plan,
  desired: DesiredState,
  fleet: DeviceFleet,
  planned: PlannedTags = plannedTagsOfPlan(plan.changes, fleet),
): Plan {
  const changes = plan.changes.map((change) => {
    // A kind that counts its own devices (device tags: those whose membership moves) did so when planned.
    if (change.action === 'noop' || kindSpec(change.kind).countsOwnDevices === true) return change;
    const networks = deviceNetworksOfChange(change, desired);
    const limit = (networkId: string): number => maxDevicePercentOf(desired, change.orgId, networkId);
    const floor = (networkId: string) => minDevicesForPercentOf(desired, change.orgId, networkId);
    return { ...change, devices: deviceImpactOf(change, networks, fleet, limit, floor, planned) };
  });
  const linted = new Set(
    plan.changes.filter((c) => c.action === 'create' || c.action === 'update').map((c) => c.address),
  );
  const lint = lintDeviceTags(
    declarationsOf(desired).filter((declaration) => linted.has(declaration.address)),
    fleet,
  ).concat(lintSentryShadowing(desired, fleet, linted));
  const draft: Plan = {
    ...plan,
    changes,
    diagnostics: [...plan.diagnostics, ...lint].sort(compareDiagnostics),
    devicesEvaluated: true,
  };
  return { ...draft, planHash: computePlanHash(draft) };
}
