import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from '../cli/run-built.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { git } from '../gitops/policy-remote.js';
import { runWorkflowJob, type GithubContext } from '../gitops/workflow-runner.js';
import { runAction } from './action-runner.js';

/**
 * `smform init --with action`: workflows that install smform with its GitHub Action instead of npm, and no
 * package.json. The written workflows run step by step (test/gitops/workflow-runner.ts), their action
 * steps through action.yml's own steps (test/package/action-runner.ts), with the built CLI against the
 * emulator: the pull request's plan, the apply of that reviewed plan after merge, the drift matrix.
 */

const ACTION = 'acme/smform@v0.1.0';
const WORKFLOWS = ['apply.yml', 'drift.yml', 'plan.yml'];

function github(
  url: string,
  scratchOf: (cwd: string) => string,
  gh?: GithubContext['gh'],
  sha?: string,
): GithubContext {
  const env = { MERAKI_BASE_URL: url, ...(sha === undefined ? {} : { GITHUB_SHA: sha }) };
  return {
    expressions: {
      // This repository is no git checkout: the plan job plans in full, as the repository variable
      // allows (--changed-since in a git checkout is covered by test/gitops/workflows-run.test.ts).
      'github.base_ref': 'main',
      'vars.SMFORM_FULL_PLAN': 'true',
      'secrets.MERAKI_DASHBOARD_API_KEY': 'test-key',
      'secrets.SMFORM_PLAN_SIGNING_KEY': '',
      "join(github.event.pull_request.labels.*.name, ',')": '',
      'github.token': 'gh-token',
      'github.event.pull_request.number': '7',
    },
    env,
    ...(gh === undefined ? {} : { gh }),
    uses: async (step, job) => {
      if (step.uses !== ACTION) return undefined;
      const scratch = scratchOf(job.cwd);
      await mkdir(join(scratch, 'runner-temp'), { recursive: true });
      await mkdir(join(scratch, 'action'), { recursive: true });
      const run = await runAction(
        step.with,
        {
          workspace: job.cwd,
          actionPath: join(scratch, 'action'),
          runnerTemp: join(scratch, 'runner-temp'),
          githubPath: job.githubPath,
          env: { NO_COLOR: '1', CI: 'true', ...step.env },
        },
        join(scratch, 'npm.log'),
      );
      const steps = run.steps.filter((s) => s.ran);
      return {
        code: run.success ? 0 : 1,
        stdout: steps.map((s) => s.stdout).join(''),
        stderr: steps.map((s) => s.stderr).join(''),
      };
    },
  };
}

