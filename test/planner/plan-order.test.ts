import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../src/model/live.js';
import { planChanges } from '../../src/planner/plan.js';
import {
  assignment,
  desiredState,
  group,
  network,
  options,
  organization,
  role,
  sentryPolicy,
} from './helpers/builders.js';

// Data order of a plan's changes: organization, kind (roles, target groups, sentry), network, address,
// whatever order the config declares them in.

describe('plan: data order', () => {
  it('sorts by organization, kind, network and address, not by declaration order', () => {
    const desired = desiredState([
      organization('O_2', {
        sentryPolicies: [assignment('N_9', [sentryPolicy('1')])],
        networks: [network('N_9', [group('B', 'all'), group('A', 'all')])],
        adminRoles: [role('Z', 'all_tags', []), role('Y', 'all_tags', [])],
      }),
      organization('O_1', {
        networks: [network('N_2', [group('D', 'all')]), network('N_1', [group('E', 'all')])],
      }),
    ]);
    const live: LiveState = {
      organizations: [
        {
          id: 'O_2',
          adminRoles: [],
          sentryPolicies: [],
          networks: [{ id: 'N_9', targetGroups: [] }],
        },
        {
          id: 'O_1',
          networks: [
            { id: 'N_2', targetGroups: [] },
            { id: 'N_1', targetGroups: [] },
          ],
        },
      ],
    };
    expect(planChanges(desired, live, options()).changes.map((change) => change.address)).toEqual([
      'network/N_1/targetGroup/E',
      'network/N_2/targetGroup/D',
      'org/O_2/adminRole/Y',
      'org/O_2/adminRole/Z',
      'network/N_9/targetGroup/A',
      'network/N_9/targetGroup/B',
      'org/O_2/sentry/N_9',
    ]);
  });

  it('one scope given twice (plan() fed directly, not through the config loader) still comes out in order', () => {
    const desired = desiredState([
      organization('O_1', { networks: [network('N_1', [group('A', 'all'), group('C', 'all')])] }),
      organization('O_1', { networks: [network('N_1', [group('B', 'all')])] }),
    ]);
    const live: LiveState = { organizations: [{ id: 'O_1', networks: [{ id: 'N_1', targetGroups: [] }] }] };
    expect(planChanges(desired, live, options()).changes.map((change) => change.address)).toEqual([
      'network/N_1/targetGroup/A',
      'network/N_1/targetGroup/B',
      'network/N_1/targetGroup/C',
    ]);
  });
});
