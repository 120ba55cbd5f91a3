/** The exit codes of CONVENTIONS §3, one table for every command. */
export const ExitCode = {
  ok: 0,
  error: 1,
  changes: 2,
  invalidConfig: 3,
  unsafe: 4,
  stale: 5,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Who is at fault: decides the exit code and how the message is framed. */
export type Fault = 'config' | 'api' | 'network' | 'internal' | 'unsafe' | 'stale' | 'usage';

const exitCodeOfFault: Record<Fault, ExitCode> = {
  config: ExitCode.invalidConfig,
  api: ExitCode.error,
  network: ExitCode.error,
  internal: ExitCode.error,
  unsafe: ExitCode.unsafe,
  stale: ExitCode.stale,
  usage: ExitCode.error,
};

/**
 * The one error type the CLI's top-level handler knows how to print: a message, who is at fault, and a
 * hint the user can act on. Messages never contain the API key.
 */
export class SmformError extends Error {
  readonly fault: Fault;
  readonly hint: string | undefined;
  readonly exitCode: ExitCode;
  /**
   * The problems behind the message, one formatted entry each (an invalid config's diagnostics). The CLI
   * prints them before the error; reports that stand alone (the `failed` PR comment) carry them.
   */
  readonly details: readonly string[];

  constructor(
    message: string,
    options: {
      fault: Fault;
      hint?: string;
      cause?: unknown;
      exitCode?: ExitCode;
      details?: readonly string[];
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SmformError';
    this.fault = options.fault;
    this.hint = options.hint;
    this.exitCode = options.exitCode ?? exitCodeOfFault[options.fault];
    this.details = options.details ?? [];
  }
}
