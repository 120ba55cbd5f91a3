import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { PolicyThresholds } from '../model/desired.js';
import type { Diagnostic, SourceLocation } from '../model/source.js';
import { checkSchemaWith } from './schema-diagnostics.js';
import { validateSettings } from './settings-validator.js';
import { locatePath, parseYamlFile, type YamlFile } from './yaml-document.js';

export { findSettingsFile, SETTINGS_FILE_NAME } from './settings-find.js';

/** The thresholds `smform restore` uses where the config at hand gives a scope none. */
export type RestoreThresholds = Partial<PolicyThresholds>;

/** `smform.settings.yaml` as its schema (schemas/smform-settings.schema.json) allows it. */
export interface ProjectSettings {
  configPaths?: string[];
  baseUrl?: string;
  output?: 'text' | 'json' | 'markdown';
  proxy?: string;
  timeout?: number;
  rateBudget?: number;
  restore?: RestoreThresholds;
}

export type SettingName = keyof ProjectSettings;

/** A parsed settings file: its values and where each key's value is, or what is wrong with it. */
export interface SettingsFile {
  /** As diagnostics name it (relative to the working directory). */
  file: string;
  /** Undefined when the file has errors. */
  settings: ProjectSettings | undefined;
  /** Where each top-level key's value starts. */
  locations: Partial<Record<SettingName, SourceLocation>>;
  diagnostics: Diagnostic[];
}

/** The committed JSON Schema of the settings file, read from the package's `schemas/` folder. */
export function readSettingsSchema(): Record<string, unknown> {
  const url = new URL('../../schemas/smform-settings.schema.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

/** Keys that would hold the API key: refused by name, whatever their value, so no key is ever kept in a file. */
const API_KEY_NAMES =
  /^(api[-_ ]?key|meraki[-_]dashboard[-_]api[-_]key|x-cisco-meraki-api-key|authorization)$/i;

/** Plain words for the keys whose schema violation the shared messages would word poorly. */
const URL_KEYS: Partial<Record<string, string>> = {
  baseUrl: 'an http(s) URL, e.g. baseUrl: https://api.meraki.com/api/v1',
  proxy: 'an http(s) URL, e.g. proxy: http://proxy.example.com:3128',
};

const RANGE_HINTS = {
  rateBudget: "requests per second for one organization: more than 0, at most the API's 10",
  timeout: 'seconds, more than 0',
};

/** Reads and checks the settings file at `absolute`, naming it `file` in diagnostics. */
export async function loadSettingsFile(absolute: string, file: string): Promise<SettingsFile> {
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      file,
      settings: undefined,
      locations: {},
      diagnostics: [
        {
          severity: 'error',
          code: 'read-error',
          message: `cannot read the settings file: ${reason}`,
          source: { file, line: 1, column: 1 },
        },
      ],
    };
  }
  return parseSettings(text, file);
}

/** Parses settings YAML: YAML errors, then an API key (refused), then the schema, each with file:line:column. */
export function parseSettings(text: string, file: string): SettingsFile {
  const yaml = parseYamlFile(text, file);
  if (yaml.diagnostics.length > 0) {
    return { file, settings: undefined, locations: {}, diagnostics: yaml.diagnostics };
  }
  // An empty file sets nothing.
  const data = yaml.data ?? {};
  const diagnostics: Diagnostic[] = [];
  let checked: unknown = data;
  if (typeof data === 'object' && !Array.isArray(data)) {
    const keys = Object.keys(data);
    const apiKeys = keys.filter((key) => API_KEY_NAMES.test(key));
    for (const key of apiKeys) diagnostics.push(apiKeyRefused(yaml, key));
    checked = Object.fromEntries(Object.entries(data).filter(([key]) => !apiKeys.includes(key)));
  }
  diagnostics.push(...checkSchemaWith(validateSettings, { ...yaml, data: checked }, RANGE_HINTS).map(reword));
  if (diagnostics.length > 0) return { file, settings: undefined, locations: {}, diagnostics };
  const settings = checked as ProjectSettings;
  const locations: Partial<Record<SettingName, SourceLocation>> = {};
  for (const key of Object.keys(settings) as SettingName[]) locations[key] = locatePath(yaml, [key]);
  return { file, settings, locations, diagnostics };
}

function apiKeyRefused(yaml: YamlFile, key: string): Diagnostic {
  return {
    severity: 'error',
    code: 'api-key-in-settings',
    message: `the API key cannot be set in the settings file ("${key}")`,
    hint: `remove "${key}:" from this file (and rotate the key if the file was ever committed); the key is read only from the environment variable MERAKI_DASHBOARD_API_KEY`,
    path: key,
    source: locatePath(yaml, [], key),
  };
}

/** A URL key's pattern violation in its own words (the shared message speaks of blank names). */
function reword(diagnostic: Diagnostic): Diagnostic {
  const hint = URL_KEYS[diagnostic.path ?? ''];
  if (hint === undefined || diagnostic.code !== 'invalid-value') return diagnostic;
  return { ...diagnostic, message: `${diagnostic.path ?? ''} must be an http:// or https:// URL`, hint };
}
