import { Command } from 'commander';
import { defined } from '../../canonical/defined.js';
import type { CliIo, CommandDefinition, GlobalFlags } from '../io.js';
import { outputOption, type ValidateFlags } from '../flags.js';
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
    .option('--junit <file>', 'also write the findings as JUnit XML (a test case per finding)')
    .option(
      '--live',
      'also check scope tags against the tags devices carry (reads devices from the API)',
      false,
    )
    .configureHelp({ showGlobalOptions: true })
    .action(async (paths: string[], _options: ValidateFlags, command: Command) => {
      setExitCode(await runValidate(io, command.optsWithGlobals<GlobalFlags & ValidateFlags>(), paths));
    });

/** Loads, checks and reports; returns the exit code. The config library is loaded only here. */
export async function runValidate(
  io: CliIo,
  options: GlobalFlags & ValidateFlags,
  paths: string[],
): Promise<number> {
  const config = await import('../../config/index.js');
  const loaded = await config.loadConfig(paths, { cwd: io.cwd });
  const { withUnreadTemplateHint } = await import('./template-hint.js');
  const result = { ...loaded, diagnostics: withUnreadTemplateHint(loaded.diagnostics) };
  const live =
    options.live === true && result.state !== undefined
      ? await (await import('./validate-live.js')).lintAgainstLive(io, options, result.state)
      : undefined;
  const liveErrors = live?.diagnostics.some((d) => d.severity === 'error') === true;
  const { validationRenderers } = await import('../../report/validation.js');
  // The project settings file that applies here, when there is one (read before the action ran).
  const settings = options.settingsFile;
  const outcome = { result, live, ...defined({ settings }) };
  io.out(
    validationRenderers[options.output](outcome, {
      color: useColor(io, options),
      debug: options.debug,
      quiet: options.quiet,
    }),
  );
  if (options.junit !== undefined) {
    const { renderValidationJunit } = await import('../../report/junit.js');
    const { writeOut } = await import('../../workflows/no-follow.js');
    const findings = [...result.diagnostics, ...(live?.diagnostics ?? [])];
    await writeOut(
      io.cwd,
      options.junit,
      renderValidationJunit(result.files, findings, new Date().toISOString()),
    );
  }
  const { finish } = await import('../outcome.js');
  const settingsValid = settings === undefined || settings.settings !== undefined;
  return finish(io, {
    kind: 'validation',
    valid: result.state !== undefined && !liveErrors && settingsValid,
  });
}
