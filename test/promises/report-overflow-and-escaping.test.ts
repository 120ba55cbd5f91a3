import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir, type OnFinished } from '../cli/run-in-process.js';

/**
 * docs/gitops.md § 2: the PR comment's deletion banner names what would be deleted; docs/plan.md and
 * docs/reliability.md: names are shown as written (no entity decoded or doubled), a protected object is
 * annotated so. Twelve deletions: more than the banner lists.
 */

const LAB = 'Lab <b>&amp;</b> "Q"';
const OLD = Array.from({ length: 12 }, (_, i) => `Old ${i + 1}`);

const seed: Seed = {
  organizations: [
    {
      id: '7501',
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't0', name: LAB, scope: 'withAll', tags: ['lab'] },
            ...OLD.map((name, i) => ({ id: `t${i + 1}`, name, scope: 'withAny' as const, tags: ['x'] })),
          ],
        },
      ],
    },
  ],
};

const config = (ignore: string) => `organizations:
  - id: "7501"
    networks:
      - id: N_1
        policy: { prune: true, maxChangePercent: 100${ignore} }
        targetGroups:
          - { name: 'Lab <b>&amp;</b> "Q"', scope: withAll, tags: [lab, new], protected: true }
`;

async function setup(onFinished: OnFinished) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const cwd = await workdir(onFinished, {
    'twelve.yaml': config(''),
    'ten.yaml': config(', ignore: ["Old 11", "Old 12"]'),
    'eleven.yaml': config(', ignore: ["Old 12"]'),
  });
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key-report-overflow', MERAKI_BASE_URL: emulator.url };
  return (argv: string[]) => smform(argv, { cwd, env });
}

const address = (name: string) => `\`network/N_1/targetGroup/${name}\``;

describe('reports under overflow and escaping', () => {
  it('a comment with more deletions than the banner lists names the first and counts the rest', async ({
    onTestFinished,
  }) => {
    const run = await setup(onTestFinished);
    const twelve = await run(['plan', 'twelve.yaml', '--allow-delete', '--output', 'markdown']);
    expect(twelve.code, twelve.stderr).toBe(4);
    const lines = twelve.stdout.split('\n');
    expect(lines[1]).toBe('## smform plan for organization 7501: 13 changes, 12 deletes');
    expect(lines).toContain(
      `> This plan **deletes 12 objects**: ${OLD.slice(0, 10).map(address).join(', ')}, and 2 more.`,
    );
    // Every deletion is still in the change table, in natural order.
    const rows = lines.filter((line) => line.startsWith('| `-` |'));
    expect(rows).toEqual(
      OLD.map((name) => `| \`-\` | ${address(name)} | **delete** (not declared, prune on) | 0 → 0 |`),
    );

    const ten = await run(['plan', 'ten.yaml', '--allow-delete', '--output', 'markdown']);
    expect(ten.code, ten.stderr).toBe(4);
    expect(ten.stdout.split('\n')).toContain(
      `> This plan **deletes 10 objects**: ${OLD.slice(0, 10).map(address).join(', ')}.`,
    );

    // One past what the banner lists: the one left over is counted, not dropped.
    const eleven = await run(['plan', 'eleven.yaml', '--allow-delete', '--output', 'markdown']);
    expect(eleven.code, eleven.stderr).toBe(4);
    expect(eleven.stdout.split('\n')).toContain(
      `> This plan **deletes 11 objects**: ${OLD.slice(0, 10).map(address).join(', ')}, and 1 more.`,
    );
  }, 120_000);

  it('shows a name holding HTML entities as written, and marks the protected object, in text and Markdown', async ({
    onTestFinished,
  }) => {
    const run = await setup(onTestFinished);
    const markdown = await run(['plan', 'twelve.yaml', '--allow-delete', '--output', 'markdown']);
    const md = markdown.stdout.split('\n');
    expect(md).toContain(`| \`~\` | ${address(LAB)} | tags \`+{new}\` | 0 → 0 |`);
    expect(md).toContain(
      `! update network/N_1/targetGroup/${LAB}  (id t0, protected, devices 0 -> 0 (+0 -0))`,
    );
    expect(markdown.stdout).not.toContain('&amp;amp;');

    const text = await run(['plan', 'twelve.yaml', '--allow-delete']);
    expect(text.code).toBe(4);
    const lines = text.stdout.split('\n');
    expect(lines).toContain(`~ network/N_1/targetGroup/${LAB}  (id t0, protected)`);
    expect(lines).toContain('- network/N_1/targetGroup/Old 12  (DELETE, not declared, prune is on, id t12)');
    expect(lines.filter((line) => line.includes('protected)'))).toHaveLength(1);
    expect(text.stderr).toContain(
      `network/N_1/targetGroup/${LAB} is protected (\`protected: true\`): smform never changes or deletes it`,
    );
  }, 120_000);
});
