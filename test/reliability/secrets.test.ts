import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { smform, workdir, type Run } from '../cli/run-in-process.js';
import { startFaultProxy } from '../faults/helpers/fault-proxy.js';
import { filesUnder } from '../faults/helpers/scenario.js';
import { CONFIG, ORG, SEED } from '../faults/helpers/scenario.js';

/** A key that is easy to find anywhere it leaks. */
const KEY = 'test-key-0123456789abcdef';
const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

const leaks = (text: string): boolean => text.includes(KEY) || text.includes('0123456789abcdef');

describe('the API key appears nowhere', () => {
  it('every command with --debug: stdout, stderr, plan files, reports, exports, snapshots, backups and the emulator log', async ({
    onTestFinished,
  }) => {
    // The emulator accepts only this key, so every successful call proves the key was sent.
    const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0, apiKeys: [KEY] });
    onTestFinished(() => emulator.close());
    // An unkind server: its error bodies echo the key back, and it cuts and resets connections.
    const echo = JSON.stringify({ errors: [`invalid request from key ${KEY}`] });
    const proxy = await startFaultProxy(emulator.url, [
      { methods: ['GET'], path: /\/networks\/N_2\/sm\/targetGroups$/, times: 1, fault: { kind: 'reset' } },
      { methods: ['GET'], path: /\/networks\/N_1\/sm\/targetGroups$/, times: 1, fault: { kind: 'truncate' } },
      {
        methods: ['GET'],
        path: /\/organizations\/9001\/sm\/admins\/roles$/,
        times: 1,
        fault: { kind: 'status', status: 503, body: echo },
      },
    ]);
    onTestFinished(() => proxy.close());
    const echoing = await startFaultProxy(emulator.url, [
      { path: /./, times: Infinity, fault: { kind: 'status', status: 400, body: echo } },
    ]);
    onTestFinished(() => echoing.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': CONFIG });
    const env = { MERAKI_DASHBOARD_API_KEY: KEY, SMFORM_TEST_FAST_RETRY: '1' };
    const at = (url: string) => ['--debug', '--base-url', url];
    const runs: [string, Run][] = [];
    const run = async (argv: string[], url = proxy.url): Promise<Run> => {
      const result = await smform([...at(url), ...argv], { cwd, env });
      runs.push([argv.join(' '), result]);
      return result;
    };

    await run(['validate', 'smform.yaml']);
    for (const output of ['text', 'json', 'markdown']) await run(['plan', 'smform.yaml', '--output', output]);
    expect((await run(['plan', 'smform.yaml', '--allow-delete', '--out', 'plan.json'])).code).toBe(0);
    expect((await run(['snapshot', 'smform.yaml', '--out', 'snapshot.json'])).code).toBe(0);
    for (const output of ['text', 'json', 'markdown'])
      await run(['drift', 'smform.yaml', '--output', output]);
    expect((await run(['export', '--org', ORG, '--network', 'N_1', '--out-dir', 'exported'])).code).toBe(0);
    await run(['scope', 'network/N_1/targetGroup/Kiosks', 'smform.yaml']);
    await run(['api', 'getNetworkSmTargetGroups', 'networkId=N_1']);
    await run(['orgs', 'smform.yaml']);
    expect((await run(['init', 'scaffold', '--org', ORG, '--network', 'N_1'])).code).toBe(0);
    // The demo's embedded emulator keeps the real rate budget: its pacing needs the real sleeps, so it
    // runs without SMFORM_TEST_FAST_RETRY (which would turn every wait into a 429 spent at once).
    const demo = await smform(['--debug', 'demo'], { cwd, env: { MERAKI_DASHBOARD_API_KEY: KEY } });
    runs.push(['demo', demo]);
    expect(demo.code, demo.stderr).toBe(0);
    const applied = await run(['apply', 'plan.json', '--allow-delete', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    const backups = await filesUnder(join(cwd, '.smform/backups'));
    expect(Object.keys(backups)).toHaveLength(1);
    const backup = `.smform/backups/${Object.keys(backups)[0] ?? ''}`;
    // This directory also holds an export and a scaffold of the same organization: name the config.
    const restored = await run(['restore', backup, 'smform.yaml', '--allow-delete', '--out', 'restore.json']);
    expect(restored.code, restored.stderr).toBe(0);
    expect((await run(['apply', 'restore.json', '--allow-delete', '--auto-approve'])).code).toBe(0);
    await run(['apply', 'smform.yaml', '--auto-approve']);
    // Failures: a server echoing the key in its errors, a wrong key, a stale plan.
    expect((await run(['plan', 'smform.yaml'], echoing.url)).code).toBe(1);
    expect((await run(['export', '--org', ORG], echoing.url)).code).toBe(1);
    expect(
      (await run(['api', 'getOrganizationSmAdminsRoles', `organizationId=${ORG}`], echoing.url)).code,
    ).toBe(1);
    expect((await run(['apply', 'plan.json', '--allow-delete', '--auto-approve'])).code).toBe(5);
    const wrong = await smform([...at(emulator.url), 'plan', 'smform.yaml'], {
      cwd,
      env: { MERAKI_DASHBOARD_API_KEY: `${KEY}-wrong` },
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).not.toContain('0123456789abcdef');

    expect(runs.filter(([, r]) => r.stderr.includes('debug: GET')).length).toBeGreaterThan(10);
    for (const [argv, result] of runs) {
      expect(leaks(result.stdout), `stdout of ${argv}`).toBe(false);
      expect(leaks(result.stderr), `stderr of ${argv}`).toBe(false);
    }
    const files = await filesUnder(cwd);
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(7);
    for (const [file, text] of Object.entries(files)) expect(leaks(text), file).toBe(false);
    expect(leaks(JSON.stringify(emulator.requestLog))).toBe(false);
    expect(emulator.requestLog.length).toBeGreaterThan(20);
  }, 120_000);

  it('the emulator process with --api-key and --log never prints the key', async () => {
    const child = spawn(process.execPath, [mainJs, 'emulator', '--api-key', KEY, '--log', '--port', '0'], {
      env: { PATH: process.env['PATH'] ?? '' },
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const line = stdout.split('\n')[0];
        if (stdout.includes('\n') && line !== undefined) resolve(line);
      });
      child.on('error', reject);
    });
    for (const key of [KEY, `${KEY}x`]) {
      await fetch(`${url}/organizations`, { headers: { Authorization: `Bearer ${key}` } });
      await fetch(`${url}/organizations`, { headers: { 'X-Cisco-Meraki-API-Key': key } });
    }
    const code = await new Promise<number | null>((resolve) => {
      child.on('close', resolve);
      child.kill('SIGTERM');
    });
    expect(code).toBe(0);
    expect(stderr.split('\n').filter((line) => line.includes('GET /api/v1/organizations'))).toHaveLength(4);
    expect(leaks(stdout)).toBe(false);
    expect(leaks(stderr)).toBe(false);
  });

  it('a server echoing the key in another case, cut short or base64-encoded leaks none of it', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const header = Buffer.from(`Bearer ${KEY}`).toString('base64');
    const echoes = [KEY.toUpperCase(), `${KEY.slice(0, 12)}…`, header, header.replace(/=+$/, '')];
    const body = JSON.stringify({ errors: echoes.map((echo) => `request from ${echo} refused`) });
    const proxy = await startFaultProxy(emulator.url, [
      { path: /./, times: Infinity, fault: { kind: 'status', status: 400, body } },
    ]);
    onTestFinished(() => proxy.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': CONFIG });
    const env = { MERAKI_DASHBOARD_API_KEY: KEY };
    for (const argv of [
      ['plan', 'smform.yaml', '--output', 'markdown'],
      ['api', 'getOrganizationSmAdminsRoles', `organizationId=${ORG}`],
    ]) {
      const run = await smform(['--debug', '--base-url', proxy.url, ...argv], { cwd, env });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('request from *** refused');
      for (const echo of [...echoes, KEY.slice(0, 8), 'TEST-KEY']) {
        expect(run.stdout + run.stderr, `${argv[0] ?? ''}: ${echo}`).not.toContain(echo);
      }
    }
  });
});
