import { describe, expect, it } from 'vitest';
import type { Change, NetworkDeviceShare } from '../../src/model/plan.js';
import { isDeviceGated, refuseDeviceShare } from '../../src/planner/device-safety.js';
import { planChanges } from '../../src/planner/plan.js';
import { desiredState, options } from './helpers/builders.js';

// The device-share rule decides exit 4: a change moving more than `maxDevicePercent` of a network's
// devices needs --force. Exactly at the limit passes; one device past it is refused.

const empty = planChanges(desiredState([]), { organizations: [] }, options());

function change(
  kind: Change['kind'],
  action: Change['action'],
  byNetwork: NetworkDeviceShare[],
  address = `network/N_1/${kind}/G`,
): Change {
  return {
    address,
    kind,
    action,
    orgId: '1',
    before: null,
    after: null,
    fieldChanges: [],
    liveFingerprint: null,
    devices: {
      before: 0,
      after: 0,
      added: [],
      removed: [],
      addedCount: 0,
      removedCount: 0,
      networks: byNetwork.map((share) => share.networkId),
      byNetwork,
    },
  };
}

const share = (
  moved: number,
  devices: number,
  maxDevicePercent = 20,
  networkId = 'N_1',
): NetworkDeviceShare => ({
  networkId,
  devices,
  moved,
  maxDevicePercent,
});

const refusals = (changes: Change[], force?: boolean) =>
  refuseDeviceShare({
    plan: { ...empty, changes },
    desired: undefined,
    options: force === undefined ? {} : { force },
  });

describe('the device-share rule', () => {
  it('allows exactly the share, refuses one device past it, with the count and the percent', () => {
    expect(refusals([change('targetGroup', 'update', [share(20, 100)])])).toEqual([]);
    expect(refusals([change('targetGroup', 'update', [share(21, 100)])])).toEqual([
      {
        rule: 'devices',
        address: 'network/N_1/targetGroup/G',
        message:
          'network/N_1/targetGroup/G would move 21 of 100 devices of network N_1 into or out of scope (21%, more than the 20% allowed)',
        flag: '--force',
      },
    ]);
    // The comparison is exact, not on the rounded percent: 1 of 3 is over 33%.
    const floor0 = (moved: number, devices: number, max?: number) => ({
      ...share(moved, devices, max),
      minDevicesForPercent: 0,
    });
    expect(refusals([change('targetGroup', 'update', [floor0(1, 3, 33)])])[0]?.message).toBe(
      'network/N_1/targetGroup/G would move 1 of 3 devices of network N_1 into or out of scope (33%, more than the 33% allowed)',
    );
    expect(refusals([change('targetGroup', 'update', [floor0(1, 4, 25)])])).toEqual([]);
    // A network of one device, with the floor at 0.
    expect(refusals([change('targetGroup', 'update', [floor0(1, 1)])])[0]?.message).toBe(
      'network/N_1/targetGroup/G would move 1 of 1 device of network N_1 into or out of scope (100%, more than the 20% allowed)',
    );
  });

  it('applies the percentage only from minDevicesForPercent devices (default 10)', () => {
    expect(refusals([change('targetGroup', 'update', [share(1, 9, 5)])])).toEqual([]);
    expect(refusals([change('targetGroup', 'update', [share(1, 10, 5)])])).toHaveLength(1);
    const floor = (devices: number) => ({ ...share(1, devices, 5), minDevicesForPercent: 12 });
    expect(refusals([change('targetGroup', 'update', [floor(11)])])).toEqual([]);
    expect(refusals([change('targetGroup', 'update', [floor(12)])])).toHaveLength(1);
  });

  it('counts with thousands separators and names each network over its limit', () => {
    const found = refusals([
      change('sentry', 'update', [
        share(5000, 12_345, 20, 'N_A'),
        share(1, 10, 20, 'N_B'),
        share(3, 10, 20, 'N_C'),
      ]),
    ]);
    expect(found.map((r) => r.message)).toEqual([
      'network/N_1/sentry/G would move 5,000 of 12,345 devices of network N_A into or out of scope (41%, more than the 20% allowed)',
      'network/N_1/sentry/G would move 3 of 10 devices of network N_C into or out of scope (30%, more than the 20% allowed)',
    ]);
  });

  it('an empty network moves nothing; --force allows every share', () => {
    expect(refusals([change('targetGroup', 'delete', [share(0, 0, 0)])])).toEqual([]);
    expect(refusals([change('targetGroup', 'update', [share(10, 10)])], true)).toEqual([]);
    expect(refusals([change('targetGroup', 'update', [share(10, 10)])], false)).toHaveLength(1);
  });

  it('gates updates and deletes of any kind and every sentry change; not creates of groups or roles, not noops', () => {
    const all = [share(10, 10)];
    expect(isDeviceGated(change('targetGroup', 'noop', all))).toBe(false);
    expect(isDeviceGated(change('sentry', 'noop', all))).toBe(false);
    expect(isDeviceGated(change('targetGroup', 'create', all))).toBe(false);
    expect(isDeviceGated(change('adminRole', 'create', all))).toBe(false);
    expect(isDeviceGated(change('sentry', 'create', all))).toBe(true);
    expect(isDeviceGated(change('targetGroup', 'update', all))).toBe(true);
    expect(isDeviceGated(change('adminRole', 'delete', all))).toBe(true);
    expect(
      refusals([change('targetGroup', 'create', all), change('sentry', 'create', all, 'org/1/sentry/N_1')]),
    ).toEqual([expect.objectContaining({ address: 'org/1/sentry/N_1' })]);
    const withoutDevices = { ...change('targetGroup', 'update', []) };
    delete withoutDevices.devices;
    expect(refusals([withoutDevices])).toEqual([]);
  });
});
