import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { Diagnostic } from '../model/source.js';
import { validateConfig } from './config-validator.js';
import { checkSchemaWith } from './schema-diagnostics.js';
import type { YamlFile } from './yaml-document.js';

/** The committed JSON Schema of config files, read from the package's `schemas/` folder. */
export function readConfigSchema(): Record<string, unknown> {
  const url = new URL('../../schemas/smform.schema.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

/** Checks a parsed file against the schema; every violation becomes one diagnostic with a location. */
export function checkSchema(yaml: YamlFile): Diagnostic[] {
  // Compiled from the schema when it changed, not at run time (test/config/config-validator.test.ts).
  return checkSchemaWith(validateConfig as ValidateFunction, yaml);
}
