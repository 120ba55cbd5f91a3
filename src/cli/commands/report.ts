import { Command } from 'commander';
import { collect, outputOption, type ReportFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const reportCommand: CommandDefinition = (io, setExitCode) =>
  new Command('report').description('reports made from saved plan and drift JSON files').addCommand(
    new Command('merge')
      .description(
        'merge the plan and drift JSON of several runs (one per organization job) into one HTML page',
      )
      .argument('<files...>', 'plan files (`plan --out`) and drift reports (`drift --output json`)')
      .addOption(outputOption(['html'], 'html: one self-contained page'))
      .option('--out <file>', 'write the page to this file instead of stdout')
      .option('--title <text>', "the page's title")
      .option('--config <path>', 'config files or directories: names the organizations (repeatable)', collect)
      .option(
        '--allow-delete',
        "show a plan's refusals as an apply with --allow-delete would make them",
        false,
      )
      .option('--force', "show a plan's refusals as an apply with --force would make them", false)
      .action(async (files: string[], _options: ReportFlags, command: Command) => {
        const { runReportMerge } = await import('./report-run.js');
        setExitCode(await runReportMerge(io, command.optsWithGlobals<GlobalFlags & ReportFlags>(), files));
      }),
  );
