import { describe, expect, it } from 'vitest';
import { smform, workdir } from './run-in-process.js';

/** Each test runs the CLI twice, on a machine that may be busy. */
const TIMEOUT = 60_000;

const seed = `organizations:
  - id: '7001'
    networks:
      - { id: N_SM, productTypes: [systemsManager], targetGroups: [] }
      - { id: N_OAK, productTypes: [wireless] }
      - { id: N_ELM, productTypes: [wireless] }
    sentryPolicies:
      - networkId: N_ELM
        policies:
          - { policyId: '9001', smNetworkId: N_SM, groupPolicyId: '100', scope: all, tags: [] }
`;

/** Two groups to create; one sentry assignment to create (N_OAK) and one to update (N_ELM): one PUT. */
const config = `organizations:
  - id: '7001'
    sentryPolicies:
      - network: N_OAK
        policies:
          - { smNetwork: N_SM, groupPolicyId: '101', scope: all }
      - network: N_ELM
        policies:
          - { smNetwork: N_SM, groupPolicyId: '102', scope: all }
    networks:
      - id: N_SM
        targetGroups:
          - { name: A, scope: all }
          - { name: B, scope: all }
`;

describe('the apply report speaks the plan’s vocabulary', () => {
  it.concurrent(
    'a sentry create is reported as a create, and every change of one PUT is counted',
    async ({ onTestFinished }) => {
      const cwd = await workdir(onTestFinished, { 'seed.yaml': seed, 'smform.yaml': config });
      const argv = ['apply', 'smform.yaml', '--emulator', 'seed.yaml', '--auto-approve', '--no-progress'];
      const text = await smform(argv, { cwd });
      expect(text.code, text.stderr).toBe(0);
      expect(text.stdout).toContain('+ org/7001/sentry/N_OAK');
      expect(text.stdout).toContain('~ org/7001/sentry/N_ELM');
      expect(text.stdout).toContain('Plan: 3 to create, 1 to update, 0 to delete.');
      expect(text.stdout).toMatch(/^done +create +org\/7001\/sentry\/N_OAK\b/m);
      expect(text.stdout).toMatch(/^done +update +org\/7001\/sentry\/N_ELM\b/m);
      expect(text.stdout).toContain('Apply complete: 4 done, 0 failed, 0 skipped.');
      // The line per write on stderr says the same.
      expect(text.stderr).toMatch(/^\+ created org\/7001\/sentry\/N_OAK\b/m);
      expect(text.stderr).toMatch(/^~ updated org\/7001\/sentry\/N_ELM\b/m);

      const json = await smform([...argv, '--output', 'json'], { cwd });
      expect(json.code, json.stderr).toBe(0);
      const changes = (JSON.parse(json.stdout) as { changes: { address: string; action: string }[] }).changes;
      expect(changes.map((change) => [change.address, change.action])).toEqual([
        ['network/N_SM/targetGroup/A', 'create'],
        ['network/N_SM/targetGroup/B', 'create'],
        ['org/7001/sentry/N_ELM', 'update'],
        ['org/7001/sentry/N_OAK', 'create'],
      ]);
    },
    TIMEOUT,
  );
});
