import { Command } from 'commander';
import { outputOption, type ShowOptions } from '../flags.js';
import type { CommandDefinition, GlobalOptions } from '../io.js';

export const showCommand: CommandDefinition = (io, setExitCode) =>
  new Command('show')
    .description('print a saved plan (from `smform plan --out`) again, after checking its planHash')
    .argument('<planfile>', 'a plan file from `smform plan --out` or `smform restore --out`')
    .addOption(
      outputOption(
        ['text', 'markdown', 'json'],
        'the plan as text, as the PR comment (markdown), or as JSON',
      ),
    )
    .action(async (file: string, _options: ShowOptions, command: Command) => {
      const { runShow } = await import('./show-run.js');
      setExitCode(await runShow(io, command.optsWithGlobals<GlobalOptions & ShowOptions>(), file));
    });
