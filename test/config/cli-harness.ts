import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../../src/cli/io.js';
import { runCaptured, type CliRun } from '../helpers/cli.js';

export type { CliRun };

/** The repository root: fixtures are reported relative to it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the CLI in-process with captured output, as a user in `cwd` would. */
export function runInProcess(
  argv: string[],
  cwd = repoRoot,
  overrides: Partial<Pick<CliIo, 'env' | 'isTTY'>> = {},
): Promise<CliRun> {
  return runCaptured(argv, { cwd, ...overrides });
}

const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

/** Runs the built CLI (`node dist/cli/main.js`) as a real subprocess; `npm run build` first. */
export async function runBuilt(argv: string[], cwd = repoRoot): Promise<CliRun> {
  if (!existsSync(mainJs)) throw new Error('dist/cli/main.js is missing: run `npm run build` first');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [mainJs, ...argv],
      { cwd, env: { PATH: process.env['PATH'] ?? '' } },
      (error, stdout, stderr) => {
        if (error !== null && typeof error.code !== 'number')
          reject(new Error(error.message, { cause: error }));
        else resolve({ code: error === null ? 0 : Number(error.code), stdout, stderr });
      },
    );
  });
}
