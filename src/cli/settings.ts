import { defined } from '../canonical/defined.js';
import path from 'node:path';
import type { Command, Option } from 'commander';
import { findSettingsFile } from '../config/settings-find.js';
import type { ProjectSettings, SettingName, SettingsFile } from '../config/settings.js';
import { DEFAULT_POLICY } from '../model/desired.js';
import { SmformError } from '../model/errors.js';
import { formatDiagnostic } from '../text/diagnostic.js';
import { redactUrl, renderSettingSources, type EffectiveSetting } from '../report/settings.js';
import { formatLocation } from '../text/location.js';
import type { CliIo, GlobalFlags } from './io.js';

/**
 * The project settings file (docs/settings.md) applied to a command about to run: flags > environment >
 * settings file > defaults. Commander already holds the flags and the environment variables it reads
 * (their value source says which); a settings value fills only what neither gave, and is marked as
 * commander's `config` source. Runs before each command's action; `--help` and `--version` never get here.
 */

/** Commands that take nothing a settings file sets: they reach no configured API and read no config. */
const WITHOUT_SETTINGS = new Set(['emulator', 'completion', 'init', 'demo']);

/** Commands that plan a restore (apply plans a saved restore plan again): they show the restore thresholds. */
const RESTORING = new Set(['restore', 'apply']);

/** The arguments that take config paths, by name. */
const PATH_ARGUMENTS = new Set(['paths', 'planfile-or-paths']);

export const DEFAULT_TIMEOUT_SECONDS = 30;
export const DEFAULT_RATE_BUDGET = 10;
export const RATE_BUDGET_ENV = 'SMFORM_RATE_BUDGET';

export async function applyProjectSettings(io: CliIo, program: Command, command: Command): Promise<void> {
  if (WITHOUT_SETTINGS.has(command.name())) return;
  const absolute = await findSettingsFile(io.cwd);
  let loaded: SettingsFile | undefined;
  if (absolute !== undefined) {
    // YAML and the schema are loaded only when there is a file to read.
    const { loadSettingsFile } = await import('../config/settings.js');
    loaded = await loadSettingsFile(absolute, relativeName(io.cwd, absolute));
    // `validate` reports the file's problems with the config's; every other command stops on them.
    if (command.name() === 'validate') program.setOptionValue('settingsFile', loaded);
    else if (loaded.settings === undefined) throw invalidSettings(io, loaded);
  }
  const file = loaded?.settings === undefined ? undefined : loaded;
  const settings: ProjectSettings = file?.settings ?? {};
  const from = (name: SettingName) => {
    const location = file?.locations[name];
    return location === undefined ? undefined : { kind: 'file' as const, location };
  };
  const globals = program.opts<GlobalFlags>();
  const effective: EffectiveSetting[] = [];
  const paths = configPathsOf(io, command, settings, absolute, from('configPaths'));
  if (paths !== undefined) effective.push(paths);
  effective.push(
    globals.emulator === undefined
      ? rootSetting(program, 'baseUrl', '--base-url', 'MERAKI_BASE_URL', settings.baseUrl, from('baseUrl'))
      : {
          name: 'baseUrl',
          value: 'the in-process emulator',
          source: { kind: 'flag', flag: '--emulator' },
        },
  );
  const output = outputOf(command, settings, from('output'));
  if (output !== undefined) effective.push(output);
  effective.push(proxyOf(io, program, settings, from('proxy')));
  effective.push(rootSetting(program, 'timeout', '--timeout', undefined, settings.timeout, from('timeout')));
  effective.push(
    rootSetting(
      program,
      'rateBudget',
      '--rate-budget',
      RATE_BUDGET_ENV,
      settings.rateBudget,
      from('rateBudget'),
    ),
  );
  if (settings.restore !== undefined)
    program.setOptionValueWithSource('restoreThresholds', settings.restore, 'config');
  if (RESTORING.has(command.name())) {
    for (const name of ['maxChangePercent', 'minObjectsForPercent', 'maxDevicePercent'] as const) {
      const value = settings.restore?.[name];
      const location = from('restore');
      effective.push(
        value === undefined || location === undefined
          ? { name: `restore.${name}`, value: String(DEFAULT_POLICY[name]), source: { kind: 'default' } }
          : { name: `restore.${name}`, value: String(value), source: location },
      );
    }
  }
  effective.push(apiKeyOf(io, globals));
  program.setOptionValue('settingSources', sourcesOf(effective));
  if (globals.debug) io.err(renderSettingSources(loaded?.file, effective));
}

