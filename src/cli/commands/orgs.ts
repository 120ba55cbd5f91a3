import { Command } from 'commander';
import { collect, outputOption, type OrgsFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const orgsCommand: CommandDefinition = (io, setExitCode) =>
  new Command('orgs')
    .description(
      'list the organizations the config declares; --matrix prints a GitHub Actions matrix, one job per organization (no API access); --live lists what the API key can see',
    )
    .argument('[paths...]', 'config files or directories (default: the current directory)')
    .option(
      '--matrix',
      'print `{"include":[{"org":ID,"name":NAME}, ...]}` on one line, for `fromJSON()`',
      false,
    )
    .option('--org <id>', 'only this organization (repeatable)', collect)
    .option('--live', 'list the organizations and networks (with product types) the API key can see', false)
    .addOption(
      outputOption(
        ['text', 'json'],
        'text, or json (`{"organizations": [...]}`; --matrix prints its own JSON line)',
      ),
    )
    .action(async (paths: string[], _options: OrgsFlags, command: Command) => {
      const options = command.optsWithGlobals<GlobalFlags & OrgsFlags>();
      if (options.live) {
        const { runOrgsLive } = await import('./orgs-live.js');
        setExitCode(await runOrgsLive(io, options, options.org ?? [], options.output));
        return;
      }
      const { runOrgs } = await import('./orgs-run.js');
      setExitCode(await runOrgs(io, options, paths));
    });
