import { spawn, type ChildProcess } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { forward, startGate } from '../helpers/gate.js';
import { workdir, type OnFinished, type Run } from './run-built.js';

const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const GROUPS = 20;

const groups = (prefix: string, count: number): string =>
  Array.from({ length: count }, (_, i) => `          - { name: ${prefix}${i + 1}, scope: all }`).join('\n');

const config = `organizations:
  - id: "7101"
    networks:
      - id: N_1
        targetGroups:
${groups('G', GROUPS)}
      - id: N_2
        targetGroups:
${groups('H', 2)}
`;

async function emulatorFor(onFinished: OnFinished): Promise<RunningEmulator> {
  const emulator = await startEmulator({
    seed: {
      organizations: [
        {
          id: '7101',
          networks: [
            { id: 'N_1', targetGroups: [] },
            { id: 'N_2', targetGroups: [] },
          ],
        },
      ],
    },
    port: 0,
    rateLimit: 0,
  });
  onFinished(() => emulator.close());
  return emulator;
}

type Handler = (req: IncomingMessage, res: ServerResponse, upstream: URL) => void;

/**
 * Runs `smform apply --auto-approve` through a loopback gate in front of the emulator; `handle` decides
 * per request (forward, hold) and may signal the child; `onStderr` sees the CLI's stderr as it grows.
 */
async function applyThroughGate(
  onFinished: OnFinished,
  emulator: RunningEmulator,
  handle: (child: () => ChildProcess | undefined) => Handler,
  onStderr: (stderr: string, child: ChildProcess) => void = () => undefined,
): Promise<Run> {
  let child: ChildProcess | undefined;
  const gate = await startGate(
    emulator.url,
    handle(() => child),
  );
  onFinished(() => gate.close());
  const cwd = await workdir(onFinished, { 'smform.yaml': config });
  return new Promise<Run>((resolve, reject) => {
    const started = spawn(
      process.execPath,
      [mainJs, 'apply', 'smform.yaml', '--auto-approve', '--no-backup'],
      {
        cwd,
        env: {
          PATH: process.env['PATH'] ?? '',
          NO_COLOR: '1',
          MERAKI_DASHBOARD_API_KEY: 'test-key',
          MERAKI_BASE_URL: gate.url,
        },
      },
    );
    child = started;
    let stdout = '';
    let stderr = '';
    started.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onStderr(stderr, started);
    });
    started.on('error', reject);
    started.on('close', (code, signal) =>
      resolve({ code: code ?? (signal === null ? -1 : 128), stdout, stderr }),
    );
  });
}

describe('smform apply interrupted by SIGINT', () => {
  it('lets writes in flight finish, starts no new ones, verifies only the scopes written, reports what was done and exits 1', async ({
    onTestFinished,
  }) => {
    const emulator = await emulatorFor(onTestFinished);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    let signalled = false;
    let firstPostAt = -1;
    const run = await applyThroughGate(
      onTestFinished,
      emulator,
      (child) => (req, res, upstream) => {
        if (req.method !== 'POST') return forward(req, res, upstream);
        posts += 1;
        if (posts === 1) {
          firstPostAt = emulator.requestLog.length;
          signalled = child()?.kill('SIGINT') ?? false;
        }
        void released.then(() => forward(req, res, upstream));
      },
      // The held writes go on only once the CLI says it saw the interrupt: which writes were in flight
      // and which never started is decided by the CLI's logic, not by timing.
      (stderr) => {
        if (stderr.includes('Interrupted:')) release();
      },
    );

    expect(signalled).toBe(true);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toContain('Interrupted: letting writes in flight finish, starting no new ones');
    const done = run.stdout.match(/^done +create /gm)?.length ?? 0;
    const collapsed = /^skipped +- +(\d+) changes not started +interrupted before they started$/m.exec(
      run.stdout,
    );
    const skipped = Number(collapsed?.[1] ?? 0);
    expect(done).toBeGreaterThan(0);
    expect(skipped).toBeGreaterThan(0);
    expect(done + skipped).toBe(GROUPS + 2);
    expect(run.stdout).not.toMatch(/^skipped +create /m);
    expect(run.stdout).toContain(`Apply interrupted: ${done} done, 0 failed, ${skipped} skipped.`);
    // Every write reported done reached the emulator, and nothing else did.
    const writes = emulator.requestLog.filter((e) => e.method === 'POST');
    expect(writes).toHaveLength(done);
    expect(writes.every((e) => e.path.startsWith('/api/v1/networks/N_1/'))).toBe(true);
    expect(emulator.state().organizations[0]?.networks[0]?.targetGroups).toHaveLength(done);
    // Verification re-read N_1, which received writes, and not N_2, which received none.
    const after = emulator.requestLog.slice(firstPostAt).filter((e) => e.method === 'GET');
    expect(after.some((e) => e.path.startsWith('/api/v1/networks/N_1/sm/targetGroups'))).toBe(true);
    expect(after.filter((e) => e.path.startsWith('/api/v1/networks/N_2/'))).toEqual([]);
  });

  it('a second SIGINT exits at once with 130 and names the writes that may be in flight', async ({
    onTestFinished,
  }) => {
    const emulator = await emulatorFor(onTestFinished);
    let posts = 0;
    let second = false;
    const run = await applyThroughGate(
      onTestFinished,
      emulator,
      (child) => (req, res, upstream) => {
        if (req.method !== 'POST') return forward(req, res, upstream);
        posts += 1;
        // Held for good: these writes are in flight when the second interrupt comes.
        if (posts === 1) child()?.kill('SIGINT');
      },
      (stderr, child) => {
        if (!second && stderr.includes('Interrupted:')) {
          second = true;
          child.kill('SIGINT');
        }
      },
    );
    expect(run.code, run.stderr).toBe(130);
    expect(run.stderr).toContain('Interrupted again: exiting now.');
    expect(run.stderr).toMatch(/may be in flight \(\d+\): network\/N_1\/targetGroup\/G1\b/);
    expect(run.stderr).toContain('run `smform plan` to see');
    expect(emulator.requestLog.filter((e) => e.method === 'POST')).toEqual([]);
  });

  it('a SIGINT while planning stops before any write and says so', async ({ onTestFinished }) => {
    const emulator = await emulatorFor(onTestFinished);
    let gets = 0;
    const run = await applyThroughGate(onTestFinished, emulator, (child) => (req, res, upstream) => {
      gets += 1;
      // The first read is held, and the CLI interrupted while it waits for it.
      if (gets === 1) {
        child()?.kill('SIGINT');
        return;
      }
      forward(req, res, upstream);
    });
    expect(run.code, run.stderr).toBe(130);
    expect(run.stderr).toContain('Interrupted before any write: nothing was changed.');
    expect(emulator.requestLog.filter((e) => e.method !== 'GET')).toEqual([]);
  });
});
