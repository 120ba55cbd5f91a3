import { Command } from 'commander';
import { outputOption, type ApiOptions } from '../flags.js';
import type { CommandDefinition, GlobalOptions } from '../io.js';

export const apiCommand: CommandDefinition = (io, setExitCode) =>
  new Command('api')
    .description('call any of the 67 Dashboard API operations (see --list); JSON on stdout')
    .argument('[operationId]', 'the operation, e.g. getNetworkSmDevices')
    .argument('[params...]', 'name=value parameters (snake_case or wire names; arrays: repeat or commas)')
    .option('--input <file>', 'read body parameters from a JSON file (name=value words override)')
    .option('--paginate', 'follow Link headers and merge every page', false)
    .addOption(outputOption(['json', 'yaml'], 'how to print the answer'))
    .option('--list', 'list the operations with a one-line summary each', false)
    .option(
      '--yes',
      'run a destructive operation (wipe, lock, ..., a target group or role delete, the sentry PUT)',
      false,
    )
    .action(
      async (operationId: string | undefined, params: string[], _options: ApiOptions, command: Command) => {
        const { runApi } = await import('./api-run.js');
        setExitCode(
          await runApi(io, command.optsWithGlobals<GlobalOptions & ApiOptions>(), operationId, params),
        );
      },
    );
