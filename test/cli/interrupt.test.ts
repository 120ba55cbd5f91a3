import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { forward, startGate } from '../helpers/gate.js';
import { workdir, type Run } from './run-built.js';

const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const GROUPS = 20;

const config = `organizations:
  - id: "7101"
    networks:
      - id: N_1
        targetGroups:
${Array.from({ length: GROUPS }, (_, i) => `          - { name: G${i + 1}, scope: all }`).join('\n')}
`;

/**
 * A loopback proxy in front of the emulator that holds every POST until `release()`: the test interrupts
 * the apply at the first POST and releases the held writes only once the CLI says it saw the interrupt, so
 * the writes in flight and the writes never started are decided by the CLI's logic, not by timing.
 */
async function startPostGate(target: string, onFirstPost: () => void) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  const gate = await startGate(target, (req, res, upstream) => {
    if (req.method !== 'POST') return forward(req, res, upstream);
    posts += 1;
    if (posts === 1) onFirstPost();
    void released.then(() => forward(req, res, upstream));
  });
  return { ...gate, release };
}

describe('smform apply interrupted by SIGINT', () => {
  it('lets writes in flight finish, starts no new ones, reports what was done and exits 1', async ({
    onTestFinished,
  }) => {
    let child: ReturnType<typeof spawn> | undefined;
    let signalled = false;
    const emulator = await startEmulator({
      seed: { organizations: [{ id: '7101', networks: [{ id: 'N_1', targetGroups: [] }] }] },
      port: 0,
      rateLimit: 0,
    });
    onTestFinished(() => emulator.close());
    const gate = await startPostGate(emulator.url, () => {
      signalled = child?.kill('SIGINT') ?? false;
    });
    onTestFinished(() => gate.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
    const run = await new Promise<Run>((resolve, reject) => {
      const started = spawn(process.execPath, [mainJs, 'apply', 'smform.yaml', '--auto-approve'], {
        cwd,
        env: {
          PATH: process.env['PATH'] ?? '',
          NO_COLOR: '1',
          MERAKI_DASHBOARD_API_KEY: 'test-key',
          MERAKI_BASE_URL: gate.url,
        },
      });
      child = started;
      let stdout = '';
      let stderr = '';
      started.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      started.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes('Interrupted:')) gate.release();
      });
      started.on('error', reject);
      started.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    });

    expect(signalled).toBe(true);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Interrupted: letting writes in flight finish, starting no new ones');
    const done = run.stdout.match(/^done +create /gm)?.length ?? 0;
    const skipped =
      run.stdout.match(/^skipped +create .*skipped: interrupted before it started$/gm)?.length ?? 0;
    expect(done).toBeGreaterThan(0);
    expect(skipped).toBeGreaterThan(0);
    expect(done + skipped).toBe(GROUPS);
    expect(run.stdout).toContain(`Apply interrupted: ${done} done, 0 failed, ${skipped} skipped.`);
    // Every write reported done reached the emulator, and nothing else did.
    expect(emulator.requestLog.filter((e) => e.method === 'POST')).toHaveLength(done);
    expect(emulator.state().organizations[0]?.networks[0]?.targetGroups).toHaveLength(done);
  });
});
