import { describe, expect, it } from 'vitest';
import { knockOnOf } from '../../../src/kinds/device-tag/knock-on.js';
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

describe('the order and reach of knock-on entries', () => {
  const kioskIn = (tags: readonly string[]) => (tags.includes('kiosk') ? 'in' : undefined);
  const object = (
    address: string,
    tags: string[],
    standing: (tags: readonly string[]) => string | undefined,
  ) => ({
    address,
    kind: 'targetGroup',
    tags,
    standing,
  });
  // Two devices named "T" (their serials decide), one named "A"; Old loses kiosk. Every mover also gains
  // lobby in the same plan.
  const add = [
    { id: 'd2', name: 'T', serial: 'S-2', tags: [] },
    { id: 'd9', name: 'A', serial: 'S-9', tags: [] },
    { id: 'd1', name: 'T', serial: 'S-1', tags: [] },
  ];
  const remove = [
    { id: 'd8', name: 'Old', serial: 'S-8', tags: ['kiosk'] },
    { id: 'd7', name: 'Old', serial: 'S-7', tags: ['kiosk'] },
  ];
  const planned = new Map<string, string[]>([
    ['d1', ['kiosk', 'lobby']],
    ['d2', ['kiosk', 'lobby']],
    ['d9', ['kiosk', 'lobby']],
    ['d7', ['lobby']],
    ['d8', ['lobby']],
  ]);

  it('lists objects by address and devices by name then serial, leaving out objects the tag leaves as they were', () => {
    const effects = knockOnOf(
      { tag: 'kiosk', add, remove },
      [
        object('network/N_1/targetGroup/Zeta', ['kiosk'], kioskIn),
        // Selects on lobby only: the lobby change's effect, not this one's.
        object('network/N_1/targetGroup/Lobby', ['lobby'], (tags) =>
          tags.includes('lobby') ? 'in' : undefined,
        ),
        // Names kiosk but holds every device either way.
        object('network/N_1/targetGroup/Everyone', ['kiosk'], () => 'in'),
        object('network/N_1/targetGroup/Alpha', ['kiosk'], kioskIn),
        {
          address: 'org/1/sentry/N_1',
          kind: 'sentry',
          tags: ['kiosk'],
          standing: (tags: readonly string[]) => (tags.includes('kiosk') ? '101' : '102'),
        },
      ],
      planned,
    );
    const gained = [
      { name: 'A', serial: 'S-9' },
      { name: 'T', serial: 'S-1' },
      { name: 'T', serial: 'S-2' },
    ];
    const lost = [
      { name: 'Old', serial: 'S-7' },
      { name: 'Old', serial: 'S-8' },
    ];
    const group = {
      kind: 'targetGroup',
      gainedCount: 3,
      lostCount: 2,
      changedCount: 0,
      gained,
      lost,
      changed: [],
    };
    expect(effects).toStrictEqual([
      { address: 'network/N_1/targetGroup/Alpha', ...group },
      { address: 'network/N_1/targetGroup/Zeta', ...group },
      {
        address: 'org/1/sentry/N_1',
        kind: 'sentry',
        gainedCount: 0,
        lostCount: 0,
        changedCount: 5,
        gained: [],
        lost: [],
        changed: [...gained.slice(0, 1), ...lost, ...gained.slice(1)],
      },
    ]);
  });
});

