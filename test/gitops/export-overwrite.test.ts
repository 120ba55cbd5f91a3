import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from '../cli/run-in-process.js';
import { call, startTestEmulator } from '../helpers/emulator.js';

/**
 * `smform export` into a repository that already holds config: it never overwrites a file that differs
 * unless `--force` (which prints a unified diff of what it replaced), refuses when the organization is
 * declared in files of other names, and carries the `name:` already declared for the organization and
 * its networks.
 */

const SEED = 'examples/acme/live.yaml';
const ORG = '549236';

describe('smform export into an existing config repository', () => {
  it('refuses to overwrite a changed file, --force replaces it with a diff; names already declared are kept', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(SEED, { rateLimit: 0 });
    const cwd = await workdir(onTestFinished, {});
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const exportTo = (...more: string[]) =>
      smform(['export', '--org', ORG, '--out-dir', 'repo', ...more], { cwd, env });

    const first = await exportTo();
    expect(first.code, first.stderr).toBe(0);
    // Each file as it is written, then what to run next.
    expect(first.stderr).toBe(
      `wrote repo/orgs/${ORG}.yaml\nwrote repo/networks/N_24329156.yaml\nwrote repo/networks/N_24329157.yaml\n` +
        `Exported organization ${ORG}; check it with: smform plan repo --org ${ORG}\n`,
    );
    const orgFile = join(cwd, 'repo/orgs', `${ORG}.yaml`);
    const networkFile = join(cwd, 'repo/networks/N_24329156.yaml');
    // The same export again changes nothing and says so.
    const again = await exportTo();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(`unchanged repo/orgs/${ORG}.yaml`);

    // The team names the organization and a network, then someone adds a role in the Dashboard.
    const named = (await readFile(orgFile, 'utf8')).replace(
      `  - id: '${ORG}'\n`,
      `  - id: '${ORG}'\n    name: Acme Corp\n`,
    );
    await writeFile(orgFile, named);
    await writeFile(
      networkFile,
      (await readFile(networkFile, 'utf8')).replace(
        "      - id: 'N_24329156'\n",
        "      - id: 'N_24329156'\n        name: HQ Laptops\n",
      ),
    );
    const created = await call(emulator, 'POST', `/organizations/${ORG}/sm/admins/roles`, {
      body: { name: 'Night Shift', scope: 'some', tags: ['night'] },
    });
    expect(created.status).toBe(201);

    const refused = await exportTo();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`repo/orgs/${ORG}.yaml`);
    expect(refused.stderr).toContain('--force');
    expect(await readFile(orgFile, 'utf8')).toBe(named);

    const forced = await exportTo('--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stderr).toContain(`--- repo/orgs/${ORG}.yaml (replaced)`);
    expect(forced.stderr).toContain(
      `replaced repo/orgs/${ORG}.yaml:\n--- repo/orgs/${ORG}.yaml (replaced)\n`,
    );
    expect(forced.stderr).toContain(`+++ repo/orgs/${ORG}.yaml (exported)`);
    expect(forced.stderr).toMatch(/^\+ {6}- name: Night Shift$/m);
    const written = await readFile(orgFile, 'utf8');
    expect(written).toContain('    name: Acme Corp\n');
    expect(written).toContain('Night Shift');
    expect(await readFile(networkFile, 'utf8')).toContain('        name: HQ Laptops\n');
    // What was written plans empty.
    const planned = await smform(['plan', 'repo', '--detailed-exitcode'], { cwd, env });
    expect(planned.code, planned.stderr).toBe(0);
  });

  it('refuses when the organization is already declared under --out in files of other names', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(SEED, { rateLimit: 0 });
    const cwd = await workdir(onTestFinished, {});
    await mkdir(join(cwd, 'repo/orgs'), { recursive: true });
    const mine = `organizations:\n  - id: '${ORG}'\n    name: Acme\n    adminRoles: []\n`;
    await writeFile(join(cwd, 'repo/orgs/acme.yaml'), mine);
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const run = await smform(['export', '--org', ORG, '--out-dir', 'repo'], { cwd, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`organization ${ORG} is already declared under repo`);
    expect(run.stderr).toContain('repo/orgs/acme.yaml');
    expect(await readFile(join(cwd, 'repo/orgs/acme.yaml'), 'utf8')).toBe(mine);
    await expect(readFile(join(cwd, `repo/orgs/${ORG}.yaml`), 'utf8')).rejects.toThrow();
  });
});
