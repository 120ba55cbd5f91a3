import { Command, Option } from 'commander';
import type { GlobalOptions } from '../io.js';
import type { CommandDefinition } from './index.js';

/** Options `plan` and `apply` share: what to look at and which risks are allowed. */
export interface SelectionOptions {
  target?: string[];
  exclude?: string[];
  org?: string[];
  network?: string[];
  allowDelete: boolean;
  force: boolean;
  /** False with `--no-devices`: no device reads, no device counts (absent means true). */
  devices?: boolean;
  /** `--changed-since REF`: only the scopes the config changed since REF (docs/gitops.md). */
  changedSince?: string;
}

export interface PlanOptions extends SelectionOptions {
  out?: string;
  output: 'text' | 'json' | 'markdown';
  detailedExitcode: boolean;
  /** A snapshot from `smform snapshot`: plan with no API access. */
  liveFrom?: string;
}

/** Repeatable options collect into a list (not variadic: `--target X config/` must keep `config/` a path). */
const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

/** Adds the selection and safety options to a command (shared by `plan` and `apply`). */
export function addSelectionOptions(command: Command): Command {
  return command
    .option('--target <glob>', 'only objects whose address matches the glob (repeatable)', collect)
    .option('--exclude <glob>', 'leave out objects whose address matches the glob (repeatable)', collect)
    .option('--org <id>', 'only this organization (repeatable)', collect)
    .option('--network <id>', 'only this network (repeatable)', collect)
    .option('--allow-delete', 'allow the plan to delete live objects', false)
    .option(
      '--force',
      'allow changes the safety rules refuse (thresholds, risky scopes, device share); never protected objects',
      false,
    )
    .option('--no-devices', 'skip reading devices: no device counts, device-share rule or live tag checks')
    .option(
      '--changed-since <ref>',
      'only the scopes whose config changed since this git commit (e.g. origin/main); the rest is not read',
    );
}

export const planCommand: CommandDefinition = (io, setExitCode) =>
  addSelectionOptions(
    new Command('plan')
      .description(
        'read live state and show what apply would change (exit 2 with --detailed-exitcode when changes)',
      )
      .argument('[paths...]', 'config files or directories (default: the current directory)')
      .option('--out <file>', 'save the plan as JSON for a later `smform apply FILE`')
      .addOption(
        new Option('--output <format>', 'how to print the plan (markdown: a pull-request comment)')
          .choices(['text', 'json', 'markdown'])
          .default('text'),
      )
      .option('--live-from <file>', 'plan against a snapshot from `smform snapshot` instead of the API')
      .option('--detailed-exitcode', 'exit 2 when the plan has changes, 0 when it has none', false),
  ).action(async (paths: string[], options: PlanOptions, command: Command) => {
    const { runPlan } = await import('./plan-run.js');
    setExitCode(await runPlan(io, command.optsWithGlobals<GlobalOptions & PlanOptions>(), paths));
  });
