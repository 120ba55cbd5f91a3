import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from '../cli/run-in-process.js';
import { startTestEmulator } from '../helpers/emulator.js';

/**
 * `init` in a repository that already has config (re-run, or run over a hand-made one) adds nothing
 * that changes what is planned: no starter with the placeholder organization 000000 beside the real
 * config, no export. Through the CLI in-process against the emulator.
 */

const config = `organizations:
  - id: '549236'
    adminRoles: []
`;

describe('smform init in a repository that has config', () => {
  it('writes no starter and no export, says so, and the next plan is what it was', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator('examples/acme/live.yaml', { rateLimit: 0 });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const cwd = await workdir(onTestFinished, { 'acme.yaml': config });
    const before = await smform(['plan', '--detailed-exitcode'], { cwd, env });
    expect(before.code, before.stderr).toBe(0);

    const init = await smform(['init'], { cwd, env });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stderr).toContain(
      'kept the config that is there (1 file, e.g. acme.yaml): no starter written; `smform export --org ID` adds an organization',
    );
    expect(await readdir(cwd)).not.toContain('orgs');
    expect(await readdir(join(cwd, '.github/workflows'))).toEqual(['apply.yml', 'drift.yml', 'plan.yml']);
    const after = await smform(['plan', '--detailed-exitcode'], { cwd, env });
    expect(after.code, after.stderr).toBe(0);
    expect(after.stdout).toBe(before.stdout);

    // With --org too: the organization is not exported a second time.
    emulator.requestLog.length = 0;
    const exported = await smform(['init', '--org', '549236'], { cwd, env });
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stderr).toContain('no export written');
    expect(await readdir(cwd)).not.toContain('networks');
    expect(emulator.requestLog).toEqual([]);
  }, 120_000);
});
