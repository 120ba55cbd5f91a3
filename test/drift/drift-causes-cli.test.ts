import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSeed, type Seed } from '../../src/emulator/index.js';
import { DRIFT_MARKER } from '../../src/report/index.js';
import { call, startTestEmulator } from '../helpers/emulator.js';
import { copyOfExample } from '../helpers/example-copy.js';
import { smform } from '../gitops/cli.js';

const SMFORM_KEY = 'key-one-fake';
const ANN_KEY = 'ann-fake-key';
const BOB_KEY = 'bob-fake-key';
const HQ = 'N_24329156';
const HOUR = 3_600_000;

/** The Acme seed with three admins: smform's own key, and two colleagues editing in the Dashboard. */
function seed(): Seed {
  const acme = parseSeed(readFileSync('examples/acme/live.yaml', 'utf8'), 'live.yaml');
  const org = acme.organizations.find((o) => o.id === '549236');
  if (org === undefined) throw new Error('no Acme organization');
  org.admins = [
    { id: '901', name: 'smform bot', email: 'robot@example.com', apiKeys: [SMFORM_KEY] },
    { id: '902', name: 'Ann Admin', email: 'ann@example.com', apiKeys: [ANN_KEY] },
    { id: '903', name: 'Bob Builder', email: 'bob@example.com', apiKeys: [BOB_KEY] },
  ];
  return acme;
}

interface Cause {
  adminName?: string;
  adminEmail?: string;
  ts: string;
  match: string;
  appliedBySmform?: boolean;
}
interface JsonReport {
  objects: { address: string; status: string; causes?: Cause[] }[];
  attribution?: { identity: { email: string } | null; organizations: { orgId: string; entries: number }[] };
}

/** Apply as smform, then two colleagues change things in the Dashboard an hour apart. */
async function driftedByColleagues() {
  let now = Date.now() - 3 * HOUR;
  const emulator = await startTestEmulator(seed(), { rateLimit: 0, clock: () => now });
  const base = ['--base-url', emulator.url];
  // A copy, and run in it: the apply's lock is taken in its config's directory, which other suites'
  // applies share, and drift's window starts at the newest backup under the working directory.
  const acme = await copyOfExample('acme');
  const env = { env: { MERAKI_DASHBOARD_API_KEY: SMFORM_KEY }, cwd: acme };
  const applied = await smform([...base, 'apply', acme, '--auto-approve', '--no-backup'], env);
  expect(applied.code, applied.stderr).toBe(0);
  now += HOUR;
  const annAt = new Date(now).toISOString();
  const roles = (await call(emulator, 'GET', '/organizations/549236/sm/admins/roles')).body as {
    items: { roleId: string; name: string }[];
  };
  const apac = roles.items.find((role) => role.name === 'Helpdesk APAC');
  await call(emulator, 'PUT', `/networks/${HQ}/sm/targetGroups/1284392014802`, {
    key: ANN_KEY,
    body: { scope: 'withAll, finance, macos, interns' },
  });
  await call(emulator, 'DELETE', `/organizations/549236/sm/admins/roles/${apac?.roleId ?? ''}`, {
    key: ANN_KEY,
  });
  await call(emulator, 'POST', `/networks/${HQ}/sm/targetGroups`, {
    key: ANN_KEY,
    body: { name: 'Ann Pilot', scope: 'withAny, pilot' },
  });
  now += HOUR;
  await call(emulator, 'PUT', '/organizations/549236/sm/admins/roles/7310003', {
    key: BOB_KEY,
    body: { tags: ['field'] },
  });
  return { emulator, base, env, annAt, acme };
}

