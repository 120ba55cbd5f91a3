import { describe, expect, it } from 'vitest';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir } from './run-in-process.js';

/**
 * Without a terminal (a CI log), a long read is not silent: the CLI (in-process) prints a plain
 * `reading N/M scopes... (Ns elapsed)` line every 5 s on stderr while reads go on; `--quiet` silences it.
 * The emulator answers each request after 6 s, so the plan reads for more than 5 s.
 */

const seed = {
  organizations: [
    {
      id: '549236',
      name: 'Acme',
      networks: [{ id: 'N_1', name: 'Laptops', targetGroups: [] }],
      adminRoles: [],
    },
  ],
};

const config = `organizations:
  - id: '549236'
    adminRoles: []
    networks:
      - id: N_1
        targetGroups: []
`;

describe('progress in a CI log (no terminal)', () => {
  it('a slow read prints a plain progress line at a steady pace on stderr; --quiet prints none', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0, faults: 'latency=6000ms' });
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url, CI: 'true' };
    const started = Date.now();
    const planned = await smform(['plan', '--detailed-exitcode'], { cwd, env });
    const took = Date.now() - started;
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toBe('No changes.\n');
    const lines = planned.stderr.split('\n').filter((line) => line.includes('elapsed)'));
    expect(lines.length).toBeGreaterThanOrEqual(1);
    // One line per 5 s of reading at most (the read is shorter than the whole run).
    expect(lines.length).toBeLessThanOrEqual(Math.floor(took / 5000));
    expect(lines[0]).toMatch(/^reading \d\/2 scopes\.\.\. \(5s elapsed\)$/);

    const quiet = await smform(['plan', '--quiet'], { cwd, env });
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quiet.stderr).toBe('');
  }, 90_000);
});
