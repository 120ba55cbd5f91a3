import { Command, Option } from 'commander';
import type { CommandDefinition, GlobalFlags } from '../io.js';
import { addSelectionOptions, outputOption, type ApplyFlags } from '../flags.js';

export const applyCommand: CommandDefinition = (io, setExitCode) =>
  addSelectionOptions(
    new Command('apply')
      .description(
        'apply a saved plan (checked against live state first), or plan and apply config PATHs in one go',
      )
      .argument(
        '[planfile-or-paths...]',
        'a plan file from `smform plan --out`, or config files or directories',
      )
      .option('--auto-approve', 'apply without asking (required without a terminal or when CI is set)', false)
      .addOption(new Option('--yes', 'the same as --auto-approve').implies({ autoApprove: true }))
      .addOption(
        outputOption(
          ['text', 'json'],
          'the result as a table (text) or one JSON document with every change and the API counters',
        ),
      )
      .option('--backup-dir <dir>', 'where to save the live state before the first write', '.smform/backups')
      .option('--no-backup', 'apply without saving the live state first')
      .option('--events <file>', "write the run's events as JSON lines (schemas/events.schema.json)")
      .option(
        '--trust-plan',
        "apply a saved plan whose config is not at hand on the file's own content (planHash, signature, staleness) without re-planning it",
      ),
  ).action(async (args: string[], options: ApplyFlags, command: Command) => {
    const { runApply } = await import('./apply-run.js');
    setExitCode(await runApply(io, command.optsWithGlobals<GlobalFlags & ApplyFlags>(), args));
  });
