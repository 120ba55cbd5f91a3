import { Command } from 'commander';
import { ExitCode } from '../../model/errors.js';
import type { CliIo, CommandDefinition, GlobalOptions } from '../io.js';
import { outputOption, type ValidateOptions } from '../flags.js';
import { useColor } from '../io.js';

export const validateCommand: CommandDefinition = (io, setExitCode) =>
  new Command('validate')
    .description(
      'check config files offline: YAML syntax, schema and semantic rules (exit 0 valid, 3 invalid)',
    )
    .argument(
      '[paths...]',
      'config files or directories, searched recursively (default: the current directory)',
    )
    .addOption(outputOption(['text', 'json'], 'text for people, json for tools'))
    .option(
      '--live',
      'also check scope tags against the tags devices carry (reads devices from the API)',
      false,
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
  const live =
    options.live === true && result.state !== undefined
      ? await (await import('./validate-live.js')).lintAgainstLive(io, options, result.state)
      : undefined;
  const liveErrors = live?.diagnostics.some((d) => d.severity === 'error') === true;
  const exitCode = result.state === undefined || liveErrors ? ExitCode.invalidConfig : ExitCode.ok;
  if (options.output === 'json') {
    const report = config.validationReport(result);
    io.out(`${JSON.stringify(live === undefined ? report : { ...report, live }, null, 2)}\n`);
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
    const shown = paint({ error: '31', warning: '33', info: '36' }[diagnostic.severity], first);
    io.out(`${[shown, ...rest].join('\n')}\n`);
  }
  if (!options.quiet) {
    for (const skipped of result.skipped) io.out(`skipped ${skipped.file} (${skipped.reason})\n`);
  }
  io.out(`${config.formatValidationSummary(result)}\n`);
  if (live !== undefined) {
    for (const diagnostic of live.diagnostics) io.out(`${config.formatDiagnostic(diagnostic)}\n`);
    io.out(`${(await import('./validate-live.js')).formatLiveLintSummary(live)}\n`);
  }
  return exitCode;
}
