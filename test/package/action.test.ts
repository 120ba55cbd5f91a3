import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startTestEmulator } from '../helpers/emulator.js';
import { addedPath, runAction, type ActionHost } from './action-runner.js';

/**
 * action.yml's own steps, run as a runner would (test/package/action-runner.ts), with the built CLI against
 * the emulator: install once per job, run a command in a working directory with its quoting, keep its
 * stdout in a file, and pass or fail the step by the exit codes the caller allows.
 */

const seed = {
  organizations: [
    {
      id: '549236',
      name: 'Acme',
      networks: [
        { id: 'N_1', name: 'Laptops', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'all', tags: [] }] },
      ],
    },
  ],
};

const CONFIG = `organizations:
  - id: '549236'
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: all }
          - { name: Lobby, scope: withAny, tags: [lobby] }
`;

interface Job {
  host: ActionHost;
  npmLog: string;
  npmCalls: () => Promise<string[]>;
}

/** One job: a workspace holding the config repository (its config in a folder with a space), a runner temp. */
async function job(env: Record<string, string> = {}): Promise<Job> {
  const root = await mkdtemp(join(tmpdir(), 'smform-action-'));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  const host: ActionHost = {
    workspace: join(root, 'workspace'),
    actionPath: join(root, 'actions/smform'),
    runnerTemp: join(root, 'runner-temp'),
    githubPath: join(root, 'github-path'),
    env: { NO_COLOR: '1', CI: 'true', ...env },
  };
  await mkdir(join(host.workspace, 'policy repo/orgs'), { recursive: true });
  await mkdir(host.actionPath, { recursive: true });
  await mkdir(host.runnerTemp);
  await writeFile(join(host.workspace, 'policy repo/orgs/acme.yaml'), CONFIG);
  const npmLog = join(root, 'npm.log');
  const npmCalls = async () => (await readFile(npmLog, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  return { host, npmLog, npmCalls };
}

describe('the smform GitHub Action (action.yml), step by step', () => {
  it('installs smform once per job from its own checkout and puts it on the PATH of later steps', async () => {
    const { host, npmLog, npmCalls } = await job();
    const first = await runAction({}, host, npmLog);
    expect(first.success, JSON.stringify(first.steps, null, 2)).toBe(true);
    const [setup, install, command] = first.steps;
    expect(setup?.with).toEqual({
      'node-version': '22',
      cache: 'npm',
      'cache-dependency-path': `${host.actionPath}/package-lock.json`,
    });
    expect(install?.stdout).toMatch(/^smform \d+\.\d+\.\d+\n/);
    expect(command?.ran).toBe(false);
    expect(first.outputs).toEqual({ 'exit-code': '' });
    expect(await npmCalls()).toEqual([
      `${host.actionPath}: npm ci --ignore-scripts --no-audit --no-fund`,
      `${host.actionPath}: npm run build`,
    ]);
    expect(await addedPath(host.githubPath)).toEqual([join(host.runnerTemp, 'smform-bin')]);

    // A second use in the same job finds it built; node-version '' keeps the runner's Node.js.
    const second = await runAction({ 'node-version': '', command: 'validate' }, host, npmLog);
    expect(second.steps[0]?.ran).toBe(false);
    expect(second.steps[2]?.ran).toBe(true);
    expect(await npmCalls()).toHaveLength(2);
  });

  it('runs the command in its working directory, shell quoting included, and reports its exit code', async () => {
    const { host, npmLog } = await job();
    const run = await runAction(
      { command: "validate 'policy repo/orgs'", 'working-directory': '.' },
      host,
      npmLog,
    );
    expect(run.success, JSON.stringify(run.steps, null, 2)).toBe(true);
    expect(run.outputs).toEqual({ 'exit-code': '0' });
    expect(run.steps[2]?.name).toBe("smform validate 'policy repo/orgs'");
    expect(run.steps[2]?.stdout).toContain('Checked 1 file: 1 organization, 1 network, 2 target groups');
  });

  it('plans against the emulator into output-file; exit 2 passes only when allowed', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const { host, npmLog } = await job(env);
    const inputs = {
      command: 'plan --detailed-exitcode',
      'working-directory': 'policy repo',
      'output-file': 'plan.txt',
    };
    const allowed = await runAction({ ...inputs, 'allowed-exit-codes': '0, 2' }, host, npmLog);
    expect(allowed.success, JSON.stringify(allowed.steps, null, 2)).toBe(true);
    expect(allowed.outputs).toEqual({ 'exit-code': '2' });
    const plan = await readFile(join(host.workspace, 'policy repo/plan.txt'), 'utf8');
    expect(plan).toContain('+ network/N_1/targetGroup/Lobby');
    expect(allowed.steps[2]?.stdout).toBe('');

    const refused = await runAction(inputs, host, npmLog);
    expect(refused.success).toBe(false);
    expect(refused.outputs).toEqual({ 'exit-code': '2' });
    expect(refused.steps[2]?.code).toBe(2);
    expect(refused.steps[2]?.stdout).toContain(
      '::error title=smform exited 2::the smform command exited 2; allowed-exit-codes is 0',
    );
    expect(emulator.requestLog.filter((entry) => entry.method !== 'GET')).toEqual([]);
  });

  it('fails the step on an invalid config (exit 3) whatever else is allowed', async () => {
    const { host, npmLog } = await job();
    await writeFile(
      join(host.workspace, 'policy repo/orgs/acme.yaml'),
      CONFIG.replace('withAny', 'withSome'),
    );
    const run = await runAction(
      { command: 'validate', 'working-directory': 'policy repo', 'allowed-exit-codes': '0,2' },
      host,
      npmLog,
    );
    expect(run.success).toBe(false);
    expect(run.outputs).toEqual({ 'exit-code': '3' });
    expect(`${run.steps[2]?.stdout ?? ''}${run.steps[2]?.stderr ?? ''}`).toMatch(/orgs\/acme\.yaml:7:\d+/);
  });
});
