import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { call, startTestEmulator } from '../helpers/emulator.js';
import { runWorkflowJob, type GithubContext, type JobRun } from './workflow-runner.js';

/**
 * The shipped workflows' own shell steps, run as GitHub would run them (test/gitops/workflow-runner.ts)
 * with the built CLI against the emulator: a clean pull request, one that deletes (refused, then granted
 * by its label), one with an invalid config, and the post-merge apply of the reviewed plan, fresh or stale.
 */

const seed = {
  organizations: [
    {
      id: '549236',
      name: 'Acme',
      networks: [
        {
          id: 'N_1',
          name: 'Laptops',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            { id: 't2', name: 'Old', scope: 'all', tags: [] },
          ],
        },
      ],
    },
  ],
};

const config = (groups: string): string => `organizations:
  - id: '549236'
    networks:
      - id: N_1
        policy: { prune: true }
        targetGroups:
${groups}`;
const KIOSKS = '          - { name: Kiosks, scope: withAll, tags: [kiosk] }\n';
const OLD = '          - { name: Old, scope: all }\n';

/** The config repository: each job runs in a fresh checkout of it, with its own scratch directory. */
interface Repo {
  checkout: () => Promise<{ dir: string; scratch: string }>;
}

function git(cwd: string, ...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=ci', ...args], { cwd }, (error) =>
      error === null ? resolve() : reject(new Error(error.message)),
    );
  });
}

/**
 * A checkout as actions/checkout with `fetch-depth: 0` leaves it for a pull request: the base branch as
 * `origin/main` (holding `base`, the config the Dashboard matches) and the pull request's commit on top.
 */
async function repo(text: string, base = config(KIOSKS + OLD)): Promise<Repo> {
  const root = await mkdtemp(join(tmpdir(), 'smform-workflows-'));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  let jobs = 0;
  return {
    checkout: async () => {
      jobs += 1;
      const dir = join(root, `checkout-${jobs}`);
      const scratch = join(root, `runner-${jobs}`);
      await mkdir(join(dir, 'orgs'), { recursive: true });
      await mkdir(scratch);
      await writeFile(join(dir, 'orgs/acme.yaml'), base);
      await git(dir, 'init', '-q', '-b', 'main');
      await git(dir, 'add', '-A');
      await git(dir, 'commit', '-q', '-m', 'base');
      await git(dir, 'update-ref', 'refs/remotes/origin/main', 'HEAD');
      await writeFile(join(dir, 'orgs/acme.yaml'), text);
      await git(dir, 'commit', '-q', '--allow-empty', '-am', 'pull request');
      return { dir, scratch };
    },
  };
}

function github(
  emulator: RunningEmulator,
  labels: string[],
  gh?: GithubContext['gh'],
  fullPlan = '',
): GithubContext {
  return {
    expressions: {
      'github.base_ref': 'main',
      // An unset repository variable is empty, as GitHub gives it.
      'vars.SMFORM_FULL_PLAN': fullPlan,
      'secrets.MERAKI_DASHBOARD_API_KEY': 'test-key',
      // No signing secret: empty, as GitHub gives an absent secret.
      'secrets.SMFORM_PLAN_SIGNING_KEY': '',
      "join(github.event.pull_request.labels.*.name, ',')": labels.join(','),
      'github.token': 'gh-token',
      'github.event.pull_request.number': '7',
    },
    env: { MERAKI_BASE_URL: emulator.url },
    ...(gh === undefined ? {} : { gh }),
  };
}

const planStep = (run: JobRun) => run.steps.find((s) => s.name === 'Plan');
const writes = (emulator: RunningEmulator) => emulator.requestLog.filter((e) => e.method !== 'GET');

async function planPullRequest(emulator: RunningEmulator, r: Repo, labels: string[], fullPlan = '') {
  const { dir, scratch } = await r.checkout();
  const run = await runWorkflowJob(
    'plan.yml',
    'plan',
    dir,
    scratch,
    github(emulator, labels, undefined, fullPlan),
  );
  return { run, artifactDir: join(scratch, 'artifacts', 'smform-plan') };
}

async function applyMerged(emulator: RunningEmulator, r: Repo, labels: string[], artifactDir: string) {
  const { dir, scratch } = await r.checkout();
  const gh = { pr: '7', head: 'head000', labels: labels.join(','), planRun: '101', artifactDir };
  const run = await runWorkflowJob('apply.yml', 'apply', dir, scratch, github(emulator, labels, gh));
  return { run, backupDir: join(scratch, 'artifacts', 'smform-backup') };
}

