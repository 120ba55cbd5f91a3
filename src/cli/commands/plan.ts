import { Command } from 'commander';
import { addSelectionOptions, outputOption, type PlanFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const planCommand: CommandDefinition = (io, setExitCode) =>
  addSelectionOptions(
    new Command('plan')
      .description(
        'read live state and show what apply would change (exit 2 with --detailed-exitcode when changes)',
      )
      .argument('[paths...]', 'config files or directories (default: the current directory)')
      .option('--out <file>', 'save the plan as JSON for a later `smform apply FILE`')
      .option('--events <file>', "write the run's events as JSON lines (schemas/events.schema.json)")
      .option('--html <file>', 'also write the plan as one HTML page (as --output html prints it)')
      .option('--junit <file>', 'also write JUnit XML: a test case per object, failed by a refusal')
      .addOption(
        outputOption(
          ['text', 'json', 'markdown', 'html'],
          'how to print the plan (markdown: a pull-request comment; html: one self-contained page)',
        ),
      )
      .option('--live-from <file>', 'plan against a snapshot from `smform snapshot` instead of the API')
      .option('--detailed-exitcode', 'exit 2 when the plan has changes, 0 when it has none', false),
  ).action(async (paths: string[], _options: PlanFlags, command: Command) => {
    const { runPlan } = await import('./plan-run.js');
    setExitCode(await runPlan(io, command.optsWithGlobals<GlobalFlags & PlanFlags>(), paths));
  });
