import type { LiveState } from '../../src/model/live.js';
import type { Plan } from '../../src/model/plan.js';
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
} from '../planner/helpers/builders.js';

/** One plan with every kind of entry a renderer must show: deletes, creates, updates, sentry, unmanaged, errors. */
export function scenarioPlan(): Plan {
  const desired = desiredState([
    organization('549236', {
      adminRoles: [role('Helpdesk EMEA', 'some', ['emea', 'kiosk']), role('Helpdesk APAC', 'some', ['apac'])],
      sentryPolicies: [
        assignment('N_24329160', [
          sentryPolicy('102', 'withAny', ['dev']),
          sentryPolicy('101', 'withAll', ['finance', 'macos']),
          sentryPolicy('103', 'withAny', ['byod']),
          sentryPolicy('104', 'withAll', ['a', 'b']),
        ]),
      ],
      networks: [
        network(
          'N_5678',
          [
            group('Kiosks', 'withAll', ['ipad', 'kiosk']),
            group('Point of Sale', 'all', [], { id: 't2' }),
            group('Shared', 'all', [], { id: 't99' }),
          ],
          {
            prune: true,
          },
        ),
      ],
    }),
  ]);
  const live: LiveState = {
    organizations: [
      {
        id: '549236',
        adminRoles: [
          { roleId: 'r1', name: 'Helpdesk EMEA', scope: 'some', tags: ['laptops', 'emea'] },
          { roleId: 'r9', name: 'Legacy Imaging', scope: 'some', tags: ['imaging'] },
        ],
        sentryPolicies: [
          {
            networkId: 'N_24329160',
            policies: [
              {
                policyId: 'p1',
                smNetworkId: 'N_SM',
                groupPolicyId: '101',
                scope: 'withAll',
                tags: ['finance', 'macos'],
              },
              { policyId: 'p2', smNetworkId: 'N_SM', groupPolicyId: '102', scope: 'withAny', tags: ['dev'] },
              { policyId: 'p4', smNetworkId: 'N_SM', groupPolicyId: '104', scope: 'withAny', tags: ['a'] },
              { policyId: 'p5', smNetworkId: 'N_SM', groupPolicyId: '105', scope: 'all', tags: [] },
            ],
          },
        ],
        networks: [
          {
            id: 'N_5678',
            targetGroups: [
              { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk', 'ipad'] },
              { id: 't2', name: 'POS', scope: 'withAny', tags: ['pos'] },
              { id: 't3', name: 'Temp Pilot', scope: 'withAny', tags: ['pilot'] },
            ],
          },
        ],
      },
    ],
  };
  return planChanges(desired, live, options());
}
