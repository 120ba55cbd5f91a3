import type { Seed } from '../../src/emulator/index.js';

/** Organization 3001: two sentry lists (N_A with two policies, N_B with one), all pointing at N_S. */
export const sentrySeed: Seed = {
  organizations: [
    {
      id: '3001',
      sentryPolicies: [
        {
          networkId: 'N_A',
          policies: [
            { policyId: 'p1', smNetworkId: 'N_S', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
            { policyId: 'p2', smNetworkId: 'N_S', groupPolicyId: '102', scope: 'all', tags: [] },
          ],
        },
        {
          networkId: 'N_B',
          policies: [
            { policyId: 'p3', smNetworkId: 'N_S', groupPolicyId: '201', scope: 'withAll', tags: ['lab'] },
          ],
        },
      ],
      networks: [{ id: 'N_A' }, { id: 'N_B' }, { id: 'N_S' }],
    },
  ],
};
