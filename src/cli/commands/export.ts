import { Command } from 'commander';
import { collect, outputOption, type ExportFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const exportCommand: CommandDefinition = (io, setExitCode) =>
  new Command('export')
    .description(
      'write the live state of an organization as config YAML (one file per organization and per network); an immediate plan of it is empty',
    )
    .requiredOption('--org <id>', 'the organization to export')
    .option(
      '--network <id>',
      'export this network’s target groups (repeatable; default: every Systems Manager network of the organization)',
      collect,
    )
    .option('--out-dir <dir>', 'the directory to write orgs/ and networks/ into', '.')
    .option('--out <dir>', 'deprecated spelling of --out-dir (prints a note; --out names a file elsewhere)')
    .addOption(
      outputOption(
        ['text', 'json'],
        'text (each file on stderr), or json: a summary of what was written (files and status, what was left out) on stdout',
      ),
    )
    .option('--with-ids', 'pin every object to its live id (`id:`, `roleId:`)', false)
    .option(
      '--templates',
      'write target-group lists that several networks share once, as templates in templates/<org>.yaml, and let those networks `use:` them',
      false,
    )
    .option(
      '--device-tags <tag>',
      'also export the devices carrying this tag, per network, as deviceTags serials: lists (repeatable)',
      collect,
    )
    .option(
      '--device-tags-below <percent>',
      'also export every tag that fewer than this share of a network’s devices carry (the ones that look hand-set)',
      Number,
    )
    .option(
      '--force',
      'replace files that differ from the export (printing a diff of what was replaced), and write even when other files declare the organization',
      false,
    )
    .action(async (_options: ExportFlags, command: Command) => {
      const { runExport } = await import('./export-run.js');
      const options = command.optsWithGlobals<GlobalFlags & ExportFlags>();
      setExitCode(await runExport(io, options, command.getOptionValueSource('outDir') === 'cli'));
    });
