import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from './run-in-process.js';

/** `orgs --live` and the destructive-device preview print their columns padded, as tables. */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SEED = `${ROOT}examples/acme/live.yaml`;

/** The column where `marker` starts on each line that holds it. */
const columnsOf = (text: string, marker: RegExp): number[] =>
  text
    .split('\n')
    .map((line) => line.search(marker))
    .filter((at) => at >= 0);

describe('padded columns', () => {
  it('orgs --live lines up network ids, names and product types over the whole listing', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {});
    const run = await smform(['--emulator', SEED, 'orgs', `${ROOT}examples/acme`, '--live'], { cwd });
    expect(run.code, run.stderr).toBe(0);
    const types = columnsOf(run.stdout, /\[(systemsManager|wireless)/);
    expect(types).toHaveLength(6);
    expect(new Set(types).size).toBe(1);
    expect(run.stdout).toContain('  N_6811551   Store Kiosks     [systemsManager]\n');
  });

  it('the destructive-device preview lines up names, ids and serials', async ({ onTestFinished }) => {
    const cwd = await workdir(onTestFinished, {});
    const run = await smform(
      ['--emulator', SEED, 'api', 'lockNetworkSmDevices', 'networkId=N_24329156', 'scope=withAny,finance'],
      { cwd },
    );
    expect(run.code).toBe(1);
    const ids = columnsOf(run.stderr, / id \d/);
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(1);
    expect(new Set(columnsOf(run.stderr, / serial /)).size).toBe(1);
  });
});
