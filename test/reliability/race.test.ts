import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { smform } from '../gitops/cli.js';
import { CONFIG, SEED } from '../faults/helpers/scenario.js';
import { duplicates } from '../faults/helpers/scenario.js';

describe('two applies of plans made from the same live state', () => {
  it('the second finds its plan stale (exit 5), names what moved and writes nothing', async () => {
    const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0 });
    const cwd = await mkdtemp(join(tmpdir(), 'smform-race-'));
    onTestFinished(async () => {
      await emulator.close();
      await rm(cwd, { recursive: true, force: true });
    });
    // Two branches of the config, planned against the same live state.
    await writeFile(join(cwd, 'a.yaml'), CONFIG);
    await writeFile(
      join(cwd, 'b.yaml'),
      CONFIG.replace('tags: [kiosk, ipad]', 'tags: [kiosk, android]').replace(
        'tags: [tablet]',
        'tags: [slate]',
      ),
    );
    const run = (argv: string[]) => smform(['--base-url', emulator.url, ...argv], { cwd });
    for (const branch of ['a', 'b']) {
      const planned = await run(['plan', `${branch}.yaml`, '--allow-delete', '--out', `${branch}.json`]);
      expect(planned.code, planned.stderr).toBe(0);
    }
    const first = await run(['apply', 'a.json', '--allow-delete', '--auto-approve']);
    expect(first.code, first.stderr).toBe(0);
    const afterFirst = emulator.state();
    const writesBefore = emulator.requestLog.filter((e) => e.method !== 'GET').length;

    const second = await run(['apply', 'b.json', '--allow-delete', '--auto-approve']);
    expect(second.code).toBe(5);
    expect(second.stderr).toContain('the plan is stale: live state moved since it was made');
    expect(second.stderr).toContain('network/N_1/targetGroup/Kiosks: it was changed live');
    expect(second.stderr).toMatch(/network\/N_1\/targetGroup\/Tablets: it now exists live \(id \d+\)/);
    expect(second.stderr).toContain('network/N_2/targetGroup/Old: it no longer exists live');
    expect(second.stderr).toContain('org/9001/sentry/N_1: its policy list was changed live');
    // Nothing of the first apply's work was overwritten, and no backup was taken for the refused one.
    expect(emulator.requestLog.filter((e) => e.method !== 'GET')).toHaveLength(writesBefore);
    expect(emulator.state()).toEqual(afterFirst);
    expect(duplicates(emulator)).toEqual([]);
    expect(second.stderr).not.toContain('Saved the live state');

    // Replanning the second branch from the new live state is the way forward.
    const replanned = await run(['apply', 'b.yaml', '--allow-delete', '--auto-approve']);
    expect(replanned.code, replanned.stderr).toBe(0);
    const settled = await run(['plan', 'b.yaml', '--allow-delete', '--detailed-exitcode']);
    expect(settled.code).toBe(0);
  });
});
