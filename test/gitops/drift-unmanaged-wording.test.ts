import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from '../cli/run-in-process.js';

/**
 * The drift issue of an organization whose only differences are unmanaged objects left alone says
 * "no drift" and never, under it, "N objects out of sync". Through the CLI in-process against the emulator.
 */

const SEED = fileURLToPath(new URL('../../examples/acme/live.yaml', import.meta.url));

describe('the drift issue with unmanaged objects only', () => {
  it('says no drift and lists them as unmanaged objects left alone, not out of sync', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {
      'smform.yaml': "organizations:\n  - id: '549236'\n    adminRoles: []\n",
    });
    const run = await smform(['--emulator', SEED, 'drift', '--output', 'markdown'], { cwd });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('## smform drift for organization 549236: no drift\n');
    expect(run.stdout).toContain('<details><summary>3 unmanaged objects left alone</summary>');
    expect(run.stdout).not.toContain('out of sync');
  });
});
