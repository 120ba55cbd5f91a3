import { Command } from 'commander';
import type { CommandDefinition, GlobalFlags } from '../io.js';

export const demoCommand: CommandDefinition = (io, setExitCode) =>
  new Command('demo')
    .description(
      'plan and apply examples/acme against an embedded emulator seeded with examples/acme/live.yaml, then plan again',
    )
    .action(async (_options: unknown, command: Command) => {
      const { runDemo } = await import('./demo-run.js');
      setExitCode(await runDemo(io, command.optsWithGlobals<GlobalFlags>()));
    });