describe('the objects a tag change is judged against', () => {
  it("takes the asked network's declared groups, the declared roles and sentry lists over the live ones", () => {
    const declared: DesiredOrganization = {
      ...undeclared,
      adminRoles: [{ name: 'Desk', scope: 'some', tags: ['kiosk'], protected: false, source: at }],
      sentryPolicies: [
        {
          networkId: 'N_9',
          protected: false,
          source: at,
          policies: [
            { smNetworkId: 'N_1', groupPolicyId: '7', scope: 'withAny', tags: ['kiosk'], source: at },
            { smNetworkId: 'N_2', groupPolicyId: '8', scope: 'withAny', tags: ['lobby'], source: at },
          ],
        },
      ],
      networks: [
        {
          id: 'N_2',
          policy: DEFAULT_POLICY,
          source: at,
          targetGroups: [
            { name: 'Elsewhere', scope: 'withAny', tags: ['kiosk'], protected: false, source: at },
          ],
        },
        {
          id: 'N_1',
          policy: DEFAULT_POLICY,
          source: at,
          targetGroups: [{ name: 'Tills', scope: 'withAny', tags: ['kiosk'], protected: false, source: at }],
        },
      ],
    };
    const objects = selectingObjects(declared, live, 'N_1');
    expect(objects.map((o) => [o.address, o.kind, [...o.tags]])).toEqual([
      ['network/N_1/targetGroup/Tills', 'targetGroup', ['kiosk']],
      ['org/1/adminRole/Desk', 'adminRole', ['kiosk']],
      // Only the list's policies on N_1 count: lobby is N_2's.
      ['org/1/sentry/N_9', 'sentry', ['kiosk']],
    ]);
    expect(objects.map((o) => o.standing(['kiosk']))).toEqual(['in', 'in', '7']);
    expect(objects.map((o) => o.standing(['lobby']))).toEqual([undefined, undefined, undefined]);
  });
});

describe('a sentry list a tag change both gives devices to and moves devices within', () => {
  it('lists the list when as many devices change group policy as enter or leave it', () => {
    const sentry = {
      address: 'org/1/sentry/N_1',
      kind: 'sentry',
      tags: ['kiosk'],
      standing: (tags: readonly string[]) =>
        tags.includes('kiosk') ? '101' : tags.includes('byod') ? '102' : undefined,
    };
    const add = [
      { id: 'd1', name: 'Till 1', serial: 'Q-1', tags: [] },
      { id: 'd2', name: 'Till 2', serial: 'Q-2', tags: ['byod'] },
    ];
    const planned = new Map([
      ['d1', ['kiosk']],
      ['d2', ['byod', 'kiosk']],
    ]);
    expect(knockOnOf({ tag: 'kiosk', add, remove: [] }, [sentry], planned)).toEqual([
      {
        address: 'org/1/sentry/N_1',
        kind: 'sentry',
        gainedCount: 1,
        lostCount: 0,
        changedCount: 1,
        gained: [{ name: 'Till 1', serial: 'Q-1' }],
        lost: [],
        changed: [{ name: 'Till 2', serial: 'Q-2' }],
      },
    ]);
    const remove = [
      { id: 'd3', name: 'Till 3', serial: 'Q-3', tags: ['kiosk'] },
      { id: 'd4', name: 'Till 4', serial: 'Q-4', tags: ['byod', 'kiosk'] },
    ];
    const after = new Map([
      ['d3', []],
      ['d4', ['byod']],
    ]);
    expect(knockOnOf({ tag: 'kiosk', add: [], remove }, [sentry], after)).toEqual([
      {
        address: 'org/1/sentry/N_1',
        kind: 'sentry',
        gainedCount: 0,
        lostCount: 1,
        changedCount: 1,
        gained: [],
        lost: [{ name: 'Till 3', serial: 'Q-3' }],
        changed: [{ name: 'Till 4', serial: 'Q-4' }],
      },
    ]);
  });
});

describe('the objects a tag change is judged against, when little is known', () => {
  it('knows no object where nothing is declared and nothing was read', () => {
    expect(selectingObjects(undeclared, undefined, 'N_1')).toEqual([]);
  });

  it("takes the live groups of the asked network, and a live sentry list's policies on it", () => {
    const two: LiveOrganization = {
      ...live,
      networks: [
        { id: 'N_0', targetGroups: [{ id: 'g0', name: 'Other', scope: 'withAny', tags: ['kiosk'] }] },
        ...live.networks,
      ],
    };
    const objects = selectingObjects(undeclared, two, 'N_1');
    expect(objects.map((o) => o.address)).toEqual([
      'network/N_1/targetGroup/Kiosks',
      'network/N_1/targetGroup/Everything',
      'org/1/adminRole/Helpdesk',
      'org/1/sentry/N_1',
    ]);
    expect(objects.map((o) => o.standing(['byod']))).toEqual([undefined, 'in', undefined, '102']);
    expect(selectingObjects(undeclared, two, 'N_5').map((o) => o.address)).toEqual([
      'org/1/adminRole/Helpdesk',
    ]);
  });
});
