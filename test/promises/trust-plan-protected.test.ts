import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunningEmulator, Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir, type OnFinished } from '../cli/run-in-process.js';

/**
 * docs/workflow.md § `smform apply`, `--trust-plan`: the file's own changes are applied when its config is
 * not at hand, but an object the repository's config marks `protected: true` is never changed (exit 4),
 * whatever the file says. No re-plan runs on this path, so the refusal can only come from that guard.
 * In-process, so a change to src/ is what runs (the built CLI would run dist/).
 */

const seed: Seed = {
  organizations: [
    {
      id: '7901',
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAny', tags: ['x'] },
            { id: 't2', name: 'Laptops', scope: 'withAny', tags: ['a'] },
          ],
        },
      ],
    },
  ],
};

/** Kiosks gets tag y unless `kiosks` says otherwise; Laptops gets tag b unless `laptops` says otherwise. */
const config = ({ kiosks = 'tags: [x, y]', laptops = 'tags: [a, b]' } = {}) => `organizations:
  - id: "7901"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, ${kiosks} }
          - { name: Laptops, scope: withAny, ${laptops} }
`;

const REFUSED_KIOSKS =
  'network/N_1/targetGroup/Kiosks is protected (`protected: true`): smform never changes or deletes it, ' +
  'not even with --force; remove `protected: true` in a reviewed edit first (it would be updated)';

const writesOf = (emulator: RunningEmulator): string[] =>
  emulator.requestLog.filter((entry) => entry.method !== 'GET').map((e) => `${e.method} ${e.path}`);

const tagsOf = (emulator: RunningEmulator) =>
  emulator.state().organizations[0]?.networks?.[0]?.targetGroups?.map((group) => group.tags);

async function setup(onFinished: OnFinished, files: Record<string, string>) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const cwd = await workdir(onFinished, files);
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key-trust-plan', MERAKI_BASE_URL: emulator.url };
  const run = (argv: string[], where = cwd) => smform(argv, { cwd: where, env });
  return { emulator, cwd, run };
}

/** The lines of `text` that name Kiosks as protected. */
const protectedLines = (text: string) =>
  text.split('\n').filter((line) => line.includes('Kiosks is protected'));

describe('--trust-plan never changes an object the repository config marks protected', () => {
  it('a plan made before Kiosks was marked protected is refused with --trust-plan --force (exit 4), nothing written', async ({
    onTestFinished,
  }) => {
    const { emulator, cwd, run } = await setup(onTestFinished, { 'smform.yaml': config() });
    const planned = await run(['plan', '--no-devices', '--out', 'plan.json']);
    expect(planned.code, planned.stderr).toBe(0);
    // A reviewed edit since: Kiosks is protected, so the config's digest differs and no re-plan runs.
    await writeFile(join(cwd, 'smform.yaml'), config({ kiosks: 'tags: [x, y], protected: true' }));
    const before = emulator.state();

    const applied = await run(['apply', 'plan.json', '--trust-plan', '--force', '--yes', '--no-backup']);
    expect(applied.code, applied.stdout + applied.stderr).toBe(4);
    expect(protectedLines(applied.stderr)).toEqual([`  ${REFUSED_KIOSKS}`]);
    expect(applied.stderr).not.toContain('Applying saved plan');
    expect(writesOf(emulator)).toEqual([]);
    expect(emulator.state()).toEqual(before);
  });

  it('a plan whose recorded config lies outside the repository is refused by the repository config marks (exit 4)', async ({
    onTestFinished,
  }) => {
    const { emulator, cwd, run } = await setup(onTestFinished, {
      'smform.yaml': config({ kiosks: 'tags: [x], protected: true' }),
    });
    const elsewhere = await workdir(onTestFinished, { 'smform.yaml': config() });
    const planned = await run(['plan', '--no-devices', '--out', 'plan.json'], elsewhere);
    expect(planned.code, planned.stderr).toBe(0);
    await writeFile(join(cwd, 'plan.json'), await readFile(join(elsewhere, 'plan.json')));

    const applied = await run(['apply', 'plan.json', '--trust-plan', '--yes', '--no-backup']);
    expect(applied.code, applied.stdout + applied.stderr).toBe(4);
    expect(protectedLines(applied.stderr)).toEqual([`  ${REFUSED_KIOSKS}`]);
    expect(writesOf(emulator)).toEqual([]);
    expect(tagsOf(emulator)).toEqual([['x'], ['a']]);
  });

  it('the marks are read from the settings file configPaths, not from other YAML in the repository', async ({
    onTestFinished,
  }) => {
    const { emulator, cwd, run } = await setup(onTestFinished, {
      'smform.settings.yaml': 'configPaths: [policy]\n',
    });
    await mkdir(join(cwd, 'policy'));
    await writeFile(join(cwd, 'policy', 'smform.yaml'), config());
    const planned = await run(['plan', '--no-devices', '--out', 'plan.json']);
    expect(planned.code, planned.stderr).toBe(0);
    await writeFile(join(cwd, 'policy', 'smform.yaml'), config({ kiosks: 'tags: [x, y], protected: true' }));
    // Outside configPaths: not the repository's config, so its missing mark does not count.
    await mkdir(join(cwd, 'examples'));
    await writeFile(join(cwd, 'examples', 'smform.yaml'), config());

    const applied = await run(['apply', 'plan.json', '--trust-plan', '--yes', '--no-backup']);
    expect(applied.code, applied.stdout + applied.stderr).toBe(4);
    expect(protectedLines(applied.stderr)).toEqual([`  ${REFUSED_KIOSKS}`]);
    expect(writesOf(emulator)).toEqual([]);
  });

  it('a plan that marked the object protected itself is refused once, not once per check', async ({
    onTestFinished,
  }) => {
    const marked = config({ kiosks: 'tags: [x, y], protected: true' });
    const { emulator, cwd, run } = await setup(onTestFinished, { 'smform.yaml': marked });
    // Saved although refused (exit 4): the file itself says Kiosks is protected.
    expect((await run(['plan', '--no-devices', '--out', 'plan.json'])).code).toBe(4);
    await writeFile(join(cwd, 'smform.yaml'), marked.replace('tags: [a, b]', 'tags: [a, c]'));

    const applied = await run(['apply', 'plan.json', '--trust-plan', '--force', '--yes', '--no-backup']);
    expect(applied.code, applied.stdout + applied.stderr).toBe(4);
    expect(protectedLines(applied.stderr)).toEqual([`  ${REFUSED_KIOSKS}`]);
    expect(writesOf(emulator)).toEqual([]);
  });

  it('an object marked protected that the plan leaves unchanged does not stop the other changes', async ({
    onTestFinished,
  }) => {
    const { emulator, cwd, run } = await setup(onTestFinished, {
      'smform.yaml': config({ kiosks: 'tags: [x]' }),
    });
    const planned = await run(['plan', '--no-devices', '--out', 'plan.json']);
    expect(planned.code, planned.stderr).toBe(0);
    await writeFile(join(cwd, 'smform.yaml'), config({ kiosks: 'tags: [x], protected: true' }));

    const applied = await run(['apply', 'plan.json', '--trust-plan', '--yes', '--no-backup']);
    expect(applied.code, applied.stdout + applied.stderr).toBe(0);
    expect(applied.stderr).not.toContain('is protected');
    expect(writesOf(emulator)).toEqual(['PUT /api/v1/networks/N_1/sm/targetGroups/t2']);
    expect(tagsOf(emulator)).toEqual([['x'], ['a', 'b']]);
  });
});