describe('smform init --with action', () => {
  it('writes workflows that install smform with its action and no package.json; they plan, apply and list orgs', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator('examples/acme/live.yaml', { rateLimit: 0 });
    const cwd = await workdir(onTestFinished, {});
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const init = await smform(['init', 'repo', '--org', '549236', '--with', 'action', '--action', ACTION], {
      cwd,
      env,
    });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stderr).not.toContain('npm install');
    const repo = join(cwd, 'repo');
    expect((await readdir(repo)).sort()).toEqual(['.github', '.gitignore', 'README.md', 'networks', 'orgs']);
    for (const name of WORKFLOWS) {
      const text = await readFile(join(repo, '.github/workflows', name), 'utf8');
      const shipped = await readFile(join('examples/github-workflows', name), 'utf8');
      expect(text).not.toMatch(/npm|npx/);
      // Each job's npm steps became one action step; the rest is the shipped workflow.
      const jobs = shipped.split('- run: npm ci').length - 1;
      expect(text.split(`        uses: ${ACTION}\n`).length - 1).toBe(jobs);
      expect(text).toBe(
        shipped
          .replace(
            / {6}- uses: actions\/setup-node@v4\n {8}with:\n {10}node-version: 22\n {10}cache: npm\n {6}- run: npm ci\n/g,
            `      - name: Install smform\n        uses: ${ACTION}\n`,
          )
          .replace(/npx smform /g, 'smform '),
      );
    }
    const readme = await readFile(join(repo, 'README.md'), 'utf8');
    expect(readme).toContain(`install smform with its GitHub Action \`${ACTION}\``);
    expect(readme).not.toContain('npm install` once');

    // A pull request adds a target group: the plan job comments it and keeps the plan.
    const scratchOf = (dir: string) => `${dir}-runner`;
    const network = join(repo, 'networks/N_24329156.yaml');
    await writeFile(
      network,
      (await readFile(network, 'utf8')).replace(
        '        targetGroups:\n',
        '        targetGroups:\n          - { name: Lobby, scope: withAny, tags: [lobby] }\n',
      ),
    );
    await mkdir(scratchOf(repo));
    const plan = await runWorkflowJob(
      join(repo, '.github/workflows/plan.yml'),
      'plan',
      repo,
      scratchOf(repo),
      github(emulator.url, scratchOf),
    );
    expect(plan.success, JSON.stringify(plan.steps, null, 2)).toBe(true);
    expect(plan.steps.find((s) => s.name === 'Install smform')?.stdout).toMatch(/^smform \d+\.\d+\.\d+\n/);
    expect(plan.outputs['plan']?.['exitcode']).toBe('2');
    expect(plan.posted).toContain('Lobby');
    expect(plan.artifacts['smform-plan']).toEqual(['plan.json']);

    // After merge, the apply job applies that reviewed plan.
    const applyScratch = join(cwd, 'apply-runner');
    await mkdir(applyScratch);
    const gh = {
      pr: '7',
      head: 'head000',
      labels: '',
      planRun: '101',
      artifactDir: join(scratchOf(repo), 'artifacts/smform-plan'),
    };
    await rm(join(repo, 'plan.json'));
    // Merged: the checkout is a clone of a remote, where the apply job records the commit it applied.
    const remote = join(cwd, 'remote.git');
    await mkdir(remote);
    await git(remote, 'init', '-q', '--bare');
    await git(repo, 'init', '-q', '-b', 'main');
    await git(repo, 'add', '-A');
    await git(repo, 'commit', '-q', '-m', 'merged');
    await git(repo, 'remote', 'add', 'origin', remote);
    await git(repo, 'push', '-q', 'origin', 'main');
    const sha = await git(repo, 'rev-parse', 'HEAD');
    const apply = await runWorkflowJob(
      join(repo, '.github/workflows/apply.yml'),
      'apply',
      repo,
      applyScratch,
      github(emulator.url, () => applyScratch, gh, sha),
    );
    const applied = apply.steps.find((s) => s.name === 'Apply the reviewed plan');
    expect(apply.success, JSON.stringify(apply.steps, null, 2)).toBe(true);
    expect(applied?.stdout).toContain('Apply complete: 1 done, 0 failed, 0 skipped.');
    const groups = emulator
      .state()
      .organizations[0]?.networks.flatMap((n) => n.targetGroups.map((g) => g.name));
    expect(groups).toContain('Lobby');
    expect(await git(remote, 'rev-parse', 'refs/smform/applied')).toBe(sha);

    // The nightly drift's first job lists the organizations with `smform orgs --matrix`.
    const driftScratch = join(cwd, 'drift-runner');
    await mkdir(driftScratch);
    const orgs = await runWorkflowJob(
      join(repo, '.github/workflows/drift.yml'),
      'organizations',
      repo,
      driftScratch,
      github(emulator.url, () => driftScratch),
    );
    expect(orgs.success, JSON.stringify(orgs.steps, null, 2)).toBe(true);
    expect(orgs.outputs['orgs']?.['matrix']).toMatch(/^\{"include":\[\{"org":"549236","name":"[^"]+"\}\]\}$/);
  }, 120_000);

  it('refuses what cannot be honoured, writing nothing', async ({ onTestFinished }) => {
    const cwd = await workdir(onTestFinished, {});
    const cases: [string[], string][] = [
      [['--with', 'action'], 'error: --with action needs --action'],
      [
        ['--with', 'action', '--action', 'acme/smform'],
        'error: --action "acme/smform" is not an action reference',
      ],
      [['--with', 'action', '--action', 'a/b@v1\nrun: x'], 'is not an action reference'],
      [['--action', ACTION], 'error: --action needs --with action'],
      [['--with', 'action', '--action', ACTION, '--smform-spec', '1.0.0'], 'exclude each other'],
      [['--with', 'npm'], "error: option '--with <installer>' argument 'npm' is invalid"],
      [
        ['--smform-spec', 'file:a\u001b[31m.tgz'],
        'error: --smform-spec "file:a\\u001b[31m.tgz" holds a control',
      ],
    ];
    for (const [flags, message] of cases) {
      const run = await smform(['init', 'repo', ...flags], { cwd });
      expect(run.code, flags.join(' ')).toBe(1);
      expect(run.stderr).toContain(message);
    }
    expect(await readdir(cwd)).toEqual([]);
  });
});
