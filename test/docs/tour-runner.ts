import { spawn } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * Runs the command lines of a tour's shell blocks as a reader would type them, in `cwd`, with `smform`
 * the built CLI (what the tour's `alias smform=...` makes it). Install lines are not run (the checkout is
 * installed); a line starting the emulator server runs in the background, with a free port in place of
 * the one written, until the block ends.
 */

export interface LineRun {
  line: string;
  code: number | 'skipped';
  output: string;
}

/** The command lines of a block: continuations joined, comments and blank lines dropped. */
export function commandLines(block: string): string[] {
  return block
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter((line) => line !== '');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

function bash(
  line: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): { done: Promise<{ code: number; output: string }>; kill: () => void; firstOutput: Promise<void> } {
  const child = spawn('bash', ['-c', line], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let seen: () => void = () => undefined;
  const firstOutput = new Promise<void>((resolve) => (seen = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    seen();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, output })),
  );
  return { done, kill: () => child.kill('SIGINT'), firstOutput };
}

/** Runs every command line of `block`; `mainJs` is the built CLI. */
export async function runBlock(block: string, cwd: string, mainJs: string): Promise<LineRun[]> {
  const bin = join(cwd, '.tour-bin');
  await mkdir(bin, { recursive: true });
  await writeFile(join(bin, 'smform'), `#!/bin/sh\nexec "${process.execPath}" "${mainJs}" "$@"\n`);
  await chmod(join(bin, 'smform'), 0o755);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${bin}:${process.env['PATH'] ?? ''}`,
    NO_COLOR: '1',
  };
  delete env['MERAKI_DASHBOARD_API_KEY'];
  const runs: LineRun[] = [];
  const servers: (() => void)[] = [];
  const ports = new Map<string, string>();
  try {
    for (const written of commandLines(block)) {
      if (/^npm (ci|install)\b/.test(written) || /^alias smform=/.test(written)) {
        runs.push({ line: written, code: 'skipped', output: '' });
        continue;
      }
      let line = written;
      for (const [from, to] of ports) line = line.replaceAll(`:${from}`, `:${to}`);
      const server = /^smform emulator .*--port (\d+)/.exec(line);
      if (server?.[1] !== undefined) {
        const port = String(await freePort());
        ports.set(server[1], port);
        line = line.replace(`--port ${server[1]}`, `--port ${port}`);
        const started = bash(line, cwd, env);
        servers.push(started.kill);
        // The emulator prints its URL once it listens; a server that exits instead is a failure.
        const first = await Promise.race([started.firstOutput.then(() => undefined), started.done]);
        runs.push({ line: written, code: first === undefined ? 0 : first.code, output: first?.output ?? '' });
        continue;
      }
      const { code, output } = await bash(line, cwd, env).done;
      runs.push({ line: written, code, output });
    }
  } finally {
    for (const kill of servers) kill();
  }
  return runs;
}
