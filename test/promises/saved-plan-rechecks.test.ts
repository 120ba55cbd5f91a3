import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir } from '../cli/run-in-process.js';

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
