import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { smform, workdir } from './run-in-process.js';

/** A timeout tells the user where the timeout is set (issue 29 item 9), through the CLI in-process. */

const seed = { organizations: [{ id: '7001', name: 'Org', networks: [{ id: 'N_1', name: 'SM' }] }] };

describe('a request that times out', () => {
  it('ends with a hint naming --timeout, the settings key and the value in force', async ({
    onTestFinished,
  }) => {
    const slow = await startEmulator({ seed, port: 0, rateLimit: 0, latencyMs: 5_000 });
    onTestFinished(() => slow.close());
    const cwd = await workdir(onTestFinished, {});
    const result = await smform(
      ['--timeout', '0.5', '--max-attempts', '2', '--base-url', slow.url, 'api', 'getOrganizations'],
      { cwd, env: { MERAKI_DASHBOARD_API_KEY: 'test-key-timeout-hint' } },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'getOrganizations (GET /organizations) failed: timed out waiting for the response (gave up after 2 attempts)',
    );
    expect(result.stderr).toContain(
      'hint: each attempt waits at most the request timeout (now 0.5 s) for an answer: raise it with --timeout SECONDS or timeout: in smform.settings.yaml',
    );
  }, 60_000);
});
