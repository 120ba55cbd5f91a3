import { Command } from 'commander';
import { collect, type SnapshotFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const snapshotCommand: CommandDefinition = (io, setExitCode) =>
  new Command('snapshot')
    .description(
      'record the live state of the declared scopes as JSON, for `plan --live-from` and `drift --live-from` (no API access)',
    )
    .argument('[paths...]', 'config files or directories (default: the current directory)')
    .option('--out <file>', 'write the snapshot here (default: standard output)')
    .option('--org <id>', 'only this organization (repeatable)', collect)
    .option('--network <id>', 'only this network (repeatable)', collect)
    .option('--no-devices', 'do not record devices (plans from the snapshot then need --no-devices)')
    .action(async (paths: string[], _options: SnapshotFlags, command: Command) => {
      const { runSnapshot } = await import('./snapshot-run.js');
      setExitCode(await runSnapshot(io, command.optsWithGlobals<GlobalFlags & SnapshotFlags>(), paths));
    });
