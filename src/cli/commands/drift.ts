import { Command, Option } from 'commander';
import type { GlobalOptions } from '../io.js';
import { collect } from './desired.js';
import type { CommandDefinition } from './index.js';

export interface DriftOptions {
  output: 'text' | 'json' | 'markdown';
  org?: string[];
  network?: string[];
  liveFrom?: string;
  showInSync: boolean;
}

export const driftCommand: CommandDefinition = (io, setExitCode) =>
  new Command('drift')
    .description(
      'report live objects that differ from the config: in sync, drifted, missing, unmanaged (exit 2 when drift)',
    )
    .argument('[paths...]', 'config files or directories (default: the current directory)')
    .addOption(
      new Option('--output <format>', 'text, json, or markdown (an issue body)')
        .choices(['text', 'json', 'markdown'])
        .default('text'),
    )
    .option('--org <id>', 'only this organization (repeatable)', collect)
    .option('--network <id>', 'only this network (repeatable)', collect)
    .option('--live-from <file>', 'compare with a snapshot from `smform snapshot` instead of the API')
    .option('--show-in-sync', 'also list objects that match (text output)', false)
    .action(async (paths: string[], _options: DriftOptions, command: Command) => {
      const { runDrift } = await import('./drift-run.js');
      setExitCode(await runDrift(io, command.optsWithGlobals<GlobalOptions & DriftOptions>(), paths));
    });
