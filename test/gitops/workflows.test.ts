import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createProgram } from '../../src/cli/run.js';
import { DRIFT_MARKER, PLAN_MARKER } from '../../src/report/index.js';
import { invocations, problems, silentIo } from '../helpers/cli-check.js';

const DIR = 'examples/github-workflows';

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[] }>;
}

const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.yml'))
  .sort();
const load = (file: string): Workflow => parse(readFileSync(join(DIR, file), 'utf8')) as Workflow;
const steps = (w: Workflow): Step[] => Object.values(w.jobs).flatMap((job) => job.steps);
const scripts = (w: Workflow): string[] =>
  steps(w).flatMap((s) => (typeof s.run === 'string' ? [s.run] : []));

describe('example GitHub workflows', () => {
  it('are the three documented ones and parse as YAML', () => {
    expect(files).toEqual(['apply.yml', 'drift.yml', 'plan.yml']);
    for (const file of files) expect(Object.keys(load(file).jobs).length).toBeGreaterThan(0);
  });

  it('call only smform commands and flags that exist, with values where a flag needs one', async () => {
    const program = await createProgram(silentIo, () => undefined);
    const all: string[][] = [];
    for (const file of files) {
      for (const script of scripts(load(file))) {
        const calls = invocations(script);
        all.push(...calls);
        for (const argv of calls)
          expect(problems(program, argv), `${file}: smform ${argv.join(' ')}`).toEqual([]);
        // Flags a script collects into a variable and passes on are checked against apply too.
        for (const m of script.matchAll(/flags="\$flags (--[a-z-]+)"/g)) {
          expect(problems(program, ['apply', 'plan.json', m[1] ?? '']), file).toEqual([]);
        }
      }
    }
    const commands = all.map((argv) => argv.filter((w) => !w.startsWith('$')).join(' '));
    expect(commands).toEqual(
      expect.arrayContaining([
        'validate',
        'plan --out plan.json --output markdown --html plan.html --detailed-exitcode',
        'apply plan.json .',
        'orgs --matrix',
        'drift --org --output markdown --html drift.html',
      ]),
    );
  });

  it('docs/gitops.md shows only commands and flags that exist', async () => {
    const program = await createProgram(silentIo, () => undefined);
    const doc = readFileSync('docs/gitops.md', 'utf8');
    const blocks = [...doc.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
    const calls = blocks.flatMap((block) => invocations(block));
    expect(calls.length).toBeGreaterThan(10);
    for (const argv of calls) expect(problems(program, argv), `smform ${argv.join(' ')}`).toEqual([]);
  });

  it('the checker itself rejects unknown commands, unknown flags and missing values', async () => {
    const program = await createProgram(silentIo, () => undefined);
    expect(problems(program, ['plam'])).toEqual(['unknown command plam']);
    expect(problems(program, ['plan', '--outt', 'x'])).toEqual(['plan: unknown option --outt']);
    expect(problems(program, ['drift', '--output'])).toEqual(['drift: --output needs a value']);
    expect(problems(program, ['--emulator', 'seed.yaml', 'plan', '--no-devices'])).toEqual([]);
    expect(invocations('x=$(npx smform orgs --matrix)\nnpx smform plan \\\n  --out p.json > c.md')).toEqual([
      ['orgs', '--matrix'],
      ['plan', '--out', 'p.json'],
    ]);
  });

  it('plan runs on pull requests, keeps one comment by its marker and uploads the plan', () => {
    const plan = load('plan.yml');
    expect(Object.keys(plan.on)).toEqual(['pull_request']);
    const text = readFileSync(join(DIR, 'plan.yml'), 'utf8');
    expect(text).toContain(`const marker = '${PLAN_MARKER}'`);
    expect(text).toContain('secrets.MERAKI_DASHBOARD_API_KEY');
    const uploads = steps(plan).filter((s) => s.uses?.startsWith('actions/upload-artifact') === true);
    expect(uploads.map((s) => s.with)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'smform-plan', path: 'plan.json' }),
        expect.objectContaining({ name: 'smform-plan-page', path: 'plan.html' }),
      ]),
    );
  });

  it('plan reads only what changed since the last applied commit (unless SMFORM_FULL_PLAN); drift stays full', async () => {
    const plan = load('plan.yml');
    const checkout = steps(plan).find((s) => s.uses?.startsWith('actions/checkout') === true);
    // --changed-since needs the applied commit in the clone.
    expect(checkout?.with).toMatchObject({ 'fetch-depth': 0 });
    const text = scripts(plan).join('\n');
    expect(text).toContain('flags="$flags --changed-since refs/smform/applied"');
    expect(text).not.toContain('origin/$BASE_REF');
    const env = (steps(plan).find((s) => s.run?.includes('--changed-since') === true) as { env?: object })
      .env;
    expect(env).toMatchObject({ FULL_PLAN: '${{ vars.SMFORM_FULL_PLAN }}' });
    const program = await createProgram(silentIo, () => undefined);
    expect(problems(program, ['plan', '--changed-since', 'origin/main'])).toEqual([]);
    for (const file of ['drift.yml', 'apply.yml'])
      expect(readFileSync(join(DIR, file), 'utf8'), file).not.toContain('--changed-since');
  });

  it('plan and apply both pass the optional plan signing key from a secret', () => {
    for (const file of ['plan.yml', 'apply.yml']) {
      const envs = steps(load(file)).map((s) => (s as { env?: Record<string, string> }).env ?? {});
      expect(
        envs.some((env) => env['SMFORM_PLAN_SIGNING_KEY'] === '${{ secrets.SMFORM_PLAN_SIGNING_KEY }}'),
        file,
      ).toBe(true);
    }
  });

  it('apply runs on pushes to main, downloads that artifact and fails loudly on exit 5', () => {
    const apply = load('apply.yml');
    expect(apply.on).toEqual({ push: { branches: ['main'] } });
    const text = scripts(apply).join('\n');
    expect(text).toContain('gh run download "$run" --name smform-plan');
    expect(text).toMatch(/if \[ "\$code" -eq 5 \]; then\n\s+echo "::error title=Stale plan[^"]*Re-plan/);
    expect(text).toMatch(/\n\s*exit "\$code"\n/);
    // Only a successful apply moves the record plan.yml plans from; pushing it needs contents: write.
    expect(text).toContain('git push --quiet origin "+$GITHUB_SHA:refs/smform/applied"');
    expect((apply as Workflow & { permissions?: unknown }).permissions).toMatchObject({ contents: 'write' });
  });

  it('plan re-runs when a label is added or removed; apply keeps its backup and runs one at a time', () => {
    const plan = load('plan.yml');
    expect(plan.on['pull_request']).toEqual({
      types: ['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled'],
    });
    const apply = load('apply.yml') as Workflow & { concurrency?: unknown };
    expect(apply.concurrency).toEqual({ group: 'smform-apply', 'cancel-in-progress': false });
    const backup = steps(apply).find((s) => s.with?.['name'] === 'smform-backup');
    expect(backup?.uses).toMatch(/^actions\/upload-artifact@/);
    expect(backup?.with).toMatchObject({ path: '.smform/backups/', 'include-hidden-files': true });
  });

  it('drift runs on a schedule per organization and opens, updates or closes one issue by its marker', () => {
    const drift = load('drift.yml');
    expect(Object.keys(drift.on)).toEqual(['schedule', 'workflow_dispatch']);
    const text = readFileSync(join(DIR, 'drift.yml'), 'utf8');
    expect(text).toContain(`const marker = '${DRIFT_MARKER}'`);
    expect(text).toContain("state: 'closed'");
    expect(text).toContain('fromJSON(needs.organizations.outputs.matrix)');
  });
});
