/**
 * Generates src/config/config-validator.ts: the config JSON Schema (schemas/smform.schema.json) compiled
 * by Ajv into standalone code at development time, so no run of smform compiles a schema. Run through
 * `SMFORM_REGENERATE=1 npx vitest run test/config/config-validator.test.ts`; the same test fails when the
 * committed validator and the schema drift apart.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';

// A CommonJS module whose `default` is the function itself (what NodeNext types see).
const standaloneCode = standalone.default;

/** The options the validator is compiled with: every error, with its data and schema (for the hints). */
export const CONFIG_AJV_OPTIONS = { allErrors: true, verbose: true, strict: true } as const;

export function generateConfigValidatorSource(schema: Record<string, unknown>): string {
  const ajv = new Ajv2020({ ...CONFIG_AJV_OPTIONS, code: { source: true, esm: true } });
  const code = standaloneCode(ajv, ajv.compile(schema))
    .replace(/^"use strict";/, '')
    .replace('export const validate = validate20;', '')
    .replace('export default validate20;', '');
  if (/\bexport\b/.test(code)) throw new Error('Ajv standalone code changed shape: check the generator');
  return [
    '// Generated from schemas/smform.schema.json by test/tools/generate-config-validator.ts: do not edit by hand.',
    '// Regenerate: SMFORM_REGENERATE=1 npx vitest run test/config/config-validator.test.ts',
    '// @ts-nocheck: Ajv writes plain JavaScript; src/config/schema.ts gives it its type.',
    "import { createRequire } from 'node:module';",
    '',
    "// Ajv's standalone code requires its small runtime helpers (ucs2length) by name.",
    'const require = createRequire(import.meta.url);',
    code,
    'export const validateConfig = validate20;',
    '',
  ].join('\n');
}
