import { Readable, Writable } from 'node:stream';
import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/run.js';
import type { Run } from './run-built.js';

export { workdir, type OnFinished, type Run } from './run-built.js';

/** Variables Node itself reads once, as a process starts: a run in-process cannot honour them. */
const STARTUP_ONLY = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS', 'NODE_TLS_REJECT_UNAUTHORIZED', 'TZ'];

/**
 * Runs `smform ARGV` in-process exactly as `run-built.ts` runs the built CLI as a subprocess: the same
 * environment (PATH, NO_COLOR=1, then `env`), the same working directory, stdin, stdout and stderr pipes
 * (no terminal), and the exit code `main.ts` sets. stdout and stderr are captured apart; the progress line
 * (`--progress`) is drawn on the captured stderr raw, as on a pipe. What only a real process shows (exit
 * on a signal, start-up, the process ending) stays with `run-built.ts`: docs/testing.md lists those tests.
 * With `answer`, stdin is a terminal a person types `answer` and Enter into (a function: what it gives,
 * once asked, after as long as it takes): a question (apply's approval)
 * is asked on the captured stderr and reads that line.
 */
export async function smform(
  argv: string[],
  options: { cwd: string; env?: Record<string, string>; answer?: string | (() => Promise<string>) },
): Promise<Run> {
  const atStart = Object.keys(options.env ?? {}).filter((name) => STARTUP_ONLY.includes(name));
  if (atStart.length > 0)
    throw new Error(
      `${atStart.join(', ')}: Node reads it as a process starts; use run-built.ts for this run`,
    );
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    out: (text) => {
      stdout += text;
    },
    err: (text) => {
      stderr += text;
    },
    env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1', ...options.env },
    cwd: options.cwd,
    isTTY: false,
    stderrIsTTY: false,
    // A pipe, as `process.stderr` is in a subprocess: no isTTY, no size.
    progressStream: {
      write: (text: string) => {
        stderr += text;
        return true;
      },
    },
  };
  if (options.answer !== undefined) {
    const output = new Writable({
      write(chunk, _encoding, done) {
        stderr += String(chunk);
        done();
      },
    });
    const { answer } = options;
    // Read only once the question is asked: a person answers after seeing it.
    const typed = async function* (): AsyncGenerator<string> {
      yield `${typeof answer === 'string' ? answer : await answer()}\n`;
    };
    io.prompt = { input: Readable.from(typed()), output };
  }
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}
