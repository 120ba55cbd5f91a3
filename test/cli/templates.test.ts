import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startTestEmulator } from '../helpers/emulator.js';
import { copyOfExample } from '../helpers/example-copy.js';
import { smform, workdir } from './run-in-process.js';

/* The retail example (40 store networks, two templates) through the CLI (in-process), against the emulator. */

const root = fileURLToPath(new URL('../../', import.meta.url));
const RETAIL = 'examples/retail';
const SEED = 'examples/retail/live.yaml';
const run = (argv: string[]) => smform(argv, { cwd: root });

interface Source {
  file: string;
  line: number;
  column: number;
  template?: string;
  usedAt?: { file: string; line: number; column: number };
}
interface PlanJson {
  summary: Record<string, number>;
  changes: { address: string; action: string; source?: Source }[];
}

describe('templates through the CLI (examples/retail)', () => {
  it('validate expands the templates and notes the override', async () => {
    const result = await run(['validate', RETAIL]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'examples/retail/stores/north.yaml:60:13  organizations[0].networks[16].targetGroups[0].name: info: target group "Tills" of network N_77014017 overrides template store-baseline (examples/retail/templates.yaml:10:9)',
    );
    expect(result.stdout).toContain(
      'Checked 4 files: 1 organization, 40 networks, 180 target groups, 1 admin role, 0 sentry assignments (0 policies). 0 errors, 0 warnings, 1 note.',
    );
  });

  it('plan JSON: every expanded object keeps its own address; its source is the template and the use: line', async () => {
    const result = await run(['--emulator', SEED, 'plan', RETAIL, '--output', 'json']);
    expect(result.code).toBe(0);
    const plan = JSON.parse(result.stdout) as PlanJson;
    expect(plan.summary).toMatchObject({ create: 5, update: 2, delete: 0, noop: 174, unmanaged: 1 });
    const change = (address: string) => plan.changes.find((c) => c.address === address);
    expect(change('network/N_77014005/targetGroup/Staging')).toMatchObject({
      action: 'create',
      source: {
        file: 'examples/retail/templates.yaml',
        line: 19,
        column: 9,
        template: 'store-baseline',
        usedAt: { file: 'examples/retail/stores/north.yaml', line: 21, column: 15 },
      },
    });
    expect(change('network/N_77014039/targetGroup/Pharmacy Tablets')?.source).toMatchObject({
      template: 'pharmacy',
      usedAt: { file: 'examples/retail/stores/south.yaml', line: 63, column: 31 },
    });
    // Store 017's own "Tills" replaces the template's: its source is where the store declares it.
    expect(change('network/N_77014017/targetGroup/Tills')).toMatchObject({
      action: 'update',
      source: { file: 'examples/retail/stores/north.yaml', line: 60, column: 13 },
    });
    expect(change('network/N_77014017/targetGroup/Tills')?.source?.template).toBeUndefined();
  });

  it('the text plan and the PR comment name the template and the use: line', async () => {
    const text = await run(['--emulator', SEED, 'plan', RETAIL]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      '+ network/N_77014035/targetGroup/Pharmacy Tablets\n    from template pharmacy at examples/retail/templates.yaml:22:9, use: at examples/retail/stores/south.yaml:51:31\n',
    );
    const markdown = await run(['--emulator', SEED, 'plan', RETAIL, '--output', 'markdown']);
    expect(markdown.stdout).toContain(
      '! update network/N_77014012/targetGroup/Kiosks  (id 1284770000051, devices 1 -> 1 (+0 -0))\n#    from template store-baseline at examples/retail/templates.yaml:13:9, use: at examples/retail/stores/north.yaml:42:15\n',
    );
  });

  it('apply converges: a second plan of the same templates is empty', async () => {
    const emulator = await startTestEmulator(SEED, { rateLimit: 0 });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    // A copy: the apply's lock goes in its config's directory, not in the checkout.
    const retail = await copyOfExample('retail');
    const apply = await smform(['apply', retail, '--auto-approve', '--no-backup'], { cwd: root, env });
    expect(apply.code).toBe(0);
    expect(apply.stdout).toContain('Apply complete: 7 done, 0 failed, 0 skipped.');
    const again = await smform(['plan', retail, '--detailed-exitcode'], { cwd: root, env });
    expect(again.stdout).toContain('No changes.');
    expect(again.code).toBe(0);
  });

  it('an unknown template fails the config (exit 3) at the use: entry, with a did-you-mean', async () => {
    const dir = await workdir(onTestFinished, {
      'smform.yaml': `templates:
  targetGroups:
    store-baseline: [{ name: Kiosks, scope: withAll, tags: [kiosk] }]
organizations:
  - id: "1"
    networks:
      - id: N_1
        use: [store-baselin]
`,
    });
    const result = await smform(['--emulator', SEED, 'plan', 'smform.yaml'], { cwd: dir });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(
      'smform.yaml:8:15  organizations[0].networks[0].use[0]: network N_1 uses template store-baselin, but no templates.targetGroups has that name\n    hint: did you mean "store-baseline"? templates.targetGroups: store-baseline',
    );
  });
});
