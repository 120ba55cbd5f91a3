import { describe, expect, it } from 'vitest';
import type { LiveDevice } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';
import { isMoved } from '../../src/model/scoped-device.js';
import { scopedDevices } from '../../src/planner/scope-devices.js';

// What `smform scope ADDRESS` lists: every device an object selects now or after the plan, in network,
// name, serial, id order, with the group policy a sentry list gives it.

const device = (id: string, name: string, serial: string, tags: string[]): LiveDevice => ({
  id,
  name,
  serial,
  tags,
});

const fleet = new Map<string, LiveDevice[]>([
  [
    'N_2',
    // Serials in another order than networks and names: the serial only breaks a tie.
    [
      device('9', 'zulu', 'S0', ['kiosk']),
      device('8', 'alpha', 'S8', ['laptop']),
      device('7', 'mike', 'S7', []),
    ],
  ],
  [
    'N_1',
    [
      device('3', 'kilo', 'S3', ['kiosk']),
      device('2', 'kilo', 'S2', ['kiosk', 'laptop']),
      device('6', 'kilo', 'S2', ['laptop']),
      device('5', 'kilo', 'S2', ['laptop']),
      device('1', 'bravo', 'S1', []),
    ],
  ],
]);

function change(
  kind: Change['kind'],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Change {
  return {
    address: 'x',
    kind,
    action: before === null ? 'create' : after === null ? 'delete' : 'update',
    orgId: '1',
    before,
    after,
    fieldChanges: [],
    liveFingerprint: null,
  };
}

describe('the devices an object selects', () => {
  it('a target group: selected now or after, by network, name, serial, id; neither is left out', () => {
    const rows = scopedDevices(
      change('targetGroup', { scope: 'withAny', tags: ['kiosk'] }, { scope: 'withAny', tags: ['laptop'] }),
      ['N_2', 'N_1', 'N_3'],
      fleet,
    );
    expect(rows).toEqual([
      { networkId: 'N_1', id: '2', name: 'kilo', serial: 'S2', now: true, after: true },
      { networkId: 'N_1', id: '5', name: 'kilo', serial: 'S2', now: false, after: true },
      { networkId: 'N_1', id: '6', name: 'kilo', serial: 'S2', now: false, after: true },
      { networkId: 'N_1', id: '3', name: 'kilo', serial: 'S3', now: true, after: false },
      { networkId: 'N_2', id: '8', name: 'alpha', serial: 'S8', now: false, after: true },
      { networkId: 'N_2', id: '9', name: 'zulu', serial: 'S0', now: true, after: false },
    ]);
    expect(rows.map(isMoved)).toEqual([false, true, true, true, true, true]);
  });

  it('a network whose devices were not read lists none, even for a scope of all', () => {
    expect(scopedDevices(change('targetGroup', null, { scope: 'all', tags: [] }), ['N_3'], fleet)).toEqual(
      [],
    );
  });

  it('a created or deleted group selects on one side only', () => {
    const scope = { scope: 'withAny', tags: ['kiosk'] };
    expect(scopedDevices(change('targetGroup', null, scope), ['N_2'], fleet)).toEqual([
      { networkId: 'N_2', id: '9', name: 'zulu', serial: 'S0', now: false, after: true },
    ]);
    expect(scopedDevices(change('targetGroup', scope, null), ['N_2'], fleet)).toEqual([
      { networkId: 'N_2', id: '9', name: 'zulu', serial: 'S0', now: true, after: false },
    ]);
  });

  it('a sentry list: the group policy now and after; a device no policy assigns is left out', () => {
    const policy = (groupPolicyId: string, scope: string, tags: string[]) => ({
      smNetworkId: 'N_2',
      groupPolicyId,
      scope,
      tags,
    });
    const rows = scopedDevices(
      change(
        'sentry',
        { networkId: 'W_1', policies: [policy('101', 'withAny', ['kiosk'])] },
        {
          networkId: 'W_1',
          policies: [policy('102', 'withAny', ['laptop']), policy('101', 'withAny', ['kiosk'])],
        },
      ),
      ['N_2'],
      fleet,
    );
    expect(rows).toStrictEqual([
      { networkId: 'N_2', id: '8', name: 'alpha', serial: 'S8', now: false, after: true, afterPolicy: '102' },
      {
        networkId: 'N_2',
        id: '9',
        name: 'zulu',
        serial: 'S0',
        now: true,
        after: true,
        nowPolicy: '101',
        afterPolicy: '101',
      },
    ]);
    expect(rows.map(isMoved)).toEqual([true, false]);
    // A device the list assigns now only.
    const freed = scopedDevices(
      change(
        'sentry',
        { networkId: 'W_1', policies: [policy('101', 'withAny', ['kiosk'])] },
        { networkId: 'W_1', policies: [] },
      ),
      ['N_2'],
      fleet,
    );
    expect(freed).toStrictEqual([
      { networkId: 'N_2', id: '9', name: 'zulu', serial: 'S0', now: true, after: false, nowPolicy: '101' },
    ]);
    // Another group policy on both sides is a move.
    expect(isMoved({ ...rows[1]!, afterPolicy: '102' })).toBe(true);
  });
});
