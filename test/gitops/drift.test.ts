import { describe, expect, it } from 'vitest';
import { driftOfPlan } from '../../src/drift/index.js';
import { DRIFT_MARKER, renderDriftMarkdown, renderDriftText } from '../../src/report/index.js';
import { GITHUB_BODY_LIMIT } from '../../src/report/markdown-fit.js';
import { planChanges } from '../../src/planner/plan.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { copyOfExample } from '../helpers/example-copy.js';
import { desiredState, group, network, options, organization } from '../planner/helpers/builders.js';
import { scenarioPlan } from '../report/scenario.js';
import { smform } from './cli.js';

const ACME = 'examples/acme';
const ACME_SEED = 'examples/acme/live.yaml';

describe('driftOfPlan', () => {
  it('classifies every object: in sync, drifted with its fields, missing, unmanaged (pruned or not)', () => {
    const report = driftOfPlan(scenarioPlan());
    const statuses = report.objects.map(
      (entry) => `${entry.status} ${entry.address}${entry.pruned === true ? ' (pruned)' : ''}`,
    );
    expect(statuses).toEqual(
      [
        'drifted network/N_5678/targetGroup/Point of Sale',
        'unmanaged network/N_5678/targetGroup/Temp Pilot (pruned)',
        'inSync network/N_5678/targetGroup/Kiosks',
        'missing org/549236/adminRole/Helpdesk APAC',
        'drifted org/549236/adminRole/Helpdesk EMEA',
        'unmanaged org/549236/adminRole/Legacy Imaging',
        'drifted org/549236/sentry/N_24329160',
      ].sort((a, b) => (a.split(' ')[1]! < b.split(' ')[1]! ? -1 : 1)),
    );
    expect(report.summary).toEqual({ inSync: 1, drifted: 3, missing: 1, unmanaged: 2 });
    expect(report.matrix).toEqual([
      { scope: 'network/N_5678', kind: 'targetGroup', inSync: 1, drifted: 1, missing: 0, unmanaged: 1 },
      { scope: 'org/549236', kind: 'adminRole', inSync: 0, drifted: 1, missing: 1, unmanaged: 1 },
      { scope: 'org/549236', kind: 'sentry', inSync: 0, drifted: 1, missing: 0, unmanaged: 0 },
    ]);
    expect(report.objects.find((e) => e.address.endsWith('Helpdesk EMEA'))?.fieldChanges).toEqual([
      { path: 'tags', added: ['kiosk'], removed: ['laptops'] },
    ]);
    expect(report.drifted).toBe(true);
  });

  it('is clean when only unmanaged objects remain and prune is off', () => {
    const desired = desiredState([organization('O_1', { networks: [network('N_1', [group('A', 'all')])] })]);
    const report = driftOfPlan(
      planChanges(
        desired,
        {
          organizations: [
            {
              id: 'O_1',
              networks: [
                {
                  id: 'N_1',
                  targetGroups: [
                    { id: 't1', name: 'A', scope: 'all', tags: [] },
                    { id: 't2', name: 'Hand made', scope: 'none', tags: [] },
                  ],
                },
              ],
            },
          ],
        },
        options(),
      ),
    );
    expect(report.summary).toEqual({ inSync: 1, drifted: 0, missing: 0, unmanaged: 1 });
    expect(report.drifted).toBe(false);
    expect(renderDriftText(report, { color: false })).toContain(
      'No drift: 0 drifted, 0 missing, 1 unmanaged, 1 in sync.',
    );
    const markdown = renderDriftMarkdown(report);
    expect(markdown.split('\n').slice(0, 2)).toEqual([DRIFT_MARKER, '## smform drift: no drift']);
  });

  it('keeps a huge drift issue under the size cap with the marker and the matrix', () => {
    const names = Array.from({ length: 5_000 }, (_, i) => `Group ${i}`);
    const desired = desiredState([
      organization('O_1', {
        networks: [
          network(
            'N_1',
            names.map((name) => group(name, 'withAny', ['k'])),
          ),
        ],
      }),
    ]);
    const report = driftOfPlan(
      planChanges(
        desired,
        { organizations: [{ id: 'O_1', networks: [{ id: 'N_1', targetGroups: [] }] }] },
        options(),
      ),
    );
    const markdown = renderDriftMarkdown(report);
    expect(markdown.length).toBeLessThan(GITHUB_BODY_LIMIT);
    expect(markdown.startsWith(`${DRIFT_MARKER}\n## smform drift: 5,000 missing`)).toBe(true);
    expect(markdown).toContain('| `network/N_1` | targetGroup | 0 | 0 | 5,000 | 0 |');
    expect(markdown).toMatch(/@@ [\d,]+ lines left out to fit the issue/);
  });
});

