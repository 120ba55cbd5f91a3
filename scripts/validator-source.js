/**
 * The source of src/config/config-validator.ts (before prettier): schemas/smform.schema.json compiled by
 * Ajv into standalone code, so no run of smform compiles that schema. Pure: `generated-files.js` reads
 * the schema and formats.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';

// A CommonJS module whose `default` is the function itself (what NodeNext types see).
const standaloneCode = standalone.default;

/** Every error, with its data and schema (for the hints); src/config/settings-validator.ts uses the same. */
export const SCHEMA_AJV_OPTIONS = Object.freeze({ allErrors: true, verbose: true, strict: true });

/**
 * What one generated validator is: its schema file, the name it exports, the module that types it.
 * @typedef {object} ValidatorTarget
 * @property {string} schemaFile
 * @property {string} exportName
 * @property {string} typedBy
 */

/** @type {ValidatorTarget} */
export const CONFIG_VALIDATOR = {
  schemaFile: 'schemas/smform.schema.json',
  exportName: 'validateConfig',
  typedBy: 'src/config/schema.ts',
};

/**
 * @param {unknown} schema
 * @param {ValidatorTarget} target
 * @returns {string}
 */
export function validatorSource(schema, target) {
  if (!isSchemaObject(schema)) throw new Error(`${target.schemaFile} must hold a JSON object`);
  const ajv = new Ajv2020({ ...SCHEMA_AJV_OPTIONS, code: { source: true, esm: true } });
  const code = standaloneCode(ajv, ajv.compile(schema))
    .replace(/^"use strict";/, '')
    .replace('export const validate = validate20;', '')
    .replace('export default validate20;', '');
  if (/\bexport\b/.test(code)) throw new Error('Ajv standalone code changed shape: check the generator');
  const helpers = /\brequire\(/.test(code);
  return [
    `// Generated from ${target.schemaFile} by scripts/validator-source.js: do not edit by hand.`,
    '// Regenerate: npm run generate',
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

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isSchemaObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
