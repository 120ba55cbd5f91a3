import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startEmulator } from '../../src/emulator/index.js';
import { startFaultProxy, type FaultRule } from '../faults/helpers/fault-proxy.js';
import { smform, workdir, type OnFinished, type Run } from './run-in-process.js';

/**
 * Progress on stderr (issue 14): the read counter redrawn on a terminal, a line per write as it
 * completes, one notice per long wait before a retry, and the flags that turn them on and off. Checked
 * by content, never by timing: under a pseudo-terminal (`script`) and through pipes.
 */

const KEY = 'test-key-never-printed';
const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      networks: [
        {
          id: 'N_1',
          devices: [{ id: 'd1', name: 'Kiosk-01', serial: 'Q234-ABCD-0001', tags: ['kiosk'] }],
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            // A live name is untrusted: its escape sequence must reach the terminal as text.
            { id: 't2', name: 'Stray\u001b[31m', scope: 'all', tags: [] },
          ],
        },
        { id: 'N_2', targetGroups: [] },
      ],
    },
  ],
};

const config = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        policy: { prune: true }
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
      - id: N_2
        targetGroups:
          - { name: Broken, scope: withAny, tags: [broken] }
`;

/** The create in N_2 is refused by the API (400): a failed write among successful ones. */
const FAILED_CREATE: FaultRule = {
  methods: ['POST'],
  path: /\/networks\/N_2\/sm\/targetGroups$/,
  times: 1,
  fault: { kind: 'status', status: 400, body: '{"errors":["Name is reserved"]}' },
};

/** The first read of N_1's target groups is answered 429 with a 3-second Retry-After. */
const RATE_LIMITED: FaultRule = {
  methods: ['GET'],
  path: /\/networks\/N_1\/sm\/targetGroups$/,
  times: 1,
  fault: {
    kind: 'status',
    status: 429,
    body: '{"errors":["Too many requests"]}',
    headers: { 'Retry-After': '3' },
  },
};

async function setup(onFinished: OnFinished, rules: readonly FaultRule[] = []) {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
  onFinished(() => emulator.close());
  const proxy = await startFaultProxy(emulator.url, rules);
  onFinished(() => proxy.close());
  const cwd = await workdir(onFinished, { 'smform.yaml': config });
  // Retry waits shrink a thousandfold (docs/reliability.md); the notice still names the nominal wait.
  const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: proxy.url, SMFORM_TEST_FAST_RETRY: '1' };
  return {
    emulator,
    /** stdout and stderr through pipes (no terminal). */
    piped: (argv: string[]) => smform(argv, { cwd, env }),
    /** Under a pseudo-terminal: stderr is the terminal's output, stdout goes to a file. */
    terminal: (argv: string[]) => underTerminal(argv, cwd, env),
  };
}

/** The plan deletes and moves the one device: allowed, so every command here exits 0 or applies. */
const RISKS = ['--allow-delete', '--force'];

const quote = (arg: string): string => `'${arg.replace(/'/g, `'\\''`)}'`;

