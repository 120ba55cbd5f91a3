import { Argument, Command } from 'commander';
import type { CommandDefinition } from '../io.js';

/** The shells `completion` writes for (src/cli/completion.ts generates each); loaded at start-up, so no more. */
const SHELLS = ['bash', 'zsh', 'fish'] as const;

export const completionCommand: CommandDefinition = (io) =>
  new Command('completion')
    .description('print a completion script for commands, flags, operation ids and --output values')
    .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices(SHELLS))
    .addHelpText(
      'after',
      '\nLoad it: `source <(smform completion bash)` in ~/.bashrc, `source <(smform completion zsh)` in ~/.zshrc\n(after compinit), `smform completion fish | source` in ~/.config/fish/config.fish.\n',
    )
    .action(async (shell: (typeof SHELLS)[number], _options: unknown, command: Command) => {
      const [{ completionScript, describeProgram }, { OPERATION_IDS }] = await Promise.all([
        import('../completion.js'),
        import('../../client/operations.js'),
      ]);
      const program = command.parent ?? command;
      io.out(completionScript(shell, describeProgram(program, { api: OPERATION_IDS })));
    });
