import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { config, QUESTION, seed } from './approval-fixture.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { workdir, type OnFinished } from '../cli/run-in-process.js';

/**
 * docs/workflow.md § `smform apply`: `apply PATH` prints the plan and asks `(y/N)` on a terminal. Only
 * "yes" or "y" applies (any case, spaces around ignored); anything else cancels with exit 1 and writes
 * nothing (every answer is checked in-process in approval-answers.test.ts). A person may take minutes to answer, so the scopes are read again after the yes: an edit made
 * live while the question waited is found stale (exit 5), never overwritten. The question reads a real
 * terminal, so the built CLI runs under `script` (a pseudo-terminal) and the answer is typed into it.
 */

const KEY = 'test-key-approval-prompt';
const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const quote = (arg: string): string => `'${arg.replace(/'/g, `'\\''`)}'`;

interface Answered {
  code: number;
  /** What the terminal showed: stderr, the question and the typed answer's echo. */
  terminal: string;
  stdout: string;
  asked: boolean;
}

/**
 * Runs `smform apply smform.yaml` under a pseudo-terminal; when the question shows, runs `meanwhile`
 * (another writer, or nothing) and types `answer` and Enter.
 */
function applyAnswering(
  cwd: string,
  emulator: RunningEmulator,
  answer: string,
  meanwhile: () => Promise<void> = async () => {},
): Promise<Answered> {
  const command = `${quote(process.execPath)} ${quote(mainJs)} apply smform.yaml > stdout.txt`;
  const env = { PATH: process.env['PATH'] ?? '', NO_COLOR: '1', TERM: 'xterm' };
  return new Promise((resolve, reject) => {
    // No CI in the environment: with CI set, apply never asks.
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd,
      env: { ...env, MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let terminal = '';
    let asked = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      terminal += chunk;
      if (asked || !terminal.includes(QUESTION)) return;
      asked = true;
      meanwhile().then(
        () => child.stdin.write(`${answer}\r`),
        (error: unknown) => {
          child.kill();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    child.on('error', reject);
    child.on('close', (code) => {
      child.stdin.end();
      readFile(join(cwd, 'stdout.txt'), 'utf8').then(
        (stdout) => resolve({ code: code ?? -1, terminal: terminal.replace(/\r\n/g, '\n'), stdout, asked }),
        reject,
      );
    });
  });
}

async function setup(onFinished: OnFinished) {
  // Closed by this test's own hook: the suite's tests run concurrently.
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
  onFinished(() => emulator.close());
  const cwd = await workdir(onFinished, { 'smform.yaml': config });
  const writes = () => emulator.requestLog.filter((entry) => entry.method !== 'GET');
  const tags = () => emulator.state().organizations[0]?.networks?.[0]?.targetGroups?.[0]?.tags;
  return { emulator, cwd, writes, tags };
}

describe('the approval question of apply PATH', () => {
  it.concurrent('a "yes" typed into the terminal applies the plan', async ({ onTestFinished }) => {
    // Every answer is checked in-process (approval-answers.test.ts); here, one through a real terminal.
    for (const answer of ['  yes  ']) {
      const { emulator, cwd, writes, tags } = await setup(onTestFinished);
      const run = await applyAnswering(cwd, emulator, answer);
      const about = `answer ${JSON.stringify(answer)}: ${run.terminal}`;
      expect(run.asked, about).toBe(true);
      expect(run.code, about).toBe(0);
      expect(run.stdout, about).toContain('~ network/N_1/targetGroup/Kiosks');
      expect(
        writes().map((entry) => entry.method),
        about,
      ).toEqual(['PUT']);
      expect(tags(), about).toEqual(['x', 'y']);
    }
  });

  it.concurrent(
    'another answer typed into the terminal cancels with exit 1 and writes nothing',
    async ({ onTestFinished }) => {
      for (const answer of ['yep', '']) {
        const { emulator, cwd, writes, tags } = await setup(onTestFinished);
        const run = await applyAnswering(cwd, emulator, answer);
        const about = `answer ${JSON.stringify(answer)}: ${run.terminal}`;
        expect(run.asked, about).toBe(true);
        expect(run.code, about).toBe(1);
        expect(run.terminal, about).toContain('Apply cancelled; nothing was changed.\n');
        expect(writes(), about).toEqual([]);
        expect(tags(), about).toEqual(['x']);
      }
    },
  );

  it.concurrent(
    'reads the live state again after the yes: an edit made while it waited is refused as stale, not overwritten',
    async ({ onTestFinished }) => {
      const { emulator, cwd, writes, tags } = await setup(onTestFinished);
      // Another writer edits the group while the question waits for the person.
      const otherWriter = async (): Promise<void> => {
        const response = await fetch(`${emulator.url}/networks/N_1/sm/targetGroups/t1`, {
          method: 'PUT',
          headers: { 'X-Cisco-Meraki-API-Key': 'test-key-other-writer', 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Kiosks', scope: 'withAny, z' }),
        });
        expect(response.status).toBe(200);
      };
      const run = await applyAnswering(cwd, emulator, 'y', otherWriter);
      expect(run.asked, run.terminal).toBe(true);
      expect(run.code, run.terminal).toBe(5);
      expect(run.terminal).toContain(
        'error: the plan is stale: live state moved since it was made\n' +
          '  network/N_1/targetGroup/Kiosks: it was changed live\n',
      );
      // The other writer's PUT is the only write.
      expect(writes().map((entry) => `${entry.method} ${entry.path}`)).toEqual([
        'PUT /api/v1/networks/N_1/sm/targetGroups/t1',
      ]);
      expect(tags()).toEqual(['z']);
    },
  );
});
