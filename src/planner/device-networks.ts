import type { DesiredState } from '../model/desired.js';
import { DEFAULT_POLICY } from '../model/desired.js';
import type { Change, Plan } from '../model/plan.js';
import { kindSpec } from '../kinds/registry.js';
import { compareCodePoints } from '../canonical/compare.js';

/** A network whose devices a plan needs, with the organization it belongs to. */
export interface DeviceNetworkRef {
  orgId: string;
  networkId: string;
}

export { smNetworksOf } from '../kinds/sm-networks.js';

/**
 * The networks whose devices an object selects from: a target group's own network, the `smNetwork`s of
 * a sentry list (before and after), every declared SM network of a role's organization.
 */
export function scopeNetworksOf(change: Change, desired: DesiredState): string[] {
  return kindSpec(change.kind).scopeNetworks(change, desired);
}

/** The networks whose devices a change can move: its scope networks, none for a noop. */
export function deviceNetworksOfChange(change: Change, desired: DesiredState): string[] {
  return change.action === 'noop' ? [] : scopeNetworksOf(change, desired);
}

/** Every network the plan's changes need devices of, each once, in organization then network order. */
export function deviceNetworksOfPlan(plan: Plan, desired: DesiredState): DeviceNetworkRef[] {
  const seen = new Set<string>();
  const refs: DeviceNetworkRef[] = [];
  for (const change of plan.changes) {
    for (const networkId of deviceNetworksOfChange(change, desired)) {
      if (seen.has(networkId)) continue;
      seen.add(networkId);
      refs.push({ orgId: change.orgId, networkId });
    }
  }
  return refs.sort(
    (a, b) => compareCodePoints(a.orgId, b.orgId) || compareCodePoints(a.networkId, b.networkId),
  );
}

/** A network's declared `minDevicesForPercent` (its own policy, else its organization's), or undefined. */
export function minDevicesForPercentOf(
  desired: DesiredState,
  orgId: string,
  networkId: string,
): number | undefined {
  const org = desired.organizations.find((candidate) => candidate.id === orgId);
  const network = org?.networks.find((candidate) => candidate.id === networkId);
  return (network ?? org)?.policy.minDevicesForPercent;
}

/** A network's `maxDevicePercent`: its own policy when declared, else its organization's. */
export function maxDevicePercentOf(desired: DesiredState, orgId: string, networkId: string): number {
  const org = desired.organizations.find((candidate) => candidate.id === orgId);
  const network = org?.networks.find((candidate) => candidate.id === networkId);
  return (network ?? org)?.policy.maxDevicePercent ?? DEFAULT_POLICY.maxDevicePercent;
}
