/**
 * Generates src/config/config-validator.ts and src/config/settings-validator.ts: the JSON Schemas of
 * config files (schemas/smform.schema.json) and of the settings file (schemas/smform-settings.schema.json)
 * compiled by Ajv into standalone code at development time, so no run of smform compiles a schema. Run
 * through `SMFORM_REGENERATE=1 npx vitest run test/config/config-validator.test.ts`; the same test fails
 * when a committed validator and its schema drift apart.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';

// A CommonJS module whose `default` is the function itself (what NodeNext types see).
const standaloneCode = standalone.default;

/** The options the validator is compiled with: every error, with its data and schema (for the hints). */
export const CONFIG_AJV_OPTIONS = { allErrors: true, verbose: true, strict: true } as const;

/** What one generated validator is: its schema file, the name it exports, the module that types it. */
interface Target {
  schemaFile: string;
  exportName: string;
  typedBy: string;
}

const CONFIG_TARGET: Target = {
  schemaFile: 'schemas/smform.schema.json',
  exportName: 'validateConfig',
  typedBy: 'src/config/schema.ts',
};

export const SETTINGS_TARGET: Target = {
  schemaFile: 'schemas/smform-settings.schema.json',
  exportName: 'validateSettings',
  typedBy: 'src/config/settings.ts',
};

export function generateConfigValidatorSource(
  schema: Record<string, unknown>,
  target: Target = CONFIG_TARGET,
): string {
  const ajv = new Ajv2020({ ...CONFIG_AJV_OPTIONS, code: { source: true, esm: true } });
  const code = standaloneCode(ajv, ajv.compile(schema))
    .replace(/^"use strict";/, '')
    .replace('export const validate = validate20;', '')
    .replace('export default validate20;', '');
  if (/\bexport\b/.test(code)) throw new Error('Ajv standalone code changed shape: check the generator');
  const helpers = /\brequire\(/.test(code);
  return [
    `// Generated from ${target.schemaFile} by test/tools/generate-config-validator.ts: do not edit by hand.`,
    '// Regenerate: SMFORM_REGENERATE=1 npx vitest run test/config/config-validator.test.ts',
    `// @ts-nocheck: Ajv writes plain JavaScript; ${target.typedBy} gives it its type.`,
    ...(helpers
      ? [
          "import { createRequire } from 'node:module';",
          '',
          "// Ajv's standalone code requires its small runtime helpers (ucs2length) by name.",
          'const require = createRequire(import.meta.url);',
        ]
      : []),
    code,
    `export const ${target.exportName} = validate20;`,
    '',
  ].join('\n');
}
