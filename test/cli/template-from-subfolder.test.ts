import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from './run-in-process.js';

/**
 * Run from a subfolder, smform reads only that folder: a template declared at the repository's root is
 * unknown, and the hint says where it may be (the root, or configPaths). Through the CLI in-process.
 */

const HINT =
  'hint: declare it under templates.targetGroups.base (in any file); if a file declares it, smform did not read that file: run smform from the repository root, or list the folders in configPaths (smform.settings.yaml)';

describe('a template left unread because the command ran in a subfolder', () => {
  it('validate and plan hint at the repository root and configPaths', async ({ onTestFinished }) => {
    const cwd = await workdir(onTestFinished, {});
    await mkdir(join(cwd, 'templates'));
    await mkdir(join(cwd, 'networks'));
    await writeFile(
      join(cwd, 'templates/t.yaml'),
      'templates:\n  targetGroups:\n    base:\n      - { name: Kiosks, scope: withAll, tags: [kiosk] }\n',
    );
    await writeFile(
      join(cwd, 'networks/n.yaml'),
      "organizations:\n  - id: '1'\n    networks:\n      - id: N_1\n        use: [base]\n",
    );
    expect((await smform(['validate'], { cwd })).code).toBe(0);
    const sub = join(cwd, 'networks');
    const validated = await smform(['validate'], { cwd: sub });
    expect(validated.code).toBe(3);
    expect(validated.stdout + validated.stderr).toContain(HINT);
    const planned = await smform(['plan'], { cwd: sub, env: { MERAKI_DASHBOARD_API_KEY: 'test-key' } });
    expect(planned.code).toBe(3);
    expect(planned.stderr).toContain(HINT);
  }, 60_000);
});
