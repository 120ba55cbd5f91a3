import { Command } from 'commander';
import { outputOption, type ApiFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const apiCommand: CommandDefinition = (io, setExitCode) =>
  new Command('api')
    .description('call any of the 70 Dashboard API operations (see --list); JSON on stdout')
    .argument('[operationId]', 'the operation, e.g. getNetworkSmDevices')
    .argument('[params...]', 'name=value parameters (snake_case or wire names; arrays: repeat or commas)')
    .option('--input <file>', 'read body parameters from a JSON file (name=value words override)')
    .option('--paginate', 'follow Link headers and merge every page', false)
    .addOption(
      outputOption(
        ['json', 'yaml', 'text'],
        'how to print the answer (json or yaml) or the --list (text, json or yaml)',
      ).default('json', 'json; text with --list'),
    )
    .option('--list', 'list the operations with a one-line summary each', false)
    .option(
      '--yes',
      'run a destructive operation (wipe, lock, ..., a target group or role delete, the sentry PUT)',
      false,
    )
    // The help of one operation (`smform api getNetworkSmDevices --help`) comes from the operation
    // table, which start-up does not load: `--help` is an option here, answered when the command runs.
    .helpOption(false)
    .option('-h, --help', "display help for command; after an operation id, that operation's parameters")
    .action(
      async (operationId: string | undefined, params: string[], _options: ApiFlags, command: Command) => {
        const options = command.optsWithGlobals<GlobalFlags & ApiFlags>();
        const defaulted = command.getOptionValueSource('output') === 'default';
        if (options.help === true) {
          if (operationId === undefined) {
            command.outputHelp();
            return;
          }
          const { runApiHelp } = await import('./api-run.js');
          setExitCode(
            await runApiHelp(io, operationId, options.output === 'json' && !defaulted ? 'json' : 'text'),
          );
          return;
        }
        const { runApi } = await import('./api-run.js');
        const output = options.list && defaulted ? 'text' : options.output;
        setExitCode(await runApi(io, { ...options, output }, operationId, params));
      },
    );
