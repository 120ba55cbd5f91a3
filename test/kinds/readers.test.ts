import { describe, expect, it } from 'vitest';
import { readAdminRoles } from '../../src/kinds/admin-role/admin-roles.js';
import { readDevices } from '../../src/kinds/devices.js';
import { readSentryAssignments } from '../../src/kinds/sentry/sentry.js';
import { readTargetGroups } from '../../src/kinds/target-group/target-groups.js';
import { readTags } from '../../src/kinds/tags.js';
import { SmformError } from '../../src/model/errors.js';

describe('readTags', () => {
  it.each([
    ['a list', [' b', 'a', 'b', ''], ['a', 'b']],
    ['the string "[]"', '[]', []],
    ['a JSON list in a string', '["y","x"]', ['x', 'y']],
    ['a space-separated string', ' tag2 tag1  tag2 ', ['tag1', 'tag2']],
    ['an empty string', '', []],
    ['null', null, []],
  ])('reads %s', (_label, raw, expected) => {
    expect(readTags(raw)).toEqual(expected);
  });

  it('sorts by code point, not by locale', () => {
    expect(readTags(['b', 'B', 'a', 'é'])).toEqual(['B', 'a', 'b', 'é']);
  });
});

describe('readTargetGroups', () => {
  it('reads the keyword and the tag list of the current shape', () => {
    const raw = [
      { id: '1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk', 'ipad', 'kiosk'], extra: true },
    ];
    expect(readTargetGroups(raw, 'N_1')).toEqual([
      { id: '1', name: 'Kiosks', scope: 'withAll', tags: ['ipad', 'kiosk'] },
    ]);
  });

  it.each([
    ['withAny, a, b', ['a', 'b']],
    ['withAny,b,a', ['a', 'b']],
    ['  withAny ,  a ,b  ', ['a', 'b']],
  ])('reads the full scope string %j', (scope, tags) => {
    expect(readTargetGroups([{ id: '1', name: 'G', scope, tags: [] }], 'N_1')).toEqual([
      { id: '1', name: 'G', scope: 'withAny', tags },
    ]);
  });

  it('reads tags given as "[]" or as a space-separated string, and an empty scope as none', () => {
    const raw = [
      { id: '1', name: 'A', scope: 'none', tags: '[]' },
      { id: '2', name: 'B', scope: 'withAny', tags: 'b a' },
      { id: '3', name: 'C', scope: '' },
    ];
    expect(readTargetGroups(raw, 'N_1')).toEqual([
      { id: '1', name: 'A', scope: 'none', tags: [] },
      { id: '2', name: 'B', scope: 'withAny', tags: ['a', 'b'] },
      { id: '3', name: 'C', scope: 'none', tags: [] },
    ]);
  });

  it('accepts numeric ids and an {items} envelope', () => {
    expect(readTargetGroups({ items: [{ id: 7, name: 'A', scope: 'all', tags: [] }] }, 'N_1')).toEqual([
      { id: '7', name: 'A', scope: 'all', tags: [] },
    ]);
  });

  it('refuses the old shape without id, naming the group', () => {
    const read = (): unknown =>
      readTargetGroups([{ name: 'My target group', scope: 'none', tags: '[]', type: 'devices' }], 'N_1');
    expect(read).toThrow(SmformError);
    expect(read).toThrow('target group "My target group" in network N_1 has no id');
  });

  it('refuses an unknown scope keyword and a non-list response', () => {
    expect(() => readTargetGroups([{ id: '1', name: 'A', scope: 'withSome, a' }], 'N_1')).toThrow(
      'unknown scope "withSome, a"',
    );
    expect(() => readTargetGroups({ errors: ['nope'] }, 'N_1')).toThrow('expected a list');
  });
});

