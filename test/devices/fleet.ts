import type { Seed, SeedDevice } from '../../src/emulator/index.js';

/**
 * A deterministic fleet: device number g carries tags by arithmetic, so a test can state which devices a
 * scope selects with plain predicates that share nothing with the evaluator.
 */
export const FLEET_NETWORKS: readonly { id: string; size: number }[] = [
  { id: 'N_A', size: 1100 },
  { id: 'N_B', size: 300 },
  { id: 'N_C', size: 200 },
  { id: 'N_D', size: 150 },
];

export interface FleetDevice {
  networkId: string;
  id: string;
  name: string;
  serial: string;
  tags: string[];
}

/** The tags of device number g: laptop every 2nd, finance every 3rd, emea every 5th, kiosk every 7th, Kiosk every 11th. */
export function tagsOf(g: number): string[] {
  const tags: string[] = [];
  if (g % 2 === 0) tags.push('laptop');
  if (g % 3 === 0) tags.push('finance');
  if (g % 5 === 0) tags.push('emea');
  if (g % 7 === 0) tags.push('kiosk');
  if (g % 11 === 0) tags.push('Kiosk');
  return tags;
}

export function buildFleet(): FleetDevice[] {
  const devices: FleetDevice[] = [];
  let g = 0;
  for (const network of FLEET_NETWORKS) {
    for (let i = 0; i < network.size; i += 1, g += 1) {
      devices.push({
        networkId: network.id,
        id: String(100000 + g),
        name: `DEV-${String(g).padStart(5, '0')}`,
        serial: `Q2XX-${String(g).padStart(6, '0')}`,
        tags: tagsOf(g),
      });
    }
  }
  return devices;
}

export function seedDevices(fleet: readonly FleetDevice[], networkId: string): SeedDevice[] {
  return fleet
    .filter((device) => device.networkId === networkId)
    .map(({ id, name, serial, tags }) => ({ id, name, serial, tags, osName: 'iOS 17' }));
}

/** Ids of the devices of the given networks that satisfy a predicate over their tags, sorted. */
export function idsWhere(
  fleet: readonly FleetDevice[],
  networks: readonly string[],
  predicate: (has: (tag: string) => boolean) => boolean,
): string[] {
  return fleet
    .filter((device) => networks.includes(device.networkId))
    .filter((device) => predicate((tag) => device.tags.includes(tag)))
    .map((device) => device.id)
    .sort();
}

/** The live side of the fleet scenarios: roles, two sentry lists and target groups over the fleet. */
export function fleetSeed(fleet: readonly FleetDevice[] = buildFleet()): Seed {
  return {
    organizations: [
      {
        id: '5001',
        name: 'Fleet',
        adminRoles: [
          { roleId: 'r1', name: 'R all_tags', scope: 'all_tags', tags: ['laptop'] },
          { roleId: 'r2', name: 'R some', scope: 'some', tags: ['kiosk'] },
          {
            roleId: 'r3',
            name: 'R without_all_tags',
            scope: 'without_all_tags',
            tags: ['laptop', 'finance'],
          },
          { roleId: 'r4', name: 'R without_some', scope: 'without_some', tags: ['emea'] },
        ],
        sentryPolicies: [
          {
            networkId: 'W_1',
            policies: [
              {
                policyId: 'p1',
                smNetworkId: 'N_B',
                groupPolicyId: '101',
                scope: 'withAny',
                tags: ['finance'],
              },
              { policyId: 'p2', smNetworkId: 'N_B', groupPolicyId: '100', scope: 'all', tags: [] },
            ],
          },
        ],
        networks: [
          {
            id: 'N_A',
            devices: seedDevices(fleet, 'N_A'),
            targetGroups: [
              { id: 't1', name: 'G all', scope: 'none', tags: [] },
              { id: 't2', name: 'G withAny', scope: 'withAny', tags: ['laptop'] },
              { id: 't3', name: 'G withAll', scope: 'withAll', tags: ['laptop'] },
              { id: 't4', name: 'G withoutAny', scope: 'withoutAny', tags: ['emea'] },
              { id: 't5', name: 'G withoutAll', scope: 'withoutAll', tags: ['laptop', 'finance'] },
              { id: 't6', name: 'G none', scope: 'all', tags: [] },
            ],
          },
          { id: 'N_B', devices: seedDevices(fleet, 'N_B'), targetGroups: [] },
          {
            id: 'N_C',
            devices: seedDevices(fleet, 'N_C'),
            targetGroups: [{ id: 't7', name: 'G old', scope: 'withAll', tags: ['finance', 'emea'] }],
          },
          { id: 'N_D', devices: seedDevices(fleet, 'N_D') },
          { id: 'W_1' },
          { id: 'W_2' },
        ],
      },
    ],
  };
}
