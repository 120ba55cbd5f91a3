import type { DesiredState } from '../model/desired.js';
import type { LiveDevice, LiveState } from '../model/live.js';
import type { ReadSet } from '../live/scopes.js';
import { smNetworksOf, type DeviceNetworkRef } from '../planner/device-networks.js';
import { compareCodePoints } from '../canonical/compare.js';

/**
 * The networks a snapshot records devices of, so any plan made from it can evaluate its blast radius:
 * every SM network each organization declares (its networks and its sentry `smNetwork`s) and every
 * `smNetwork` a live sentry policy points at, for the organizations in `scopes`.
 */
export function snapshotDeviceNetworks(
  desired: DesiredState,
  live: LiveState,
  scopes: ReadSet,
): DeviceNetworkRef[] {
  const refs: DeviceNetworkRef[] = [];
  const seen = new Set<string>();
  for (const scope of scopes.organizations) {
    const org = desired.organizations.find((candidate) => candidate.id === scope.orgId);
    const liveOrg = live.organizations.find((candidate) => candidate.id === scope.orgId);
    const ids = new Set(org === undefined ? [] : smNetworksOf(org));
    for (const assignment of liveOrg?.sentryPolicies ?? []) {
      for (const policy of assignment.policies) ids.add(policy.smNetworkId);
    }
    for (const networkId of [...ids].sort(compareCodePoints)) {
      if (seen.has(networkId)) continue;
      seen.add(networkId);
      refs.push({ orgId: scope.orgId, networkId });
    }
  }
  return refs;
}

/** The live state with each network's devices recorded (networks read only for devices are added). */
export function withDevices(
  live: LiveState,
  refs: readonly DeviceNetworkRef[],
  devices: ReadonlyMap<string, readonly LiveDevice[]>,
): LiveState {
  return {
    organizations: live.organizations.map((org) => {
      const networks = org.networks.map((network) => {
        const found = devices.get(network.id);
        return found === undefined ? network : { ...network, devices: [...found] };
      });
      for (const ref of refs) {
        const found = devices.get(ref.networkId);
        if (ref.orgId !== org.id || found === undefined) continue;
        if (!networks.some((network) => network.id === ref.networkId)) {
          networks.push({ id: ref.networkId, devices: [...found] });
        }
      }
      return { ...org, networks };
    }),
  };
}