describe('drift with its cause', () => {
  it("names a colleague's edit with admin and time in text, JSON and Markdown; smform's apply is no cause", async () => {
    const { emulator, base, env, annAt, acme } = await driftedByColleagues();

    const text = await smform([...base, 'drift', acme], env);
    expect(text.code, text.stderr).toBe(2);
    const annTime = `${annAt.slice(0, 19).replace('T', ' ')} UTC`;
    const finance = text.stdout.split('\n~ ')[1] ?? '';
    expect(text.stdout).toContain('~ network/N_24329156/targetGroup/Finance Macs');
    expect(text.stdout).toContain(`changed by Ann Admin <ann@example.com> at ${annTime}`);
    expect(text.stdout).toMatch(
      /\+ org\/549236\/adminRole\/Helpdesk APAC {2}\(missing\)\n {4}changed by Ann Admin/,
    );
    expect(text.stdout).toMatch(/ {4}applied by smform at /);
    expect(text.stdout).not.toContain('changed by smform bot');
    // The neighbours' own entries are theirs, not "around then" for Finance Macs.
    expect(finance).not.toContain('around then');
    expect(text.stdout).toContain(
      "entries by smform bot <robot@example.com> (the API key's admin) are smform's own",
    );

    const json = await smform([...base, 'drift', acme, '--output', 'json'], env);
    const report = JSON.parse(json.stdout) as JsonReport;
    const causes = (address: string): Cause[] =>
      report.objects.find((o) => o.address === address)?.causes ?? [];
    const group = causes(`network/${HQ}/targetGroup/Finance Macs`);
    expect(group[0]).toMatchObject({
      adminName: 'Ann Admin',
      adminEmail: 'ann@example.com',
      ts: annAt,
      match: 'object',
    });
    expect(group.filter((c) => c.appliedBySmform === true)).toHaveLength(1);
    expect(causes(`network/${HQ}/targetGroup/Ann Pilot`)[0]).toMatchObject({ adminName: 'Ann Admin' });
    expect(causes('org/549236/adminRole/Field Supervisors')[0]).toMatchObject({ adminName: 'Bob Builder' });
    expect(report.attribution?.identity).toMatchObject({ email: 'robot@example.com' });
    // One change-log read per organization with drift (Acme Retail has none), plus the key's identity.
    const reads = emulator.requestLog.filter((e) => e.operationId === 'getOrganizationConfigurationChanges');
    expect(reads.map((e) => e.orgId)).toEqual(['549236', '549236']);

    const markdown = await smform([...base, 'drift', acme, '--output', 'markdown'], env);
    expect(markdown.stdout.startsWith(DRIFT_MARKER)).toBe(true);
    expect(markdown.stdout).toContain('### Who changed it');
    // Grouped by cause: Ann's three objects of one sitting are one item, Bob's one another, newest first.
    const items = markdown.stdout.split('\n').filter((line) => line.startsWith('- '));
    expect(items[0]).toMatch(/^- Changed by `Bob Builder <bob@example.com>` at .*: 1 object$/);
    expect(items[1]).toBe(`- Changed by \`Ann Admin <ann@example.com>\` at ${annTime}: 3 objects`);
    expect(markdown.stdout).not.toContain('Changed by `smform bot');
  });

  it('reads no change log without drift, nor with --no-attribution', async () => {
    const emulator = await startTestEmulator(seed(), { rateLimit: 0 });
    const base = ['--base-url', emulator.url];
    const acme = await copyOfExample('acme');
    const env = { env: { MERAKI_DASHBOARD_API_KEY: SMFORM_KEY }, cwd: acme };
    const skipped = await smform([...base, 'drift', acme, '--no-attribution', '--output', 'json'], env);
    expect(skipped.code).toBe(2);
    expect((JSON.parse(skipped.stdout) as JsonReport).attribution).toBeUndefined();
    expect((await smform([...base, 'apply', acme, '--auto-approve', '--no-backup'], env)).code).toBe(0);
    const clean = await smform([...base, 'drift', acme], env);
    expect(clean.code).toBe(0);
    const logReads = emulator.requestLog.filter(
      (e) =>
        e.operationId === 'getOrganizationConfigurationChanges' ||
        e.operationId === 'getAdministeredIdentitiesMe',
    );
    expect(logReads).toEqual([]);
  });
});