describe('the shipped workflows, run step by step against the emulator', () => {
  it('a clean pull request: comment "no changes", plan kept, job green', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const r = await repo(config(KIOSKS + OLD));
    const { run } = await planPullRequest(emulator, r, []);
    expect(run.success, JSON.stringify(run.steps, null, 2)).toBe(true);
    expect(planStep(run)?.stdout).toBe('');
    expect(run.outputs['plan']?.['exitcode']).toBe('0');
    expect(run.posted).toContain('<!-- smform:plan -->');
    expect(run.posted).toContain('no changes');
    expect(run.summary).toContain('no changes');
    expect(run.artifacts['smform-plan']).toEqual(['plan.json']);
    expect(writes(emulator)).toEqual([]);
    // Nothing in the config changed since the base branch: nothing was read either.
    expect(run.posted).toContain('Nothing in the config changed since `origin/main`');
    expect(emulator.requestLog).toEqual([]);
  });

  it('a pull request plans only the scopes it changes; SMFORM_FULL_PLAN=true plans every scope', async () => {
    const emulator = await startTestEmulator(
      {
        organizations: seed.organizations.map((org) => ({
          ...org,
          adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] }],
        })),
      },
      { rateLimit: 0 },
    );
    const roles = '    adminRoles:\n      - { name: Helpdesk, scope: some, tags: [emea] }\n';
    const withRoles = (text: string): string => text.replace('    networks:\n', `${roles}    networks:\n`);
    const r = await repo(
      withRoles(config(KIOSKS.replace('[kiosk]', '[kiosk, ipad]') + OLD)),
      withRoles(config(KIOSKS + OLD)),
    );
    const { run } = await planPullRequest(emulator, r, []);
    expect(run.outputs['plan']?.['exitcode'], JSON.stringify(run.steps, null, 2)).toBe('2');
    expect(run.posted).toContain('Planned only the scopes whose config changed since `origin/main`');
    expect(run.posted).toContain('1 of 2 scopes; 1 left unread.');
    expect(emulator.requestLog.some((e) => e.operationId === 'getOrganizationSmAdminsRoles')).toBe(false);

    emulator.requestLog.length = 0;
    const full = await planPullRequest(emulator, r, [], 'true');
    expect(full.run.outputs['plan']?.['exitcode']).toBe('2');
    expect(full.run.posted).not.toContain('Planned only');
    expect(emulator.requestLog.some((e) => e.operationId === 'getOrganizationSmAdminsRoles')).toBe(true);
  });

  it('a delete: refused and still commented and kept without its label; planned with it; applied after merge with a backup', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const r = await repo(config(KIOSKS));

    const refused = await planPullRequest(emulator, r, []);
    expect(refused.run.outputs['plan']?.['exitcode']).toBe('4');
    expect(refused.run.success, JSON.stringify(refused.run.steps, null, 2)).toBe(true);
    expect(refused.run.posted).toContain('Refused as unsafe');
    expect(refused.run.posted).toContain('`smform:allow-delete`');
    expect(refused.run.artifacts['smform-plan']).toEqual(['plan.json']);

    // Merged without the label, the reviewed plan is refused again after merge: nothing written.
    const unlabeled = await applyMerged(emulator, r, [], refused.artifactDir);
    expect(unlabeled.run.success).toBe(false);
    expect(unlabeled.run.steps.find((s) => s.name === 'Apply the reviewed plan')?.code).toBe(4);
    expect(writes(emulator)).toEqual([]);

    const labeled = await planPullRequest(emulator, r, ['smform:allow-delete']);
    expect(labeled.run.outputs['plan']?.['exitcode'], JSON.stringify(labeled.run.steps, null, 2)).toBe('2');
    expect(labeled.run.success).toBe(true);
    expect(labeled.run.posted).toContain('1 delete');
    expect(labeled.run.posted).not.toContain('Refused as unsafe');

    const applied = await applyMerged(emulator, r, ['smform:allow-delete'], labeled.artifactDir);
    const step = applied.run.steps.find((s) => s.name === 'Apply the reviewed plan');
    expect(applied.run.success, step?.stderr).toBe(true);
    expect(step?.stdout).toContain('Apply complete: 1 done, 0 failed, 0 skipped.');
    expect(emulator.state().organizations[0]?.networks[0]?.targetGroups.map((g) => g.name)).toEqual([
      'Kiosks',
    ]);
    // The backup of what the apply changed is kept, and it holds the deleted group.
    const [backup, ...more] = applied.run.artifacts['smform-backup'] ?? [];
    expect(more).toEqual([]);
    expect(backup).toMatch(/\.json$/);
    expect(await readFile(join(applied.backupDir, backup ?? ''), 'utf8')).toContain('"Old"');
  });

  it('an invalid config: the validate step fails on, the plan step posts a failed comment with the diagnostics', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const r = await repo(config(KIOSKS.replace('withAll', 'withSome')));
    const { run } = await planPullRequest(emulator, r, []);
    expect(run.success).toBe(false);
    expect(run.outputs['plan']?.['exitcode']).toBe('3');
    expect(run.posted).toContain('failed');
    expect(run.posted).toMatch(/orgs\/acme\.yaml:7:\d+/);
    expect(run.posted).toContain('withSome');
    expect(run.artifacts['smform-plan']).toBeUndefined();
    expect(emulator.requestLog).toEqual([]);
  });

  it('a stale reviewed plan: the apply job writes nothing, fails and says to plan again', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const r = await repo(config(KIOSKS.replace('[kiosk]', '[kiosk, ipad]') + OLD));
    const planned = await planPullRequest(emulator, r, []);
    expect(planned.run.outputs['plan']?.['exitcode']).toBe('2');
    // Someone edits the group in the Dashboard between review and merge.
    const edit = await call(emulator, 'PUT', '/networks/N_1/sm/targetGroups/t1', {
      body: { name: 'Kiosks', scope: 'withAny', tags: ['kiosk'] },
    });
    expect(edit.status).toBe(200);
    emulator.requestLog.length = 0;
    const applied = await applyMerged(emulator, r, [], planned.artifactDir);
    expect(applied.run.success).toBe(false);
    expect(applied.run.steps.find((s) => s.name === 'Apply the reviewed plan')?.code).toBe(5);
    expect(applied.run.summary).toContain('## Stale plan: nothing was applied');
    expect(writes(emulator)).toEqual([]);
    expect(applied.run.artifacts['smform-backup']).toBeUndefined();
  });
});
