import { Command } from 'commander';
import { outputOption, type RestoreFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const restoreCommand: CommandDefinition = (io, setExitCode) =>
  new Command('restore')
    .description(
      'plan the way back to a backup that `smform apply` saved (.smform/backups/...): an ordinary plan that `smform apply FILE` runs',
    )
    .argument('<backup>', 'a backup file written by `smform apply` (or a snapshot from `smform snapshot`)')
    .argument(
      '[paths...]',
      'the config whose thresholds and protected marks apply (default: the current directory, when it holds config)',
    )
    .option('--out <file>', 'save the plan as JSON for `smform apply FILE`')
    .addOption(outputOption(['text', 'json'], 'how to print the plan'))
    .option('--allow-delete', 'allow the plan to delete objects made since the backup', false)
    .option('--force', 'allow changes the safety rules refuse (thresholds, risky scopes)', false)
    .option('--no-devices', 'skip reading devices: no device counts or device-share rule')
    .option('--detailed-exitcode', 'exit 2 when the plan has changes, 0 when it has none', false)
    .action(async (backup: string, paths: string[], _options: RestoreFlags, command: Command) => {
      const { runRestore } = await import('./restore-run.js');
      setExitCode(await runRestore(io, command.optsWithGlobals<GlobalFlags & RestoreFlags>(), backup, paths));
    });
