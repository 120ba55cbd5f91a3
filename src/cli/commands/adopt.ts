import { Command } from 'commander';
import { addFilterOptions, collect, outputOption } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';
import type { AdoptFlags } from './adopt-run.js';

export const adoptCommand: CommandDefinition = (io, setExitCode) =>
  addFilterOptions(
    new Command('adopt')
      .description(
        'change the config so it matches live for drifted, missing or unmanaged objects (cloud to code); --diff shows it without writing',
      )
      .argument('[addresses...]', 'object addresses or globs to adopt (default: every object out of sync)')
      .addOption(outputOption(['text', 'markdown'], 'text, or markdown (a pull-request description)'))
      .option(
        '--config <path>',
        'config file or directory (repeatable; default: the current directory)',
        collect,
      )
      .option('--diff', 'print the file changes as a unified diff and write nothing', false)
      .option('--no-attribution', 'read no change log: say what changed without who and when'),
  ).action(async (addresses: string[], _options: AdoptFlags, command: Command) => {
    const { runAdopt } = await import('./adopt-run.js');
    setExitCode(await runAdopt(io, command.optsWithGlobals<GlobalFlags & AdoptFlags>(), addresses));
  });