/** Where the connection settings came from, as an error names it: `--base-url`, `MERAKI_BASE_URL`, a file line. */
function sourcesOf(effective: readonly EffectiveSetting[]): GlobalFlags['settingSources'] {
  const label = (name: 'baseUrl' | 'proxy'): string | undefined => {
    const source = effective.find((setting) => setting.name === name)?.source;
    if (source?.kind === 'flag') return source.flag;
    if (source?.kind === 'env') return source.variable;
    if (source?.kind === 'file') return `${name}: in ${formatLocation(source.location)}`;
    return undefined;
  };
  const baseUrl = label('baseUrl');
  const proxy = label('proxy');
  return defined({ baseUrl, proxy });
}

/** A root option (`--base-url`, `--timeout`, `--rate-budget`): the flag, its variable, the file, or the default. */
function rootSetting(
  program: Command,
  key: 'baseUrl' | 'timeout' | 'rateBudget',
  flag: string,
  variable: string | undefined,
  fileValue: string | number | undefined,
  location: EffectiveSetting['source'] | undefined,
): EffectiveSetting {
  const source = program.getOptionValueSource(key);
  const current = program.getOptionValue(key) as unknown;
  if (source === 'cli') return { name: key, value: String(current), source: { kind: 'flag', flag } };
  if (source === 'env' && variable !== undefined) {
    return { name: key, value: String(current), source: { kind: 'env', variable } };
  }
  if (fileValue !== undefined && location !== undefined) {
    program.setOptionValueWithSource(key, fileValue, 'config');
    return { name: key, value: String(fileValue), source: location };
  }
  return { name: key, value: DEFAULTS[key], source: { kind: 'default' } };
}

const DEFAULTS = {
  baseUrl: 'https://api.meraki.com/api/v1',
  timeout: String(DEFAULT_TIMEOUT_SECONDS),
  rateBudget: String(DEFAULT_RATE_BUDGET),
};

/** `--proxy`, else the proxy variables curl reads, else the file; never with its password shown. */
function proxyOf(
  io: CliIo,
  program: Command,
  settings: ProjectSettings,
  location: EffectiveSetting['source'] | undefined,
): EffectiveSetting {
  if (program.getOptionValueSource('proxy') === 'cli') {
    const value = String(program.getOptionValue('proxy'));
    return { name: 'proxy', value: redactUrl(value), source: { kind: 'flag', flag: '--proxy' } };
  }
  const variable = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'].find(
    (name) => (io.env[name] ?? '') !== '',
  );
  if (variable !== undefined) {
    return { name: 'proxy', value: redactUrl(io.env[variable] ?? ''), source: { kind: 'env', variable } };
  }
  if (settings.proxy !== undefined && location !== undefined) {
    program.setOptionValueWithSource('proxy', settings.proxy, 'config');
    return { name: 'proxy', value: redactUrl(settings.proxy), source: location };
  }
  return { name: 'proxy', value: 'none', source: { kind: 'default' } };
}

