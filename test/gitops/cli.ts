import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/run.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `smform ARGV` in-process with captured output, in `cwd`, with exactly `env` (a test key unless
 * told otherwise): no terminal, so no colors and no prompts.
 */
export async function smform(
  argv: string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
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
    env: { MERAKI_DASHBOARD_API_KEY: 'test-key', ...options.env },
    cwd: options.cwd ?? process.cwd(),
    isTTY: false,
    stdinIsTTY: false,
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}
