import { describe, expect, it } from 'vitest';
import { startEmulator, type Seed } from '../../src/emulator/index.js';
import { smform, workdir } from './run-in-process.js';

/** Two writers created "Kiosks" in N_1: 1001 first (as declared), 1002 later. */
const seed: Seed = {
  organizations: [
    {
      id: '7401',
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: '1002', name: 'Kiosks', scope: 'all', tags: [] },
            { id: '1001', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
          ],
        },
      ],
    },
  ],
};

const config = `organizations:
  - id: "7401"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
`;

describe('a plan facing two live objects of one declared name', () => {
  it('shows both ids and proposes deleting the newer one, which --allow-delete applies', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const run = (argv: string[]) => smform(argv, { cwd, env });

    const planned = await run(['plan', 'smform.yaml', '--out', 'plan.json']);
    // A delete without --allow-delete: refused as unsafe (exit 4), not an invalid config (exit 3).
    expect(planned.code, planned.stderr).toBe(4);
    expect(planned.stdout).toContain('- network/N_1/targetGroup/Kiosks  (DELETE, id 1002)');
    expect(planned.stdout).toContain(
      'smform.yaml:6:13  2 live target groups in network N_1 are named "Kiosks" (ids 1001, 1002); the declaration keeps the oldest, 1001, and the plan deletes the newer 1002 (needs --allow-delete)',
    );
    expect(planned.stdout.trimEnd().split('\n').at(-1)).toBe('Plan: 0 to create, 0 to update, 1 to delete.');
    expect(planned.stderr).toContain('network/N_1/targetGroup/Kiosks would be deleted (duplicate)');

    const refused = await run(['apply', 'plan.json', '--no-backup']);
    expect(refused.code, refused.stderr).toBe(4);
    const applied = await run(['apply', 'plan.json', '--allow-delete', '--no-backup']);
    expect(applied.code, applied.stderr + applied.stdout).toBe(0);
    expect(applied.stdout).toMatch(/^done +delete +network\/N_1\/targetGroup\/Kiosks/m);
    const groups = emulator.state().organizations[0]?.networks[0]?.targetGroups ?? [];
    expect(groups.map((group) => group.id)).toEqual(['1001']);

    const again = await run(['plan', 'smform.yaml', '--detailed-exitcode']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trimEnd().split('\n').at(-1)).toBe('No changes.');
  });
});
