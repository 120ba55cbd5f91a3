import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { readNetworkDevices } from '../../src/live/index.js';
import type { DesiredState } from '../../src/model/desired.js';
import type { Change, Plan } from '../../src/model/plan.js';
import {
  checkSafety,
  deviceNetworksOfPlan,
  evaluateDevices,
  scopedDevices,
  scopeNetworksOf,
} from '../../src/planner/index.js';
import { call } from '../helpers/emulator.js';
import { startHarness, type Harness } from '../integration/harness.js';
import { buildFleet, fleetSeed, FLEET_NETWORKS, idsWhere } from './fleet.js';

const fleet = buildFleet();
const ALL = FLEET_NETWORKS.map((network) => network.id);

const CONFIG = `
organizations:
  - id: "5001"
    policy: { maxDevicePercent: 100 }
    adminRoles:
      - { name: R all_tags, scope: all_tags, tags: [laptop, emea] }
      - { name: R some, scope: some, tags: [kiosk, finance] }
      - { name: R without_all_tags, scope: without_all_tags, tags: [laptop] }
      - { name: R without_some, scope: without_some, tags: [emea, finance] }
      - { name: R new, scope: some, tags: [Kiosk] }
    sentryPolicies:
      - network: W_1
        policies:
          - { smNetwork: N_B, groupPolicyId: "102", scope: withAny, tags: [kiosk] }
          - { smNetwork: N_B, groupPolicyId: "101", scope: withAny, tags: [finance] }
          - { smNetwork: N_B, groupPolicyId: "100", scope: all }
      - network: W_2
        policies:
          - { smNetwork: N_D, groupPolicyId: "200", scope: withoutAll, tags: [laptop, emea] }
    networks:
      - id: N_A
        targetGroups:
          - { name: G all, scope: all }
          - { name: G withAny, scope: withAny, tags: [laptop, finance] }
          - { name: G withAll, scope: withAll, tags: [laptop, finance] }
          - { name: G withoutAny, scope: withoutAny, tags: [emea, kiosk] }
          - { name: G withoutAll, scope: withoutAll, tags: [laptop] }
          - { name: G none, scope: none }
      - id: N_B
        targetGroups:
          - { name: G new, scope: withAny, tags: [kiosk] }
      - id: N_C
        policy: { prune: true }
        targetGroups: []
      - id: N_D
`;

type Has = (tag: string) => boolean;
const nothing = (): boolean => false;
const everything = (): boolean => true;

/** Every scope kind and vocabulary: the devices selected before and after, as plain predicates. */
const expectations: {
  address: string;
  networks: string[];
  before: (has: Has) => boolean;
  after: (has: Has) => boolean;
}[] = [
  { address: 'network/N_A/targetGroup/G all', networks: ['N_A'], before: nothing, after: everything },
  {
    address: 'network/N_A/targetGroup/G withAny',
    networks: ['N_A'],
    before: (has) => has('laptop'),
    after: (has) => has('laptop') || has('finance'),
  },
  {
    address: 'network/N_A/targetGroup/G withAll',
    networks: ['N_A'],
    before: (has) => has('laptop'),
    after: (has) => has('laptop') && has('finance'),
  },
  {
    address: 'network/N_A/targetGroup/G withoutAny',
    networks: ['N_A'],
    before: (has) => !has('emea'),
    after: (has) => !has('emea') && !has('kiosk'),
  },
  {
    address: 'network/N_A/targetGroup/G withoutAll',
    networks: ['N_A'],
    before: (has) => !(has('laptop') && has('finance')),
    after: (has) => !has('laptop'),
  },
  { address: 'network/N_A/targetGroup/G none', networks: ['N_A'], before: everything, after: nothing },
  {
    address: 'network/N_B/targetGroup/G new',
    networks: ['N_B'],
    before: nothing,
    after: (has) => has('kiosk'),
  },
  {
    address: 'network/N_C/targetGroup/G old',
    networks: ['N_C'],
    before: (has) => has('finance') && has('emea'),
    after: nothing,
  },
  {
    address: 'org/5001/adminRole/R all_tags',
    networks: ALL,
    before: (has) => has('laptop'),
    after: (has) => has('laptop') && has('emea'),
  },
  {
    address: 'org/5001/adminRole/R some',
    networks: ALL,
    before: (has) => has('kiosk'),
    after: (has) => has('kiosk') || has('finance'),
  },
  {
    address: 'org/5001/adminRole/R without_all_tags',
    networks: ALL,
    before: (has) => !(has('laptop') && has('finance')),
    after: (has) => !has('laptop'),
  },
  {
    address: 'org/5001/adminRole/R without_some',
    networks: ALL,
    before: (has) => !has('emea'),
    after: (has) => !has('emea') && !has('finance'),
  },
  { address: 'org/5001/adminRole/R new', networks: ALL, before: nothing, after: (has) => has('Kiosk') },
  // Sentry: a device is in scope when some policy of the list gives it a group policy.
  { address: 'org/5001/sentry/W_1', networks: ['N_B'], before: everything, after: everything },
  {
    address: 'org/5001/sentry/W_2',
    networks: ['N_D'],
    before: nothing,
    after: (has) => !(has('laptop') && has('emea')),
  },
];

/** Devices whose sentry group policy changes: on W_1, the kiosk devices move to 102. */
const sentryMoved: Record<string, (has: Has) => boolean> = {
  'org/5001/sentry/W_1': (has) => has('kiosk'),
  'org/5001/sentry/W_2': (has) => !(has('laptop') && has('emea')),
};

const sorted = (ids: Iterable<string>): string[] => [...ids].sort();
const nameOf = new Map(fleet.map((device) => [device.id, device.name]));

