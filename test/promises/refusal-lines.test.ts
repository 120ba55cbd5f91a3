import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir, type OnFinished } from '../cli/run-in-process.js';

/**
 * docs/plan.md and docs/gitops.md: refusals name each refused change; people read ids in natural order,
 * and a refusal's instruction (what to do instead) is never cut out of the PR comment.
 */

const OLD = Array.from({ length: 12 }, (_, i) => `Old ${i + 1}`);
const LONG = `Kiosks of the north-east district, building seven, ${'x'.repeat(30)}`;

const seed: Seed = {
  organizations: [
    {
      id: '7601',
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't0', name: LONG, scope: 'withAll', tags: ['kiosk'] },
            ...OLD.map((name, i) => ({ id: `t${i + 1}`, name, scope: 'withAny' as const, tags: ['x'] })),
          ],
        },
      ],
    },
  ],
};

const config = `organizations:
  - id: "7601"
    networks:
      - id: N_1
        policy: { prune: true, maxChangePercent: 100 }
        targetGroups:
          - { name: '${LONG}', scope: withAll, tags: [kiosk, ipad], protected: true }
`;

async function setup(onFinished: OnFinished) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const cwd = await workdir(onFinished, { 'smform.yaml': config });
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key-refusal-lines', MERAKI_BASE_URL: emulator.url };
  return (argv: string[]) => smform(argv, { cwd, env });
}

describe('refused changes as people read them', () => {
  it('lists refusals in the text plan with ids in natural order', async ({ onTestFinished }) => {
    const run = await setup(onTestFinished);
    const plan = await run(['plan', 'smform.yaml']);
    expect(plan.code, plan.stderr).toBe(4);
    const refused = plan.stderr
      .split('\n')
      .filter((line) => line.startsWith('  network/N_1/targetGroup/Old '))
      .map((line) => /targetGroup\/(Old \d+)/.exec(line)?.[1]);
    expect(refused).toEqual(OLD);
  }, 120_000);

  it('keeps the whole instruction of a protected refusal in the PR comment', async ({ onTestFinished }) => {
    const run = await setup(onTestFinished);
    const plan = await run(['plan', 'smform.yaml', '--output', 'markdown']);
    expect(plan.code, plan.stderr).toBe(4);
    const line = plan.stdout.split('\n').find((l) => l.startsWith('> - ') && l.includes('is protected'));
    const message = `network/N_1/targetGroup/${LONG} is protected (\`protected: true\`): smform never changes or deletes it, not even with --force; remove \`protected: true\` in a reviewed edit first (it would be updated)`;
    expect(line).toBe(`> - \`\`${message}\`\``);
  }, 120_000);
});
