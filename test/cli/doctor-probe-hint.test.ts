import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from './run-in-process.js';

/** `doctor --write-probe` on a network the key cannot see fails with the `hint:` docs/doctor.md promises. */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('doctor --write-probe on an unknown network', () => {
  it('fails the probe with a hint naming what to give instead', async ({ onTestFinished }) => {
    const cwd = await workdir(onTestFinished, {});
    const run = await smform(
      [
        '--emulator',
        `${ROOT}examples/acme/live.yaml`,
        'doctor',
        `${ROOT}examples/acme`,
        '--write-probe',
        'N_NOPE',
      ],
      { cwd },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'FAIL  the write probe failed: createNetworkSmTargetGroup (POST /networks/N_NOPE/sm/targetGroups) failed with HTTP 404: Network N_NOPE not found\n      hint: this key sees no network N_NOPE: give --write-probe the id of a Systems Manager network (`smform orgs --live` lists them)\n',
    );
  });
});
