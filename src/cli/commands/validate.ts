import { Command, Option } from 'commander';
import { ExitCode } from '../../model/errors.js';
import type { CliIo, GlobalOptions } from '../io.js';
import { useColor } from '../io.js';
import type { CommandDefinition } from './index.js';

export interface ValidateOptions {
  output: 'text' | 'json';
}

export const validateCommand: CommandDefinition = (io, setExitCode) =>
  new Command('validate')
    .description(
      'check config files offline: YAML syntax, schema and semantic rules (exit 0 valid, 3 invalid)',
    )
    .argument(
      '[paths...]',
      'config files or directories, searched recursively (default: the current directory)',
    )
    .addOption(
      new Option('--output <format>', 'text for people, json for tools')
        .choices(['text', 'json'])
        .default('text'),
    )
    .configureHelp({ showGlobalOptions: true })
    .action(async (paths: string[], _options: ValidateOptions, command: Command) => {
      setExitCode(await runValidate(io, command.optsWithGlobals<GlobalOptions & ValidateOptions>(), paths));
    });

/** Loads, checks and reports; returns the exit code. The config library is loaded only here. */
export async function runValidate(
  io: CliIo,
  options: GlobalOptions & ValidateOptions,
  paths: string[],
): Promise<number> {
  const config = await import('../../config/index.js');
  const result = await config.loadConfig(paths, { cwd: io.cwd });
  const exitCode = result.state === undefined ? ExitCode.invalidConfig : ExitCode.ok;
  if (options.output === 'json') {
    io.out(`${JSON.stringify(config.validationReport(result), null, 2)}\n`);
    return exitCode;
  }
  const color = useColor(io, options);
  const paint = (code: string, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  for (const diagnostic of result.diagnostics) {
    // --debug names the rule, to look it up in docs/config.md.
    const text = config
      .formatDiagnostic(diagnostic)
      .replace(/^[^\n]*/, (line) => (options.debug ? `${line}  [${diagnostic.code}]` : line));
    const [first = '', ...rest] = text.split('\n');
    const shown = paint(diagnostic.severity === 'error' ? '31' : '33', first);
    io.out(`${[shown, ...rest].join('\n')}\n`);
  }
  if (!options.quiet) {
    for (const skipped of result.skipped) io.out(`skipped ${skipped.file} (${skipped.reason})\n`);
  }
  io.out(`${config.formatValidationSummary(result)}\n`);
  return exitCode;
}
