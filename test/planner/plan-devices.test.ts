import { describe, expect, it } from 'vitest';
import type { LiveDevice } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';
import { computePlanHash } from '../../src/plan-file/format.js';
import { DEVICE_SAMPLE_LIMIT, deviceImpactOf, evaluateDevices } from '../../src/planner/devices.js';
import { planChanges } from '../../src/planner/plan.js';
import { desiredState, group, liveFromDesired, network, options, organization } from './helpers/builders.js';

// What a plan shows of the devices a change moves (counts, samples, each network's share) decides the
// device-share refusal (exit 4); exact values, over a small fleet where every device's standing is known.

const device = (id: string, name: string, tags: string[], serial = `S-${id}`): LiveDevice => ({
  id,
  name,
  serial,
  tags,
});

function change(
  kind: Change['kind'],
  action: Change['action'],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Change {
  return {
    address: kind === 'sentry' ? 'org/1/sentry/W_1' : `network/N_1/${kind}/G`,
    kind,
    action,
    orgId: '1',
    before,
    after,
    fieldChanges: [],
    liveFingerprint: null,
  };
}

const fleet = new Map<string, LiveDevice[]>([
  [
    'N_1',
    [
      device('1', 'delta', ['kiosk']),
      device('2', 'bravo', ['laptop']),
      device('3', 'charlie', ['kiosk', 'laptop']),
      device('4', 'alpha', []),
    ],
  ],
  ['N_2', [device('5', 'echo', ['laptop'])]],
]);

const limits = (networkId: string): number => (networkId === 'N_1' ? 20 : 35);

describe('the devices a target group change moves', () => {
  it('counts before and after, names who enters and leaves, per network, skipping networks not read', () => {
    const update = change(
      'targetGroup',
      'update',
      { name: 'G', scope: 'withAny', tags: ['kiosk'] },
      { name: 'G', scope: 'withAny', tags: ['laptop'] },
    );
    expect(deviceImpactOf(update, ['N_1', 'N_X', 'N_2'], fleet, limits)).toEqual({
      before: 2,
      after: 3,
      added: [
        { name: 'bravo', serial: 'S-2' },
        { name: 'echo', serial: 'S-5' },
      ],
      removed: [{ name: 'delta', serial: 'S-1' }],
      addedCount: 2,
      removedCount: 1,
      networks: ['N_1', 'N_2'],
      byNetwork: [
        { networkId: 'N_1', devices: 4, moved: 2, maxDevicePercent: 20 },
        { networkId: 'N_2', devices: 1, moved: 1, maxDevicePercent: 35 },
      ],
    });
  });

  it('a create moves in every device it selects; a delete moves out every device it selected', () => {
    const scope = { name: 'G', scope: 'withAny', tags: ['laptop'] };
    const created = deviceImpactOf(change('targetGroup', 'create', null, scope), ['N_1'], fleet, limits);
    expect([created.before, created.after, created.addedCount, created.removedCount]).toEqual([0, 2, 2, 0]);
    expect(created.added).toEqual([
      { name: 'bravo', serial: 'S-2' },
      { name: 'charlie', serial: 'S-3' },
    ]);
    const deleted = deviceImpactOf(change('targetGroup', 'delete', scope, null), ['N_1'], fleet, limits);
    expect([deleted.before, deleted.after, deleted.addedCount, deleted.removedCount]).toEqual([2, 0, 0, 2]);
    expect(deleted.removed).toEqual([
      { name: 'bravo', serial: 'S-2' },
      { name: 'charlie', serial: 'S-3' },
    ]);
    expect(deleted.byNetwork).toEqual([{ networkId: 'N_1', devices: 4, moved: 2, maxDevicePercent: 20 }]);
  });

  it(`names at most ${DEVICE_SAMPLE_LIMIT} devices, by name then serial, and counts them all`, () => {
    const many = Array.from({ length: DEVICE_SAMPLE_LIMIT + 2 }, (_, i) =>
      // Two devices per name from the end: the serial breaks the tie.
      device(
        String(i),
        `d${String(Math.floor((DEVICE_SAMPLE_LIMIT + 1 - i) / 2)).padStart(2, '0')}`,
        ['x'],
        `S${i % 3}-${i}`,
      ),
    );
    const impact = deviceImpactOf(
      change('targetGroup', 'create', null, { name: 'G', scope: 'all', tags: [] }),
      ['N_1'],
      new Map([['N_1', many]]),
      limits,
    );
    const expected = [...many]
      .sort((a, b) => (a.name === b.name ? (a.serial < b.serial ? -1 : 1) : a.name < b.name ? -1 : 1))
      .slice(0, DEVICE_SAMPLE_LIMIT)
      .map(({ name, serial }) => ({ name, serial }));
    expect(impact.added).toEqual(expected);
    expect(impact.added).toHaveLength(10);
    expect(impact.addedCount).toBe(12);
    expect(impact.byNetwork).toEqual([{ networkId: 'N_1', devices: 12, moved: 12, maxDevicePercent: 20 }]);
  });
});

describe('the devices a sentry list change moves', () => {
  const policy = (groupPolicyId: string, scope: string, tags: string[], smNetworkId = 'N_1') => ({
    smNetworkId,
    groupPolicyId,
    scope,
    tags,
  });

  it('a device given another group policy moves (and is both added and removed); one kept does not', () => {
    const update = change(
      'sentry',
      'update',
      { networkId: 'W_1', policies: [policy('101', 'withAny', ['kiosk']), policy('100', 'all', [])] },
      { networkId: 'W_1', policies: [policy('102', 'withAny', ['laptop']), policy('100', 'all', [])] },
    );
    // delta: 101 -> 100; bravo: 100 -> 102; charlie: 101 -> 102; alpha: 100 -> 100.
    expect(deviceImpactOf(update, ['N_1'], fleet, limits)).toEqual({
      before: 4,
      after: 4,
      added: [
        { name: 'bravo', serial: 'S-2' },
        { name: 'charlie', serial: 'S-3' },
        { name: 'delta', serial: 'S-1' },
      ],
      removed: [
        { name: 'bravo', serial: 'S-2' },
        { name: 'charlie', serial: 'S-3' },
        { name: 'delta', serial: 'S-1' },
      ],
      addedCount: 3,
      removedCount: 3,
      networks: ['N_1'],
      byNetwork: [{ networkId: 'N_1', devices: 4, moved: 3, maxDevicePercent: 20 }],
    });
  });

  it('a new list assigns the devices its policies select; a deleted one frees them', () => {
    const list = { networkId: 'W_1', policies: [policy('102', 'withAny', ['laptop'])] };
    const created = deviceImpactOf(change('sentry', 'create', null, list), ['N_1', 'N_2'], fleet, limits);
    // The policy is on N_1: echo, on N_2, is not assigned by it.
    expect([created.before, created.after, created.addedCount, created.removedCount]).toEqual([0, 2, 2, 0]);
    const deleted = deviceImpactOf(change('sentry', 'delete', list, null), ['N_1', 'N_2'], fleet, limits);
    expect([deleted.before, deleted.after, deleted.addedCount, deleted.removedCount]).toEqual([2, 0, 0, 2]);
    expect(deleted.byNetwork).toEqual([
      { networkId: 'N_1', devices: 4, moved: 2, maxDevicePercent: 20 },
      { networkId: 'N_2', devices: 1, moved: 0, maxDevicePercent: 35 },
    ]);
  });
});

describe('a plan with device data', () => {
  // Built inside each test: a mutant is switched on per test, not while the file is collected.
  function made() {
    const desired = desiredState([
      organization('1', {
        networks: [
          network('N_1', [
            // Laptop: no device carries it, but laptop is carried; the update's tags are checked.
            group('Kiosks', 'withAny', ['laptop', 'Laptop']),
            // Same is unchanged, so its tag (another case than the devices') is not checked.
            group('Same', 'withAny', ['Kiosk']),
            group('New', 'withAny', ['kioks']),
          ]),
        ],
      }),
      // Declares nothing: its warning comes from the planner, at a later line than the tag warning.
      { ...organization('2', {}), source: { file: 'orgs/acme.yaml', line: 90, column: 5 } },
    ]);
    const live = liveFromDesired(desired);
    const liveGroups = live.organizations[0]?.networks[0]?.targetGroups ?? [];
    // Live, Kiosks selects kiosks (an update to laptops); New does not exist yet (a create).
    live.organizations[0]!.networks[0]!.targetGroups = liveGroups
      .filter((entry) => entry.name !== 'New')
      .map((entry) => (entry.name === 'Kiosks' ? { ...entry, tags: ['kiosk'] } : entry));
    const plan = planChanges(desired, live, options());
    return { plan, evaluated: evaluateDevices(plan, desired, fleet) };
  }

  it('gives every create, update and delete its devices, and a noop none', () => {
    const { evaluated } = made();
    expect(evaluated.changes.map((entry) => [entry.address, entry.action, entry.devices?.after])).toEqual([
      ['network/N_1/targetGroup/Kiosks', 'update', 2],
      ['network/N_1/targetGroup/New', 'create', 0],
      ['network/N_1/targetGroup/Same', 'noop', undefined],
    ]);
    expect(evaluated.changes[0]?.devices?.byNetwork).toEqual([
      { networkId: 'N_1', devices: 4, moved: 2, maxDevicePercent: 20 },
    ]);
  });

  it('warns about the tags of created and updated objects only, marks the plan evaluated and hashes it again', () => {
    const { plan, evaluated } = made();
    expect(evaluated.diagnostics.map((entry) => [entry.code, entry.message])).toEqual([
      [
        'tag-differs-from-live',
        'tag "Laptop" of target group "Kiosks" (network/N_1/targetGroup/Kiosks) matches no device in network N_1, but 2 devices carry "laptop"',
      ],
      [
        'tag-matches-no-device',
        'tag "kioks" of target group "New" (network/N_1/targetGroup/New) matches no device in network N_1',
      ],
      ['nothing-to-manage', expect.stringContaining('organization 2')],
    ]);
    expect(plan.devicesEvaluated).toBe(false);
    expect(evaluated.devicesEvaluated).toBe(true);
    expect(evaluated.planHash).toBe(computePlanHash(evaluated));
    expect(evaluated.planHash).not.toBe(plan.planHash);
  });
});
