import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

const require = createRequire(import.meta.url);
let library: typeof Yaml | undefined;

/**
 * The `yaml` library, loaded on first use: a config written in plain YAML (plain-yaml.ts) never needs
 * it, and loading it costs tens of milliseconds of every run's start-up.
 */
export function yamlLibrary(): typeof Yaml {
  library ??= require('yaml') as typeof Yaml;
  return library;
}
