import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

export interface BoundedRun {
  /** The exit code, or undefined when the run was killed at the bound. */
  code: number | undefined;
  stdout: string;
  stderr: string;
  /** Wall time of the whole process, startup included. */
  ms: number;
}

/**
 * Runs the BUILT CLI and kills it after `killAfterMs`: a run that would loop forever ends with
 * `code: undefined` instead of hanging the test.
 */
export function smformBounded(
  argv: string[],
  options: { cwd: string; env: Record<string, string>; killAfterMs: number },
): Promise<BoundedRun> {
  const began = Date.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [mainJs, ...argv],
      {
        cwd: options.cwd,
        env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1', ...options.env },
        timeout: options.killAfterMs,
        killSignal: 'SIGKILL',
      },
      (error: (Error & { code?: unknown }) | null, stdout, stderr) => {
        const ms = Date.now() - began;
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : undefined;
        resolve({ code, stdout, stderr, ms });
      },
    );
  });
}
