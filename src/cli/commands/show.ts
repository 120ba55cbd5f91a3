import { Command } from 'commander';
import { outputOption, type ShowFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const showCommand: CommandDefinition = (io, setExitCode) =>
  new Command('show')
    .description('print a saved plan (from `smform plan --out`) again, after checking its planHash')
    .argument('<planfile>', 'a plan file from `smform plan --out` or `smform restore --out`')
    .addOption(
      outputOption(
        ['text', 'markdown', 'json', 'html'],
        'the plan as text, as the PR comment (markdown), as JSON, or as one HTML page',
      ),
    )
    .action(async (file: string, _options: ShowFlags, command: Command) => {
      const { runShow } = await import('./show-run.js');
      setExitCode(await runShow(io, command.optsWithGlobals<GlobalFlags & ShowFlags>(), file));
    });