/** `--output` of a command that has one: the file's format when the command offers it. */
function outputOf(
  command: Command,
  settings: ProjectSettings,
  location: EffectiveSetting['source'] | undefined,
): EffectiveSetting | undefined {
  const option = command.options.find((o: Option) => o.attributeName() === 'output');
  if (option === undefined) return undefined;
  const current = String(command.getOptionValue('output'));
  if (command.getOptionValueSource('output') === 'cli') {
    return { name: 'output', value: current, source: { kind: 'flag', flag: '--output' } };
  }
  const wanted = settings.output;
  if (wanted === undefined || location === undefined) {
    return { name: 'output', value: current, source: { kind: 'default' } };
  }
  if (option.argChoices !== undefined && !option.argChoices.includes(wanted)) {
    return {
      name: 'output',
      value: current,
      source: { kind: 'default' },
      note: `the settings file's ${wanted} is not a format of \`${command.name()}\``,
    };
  }
  // The command's own default already: left as a default, so what depends on a chosen format (`api`
  // prints its errors as text unless --output json was asked for) stays as it was.
  if (wanted !== current) command.setOptionValueWithSource('output', wanted, 'config');
  return { name: 'output', value: wanted, source: location };
}

/**
 * The config paths of a command that takes them: the PATH arguments, else the file's `configPaths`
 * (relative to the file's directory, handed to the command relative to the working directory), else the
 * current directory.
 */
function configPathsOf(
  io: CliIo,
  command: Command,
  settings: ProjectSettings,
  file: string | undefined,
  location: EffectiveSetting['source'] | undefined,
): EffectiveSetting | undefined {
  const index = command.registeredArguments.findIndex((argument) => PATH_ARGUMENTS.has(argument.name()));
  if (index < 0) return undefined;
  const given = command.processedArgs[index] as unknown;
  if (isSavedPlanAlone(command, given) && settings.configPaths !== undefined && file !== undefined) {
    // `apply PLANFILE`: the plan's config must be where the repository says, never where the plan says.
    const paths = settings.configPaths.map((entry) =>
      relativeName(io.cwd, path.resolve(path.dirname(file), entry)),
    );
    command.setOptionValueWithSource('repositoryPaths', paths, 'config');
  }
  if (Array.isArray(given) && given.length > 0) {
    return { name: 'configPaths', value: given.join(', '), source: { kind: 'flag', flag: 'the arguments' } };
  }
  if (settings.configPaths === undefined || file === undefined || location === undefined) {
    return { name: 'configPaths', value: '.', source: { kind: 'default' } };
  }
  const dir = path.dirname(file);
  const paths = settings.configPaths.map((entry) => relativeName(io.cwd, path.resolve(dir, entry)));
  command.processedArgs[index] = paths;
  return { name: 'configPaths', value: paths.join(', '), source: location };
}

/** `apply PLANFILE` with no config paths after the file. */
function isSavedPlanAlone(command: Command, given: unknown): boolean {
  return (
    command.name() === 'apply' &&
    Array.isArray(given) &&
    given.length === 1 &&
    typeof given[0] === 'string' &&
    given[0].endsWith('.json')
  );
}

/** Where the key comes from, and only that: its value is never shown, and no file can hold it. */
function apiKeyOf(io: CliIo, globals: GlobalFlags): EffectiveSetting {
  if (globals.emulator !== undefined) {
    return { name: 'apiKey', value: '(none needed)', source: { kind: 'flag', flag: '--emulator' } };
  }
  const set = (io.env['MERAKI_DASHBOARD_API_KEY'] ?? '').trim() !== '';
  return {
    name: 'apiKey',
    value: set ? '(set, never shown)' : '(not set)',
    source: { kind: 'env', variable: 'MERAKI_DASHBOARD_API_KEY' },
  };
}

/** Prints the file's problems to stderr and returns the error (exit 3) that stops the command. */
function invalidSettings(io: CliIo, loaded: SettingsFile): SmformError {
  const details = loaded.diagnostics.map(formatDiagnostic);
  for (const detail of details) io.err(`${detail}\n`);
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error').length;
  return new SmformError(
    `the settings file ${loaded.file} is invalid (${errors} error${errors === 1 ? '' : 's'})`,
    {
      fault: 'config',
      hint: 'fix the problems above (docs/settings.md lists the keys); `smform validate` checks the file too',
      details,
      diagnostics: loaded.diagnostics,
    },
  );
}

/** A path as messages show it: relative to the working directory, `/`-separated. */
function relativeName(cwd: string, absolute: string): string {
  return (path.relative(cwd, absolute) || '.').split(path.sep).join('/');
}
