import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/run.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `smform ARGV` in-process with captured output: no terminal (no colors, no prompts), in
 * `overrides.cwd` (default: the process's), with exactly `overrides.env` (default: none).
 */
export async function runCaptured(
  argv: string[],
  overrides: Partial<Omit<CliIo, 'out' | 'err'>> = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    out: (text) => {
      stdout += text;
    },
    err: (text) => {
      stderr += text;
    },
    env: {},
    cwd: process.cwd(),
    isTTY: false,
    ...overrides,
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}
