import type { Seed } from '../../src/emulator/index.js';

// The situation both approval suites ask about: one target group whose tags the config changes.

export const QUESTION = 'Apply these changes? Only "yes" or "y" applies. (y/N) ';

export const seed: Seed = {
  organizations: [
    {
      id: '7801',
      networks: [{ id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAny', tags: ['x'] }] }],
    },
  ],
};

export const config = `organizations:
  - id: "7801"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [x, y] }
`;
