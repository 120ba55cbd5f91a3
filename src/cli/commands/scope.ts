import { Command, Option } from 'commander';
import type { GlobalOptions } from '../io.js';
import type { CommandDefinition } from './index.js';

export interface ScopeOptions {
  output: 'text' | 'json';
  /** List only the devices the plan moves. */
  moved: boolean;
}

export const scopeCommand: CommandDefinition = (io, setExitCode) =>
  new Command('scope')
    .description('list the devices a declared object selects now (live) and after the plan')
    .argument(
      '<address>',
      'network/<id>/targetGroup/<name>, org/<id>/adminRole/<name> or org/<id>/sentry/<networkId>',
    )
    .argument('[paths...]', 'config files or directories (default: the current directory)')
    .addOption(
      new Option('--output <format>', 'text for people, json for tools')
        .choices(['text', 'json'])
        .default('text'),
    )
    .option('--moved', 'list only the devices that enter or leave the scope', false)
    .action(async (address: string, paths: string[], _options: ScopeOptions, command: Command) => {
      const { runScope } = await import('./scope-run.js');
      setExitCode(
        await runScope(io, command.optsWithGlobals<GlobalOptions & ScopeOptions>(), address, paths),
      );
    });
