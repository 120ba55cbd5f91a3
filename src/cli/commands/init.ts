import { Command, Option } from 'commander';
import { collect, type InitFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const initCommand: CommandDefinition = (io, setExitCode) =>
  new Command('init')
    .description(
      'scaffold a config repository: the config (an export of --org, or a commented starter), the plan/apply/drift workflows and a README',
    )
    .argument('[dir]', 'where to create it (default: the current directory); existing files are kept')
    .option('--org <id>', 'start from an export of this organization (needs MERAKI_DASHBOARD_API_KEY)')
    .option('--network <id>', 'with --org: also export this network (repeatable)', collect)
    .option(
      '--smform-spec <spec>',
      'the dependency package.json names for smform: a version range, git URL, path, or a tarball (copied into vendor/) (default: this smform, packed into vendor/)',
    )
    .addOption(
      new Option(
        '--with <installer>',
        'action: the workflows install smform with its GitHub Action instead (no package.json)',
      ).choices(['action']),
    )
    .option(
      '--action <ref>',
      "with --with action: smform's action as `uses:` names it, OWNER/REPO@REF (default: this smform's repository at v<version>)",
    )
    .action(async (dir: string | undefined, _options: InitFlags, command: Command) => {
      const { runInit } = await import('./init-run.js');
      setExitCode(await runInit(io, command.optsWithGlobals<GlobalFlags & InitFlags>(), dir ?? '.'));
    });
