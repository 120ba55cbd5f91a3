import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
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

describe('smform apply interrupted by SIGINT', () => {
  it('lets writes in flight finish, starts no new ones, reports what was done and exits 1', async ({
    onTestFinished,
  }) => {
    let child: ReturnType<typeof spawn> | undefined;
    let signalled = false;
    // Each answer is held back, so the interrupt lands while writes are in flight and others wait.
    const emulator = await startEmulator({
      seed: { organizations: [{ id: '7101', networks: [{ id: 'N_1', targetGroups: [] }] }] },
      port: 0,
      rateLimit: 0,
      latencyMs: 150,
      onRequest: (entry) => {
        if (entry.method === 'POST' && !signalled && child !== undefined) {
          signalled = true;
          child.kill('SIGINT');
        }
      },
    });
    onTestFinished(() => emulator.close());
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
    const run = await new Promise<Run>((resolve, reject) => {
      const started = spawn(process.execPath, [mainJs, 'apply', 'smform.yaml', '--auto-approve'], {
        cwd,
        env: {
          PATH: process.env['PATH'] ?? '',
          NO_COLOR: '1',
          MERAKI_DASHBOARD_API_KEY: 'test-key',
          MERAKI_BASE_URL: emulator.url,
        },
      });
      child = started;
      let stdout = '';
      let stderr = '';
      started.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      started.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
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
