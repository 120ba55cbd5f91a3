import { Command } from 'commander';
import { addFilterOptions, outputOption, type DriftFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const driftCommand: CommandDefinition = (io, setExitCode) =>
  addFilterOptions(
    new Command('drift')
      .description(
        'report live objects that differ from the config: in sync, drifted, missing, unmanaged (exit 2 when drift)',
      )
      .argument('[paths...]', 'config files or directories (default: the current directory)')
      .addOption(
        outputOption(
          ['text', 'json', 'markdown', 'html'],
          'text, json, markdown (an issue body) or html (one self-contained page)',
        ),
      ),
  )
    .option('--events <file>', "write the run's events as JSON lines (schemas/events.schema.json)")
    .option('--html <file>', 'also write the drift as one HTML page (as --output html prints it)')
    .option('--junit <file>', 'also write JUnit XML: a test case per object, failed by drift')
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
    .option('--no-attribution', 'read no change log: report drift without who changed it and when')
    .option(
      '--since <when>',
      'read the change log from this time (30d, 12h, or ISO 8601); default: the last apply, else 30 days',
    )
    .option('--no-devices', 'read no devices (drift reads none anyway; taken so plan and drift share flags)')
    .action(async (paths: string[], _options: DriftFlags, command: Command) => {
      const { runDrift } = await import('./drift-run.js');
      setExitCode(await runDrift(io, command.optsWithGlobals<GlobalFlags & DriftFlags>(), paths));
    });