describe('smform drift', () => {
  it('exits 2 on a drifted emulator, 0 after apply; text, json and markdown agree', async () => {
    const emulator = await startTestEmulator(ACME_SEED, { rateLimit: 0 });
    const base = ['--base-url', emulator.url];
    const text = await smform([...base, 'drift', ACME]);
    expect(text.stderr).toBe('');
    expect(text.code).toBe(2);
    expect(text.stdout).toContain(
      '~ network/N_24329156/targetGroup/Finance Macs  (drifted, id 1284392014802)',
    );
    expect(text.stdout).toContain('    tags: -{contractors}');
    expect(text.stdout).toContain('+ org/549236/adminRole/Helpdesk APAC  (missing)');
    expect(text.stdout).toContain(
      '? network/N_24329156/targetGroup/Temp Pilot Group  (unmanaged, id 1284392014806)',
    );
    expect(text.stdout).toMatch(/^scope +kind +in sync +drifted +missing +unmanaged$/m);
    expect(text.stdout).toMatch(/Drift found: 3 drifted, 1 missing, 1 unmanaged, \d+ in sync\.\n$/);

    const json = await smform([...base, 'drift', ACME, '--output', 'json']);
    expect(json.code).toBe(2);
    const report = JSON.parse(json.stdout) as { drifted: boolean; summary: Record<string, number> };
    expect(report.drifted).toBe(true);
    expect(report.summary).toMatchObject({ drifted: 3, missing: 1, unmanaged: 1 });

    const markdown = await smform([...base, 'drift', ACME, '--output', 'markdown']);
    expect(markdown.code).toBe(2);
    expect(
      markdown.stdout.startsWith(`${DRIFT_MARKER}\n## smform drift: 3 drifted, 1 missing, 1 unmanaged\n`),
    ).toBe(true);

    // Unmanaged objects that stay are context (#), drifted ones are changed in place (!).
    expect(markdown.stdout).toContain(
      '# network/N_24329156/targetGroup/Temp Pilot Group  (unmanaged, id 1284392014806)',
    );
    expect(markdown.stdout).toContain(
      '! network/N_24329156/targetGroup/Finance Macs  (drifted, id 1284392014802)',
    );

    // A copy: the apply's lock is taken in its config's directory, which other suites' applies share.
    const applied = await smform([
      ...base,
      'apply',
      await copyOfExample('acme'),
      '--auto-approve',
      '--no-backup',
    ]);
    expect(applied.code, applied.stderr).toBe(0);
    const clean = await smform([...base, 'drift', ACME]);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/No drift: 0 drifted, 0 missing, 1 unmanaged, \d+ in sync\.\n$/);
    const listed = await smform([...base, 'drift', ACME, '--show-in-sync']);
    expect(listed.stdout).toContain('= org/549236/adminRole/Helpdesk EMEA  (in sync, id 7310001)');
    expect(clean.stdout).not.toContain('= org/549236/adminRole/Helpdesk EMEA');
    const cleanMarkdown = await smform([...base, 'drift', ACME, '--output', 'markdown']);
    expect(cleanMarkdown.stdout).toContain('## smform drift: no drift');
  });

  it('narrows to one organization with --org, exits 3 on bad config and 1 without a key', async () => {
    const emulator = await startTestEmulator(ACME_SEED, { rateLimit: 0 });
    const retail = await smform([
      '--base-url',
      emulator.url,
      'drift',
      ACME,
      '--org',
      '681155',
      '--output',
      'json',
    ]);
    expect(retail.code).toBe(0);
    const report = JSON.parse(retail.stdout) as { objects: { address: string }[] };
    expect(report.objects.length).toBeGreaterThan(0);
    expect(report.objects.every((o) => o.address.includes('681155') || o.address.includes('N_681155'))).toBe(
      true,
    );
    const bad = await smform(['drift', 'test/fixtures/config/schema-bad-role-scope.yaml']);
    expect(bad.code).toBe(3);
    const noKey = await smform(['drift', ACME], { env: { MERAKI_DASHBOARD_API_KEY: undefined } });
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain('MERAKI_DASHBOARD_API_KEY is not set');
  });
});
