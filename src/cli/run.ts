import { Command, CommanderError, Option } from 'commander';
import { ExitCode, SmformError } from '../model/errors.js';
import { escapeOutput } from '../text/terminal-escape.js';
import { loadCommands } from './commands/index.js';
import { positiveInteger, positiveNumber, rateBudget } from './flags.js';
import { configureHelpTree } from './help.js';
import { endStartUp } from './interrupt.js';
import { useColor, type CliIo, type GlobalFlags } from './io.js';
import { readOptionsFromEnv } from './option-env.js';
import { versionText } from './version-text.js';
import { renderErrorJson, renderErrorText } from '../report/error.js';

/** Builds a fresh program; tests use it in-process, `main.ts` runs it for real. */
export async function createProgram(io: CliIo, setExitCode: (code: number) => void): Promise<Command> {
  const program = new Command('smform')
    .description(
      'Cisco Meraki Systems Manager policy as code: target groups, limited-access roles and sentry policy assignments.',
    )
    .version(versionText(), '-V, --version')
    .option('--debug', 'print stack traces and request details (never the API key)', false)
    .option(
      '-q, --quiet',
      'print only results and errors (no progress, no per-write lines, no wait notices)',
      false,
    )
    .option('--progress', 'redraw a progress line on stderr even when it is no terminal')
    .option('--no-progress', 'never redraw a progress line (per-write lines and wait notices stay)')
    .option('--no-color', 'never color output (also NO_COLOR)')
    .addOption(
      new Option('--base-url <url>', 'Dashboard API base URL').env('MERAKI_BASE_URL').default(undefined),
    )
    .option('--emulator <seed>', 'run against an in-process emulator seeded from SEED (no API key needed)')
    .option(
      '--proxy <url>',
      'send API requests through this proxy (default: HTTPS_PROXY / HTTP_PROXY, NO_PROXY)',
    )
    .option('--timeout <seconds>', 'per-request timeout in seconds (default 30)', positiveNumber)
    .option('--max-attempts <n>', 'HTTP attempts per request, retries included (default 5)', positiveInteger)
    .addOption(
      new Option(
        '--rate-budget <n>',
        "requests per second to one organization, of the API's 10 (default 10), when other integrations share the budget",
      )
        .argParser(rateBudget)
        .env('SMFORM_RATE_BUDGET'),
    )
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .exitOverride()
    .hook('preSubcommand', () => readOptionsFromEnv(program, io.env));
  for (const define of await loadCommands()) {
    program.addCommand(
      define(io, setExitCode)
        .exitOverride()
        .configureOutput({
          writeOut: (s) => io.out(s),
          writeErr: (s) => io.err(s),
        }),
    );
  }
  return configureHelpTree(program);
}

/** Runs the CLI and returns the exit code; the only place errors turn into messages. */
export async function runCli(argv: string[], raw: CliIo): Promise<number> {
  // `--no-color` is known once commander has parsed; until then (and if parsing fails) colour may be on.
  const built: { program?: Command } = {};
  const flags = (): Pick<GlobalFlags, 'color'> => ({
    color: built.program?.opts<GlobalFlags>().color ?? true,
  });
  const io = escapingIo(raw, flags);
  let exitCode: number = ExitCode.ok;
  const setExitCode = (code: number): void => {
    exitCode = code;
  };
  const program = await createProgram(io, setExitCode);
  built.program = program;
  // The command that runs: its `--output` decides how a failure is printed.
  let running: Command | undefined;
  program.hook('preAction', (_program, actionCommand) => {
    running = actionCommand;
  });
  // The project settings file, found and read only now: `--help` and `--version` never load it.
  program.hook('preAction', async (_program, actionCommand) => {
    // A command that answers `--help` itself (`api OPERATION --help`) prints help, nothing more.
    if (actionCommand.opts()['help'] === true) return;
    const { applyProjectSettings } = await import('./settings.js');
    await applyProjectSettings(io, program, actionCommand);
  });
  // Start-up is over: a command's Ctrl-C is its own (apply watches it from its first line, see interrupt.ts).
  program.hook('preAction', (_program, actionCommand) => {
    if (actionCommand.name() !== 'apply') endStartUp();
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are successes; anything else commander reports is a usage error.
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return ExitCode.ok;
      if (error.code === 'commander.help') return ExitCode.ok;
      return ExitCode.error;
    }
    const debug = program.opts<GlobalFlags>().debug;
    // `--output json` asked for: the error is a JSON document on stdout, for tools (same exit code).
    if (running !== undefined && asksForJson(running)) {
      io.out(renderErrorJson(error));
      if (debug) io.err(formatError(error, debug, useColor(io, flags(), 'err')));
    } else io.err(formatError(error, debug, useColor(io, flags(), 'err')));
    return error instanceof SmformError ? error.exitCode : ExitCode.error;
  }
}

/** The error as stderr shows it (report/error.ts renders every error, in text and JSON). */
export function formatError(error: unknown, debug: boolean, color = false): string {
  return renderErrorText(error, { debug, color });
}

/** `--output json` given (not a default: `api` prints JSON by default, and its errors stay text). */
function asksForJson(command: Command): boolean {
  const source = command.getOptionValueSource('output');
  return command.opts()['output'] === 'json' && source !== undefined && source !== 'default';
}

/**
 * The streams every command writes to, behind the last line of defence: no control character of a name
 * or a server message reaches the terminal raw (the palette's colors pass only on a stream colour is on
 * for, see `useColor`). Renderers escape untrusted text themselves; this catches what one did not.
 */
function escapingIo(io: CliIo, flags: () => Pick<GlobalFlags, 'color'>): CliIo {
  return {
    ...io,
    out: (text) => io.out(escapeOutput(text, useColor(io, flags(), 'out'))),
    err: (text) => io.err(escapeOutput(text, useColor(io, flags(), 'err'))),
  };
}
