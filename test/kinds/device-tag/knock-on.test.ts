import { describe, expect, it } from 'vitest';
import { knockOnOf, movedDevices } from '../../../src/kinds/device-tag/knock-on.js';
import { planNetworkTags, plannedTags } from '../../../src/kinds/device-tag/membership.js';
import { selectingObjects } from '../../../src/kinds/device-tag/selecting-objects.js';
import type { LiveOrganization } from '../../../src/model/live.js';
import type { DesiredOrganization } from '../../../src/model/desired.js';
import { DEFAULT_POLICY } from '../../../src/model/desired.js';

const at = { file: 'a.yaml', line: 1, column: 1 };
const devices = [
  { id: 'd1', name: 'Till 1', serial: 'Q-1', tags: ['kiosk'] },
  { id: 'd2', name: 'Till 2', serial: 'Q-2', tags: [] },
  { id: 'd3', name: 'Till 3', serial: 'Q-3', tags: ['byod'] },
];
const live: LiveOrganization = {
  id: '1',
  adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['kiosk'] }],
  sentryPolicies: [
    {
      networkId: 'N_1',
      policies: [
        { policyId: 'p1', smNetworkId: 'N_1', groupPolicyId: '101', scope: 'withAny', tags: ['kiosk'] },
        { policyId: 'p2', smNetworkId: 'N_1', groupPolicyId: '102', scope: 'withAny', tags: ['byod'] },
      ],
    },
  ],
  networks: [
    {
      id: 'N_1',
      targetGroups: [
        { id: 'g1', name: 'Kiosks', scope: 'withAny', tags: ['kiosk'] },
        { id: 'g2', name: 'Everything', scope: 'all', tags: [] },
      ],
    },
  ],
};

/** The organization declares no group, role or sentry list: the live ones stand. */
const undeclared: DesiredOrganization = { id: '1', policy: DEFAULT_POLICY, networks: [], source: at };

// kiosk moves from Till 1 to Till 2 and Till 3.
const tagPlan = planNetworkTags(
  'N_1',
  [
    {
      tag: 'kiosk',
      serials: ['Q-2', 'Q-3'].map((serial) => ({ serial, source: at })),
      protected: false,
      source: at,
    },
  ],
  devices,
).tags;

describe('the knock-on effect of a tag change', () => {
  it('lists the groups, roles and sentry lists that gain, lose or re-assign devices', () => {
    const effects = knockOnOf(tagPlan[0]!, selectingObjects(undeclared, live, 'N_1'), plannedTags(tagPlan));
    expect(
      effects.map((e) => [
        e.address,
        e.gained.map((d) => d.serial),
        e.lost.map((d) => d.serial),
        e.changed.map((d) => d.serial),
      ]),
    ).toEqual([
      ['network/N_1/targetGroup/Kiosks', ['Q-2', 'Q-3'], ['Q-1'], []],
      ['org/1/adminRole/Helpdesk', ['Q-2', 'Q-3'], ['Q-1'], []],
      // Till 3 had policy 102 through byod; kiosk, higher in the list, now gives it 101.
      ['org/1/sentry/N_1', ['Q-2'], ['Q-1'], ['Q-3']],
    ]);
    expect(movedDevices(tagPlan)).toBe(3);
  });

  it('judges each object as the config declares it when its scope changes in the same plan', () => {
    const declared: DesiredOrganization = {
      ...undeclared,
      networks: [
        {
          id: 'N_1',
          policy: DEFAULT_POLICY,
          source: at,
          targetGroups: [
            { name: 'Kiosks', scope: 'withAll', tags: ['byod', 'kiosk'], protected: false, source: at },
          ],
        },
      ],
    };
    const effects = knockOnOf(tagPlan[0]!, selectingObjects(declared, live, 'N_1'), plannedTags(tagPlan));
    const group = effects.find((e) => e.address === 'network/N_1/targetGroup/Kiosks');
    // withAll [byod, kiosk]: only Till 3 holds both after the plan.
    expect(group).toMatchObject({ gained: [{ serial: 'Q-3' }], lost: [], gainedCount: 1, lostCount: 0 });
    // Declared without it, the group is not there to gain or lose devices.
    const without = { ...declared, networks: [{ ...declared.networks[0]!, targetGroups: [] }] };
    expect(
      knockOnOf(tagPlan[0]!, selectingObjects(without, live, 'N_1'), plannedTags(tagPlan)).map(
        (e) => e.address,
      ),
    ).not.toContain('network/N_1/targetGroup/Kiosks');
  });
});
