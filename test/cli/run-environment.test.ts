import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { smform, workdir } from './run-in-process.js';

// A program run in-process (tests, a library caller) reads its environment from `CliIo.env` only:
// MERAKI_BASE_URL and SMFORM_RATE_BUDGET, which commander itself reads from `process.env`, included.
// Not concurrent: these tests set variables of this process.

const config = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: all }
`;

async function setup(onFinished: (cleanup: () => Promise<void>) => void) {
  const emulator = await startEmulator({
    seed: { organizations: [{ id: '7001', networks: [{ id: 'N_1', targetGroups: [] }] }] },
    port: 0,
    rateLimit: 0,
  });
  onFinished(() => emulator.close());
  return { emulator, cwd: await workdir(onFinished, { 'smform.yaml': config }) };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the run's environment, not the test process's", () => {
  it("MERAKI_BASE_URL of the run wins over the process's", async ({ onTestFinished }) => {
    const { emulator, cwd } = await setup(onTestFinished);
    vi.stubEnv('MERAKI_BASE_URL', 'http://127.0.0.1:9/api/v1');
    const run = await smform(['plan', '--detailed-exitcode'], {
      cwd,
      env: { MERAKI_DASHBOARD_API_KEY: 'test-key-env', MERAKI_BASE_URL: emulator.url },
    });
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('+ network/N_1/targetGroup/Kiosks\n');
    expect(run.stderr).toMatch(/^plan: 1 to create, 0 to update, 0 to delete, 0 unchanged, 0 unmanaged, /);
  });

  it("a MERAKI_BASE_URL only the process has is not used: the run's default is", async ({
    onTestFinished,
  }) => {
    const { emulator, cwd } = await setup(onTestFinished);
    vi.stubEnv('MERAKI_BASE_URL', emulator.url);
    const run = await smform(['--debug', 'validate'], { cwd, env: {} });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('debug: setting baseUrl = https://api.meraki.com/api/v1 (default)\n');
  });

  it("SMFORM_RATE_BUDGET: the run's value with its source, and its bad value the same usage error", async ({
    onTestFinished,
  }) => {
    const { cwd } = await setup(onTestFinished);
    vi.stubEnv('SMFORM_RATE_BUDGET', '7');
    expect((await smform(['--debug', 'validate'], { cwd, env: {} })).stderr).toContain(
      'debug: setting rateBudget = 10 (default)\n',
    );
    const byRun = await smform(['--debug', 'validate'], { cwd, env: { SMFORM_RATE_BUDGET: '4' } });
    expect(byRun.stderr).toContain(
      'debug: setting rateBudget = 4 (from the environment, SMFORM_RATE_BUDGET)',
    );
    const bad = await smform(['validate'], { cwd, env: { SMFORM_RATE_BUDGET: 'many' } });
    expect(bad).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "error: option '--rate-budget <n>' value 'many' from env 'SMFORM_RATE_BUDGET' is invalid. " +
        "expected requests per second above 0, at most the API's 10\n(run with --help for usage)\n",
    });
  });

  it("git for --changed-since runs with the run's PATH: none there, no git", async ({ onTestFinished }) => {
    const { emulator, cwd } = await setup(onTestFinished);
    const run = await smform(['plan', '--changed-since', 'main'], {
      cwd,
      env: {
        PATH: join(cwd, 'no-bin'),
        MERAKI_DASHBOARD_API_KEY: 'test-key-env',
        MERAKI_BASE_URL: emulator.url,
      },
    });
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')[0]).toBe('error: --changed-since needs git, and git was not found on PATH');
  });
});
