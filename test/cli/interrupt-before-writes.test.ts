import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { forward, startGate } from '../helpers/gate.js';
import { smform, workdir, type OnFinished, type Run } from './run-built.js';

const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
/** Each test starts the built CLI once, on a machine that may be busy. */
const TIMEOUT = 60_000;

const config = `organizations:
  - id: "7501"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: all }
`;

/** Starts `smform apply` against `baseUrl`; `child` is the running process, `done` its end. */
function startApply(cwd: string, baseUrl: string, extra: string[] = [], onStderr = (_: string) => {}) {
  const target = extra[0]?.endsWith('.json') === true ? [] : ['smform.yaml', '--auto-approve'];
  const argv = [mainJs, 'apply', ...target, '--no-backup', ...extra];
  const child = spawn(process.execPath, argv, {
    cwd,
    env: {
      PATH: process.env['PATH'] ?? '',
      NO_COLOR: '1',
      MERAKI_DASHBOARD_API_KEY: 'test-key',
      MERAKI_BASE_URL: baseUrl,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    onStderr(stderr);
  });
  const done = new Promise<Run & { signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? -1, signal, stdout, stderr }));
  });
  return { child, done };
}

async function emulatorBehindGate(onFinished: OnFinished, hold: () => void) {
  const emulator = await startEmulator({
    seed: { organizations: [{ id: '7501', networks: [{ id: 'N_1', targetGroups: [] }] }] },
    port: 0,
    rateLimit: 0,
  });
  onFinished(() => emulator.close());
  // Every request is held unanswered: the run is still reading when it is interrupted.
  const gate = await startGate(emulator.url, () => hold());
  onFinished(() => gate.close());
  return { emulator, gate };
}

describe('Ctrl-C before the first write of an apply', () => {
  it(
    'at start-up, before the command has loaded: exit 130, says nothing was changed, leaves no lock',
    async ({ onTestFinished }) => {
      let requests = 0;
      const { gate } = await emulatorBehindGate(onTestFinished, () => (requests += 1));
      const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
      let sent = false;
      let early = -1;
      // `--debug` prints the settings it found before the command's code is even loaded: interrupted then.
      const { child, done } = startApply(cwd, gate.url, ['--debug'], (stderr) => {
        if (sent || !stderr.includes('debug: ')) return;
        sent = true;
        early = requests;
        child.kill('SIGINT');
      });
      const run = await done;
      expect(early).toBe(0);
      expect(run.signal, run.stderr).toBe(null);
      expect(run.code, run.stderr).toBe(130);
      expect(run.stderr).toContain('Interrupted before any write: nothing was changed.');
      expect(existsSync(join(cwd, '.smform', 'apply.lock'))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'while a read is held: exit 130, says nothing was changed, and the apply lock is released',
    async ({ onTestFinished }) => {
      let interrupt!: () => void;
      const held = new Promise<void>((resolve) => (interrupt = resolve));
      const { gate } = await emulatorBehindGate(onTestFinished, () => interrupt());
      const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
      const { child, done } = startApply(cwd, gate.url);
      await held;
      // The lock was taken before the first read.
      expect(existsSync(join(cwd, '.smform', 'apply.lock'))).toBe(true);
      child.kill('SIGINT');
      const run = await done;
      expect(run.code, run.stderr).toBe(130);
      expect(run.stderr).toContain('Interrupted before any write: nothing was changed.');
      expect(existsSync(join(cwd, '.smform', 'apply.lock'))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'while a saved plan is checked against live state: exit 130, nothing changed, no lock left',
    async ({ onTestFinished }) => {
      let holding = false;
      let interrupt!: () => void;
      const held = new Promise<void>((resolve) => (interrupt = resolve));
      const emulator = await startEmulator({
        seed: { organizations: [{ id: '7501', networks: [{ id: 'N_1', targetGroups: [] }] }] },
        port: 0,
        rateLimit: 0,
      });
      onTestFinished(() => emulator.close());
      // Answers the plan's reads; once the plan is saved, holds every request of the apply.
      const gate = await startGate(emulator.url, (req, res, upstream) => {
        if (holding) interrupt();
        else forward(req, res, upstream);
      });
      onTestFinished(() => gate.close());
      const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
      const planned = await smform(['plan', '--out', 'plan.json'], {
        cwd,
        env: { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: gate.url },
      });
      expect(planned.code, planned.stderr).toBe(0);
      holding = true;
      const { child, done } = startApply(cwd, gate.url, ['plan.json']);
      await held;
      expect(existsSync(join(cwd, '.smform', 'apply.lock'))).toBe(true);
      child.kill('SIGINT');
      const run = await done;
      expect(run.code, run.stderr).toBe(130);
      expect(run.stderr).toContain('Interrupted before any write: nothing was changed.');
      expect(existsSync(join(cwd, '.smform', 'apply.lock'))).toBe(false);
      expect(emulator.requestLog.filter((entry) => entry.method !== 'GET')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'during the writes the lock is kept until the writes in flight finish, then released (exit 1)',
    async ({ onTestFinished }) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let writing!: () => void;
      const firstWrite = new Promise<void>((resolve) => (writing = resolve));
      const emulator = await startEmulator({
        seed: { organizations: [{ id: '7501', networks: [{ id: 'N_1', targetGroups: [] }] }] },
        port: 0,
        rateLimit: 0,
      });
      onTestFinished(() => emulator.close());
      // Reads pass; every write waits until the test has looked at the lock.
      const gate = await startGate(emulator.url, (req, res, upstream) => {
        if (req.method === 'GET') return forward(req, res, upstream);
        writing();
        void released.then(() => forward(req, res, upstream));
      });
      onTestFinished(() => gate.close());
      const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
      let seen!: () => void;
      const interrupted = new Promise<void>((resolve) => (seen = resolve));
      const { child, done } = startApply(cwd, gate.url, [], (stderr) => {
        if (stderr.includes('Interrupted:')) seen();
      });
      await firstWrite;
      child.kill('SIGINT');
      await interrupted;
      const heldDuringWrites = existsSync(join(cwd, '.smform', 'apply.lock'));
      release();
      const run = await done;
      expect(heldDuringWrites).toBe(true);
      expect(run.code, run.stderr).toBe(1);
      expect(existsSync(join(cwd, '.smform', 'apply.lock'))).toBe(false);
    },
    TIMEOUT,
  );
});
