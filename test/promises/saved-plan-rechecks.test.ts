import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir, type OnFinished } from '../cli/run-in-process.js';

/**
 * docs/workflow.md § `smform apply`: a saved plan is checked against the config as it is now. An object
 * marked `protected: true` after the plan was reviewed is not changed by that plan.
 */

const seed: Seed = {
  organizations: [
    {
      id: '7801',
      networks: [{ id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAny', tags: ['x'] }] }],
    },
  ],
};

const config = (mark: string) => `organizations:
  - id: "7801"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [x, y]${mark} }
`;

describe('a saved plan is checked against the config as it is now', () => {
  it('a plan whose object was made protected since the review is refused and writes nothing', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config('') });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key-saved-plan', MERAKI_BASE_URL: emulator.url };
    const planned = await smform(['plan', 'smform.yaml', '--out', 'plan.json'], { cwd, env });
    expect(planned.code, planned.stderr).toBe(0);
    await writeFile(join(cwd, 'smform.yaml'), config(', protected: true'));
    const mark = emulator.requestLog.length;
    const applied = await smform(['apply', 'plan.json', '--yes'], { cwd, env });
    expect(applied.code, applied.stdout + applied.stderr).toBe(5);
    expect(applied.stderr).toContain(
      'smform.yaml differs from the config the plan was made from (configDigest differs)',
    );
    expect(emulator.requestLog.slice(mark).filter((entry) => entry.method !== 'GET')).toEqual([]);
    expect(emulator.state().organizations[0]?.networks?.[0]?.targetGroups?.[0]?.tags).toEqual(['x']);
  }, 120_000);
});

const twoNetworks: Seed = {
  organizations: [
    {
      id: '7802',
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAny', tags: ['x'] }] },
        { id: 'N_2', targetGroups: [{ id: 't2', name: 'Laptops', scope: 'withAny', tags: ['a'] }] },
      ],
    },
  ],
};

const twoNetworksConfig = `organizations:
  - id: "7802"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [x, y] }
      - id: N_2
        targetGroups:
          - { name: Laptops, scope: withAny, tags: [a, b] }
`;

/** Plans with `selection` into plan.json, applies the file, and returns what was written where. */
async function planNarrowedThenApply(onFinished: OnFinished, selection: string[]) {
  const emulator = await startTestEmulator(twoNetworks, { rateLimit: 0 });
  const cwd = await workdir(onFinished, { 'smform.yaml': twoNetworksConfig });
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key-saved-selection', MERAKI_BASE_URL: emulator.url };
  const planned = await smform(['plan', 'smform.yaml', ...selection, '--out', 'plan.json'], { cwd, env });
  expect(planned.code, planned.stderr).toBe(0);
  const applied = await smform(['apply', 'plan.json', '--yes'], { cwd, env });
  const tags = (network: number) =>
    emulator.state().organizations[0]?.networks?.[network]?.targetGroups?.[0]?.tags;
  const writes = emulator.requestLog
    .filter((entry) => entry.method !== 'GET')
    .map((entry) => `${entry.method} ${entry.path}`);
  return { applied, writes, n1: tags(0), n2: tags(1) };
}

describe('a saved plan is checked again with the selection it was made with', () => {
  it('a plan made with --target is planned again with that --target, so it applies and writes only its network', async ({
    onTestFinished,
  }) => {
    const run = await planNarrowedThenApply(onTestFinished, ['--target', 'network/N_1/**']);
    expect(run.applied.code, run.applied.stdout + run.applied.stderr).toBe(0);
    expect(run.applied.stderr).toContain('Checked: a fresh plan of smform.yaml has the same 1 change.\n');
    expect(run.writes).toEqual(['PUT /api/v1/networks/N_1/sm/targetGroups/t1']);
    expect(run.n1).toEqual(['x', 'y']);
    expect(run.n2).toEqual(['a']);
  });

  it('a plan made with --exclude is planned again with that --exclude, so it applies and leaves the excluded network alone', async ({
    onTestFinished,
  }) => {
    const run = await planNarrowedThenApply(onTestFinished, ['--exclude', 'network/N_1/**']);
    expect(run.applied.code, run.applied.stdout + run.applied.stderr).toBe(0);
    expect(run.applied.stderr).toContain('Checked: a fresh plan of smform.yaml has the same 1 change.\n');
    expect(run.writes).toEqual(['PUT /api/v1/networks/N_2/sm/targetGroups/t2']);
    expect(run.n1).toEqual(['x']);
    expect(run.n2).toEqual(['a', 'b']);
  });
});