let harness: Harness;
let desired: DesiredState;
let planned: Plan;

function changeAt(address: string): Change {
  const change = planned.changes.find((candidate) => candidate.address === address);
  if (change === undefined) throw new Error(`no change at ${address}`);
  return change;
}

async function withDetails(emulator: RunningEmulator, networkId: string): Promise<Record<string, string[]>> {
  const answer = await call(emulator, 'GET', `/networks/${networkId}/sm/targetGroups?withDetails=true`);
  expect(answer.status, answer.text).toBe(200);
  const groups = answer.body as { name: string; deviceIds: string[] }[];
  return Object.fromEntries(groups.map((group) => [group.name, sorted(group.deviceIds)]));
}

describe(`blast radius on a seeded fleet of ${fleet.length} devices over ${FLEET_NETWORKS.length} networks`, () => {
  beforeAll(async () => {
    harness = await startHarness(fleetSeed(fleet));
    desired = harness.desired(CONFIG);
    const bare = await harness.plan(desired, { allowDelete: true, force: true });
    const devices = await readNetworkDevices(harness.client, deviceNetworksOfPlan(bare, desired));
    planned = evaluateDevices(bare, desired, devices);
    return () => harness.emulator.close();
  });

  it('has at least 1,000 devices and plans a change for every expectation', () => {
    expect(fleet.length).toBeGreaterThanOrEqual(1000);
    expect(planned.devicesEvaluated).toBe(true);
    const active = planned.changes
      .filter((change) => change.action !== 'noop')
      .map((change) => change.address);
    expect(sorted(active)).toEqual(sorted(expectations.map((entry) => entry.address)));
  });

  it.each(expectations)(
    '$address: the exact devices before and after',
    async ({ address, networks, before, after }) => {
      const change = changeAt(address);
      expect(scopeNetworksOf(change, desired)).toEqual(networks);
      const devices = await readNetworkDevices(
        harness.client,
        networks.map((networkId) => ({ orgId: '5001', networkId })),
      );
      const rows = scopedDevices(change, networks, devices);
      expect(sorted(rows.filter((row) => row.now).map((row) => row.id))).toEqual(
        idsWhere(fleet, networks, before),
      );
      expect(sorted(rows.filter((row) => row.after).map((row) => row.id))).toEqual(
        idsWhere(fleet, networks, after),
      );
    },
  );

  it.each(expectations)(
    '$address: counts, samples and shares in the plan',
    ({ address, networks, before, after }) => {
      const impact = changeAt(address).devices;
      const beforeIds = idsWhere(fleet, networks, before);
      const afterIds = idsWhere(fleet, networks, after);
      const moved = sentryMoved[address];
      const added =
        moved === undefined
          ? afterIds.filter((id) => !beforeIds.includes(id))
          : idsWhere(fleet, networks, (has) => moved(has) && after(has));
      const removed =
        moved === undefined
          ? beforeIds.filter((id) => !afterIds.includes(id))
          : idsWhere(fleet, networks, (has) => moved(has) && before(has));
      expect(impact).toBeDefined();
      expect({
        before: impact?.before,
        after: impact?.after,
        addedCount: impact?.addedCount,
        removedCount: impact?.removedCount,
        networks: impact?.networks,
      }).toEqual({
        before: beforeIds.length,
        after: afterIds.length,
        addedCount: added.length,
        removedCount: removed.length,
        networks,
      });
      // Samples: the first ten by name (names follow the id order in this fleet).
      expect(impact?.added.map((device) => device.name)).toEqual(
        added.slice(0, 10).map((id) => nameOf.get(id)),
      );
      expect(impact?.removed.map((device) => device.name)).toEqual(
        removed.slice(0, 10).map((id) => nameOf.get(id)),
      );
      const movedIds = new Set([...added, ...removed]);
      expect(impact?.byNetwork).toEqual(
        networks.map((networkId) => ({
          networkId,
          devices: fleet.filter((device) => device.networkId === networkId).length,
          moved: fleet.filter((device) => device.networkId === networkId && movedIds.has(device.id)).length,
          maxDevicePercent: 100,
        })),
      );
    },
  );

  it("agrees with the emulator's withDetails before the apply and after it, then plans nothing", async () => {
    const groups = expectations.filter((entry) => entry.address.includes('/targetGroup/'));
    const nameIn = (address: string): string => address.split('/').at(-1) ?? '';
    const networkIn = (address: string): string => address.split('/')[1] ?? '';
    for (const entry of groups) {
      const live = await withDetails(harness.emulator, networkIn(entry.address));
      if (changeAt(entry.address).action === 'create') expect(live[nameIn(entry.address)]).toBeUndefined();
      else expect(live[nameIn(entry.address)]).toEqual(idsWhere(fleet, entry.networks, entry.before));
    }
    expect(checkSafety(planned, desired, { allowDelete: true, force: true })).toEqual([]);
    const result = await harness.apply(planned);
    expect(result.ok).toBe(true);
    for (const entry of groups) {
      const live = await withDetails(harness.emulator, networkIn(entry.address));
      if (changeAt(entry.address).action === 'delete') expect(live[nameIn(entry.address)]).toBeUndefined();
      else expect(live[nameIn(entry.address)]).toEqual(idsWhere(fleet, entry.networks, entry.after));
    }
    const mark = harness.emulator.requestLog.length;
    const again = await harness.plan(desired);
    expect(again.changes.filter((change) => change.action !== 'noop')).toEqual([]);
    const reads = await readNetworkDevices(harness.client, deviceNetworksOfPlan(again, desired));
    expect(reads.size).toBe(0);
    expect(
      harness.emulator.requestLog.slice(mark).filter((entry) => entry.path.endsWith('/sm/devices')),
    ).toEqual([]);
  });
});
