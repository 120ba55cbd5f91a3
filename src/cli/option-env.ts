import { CommanderError, type Command } from 'commander';
import type { CliIo } from './io.js';

/**
 * The options with an environment variable (`--base-url` / MERAKI_BASE_URL, `--rate-budget` /
 * SMFORM_RATE_BUDGET) read from the run's own environment, `CliIo.env`. Commander reads `process.env`
 * itself, which is the same object in a real run but not for a program run in-process (tests): there the
 * values it took from `process.env` are dropped and the run's are read instead, with commander's rules
 * (a flag wins; the option's parser runs; a bad value is the same usage error).
 */
export function readOptionsFromEnv(program: Command, env: CliIo['env']): void {
  for (const option of program.options) {
    const variable = option.envVar;
    if (variable === undefined) continue;
    const key = option.attributeName();
    const source = program.getOptionValueSource(key);
    if (source !== undefined && !['default', 'config', 'env'].includes(source)) continue;
    const raw = env[variable];
    if (raw === undefined) {
      if (source === 'env') program.setOptionValueWithSource(key, option.defaultValue, 'default');
      continue;
    }
    program.setOptionValueWithSource(key, parsed(program, option, raw), 'env');
  }
}

function parsed(program: Command, option: Command['options'][number], raw: string): unknown {
  if (option.parseArg === undefined) return raw;
  try {
    return option.parseArg(raw, option.defaultValue);
  } catch (error) {
    // Commander's own wording for a bad value from the environment.
    if (error instanceof CommanderError && error.code === 'commander.invalidArgument')
      program.error(
        `error: option '${option.flags}' value '${raw}' from env '${option.envVar ?? ''}' is invalid. ${error.message}`,
        { exitCode: error.exitCode, code: error.code },
      );
    throw error;
  }
}
