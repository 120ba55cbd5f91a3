import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { call, startTestEmulator } from '../helpers/emulator.js';
import { policyRemote, type PolicyRemote } from './policy-remote.js';
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

/** The config repository on its remote, and the branch of the pull request under test. */
interface Repo {
  remote: PolicyRemote;
  branch: string;
}

/**
 * `main` holds `base` (the config the Dashboard matches, recorded as applied in `refs/smform/applied`)
 * and a pull request changes it to `text`.
 */
async function repo(text: string, base = config(KIOSKS + OLD)): Promise<Repo> {
  const remote = await policyRemote({ 'orgs/acme.yaml': base }, true);
  return { remote, branch: await remote.pullRequest({ 'orgs/acme.yaml': text }) };
}

function github(
  emulator: RunningEmulator,
  labels: string[],
  gh?: GithubContext['gh'],
  fullPlan = '',
  sha = '',
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
    env: { MERAKI_BASE_URL: emulator.url, ...(sha === '' ? {} : { GITHUB_SHA: sha }) },
    ...(gh === undefined ? {} : { gh }),
  };
}

const planStep = (run: JobRun) => run.steps.find((s) => s.name === 'Plan');
const writes = (emulator: RunningEmulator) => emulator.requestLog.filter((e) => e.method !== 'GET');

async function planPullRequest(emulator: RunningEmulator, r: Repo, labels: string[], fullPlan = '') {
  const { dir, scratch } = await r.remote.checkout(r.branch);
  const run = await runWorkflowJob(
    'plan.yml',
    'plan',
    dir,
    scratch,
    github(emulator, labels, undefined, fullPlan),
  );
  return { run, artifactDir: join(scratch, 'artifacts', 'smform-plan') };
}

