import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the BUILT CLI (`node dist/cli/main.js`) as a subprocess with exactly the given environment. */
export function smform(argv: string[], options: { cwd: string; env?: Record<string, string> }): Promise<Run> {
  if (!existsSync(mainJs)) throw new Error('dist/cli/main.js is missing: run `npm run build` first');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [mainJs, ...argv],
      { cwd: options.cwd, env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1', ...options.env } },
      (error: (Error & { code?: unknown }) | null, stdout, stderr) => {
        if (error === null) resolve({ code: 0, stdout, stderr });
        else if (typeof error.code === 'number') resolve({ code: error.code, stdout, stderr });
        else reject(error);
      },
    );
  });
}

/** Registers cleanup on the test that owns it (concurrent tests: pass the test context's own hook). */
export type OnFinished = (cleanup: () => Promise<void>) => void;

/** A temporary directory holding the given files, removed when the test ends. */
export async function workdir(onFinished: OnFinished, files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'smform-cli-'));
  onFinished(() => rm(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}
