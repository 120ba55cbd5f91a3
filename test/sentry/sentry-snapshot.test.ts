import { describe, expect, it } from 'vitest';
import { parseSnapshot } from '../../src/snapshot/index.js';

/*
 * The sentry lists and group policies a live snapshot (or backup) records: read back with tags in
 * canonical form, and a malformed one refused at the exact place of its first problem.
 */

const document = (org: Record<string, unknown>): string =>
  JSON.stringify({
    kind: 'smform/live-snapshot',
    formatVersion: '1.0',
    toolVersion: '0.1.0',
    createdAt: '2026-11-28T00:00:00.000Z',
    scopes: { organizations: [{ orgId: '7001', adminRoles: false, sentry: true, networks: [] }] },
    live: { organizations: [{ id: '7001', networks: [], ...org }] },
  });

const policy = {
  policyId: 'p1',
  smNetworkId: 'N_SM',
  groupPolicyId: '101',
  scope: 'withAny',
  tags: ['kiosk', 'byod'],
};

const refusal = (where: string, problem: string): string =>
  `live.json is not a valid live snapshot: ${where} ${problem}`;

describe('a snapshot of sentry lists', () => {
  it('reads each network list in order, tags canonical, and the group policies by network', () => {
    const snapshot = parseSnapshot(
      document({
        sentryPolicies: [
          {
            networkId: 'N_1',
            policies: [policy, { ...policy, policyId: 'p2', scope: 'all', tags: undefined }],
          },
          { networkId: 'N_2', policies: [] },
        ],
        groupPolicies: {
          N_1: [
            { groupPolicyId: '101', name: 'Guest WiFi' },
            { groupPolicyId: '102', name: 'Staff' },
          ],
          N_2: [],
        },
      }),
      'live.json',
    );
    expect(snapshot.live.organizations).toStrictEqual([
      {
        id: '7001',
        networks: [],
        sentryPolicies: [
          {
            networkId: 'N_1',
            policies: [
              { ...policy, tags: ['byod', 'kiosk'] },
              { ...policy, policyId: 'p2', scope: 'all', tags: [] },
            ],
          },
          { networkId: 'N_2', policies: [] },
        ],
        groupPolicies: {
          N_1: [
            { groupPolicyId: '101', name: 'Guest WiFi' },
            { groupPolicyId: '102', name: 'Staff' },
          ],
          N_2: [],
        },
      },
    ]);
  });

  it('refuses a list, a network or a policy it cannot read, naming the place', () => {
    const at = 'live.organizations[0].sentryPolicies';
    const lists = (sentryPolicies: unknown) => () => parseSnapshot(document({ sentryPolicies }), 'live.json');
    expect(lists({})).toThrow(refusal(at, 'is not a list'));
    expect(lists([7])).toThrow(refusal(`${at}[0]`, 'is not an object'));
    expect(lists([{ policies: [] }])).toThrow(refusal(`${at}[0].networkId`, 'is not a string'));
    expect(lists([{ networkId: 'N_1' }])).toThrow(refusal(`${at}[0].policies`, 'is not a list'));
    const one = (entry: unknown) => lists([{ networkId: 'N_1', policies: [policy, entry] }]);
    expect(one('p')).toThrow(refusal(`${at}[0].policies[1]`, 'is not an object'));
    for (const key of ['policyId', 'smNetworkId', 'groupPolicyId']) {
      expect(one({ ...policy, [key]: 1 })).toThrow(refusal(`${at}[0].policies[1].${key}`, 'is not a string'));
    }
    expect(one({ ...policy, scope: 'any' })).toThrow(
      refusal(`${at}[0].policies[1].scope`, 'is not a scope keyword'),
    );
    expect(one({ ...policy, tags: [1] })).toThrow(refusal(`${at}[0].policies[1].tags[0]`, 'is not a string'));
  });

  it('refuses group policies it cannot read, naming the network and the entry', () => {
    const at = 'live.organizations[0].groupPolicies';
    const read = (groupPolicies: unknown) => () =>
      parseSnapshot(document({ sentryPolicies: [], groupPolicies }), 'live.json');
    expect(read([])).toThrow(refusal(at, 'is not an object'));
    expect(read({ N_1: {} })).toThrow(refusal(`${at}.N_1`, 'is not a list'));
    const entry = { groupPolicyId: '101', name: 'Staff' };
    expect(read({ N_1: [entry, 'x'] })).toThrow(refusal(`${at}.N_1[1]`, 'is not an object'));
    expect(read({ N_1: [entry, { name: 'Staff' }] })).toThrow(
      refusal(`${at}.N_1[1].groupPolicyId`, 'is not a string'),
    );
    expect(read({ N_1: [entry, { groupPolicyId: '102' }] })).toThrow(
      refusal(`${at}.N_1[1].name`, 'is not a string'),
    );
  });
});
