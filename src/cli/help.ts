import { Help, type Command, type HelpConfiguration, type Option } from 'commander';

/**
 * How every command's `--help` looks: the global options (`--emulator`, `--base-url`, `--quiet`, ...)
 * listed under each subcommand, and no `(default: false)` / `(default: [])` after a switch or a
 * repeatable option (an absent switch is off, an absent list is empty: saying so is noise). Loaded at
 * start-up, so commander only.
 */
export const helpConfiguration: HelpConfiguration = {
  showGlobalOptions: true,
  optionDescription(this: Help, option: Option): string {
    if (!isNoise(option.defaultValue)) return Help.prototype.optionDescription.call(this, option);
    const quiet: Option = Object.assign(
      Object.create(Object.getPrototypeOf(option) as object) as Option,
      option,
      {
        defaultValue: undefined,
      },
    );
    return Help.prototype.optionDescription.call(this, quiet);
  },
};

function isNoise(value: unknown): boolean {
  return value === false || (Array.isArray(value) && value.length === 0);
}

/** Applies the help configuration to a command and every command under it. */
export function configureHelpTree(command: Command): Command {
  command.configureHelp(helpConfiguration);
  for (const sub of command.commands) configureHelpTree(sub);
  return command;
}
