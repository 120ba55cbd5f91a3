import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';

/**
 * Every error, with its data and schema (for the hints), as the config validator is generated with. The
 * schema is a committed file checked against its meta-schema by test/config/config-validator.test.ts, so
 * runs skip that check (two thirds of the compile time).
 */
export const SETTINGS_AJV_OPTIONS = {
  allErrors: true,
  verbose: true,
  strict: true,
  validateSchema: false,
} as const;

const SCHEMA_URL = new URL('../../schemas/smform-settings.schema.json', import.meta.url);

/**
 * The settings file's schema (schemas/smform-settings.schema.json), compiled when this module loads: it
 * loads only when a settings file is read, so `--version`, `--help` and a run without one never compile it.
 */
export const validateSettings = new Ajv2020(SETTINGS_AJV_OPTIONS).compile(
  JSON.parse(readFileSync(SCHEMA_URL, 'utf8')) as Record<string, unknown>,
);
