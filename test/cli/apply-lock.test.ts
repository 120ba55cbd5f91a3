import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { forward, startGate } from '../helpers/gate.js';
import { smform, workdir, type OnFinished, type Run } from './run-built.js';

const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

const config = `organizations:
  - id: "7501"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: all }
`;

async function emulatorFor(onFinished: OnFinished): Promise<RunningEmulator> {
  const emulator = await startEmulator({
    seed: { organizations: [{ id: '7501', networks: [{ id: 'N_1', targetGroups: [] }] }] },
    port: 0,
    rateLimit: 0,
  });
  onFinished(() => emulator.close());
  return emulator;
}

const env = (baseUrl: string): Record<string, string> => ({
  PATH: process.env['PATH'] ?? '',
  NO_COLOR: '1',
  MERAKI_DASHBOARD_API_KEY: 'test-key',
  MERAKI_BASE_URL: baseUrl,
});

/** Runs the built CLI and hands out its pid at once. */
function start(argv: string[], cwd: string, baseUrl: string): { pid: number; done: Promise<Run> } {
  const child = spawn(process.execPath, [mainJs, ...argv], { cwd, env: env(baseUrl) });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
  return { pid: child.pid ?? -1, done };
}

/** The pid of a process that has exited: nothing runs under it now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('close', resolve));
  return child.pid ?? -1;
}

const argv = ['apply', 'smform.yaml', '--auto-approve', '--no-backup'];

describe('one apply at a time per configuration on a machine', () => {
  it.concurrent(
    'a second apply while the first is writing exits 1 naming the holder; the first finishes',
    async ({ onTestFinished }) => {
      const emulator = await emulatorFor(onTestFinished);
      // The first POST (the first apply's) waits until the second apply has ended.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let firstPost!: () => void;
      const firstPostSeen = new Promise<void>((resolve) => (firstPost = resolve));
      let posts = 0;
      const gate = await startGate(emulator.url, (req, res, upstream) => {
        if (req.method !== 'POST' || (posts += 1) > 1) return forward(req, res, upstream);
        firstPost();
        void released.then(() => forward(req, res, upstream));
      });
      onTestFinished(() => gate.close());
      const cwd = await workdir(onTestFinished, { 'smform.yaml': config });

      const first = start(argv, cwd, gate.url);
      await firstPostSeen;
      const second = await smform(argv, { cwd, env: env(gate.url) });
      release();
      const firstRun = await first.done;

      expect(second.code, second.stderr + second.stdout).toBe(1);
      expect(second.stderr).toContain(
        `another apply holds the lock .smform/apply.lock (pid ${first.pid} on ${hostname()}, started `,
      );
      expect(second.stdout).toBe('');
      expect(firstRun.code, firstRun.stderr).toBe(0);
      expect(emulator.requestLog.filter((e) => e.method === 'POST')).toHaveLength(1);
      expect(existsSync(join(cwd, '.smform', 'apply.lock'))).toBe(false);
    },
  );

  it.concurrent(
    'a lock left by a process of this machine that is gone is taken over with a notice',
    async ({ onTestFinished }) => {
      const emulator = await emulatorFor(onTestFinished);
      const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
      const pid = await deadPid();
      await mkdir(join(cwd, '.smform'));
      const holder = { pid, host: hostname(), startedAt: '2026-11-22T10:00:00.000Z' };
      await writeFile(join(cwd, '.smform', 'apply.lock'), JSON.stringify(holder));
      const run = await smform(argv, { cwd, env: env(emulator.url) });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain(
        `Took over the lock .smform/apply.lock from pid ${pid} on ${hostname()}, started 2026-11-22T10:00:00.000Z: that process is gone.`,
      );
      expect(existsSync(join(cwd, '.smform', 'apply.lock'))).toBe(false);
    },
  );

  it.concurrent(
    'a lock of another machine is never taken over: exit 1, nothing read or written',
    async ({ onTestFinished }) => {
      const emulator = await emulatorFor(onTestFinished);
      const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
      await mkdir(join(cwd, '.smform'));
      const holder = { pid: 4242, host: 'build-agent-7', startedAt: '2026-11-22T10:00:00.000Z' };
      await writeFile(join(cwd, '.smform', 'apply.lock'), JSON.stringify(holder));
      const run = await smform(argv, { cwd, env: env(emulator.url) });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain(
        'another apply holds the lock .smform/apply.lock (pid 4242 on build-agent-7, started 2026-11-22T10:00:00.000Z)',
      );
      expect(run.stderr).toContain('remove .smform/apply.lock');
      expect(emulator.requestLog).toHaveLength(0);
      expect(existsSync(join(cwd, '.smform', 'apply.lock'))).toBe(true);
    },
  );
});