/** Runs the built CLI under `script` (a pseudo-terminal for stdin and stderr); stdout is redirected to a file. */
function underTerminal(argv: string[], cwd: string, env: Record<string, string>): Promise<Run> {
  const command = `${quote(process.execPath)} ${quote(mainJs)} ${argv.map(quote).join(' ')} > stdout.txt`;
  return new Promise((resolve, reject) => {
    execFile(
      'script',
      ['-qfec', command, '/dev/null'],
      { cwd, env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1', TERM: 'xterm', ...env } },
      (error: (Error & { code?: unknown }) | null, terminal) => {
        if (error !== null && typeof error.code !== 'number') {
          reject(error);
          return;
        }
        const code = error === null ? 0 : Number(error.code);
        readFile(join(cwd, 'stdout.txt'), 'utf8').then(
          (stdout) => resolve({ code, stdout, stderr: terminal.replace(/\r\n/g, '\n') }),
          reject,
        );
      },
    );
  });
}

const COUNTER = /reading \d+\/\d+ scopes/;
/** Cursor and erase sequences (log-update's redraw), not colors. */
// eslint-disable-next-line no-control-regex
const REDRAW = /\u001b\[(\d*[ABGK]|\?2026[hl])/;
const WAIT_NOTICE =
  /^organization 7001: getNetworkSmTargetGroups answered 429 \(rate limited\); waiting 3s before attempt 2\/5$/gm;

function expectWriteLines(stderr: string): void {
  expect(stderr).toMatch(/^\+ created network\/N_1\/targetGroup\/Laptops \(id \S+\) \d+\.\ds$/m);
  expect(stderr).toMatch(/^~ updated network\/N_1\/targetGroup\/Kiosks \d+\.\ds$/m);
  expect(stderr).toMatch(/^- deleted network\/N_1\/targetGroup\/Stray\\u001b\[31m \d+\.\ds$/m);
  expect(stderr).toMatch(
    /^! failed to create network\/N_2\/targetGroup\/Broken: 400 Name is reserved \d+\.\ds$/m,
  );
}

describe('progress on stderr', () => {
  it.concurrent(
    'a terminal shows the read counter and clears it; a pipe shows none',
    async ({ onTestFinished }) => {
      const { terminal, piped } = await setup(onTestFinished);
      const onTty = await terminal(['plan', '--output', 'json', ...RISKS]);
      expect(onTty.code, onTty.stderr).toBe(0);
      expect(onTty.stderr).toMatch(COUNTER);
      expect(onTty.stderr).toMatch(/reading devices \d+\/\d+ networks/);
      // Cleared when the reads end: the summary line starts on a line of its own, after an erase.
      const summary = onTty.stderr.indexOf('plan: ');
      expect(summary).toBeGreaterThan(onTty.stderr.lastIndexOf('reading '));
      expect(onTty.stderr.slice(onTty.stderr.lastIndexOf('reading '), summary)).toContain('\u001b[2K');
      // stdout holds the plan alone, the same bytes as through a pipe.
      const inPipe = await piped(['plan', '--output', 'json', ...RISKS]);
      expect(inPipe.code).toBe(0);
      expect(inPipe.stderr).not.toMatch(COUNTER);
      expect(inPipe.stderr).not.toMatch(REDRAW);
      const hashOf = (json: string): unknown => (JSON.parse(json) as { planHash: unknown }).planHash;
      expect(hashOf(onTty.stdout)).toBe(hashOf(inPipe.stdout));
    },
  );

  it.concurrent(
    'apply prints each write as it completes, failures included, in a pipe',
    async ({ onTestFinished }) => {
      const { piped } = await setup(onTestFinished, [FAILED_CREATE]);
      const run = await piped(['apply', '--auto-approve', '--allow-delete', '--force']);
      expect(run.code, run.stderr).toBe(1);
      expectWriteLines(run.stderr);
      expect(run.stderr).not.toMatch(COUNTER);
      expect(run.stderr).not.toMatch(REDRAW);
      // The table stays the result on stdout.
      expect(run.stdout).toContain('Apply failed: 3 done, 1 failed, 0 skipped.');
    },
  );

  it.concurrent('apply prints the same write lines on a terminal', async ({ onTestFinished }) => {
    const { terminal } = await setup(onTestFinished, [FAILED_CREATE]);
    const run = await terminal(['apply', '--auto-approve', '--allow-delete', '--force']);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(COUNTER);
    expectWriteLines(run.stderr.replace(new RegExp(REDRAW.source, 'g'), ''));
  });

  it.concurrent(
    'a 429 with Retry-After 3 prints one notice naming the organization and the attempt',
    async ({ onTestFinished }) => {
      const { piped } = await setup(onTestFinished, [RATE_LIMITED]);
      const run = await piped(['plan', ...RISKS]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr.match(WAIT_NOTICE)).toHaveLength(1);
      expect(run.stderr).toContain('1 rate-limited (429)');
    },
  );

  it.concurrent('a wait of 2 s or less prints no notice', async ({ onTestFinished }) => {
    const short = { ...RATE_LIMITED, fault: { ...RATE_LIMITED.fault, headers: { 'Retry-After': '2' } } };
    const { piped } = await setup(onTestFinished, [short]);
    const run = await piped(['plan', ...RISKS]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('1 rate-limited (429)');
    expect(run.stderr).not.toContain('waiting');
  });

  it.concurrent(
    '--quiet silences the counter, the write lines and the notice',
    async ({ onTestFinished }) => {
      const { terminal } = await setup(onTestFinished, [RATE_LIMITED, FAILED_CREATE]);
      const run = await terminal(['--quiet', 'apply', '--auto-approve', '--allow-delete', '--force']);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).not.toMatch(COUNTER);
      expect(run.stderr).not.toMatch(REDRAW);
      expect(run.stderr).not.toMatch(/^[+~!-] /m);
      expect(run.stderr).not.toContain('waiting');
      expect(run.stdout).toContain('Apply failed: 3 done, 1 failed, 0 skipped.');
    },
  );

  it.concurrent(
    '--no-progress draws no line on a terminal; --progress draws it in a pipe',
    async ({ onTestFinished }) => {
      const { terminal, piped } = await setup(onTestFinished);
      const off = await terminal(['--no-progress', 'plan', ...RISKS]);
      expect(off.code, off.stderr).toBe(0);
      expect(off.stderr).not.toMatch(COUNTER);
      expect(off.stderr).not.toMatch(REDRAW);
      const forced = await piped(['--progress', 'plan', ...RISKS]);
      expect(forced.code, forced.stderr).toBe(0);
      expect(forced.stderr).toMatch(COUNTER);
      expect(forced.stderr).toMatch(REDRAW);
    },
  );
});