describe('readAdminRoles', () => {
  const role = { roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['b', 'a'], other: 1 };
  const expected = [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['a', 'b'] }];

  it.each([
    ['an {items, meta} envelope', { items: [role], meta: { counts: { items: { total: 1, remaining: 0 } } } }],
    ['a bare array', [role]],
    ['an array of page envelopes', [{ items: [role] }]],
  ])('reads %s', (_label, raw) => {
    expect(readAdminRoles(raw, 'O_1')).toEqual(expected);
  });

  it('refuses a role without roleId or with an unknown scope', () => {
    expect(() => readAdminRoles([{ name: 'X', scope: 'some', tags: [] }], 'O_1')).toThrow(
      'admin role "X" in organization O_1 has no roleId',
    );
    expect(() => readAdminRoles([{ roleId: '1', name: 'X', scope: 'withAny', tags: [] }], 'O_1')).toThrow(
      'unknown scope "withAny"',
    );
  });
});

describe('readSentryAssignments', () => {
  const policy = (policyId: string, priority: string | undefined, groupPolicyId = policyId) => ({
    policyId,
    networkId: 'N_1',
    smNetworkId: 'N_SM',
    tags: ['tag1'],
    scope: 'withAny',
    groupNumber: '1234',
    groupPolicyId,
    ...(priority === undefined ? {} : { priority }),
    createdAt: '2018-05-12T00:00:00Z',
  });
  const item = { networkId: 'N_1', policies: [policy('p2', '2'), policy('p1', '1'), policy('p10', '10')] };
  const ids = (raw: unknown): string[][] =>
    readSentryAssignments(raw, 'O_1').map((entry) => entry.policies.map((p) => p.policyId));

  it.each([
    ['a bare {items, meta} envelope', { items: [item], meta: {} }],
    ['an array of envelopes', [{ items: [item], meta: {} }]],
    ['a flat array of {networkId, policies}', [item]],
  ])('reads %s, highest priority (numerically lowest) first', (_label, raw) => {
    expect(ids(raw)).toEqual([['p1', 'p2', 'p10']]);
  });

  it('keeps the API order when a priority is missing', () => {
    expect(ids([{ networkId: 'N_1', policies: [policy('b', undefined), policy('a', '1')] }])).toEqual([
      ['b', 'a'],
    ]);
  });

  it('merges a network split over pages and keeps other networks apart', () => {
    const raw = [
      { items: [{ networkId: 'N_1', policies: [policy('p2', '2')] }] },
      {
        items: [
          { networkId: 'N_2', policies: [] },
          { networkId: 'N_1', policies: [policy('p1', '1')] },
        ],
      },
    ];
    expect(readSentryAssignments(raw, 'O_1')).toEqual([
      {
        networkId: 'N_1',
        policies: [
          { policyId: 'p1', smNetworkId: 'N_SM', groupPolicyId: 'p1', scope: 'withAny', tags: ['tag1'] },
          { policyId: 'p2', smNetworkId: 'N_SM', groupPolicyId: 'p2', scope: 'withAny', tags: ['tag1'] },
        ],
      },
      { networkId: 'N_2', policies: [] },
    ]);
  });

  it('refuses a policy without policyId, naming the network', () => {
    expect(() =>
      readSentryAssignments(
        [{ networkId: 'N_9', policies: [{ smNetworkId: 'x', groupPolicyId: '1', scope: 'all' }] }],
        'O_1',
      ),
    ).toThrow('a sentry policy of network N_9 in organization O_1 has no policyId');
  });
});

describe('readDevices', () => {
  it('reads id, name, serial (or serialNumber) and tags in either shape', () => {
    const raw = [
      { id: 'd1', name: 'Kiosk-01', serial: 'Q1', tags: ['kiosk', 'ipad'], osName: 'iOS' },
      { id: 'd2', name: "Miles's phone", serialNumber: 'F5X', tags: ' b a ' },
    ];
    expect(readDevices(raw, 'N_1')).toEqual([
      { id: 'd1', name: 'Kiosk-01', serial: 'Q1', tags: ['ipad', 'kiosk'] },
      { id: 'd2', name: "Miles's phone", serial: 'F5X', tags: ['a', 'b'] },
    ]);
  });
});
