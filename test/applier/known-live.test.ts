import { describe, expect, it } from 'vitest';
import { liveOfScopes } from '../../src/applier/known-live.js';
import type { LiveState } from '../../src/model/live.js';

// An apply made moments after its plan, in the same run, takes the touched scopes from the plan's live
// state instead of reading them again: exactly those scopes, or nothing when any of them was not read.

const live: LiveState = {
  organizations: [
    {
      id: '1',
      adminRoles: [{ roleId: 'r1', name: 'Ops', scope: 'some', tags: [] }],
      sentryPolicies: [{ networkId: 'N_1', policies: [] }],
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'A', scope: 'all', tags: [] }] },
        { id: 'N_2', targetGroups: [] },
        { id: 'N_3' },
      ],
    },
    { id: '2', networks: [] },
  ],
};

describe('the live state of the touched scopes, from the plan', () => {
  it('keeps exactly the scopes asked for', () => {
    expect(
      liveOfScopes(live, {
        organizations: [{ orgId: '1', adminRoles: false, sentry: false, networks: ['N_2', 'N_1'] }],
      }),
    ).toEqual({
      organizations: [
        {
          id: '1',
          networks: [
            { id: 'N_2', targetGroups: [] },
            { id: 'N_1', targetGroups: [{ id: 't1', name: 'A', scope: 'all', tags: [] }] },
          ],
        },
      ],
    });
    expect(
      liveOfScopes(live, {
        organizations: [
          { orgId: '1', adminRoles: true, sentry: true, networks: [] },
          { orgId: '2', adminRoles: false, sentry: false, networks: [] },
        ],
      }),
    ).toEqual({
      organizations: [
        {
          id: '1',
          adminRoles: [{ roleId: 'r1', name: 'Ops', scope: 'some', tags: [] }],
          sentryPolicies: [{ networkId: 'N_1', policies: [] }],
          networks: [],
        },
        { id: '2', networks: [] },
      ],
    });
    expect(liveOfScopes(live, { organizations: [] })).toEqual({ organizations: [] });
  });

  it('gives nothing when any scope was not read: an organization, roles, a sentry list, a network', () => {
    const scope = { orgId: '2', adminRoles: false, sentry: false, networks: [] as string[] };
    expect(liveOfScopes(live, { organizations: [{ ...scope, orgId: '3' }] })).toBeUndefined();
    expect(liveOfScopes(live, { organizations: [{ ...scope, adminRoles: true }] })).toBeUndefined();
    expect(liveOfScopes(live, { organizations: [{ ...scope, sentry: true }] })).toBeUndefined();
    expect(
      liveOfScopes(live, { organizations: [{ ...scope, orgId: '1', networks: ['N_3'] }] }),
    ).toBeUndefined();
    expect(
      liveOfScopes(live, { organizations: [{ ...scope, orgId: '1', networks: ['N_9'] }] }),
    ).toBeUndefined();
  });
});
