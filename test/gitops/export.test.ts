import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import type { Seed } from '../../src/emulator/index.js';
import { exportOrganization, readForExport } from '../../src/export/index.js';
import { readLive } from '../../src/live/index.js';
import { ROLE_SCOPES, TAG_SCOPE_KEYWORDS } from '../../src/model/scope.js';
import { planChanges } from '../../src/planner/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { activeChanges, startHarness } from '../integration/harness.js';
import { smform } from './cli.js';

const ACME = 'examples/acme';
const ACME_SEED = 'examples/acme/live.yaml';

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'smform-export-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('smform export', () => {
  it('exports the acme example so that an immediate plan of it is empty, with and without ids', async () => {
    const emulator = await startTestEmulator(ACME_SEED, { rateLimit: 0 });
    const base = ['--base-url', emulator.url];
    for (const withIds of [[], ['--with-ids']]) {
      const dir = await tempDir();
      const corp = await smform([...base, 'export', '--org', '549236', '--out-dir', dir, ...withIds]);
      expect(corp.code, corp.stderr).toBe(0);
      const retail = await smform([
        ...base,
        'export',
        '--org',
        '681155',
        '--network',
        'N_6811551',
        '--network',
        'N_6811552',
        '--out-dir',
        dir,
        ...withIds,
      ]);
      expect(retail.code, retail.stderr).toBe(0);
      expect(corp.stderr).toContain(`wrote ${join(dir, 'orgs/549236.yaml')}`);
      expect(corp.stderr).toContain(`wrote ${join(dir, 'networks/N_24329156.yaml')}`);
      const orgFile = await readFile(join(dir, 'orgs/549236.yaml'), 'utf8');
      expect(orgFile.split('\n')[0]).toBe(
        '# yaml-language-server: $schema=../node_modules/smform/schemas/smform.schema.json',
      );
      expect(orgFile).toContain("  - id: '549236'");
      // Sentry policies name their group policy as the Dashboard shows it (id 101 in the seed).
      expect(orgFile).toContain('groupPolicy: Finance VLAN');
      expect(orgFile.includes("roleId: '7310001'")).toBe(withIds.length > 0);
      const validated = await smform(['validate', dir]);
      expect(validated.code, validated.stdout).toBe(0);
      expect(validated.stdout).toContain('0 errors, 0 warnings.');
      const planned = await smform([...base, 'plan', dir, '--detailed-exitcode']);
      expect(planned.code, planned.stdout + planned.stderr).toBe(0);
      expect(planned.stdout).toBe('No changes.\n');
      expect(planned.stderr).toMatch(/0 to create, 0 to update, 0 to delete, 2\d unchanged, 0 unmanaged/);
    }
  });

  it('needs --org, and the example config exports what its live seed holds', async () => {
    const missing = await smform(['export']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("required option '--org <id>' not specified");
    // Exporting then planning the original config shows the same drift as before: export reads, never writes.
    const emulator = await startTestEmulator(ACME_SEED, { rateLimit: 0 });
    const dir = await tempDir();
    await smform(['--base-url', emulator.url, 'export', '--org', '549236', '--out-dir', dir]);
    expect(emulator.requestLog.every((entry) => entry.method === 'GET')).toBe(true);
    const original = await smform(['--base-url', emulator.url, 'plan', ACME, '--detailed-exitcode']);
    expect(original.code).toBe(2);
  });
});

/*
 * Random live states of all three kinds, with the awkward cases an export must survive: names YAML
 * would misread ('yes', '123', '#x', 'a: b', quotes), two objects of one name, tagged scopes left with
 * no tags and names with a newline (not declarable: they must stay unmanaged), all/none holding stale tags, tag case
 * variants. For each: export, load the files as config (no errors), plan against the same emulator:
 * nothing to create, update or delete, and the objects left out are exactly the unmanaged ones.
 */
const names = fc.constantFrom(
  'Kiosks',
  'yes',
  '123',
  '#x',
  'a: b',
  "it's",
  'say "hi"',
  'two\nlines',
  ' padded ',
  'Ünïcode ✓',
);
const tags = fc.uniqueArray(fc.constantFrom('a', 'b', 'kiosk', 'Kiosk', 'ipad', 'a.b:c', 'null'), {
  maxLength: 3,
});
const groupRecord = fc.record({ name: names, scope: fc.constantFrom(...TAG_SCOPE_KEYWORDS), tags });
const roleRecord = fc.record({ name: names, scope: fc.constantFrom(...ROLE_SCOPES), tags });
const policyRecord = fc.record({
  smNetworkId: fc.constantFrom('N_1', 'N_2'),
  groupPolicyId: fc.constantFrom('100', '101', '0102'),
  scope: fc.constantFrom(...TAG_SCOPE_KEYWORDS),
  tags,
});
const world = fc.record({
  roles: fc.array(roleRecord, { maxLength: 5 }),
  groups1: fc.array(groupRecord, { maxLength: 5 }),
  groups2: fc.array(groupRecord, { maxLength: 4 }),
  sentry: fc.uniqueArray(
    fc.record({
      networkId: fc.constantFrom('N_W1', 'N_W2', 'N_1'),
      policies: fc.array(policyRecord, { maxLength: 4 }),
    }),
    {
      selector: (entry) => entry.networkId,
      maxLength: 3,
    },
  ),
  explicitNetworks: fc.boolean(),
  withIds: fc.boolean(),
});
type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

function seedOf(w: World): Seed {
  let n = 0;
  const id = (): string => String(1000 + ++n);
  return {
    organizations: [
      {
        id: '4242',
        adminRoles: w.roles.map((r) => ({ roleId: id(), ...r })),
        sentryPolicies: w.sentry.map((s) => ({
          networkId: s.networkId,
          policies: s.policies.map((p) => ({ policyId: id(), ...p })),
        })),
        networks: [
          { id: 'N_1', targetGroups: w.groups1.map((g) => ({ id: id(), ...g })) },
          { id: 'N_2', targetGroups: w.groups2.map((g) => ({ id: id(), ...g })) },
        ],
      },
    ],
  };
}

describe('export then plan is empty for random live states', () => {
  it('for every kind, awkward names, shared names and undeclarable objects', async () => {
    let skippedRuns = 0;
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const h = await startHarness(seedOf(w));
        const dir = await mkdtemp(join(tmpdir(), 'smform-export-prop-'));
        try {
          const read = await readForExport(h.client, '4242', w.explicitNetworks ? ['N_1', 'N_2'] : undefined);
          const exported = exportOrganization(read.org, { withIds: w.withIds });
          for (const file of exported.files) {
            await mkdir(dirname(join(dir, file.path)), { recursive: true });
            await writeFile(join(dir, file.path), file.text);
          }
          const config = await loadConfig([dir], { cwd: dir });
          expect(config.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
          const desired = config.state;
          if (desired === undefined) throw new Error('the export did not load');
          const made = planChanges(desired, await readLive(h.client, desired), {
            toolVersion: 'test',
            now: 'now',
          });
          expect(made.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
          expect(activeChanges(made)).toEqual([]);
          expect(made.unmanaged.map((u) => u.address).sort()).toEqual(
            exported.skipped.map((s) => s.address).sort(),
          );
          if (exported.skipped.length > 0) skippedRuns += 1;
        } finally {
          await rm(dir, { recursive: true, force: true });
          await h.client.close();
          await h.emulator.close();
        }
      }),
      { numRuns: 60 },
    );
    // The generator really produces objects that cannot be declared.
    expect(skippedRuns).toBeGreaterThan(5);
  });
});
