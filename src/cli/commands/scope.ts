import { Command } from 'commander';
import { outputOption, type ScopeFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const scopeCommand: CommandDefinition = (io, setExitCode) =>
  new Command('scope')
    .description('list the devices a declared object selects now (live) and after the plan')
    .argument(
      '<address>',
      'network/<id>/targetGroup/<name>, org/<id>/adminRole/<name>, org/<id>/sentry/<networkId> or network/<id>/deviceTag/<tag>',
    )
    .argument('[paths...]', 'config files or directories (default: the current directory)')
    .addOption(outputOption(['text', 'json'], 'text for people, json for tools'))
    .option('--moved', 'list only the devices that enter or leave the scope', false)
    .action(async (address: string, paths: string[], _options: ScopeFlags, command: Command) => {
      const { runScope } = await import('./scope-run.js');
      setExitCode(await runScope(io, command.optsWithGlobals<GlobalFlags & ScopeFlags>(), address, paths));
    });
