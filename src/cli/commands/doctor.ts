import { Command } from 'commander';
import { outputOption, type DoctorFlags } from '../flags.js';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const doctorCommand: CommandDefinition = (io, setExitCode) =>
  new Command('doctor')
    .description(
      'check the key, base URL, proxy, rate-limit headroom, the declared organizations and networks, and how the live objects echo; read-only unless --write-probe',
    )
    .argument('[paths...]', 'config files or directories (default: the current directory; none is fine)')
    .addOption(outputOption(['text', 'json'], 'text, or json (one object: ok, checks, probe)'))
    .option(
      '--write-probe <networkId>',
      'also create a scratch target group smform-doctor-<random> in this network, read it back and delete it',
    )
    .option(
      '--change-log <networkId>',
      "also show this network's change-log entries of the last day, as the API answers them",
    )
    .option(
      '--sentry-order <networkId>',
      "also print this network's sentry policies in the order smform reads them (the one that wins first on top), to compare with the Dashboard's sentry page",
    )
    .action(async (paths: string[], _options: DoctorFlags, command: Command) => {
      const { runDoctor } = await import('./doctor-run.js');
      setExitCode(await runDoctor(io, command.optsWithGlobals<GlobalFlags & DoctorFlags>(), paths));
    });
