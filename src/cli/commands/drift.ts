import { Command, Option } from 'commander';
import type { GlobalOptions } from '../io.js';
import { collect } from './desired.js';
import type { CommandDefinition } from './index.js';

export interface DriftOptions {
  output: 'text' | 'json' | 'markdown';
  target?: string[];
  exclude?: string[];
  org?: string[];
  network?: string[];
  liveFrom?: string;
  showInSync: boolean;
  /** Unmanaged objects count as drift (exit 2), whatever the policy says. */
  failOnUnmanaged: boolean;
  /** Taken for the same arguments as `plan`: drift exits 2 on drift with or without it. */
  detailedExitcode: boolean;
  /** False with `--no-devices`; drift reads no devices either way. */
  devices?: boolean;
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
    .option('--target <glob>', 'only objects whose address matches the glob (repeatable)', collect)
    .option('--exclude <glob>', 'leave out objects whose address matches the glob (repeatable)', collect)
    .option('--org <id>', 'only this organization (repeatable)', collect)
    .option('--network <id>', 'only this network (repeatable)', collect)
    .option('--live-from <file>', 'compare with a snapshot from `smform snapshot` instead of the API')
    .option('--show-in-sync', 'also list objects that match (text output)', false)
    .option(
      '--fail-on-unmanaged',
      'count unmanaged objects as drift (exit 2), as the policy `unmanaged: fail` does',
      false,
    )
    .option(
      '--detailed-exitcode',
      'as for plan: exit 2 when there is drift, 0 when there is none (drift does this anyway)',
      false,
    )
    .option('--no-devices', 'read no devices (drift reads none anyway; taken so plan and drift share flags)')
    .action(async (paths: string[], _options: DriftOptions, command: Command) => {
      const { runDrift } = await import('./drift-run.js');
      setExitCode(await runDrift(io, command.optsWithGlobals<GlobalOptions & DriftOptions>(), paths));
    });