/** Merges the pull request and runs apply.yml on the merged `main`. */
async function applyMerged(emulator: RunningEmulator, r: Repo, labels: string[], artifactDir: string) {
  await r.remote.merge(r.branch);
  const { dir, scratch, sha } = await r.remote.checkout('main');
  const gh = { pr: '7', head: 'head000', labels: labels.join(','), planRun: '101', artifactDir };
  const run = await runWorkflowJob('apply.yml', 'apply', dir, scratch, github(emulator, labels, gh, '', sha));
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
    // The job summary holds the plan once: smform appends it, the workflow does not again.
    expect(run.summary.split('<!-- smform:plan -->')).toHaveLength(2);
    expect(run.artifacts['smform-plan']).toEqual(['plan.json']);
    expect(run.artifacts['smform-plan-page']).toEqual(['plan.html']);
    expect(writes(emulator)).toEqual([]);
    // Nothing in the config changed since the base branch: nothing was read either.
    expect(run.posted).toContain('Nothing in the config changed since `refs/smform/applied`');
    expect(emulator.requestLog).toEqual([]);
  }, 90_000);

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
    expect(run.posted).toContain('Planned only the scopes whose config changed since `refs/smform/applied`');
    expect(run.posted).toContain('1 of 2 scopes; 1 left unread.');
    expect(emulator.requestLog.some((e) => e.operationId === 'getOrganizationSmAdminsRoles')).toBe(false);

    emulator.requestLog.length = 0;
    const full = await planPullRequest(emulator, r, [], 'true');
    expect(full.run.outputs['plan']?.['exitcode']).toBe('2');
    expect(full.run.posted).not.toContain('Planned only');
    expect(emulator.requestLog.some((e) => e.operationId === 'getOrganizationSmAdminsRoles')).toBe(true);
  }, 90_000);

  it('a delete: refused and still commented and kept without its label; planned with it; applied after merge with a backup', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const r = await repo(config(KIOSKS));

    const refused = await planPullRequest(emulator, r, []);
    expect(refused.run.outputs['plan']?.['exitcode']).toBe('4');
    expect(refused.run.success, JSON.stringify(refused.run.steps, null, 2)).toBe(true);
    expect(refused.run.posted).toContain('Refused as unsafe');
    expect(refused.run.posted).toContain('`smform:allow-delete`');
    // The label paragraph comes before the comment's footer, not after it.
    const posted = refused.run.posted ?? '';
    expect(posted.indexOf('**Refused as unsafe.**')).toBeGreaterThan(0);
    expect(posted.indexOf('**Refused as unsafe.**')).toBeLessThan(posted.lastIndexOf('\n---\n'));
    expect(posted.trimEnd().split('\n').at(-1)).toMatch(/^<sub>smform /);
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
  }, 120_000);

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
  }, 90_000);

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
  }, 90_000);

  it('a stale apply is caught up: refused, then the next pull request plans the unapplied change and its apply converges', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const remote = await policyRemote({ 'orgs/acme.yaml': config(KIOSKS + OLD) }, true);
    const base = await remote.remoteRef('refs/smform/applied');
    const first: Repo = {
      remote,
      branch: await remote.pullRequest({
        'orgs/acme.yaml': config(KIOSKS.replace('[kiosk]', '[kiosk, ipad]') + OLD),
      }),
    };
    const planned = await planPullRequest(emulator, first, []);
    expect(planned.run.outputs['plan']?.['exitcode']).toBe('2');
    // The Dashboard moves between review and merge: the reviewed plan is stale.
    const edit = await call(emulator, 'PUT', '/networks/N_1/sm/targetGroups/t1', {
      body: { name: 'Kiosks', scope: 'withAny', tags: ['kiosk'] },
    });
    expect(edit.status).toBe(200);
    emulator.requestLog.length = 0;
    const stale = await applyMerged(emulator, first, [], planned.artifactDir);
    expect(stale.run.steps.find((s) => s.name === 'Apply the reviewed plan')?.code).toBe(5);
    expect(stale.run.summary).toContain('Open a pull request from main (an empty commit will do)');
    expect(writes(emulator)).toEqual([]);
    // Nothing was applied: the record stays at the last applied commit.
    expect(await remote.remoteRef('refs/smform/applied')).toBe(base);

    // The path the refusal gives: a pull request with an empty commit plans the merged, unapplied change.
    const second: Repo = { remote, branch: await remote.pullRequest({}) };
    const replanned = await planPullRequest(emulator, second, []);
    expect(replanned.run.outputs['plan']?.['exitcode'], JSON.stringify(replanned.run.steps, null, 2)).toBe(
      '2',
    );
    expect(replanned.run.posted).toContain(
      'Planned only the scopes whose config changed since `refs/smform/applied`',
    );
    expect(replanned.run.posted).toContain('Kiosks');
    expect(replanned.run.posted).toContain('ipad');

    const applied = await applyMerged(emulator, second, [], replanned.artifactDir);
    const step = applied.run.steps.find((s) => s.name === 'Apply the reviewed plan');
    expect(applied.run.success, step?.stderr).toBe(true);
    expect(step?.stdout).toContain('Apply complete: 1 done, 0 failed, 0 skipped.');
    const kiosks = emulator
      .state()
      .organizations[0]?.networks[0]?.targetGroups.find((g) => g.name === 'Kiosks');
    expect(kiosks).toMatchObject({ scope: 'withAll', tags: ['ipad', 'kiosk'] });
    const merged = await remote.remoteRef('refs/heads/main');
    expect(await remote.remoteRef('refs/smform/applied')).toBe(merged);

    // Converged: the next pull request has nothing to plan, and a full plan agrees.
    emulator.requestLog.length = 0;
    const third: Repo = { remote, branch: await remote.pullRequest({}) };
    const after = await planPullRequest(emulator, third, []);
    expect(after.run.outputs['plan']?.['exitcode']).toBe('0');
    expect(after.run.posted).toContain('Nothing in the config changed since `refs/smform/applied`');
    const full = await planPullRequest(emulator, third, [], 'true');
    expect(full.run.outputs['plan']?.['exitcode']).toBe('0');
    expect(writes(emulator)).toEqual([]);
  }, 180_000);

  it('before the first successful apply there is no record: the pull request plans every scope, and its apply records the commit', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const remote = await policyRemote({ 'orgs/acme.yaml': config(KIOSKS + OLD) }, false);
    const r: Repo = { remote, branch: await remote.pullRequest({}) };
    const { run, artifactDir } = await planPullRequest(emulator, r, []);
    expect(run.outputs['plan']?.['exitcode'], JSON.stringify(run.steps, null, 2)).toBe('0');
    expect(planStep(run)?.stdout).toContain('every scope is planned');
    expect(run.posted).not.toContain('Planned only');
    expect(emulator.requestLog.some((e) => e.operationId === 'getNetworkSmTargetGroups')).toBe(true);
    const applied = await applyMerged(emulator, r, [], artifactDir);
    expect(applied.run.success, JSON.stringify(applied.run.steps, null, 2)).toBe(true);
    expect(await remote.remoteRef('refs/smform/applied')).toBe(await remote.remoteRef('refs/heads/main'));
  }, 120_000);
});
