/**
 * Every file of src/ that a script writes, what it is made from, and the comparison with the committed
 * copies. `npm run generate` (generate.js) writes them; test/generated-files.test.ts fails when they differ.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { operationDocsSource, operationsSource } from './operations-source.js';
import { CONFIG_VALIDATOR, validatorSource } from './validator-source.js';

/**
 * One generated file: where it goes, the repository file it is made from, and how.
 * @typedef {object} Generator
 * @property {string} output
 * @property {string} input
 * @property {(input: unknown) => string} source
 */

/** @type {readonly Generator[]} */
export const GENERATORS = [
  { output: 'src/client/operations.ts', input: 'spec/operations.json', source: operationsSource },
  { output: 'src/client/operation-docs.ts', input: 'spec/operations.json', source: operationDocsSource },
  {
    output: 'src/config/config-validator.ts',
    input: 'schemas/smform.schema.json',
    source: (schema) => validatorSource(schema, CONFIG_VALIDATOR),
  },
];

/** Every file the generators read (all in this repository, none in ../shared): inputs and prettier's config. */
export const GENERATOR_INPUTS = [...new Set(GENERATORS.map((g) => g.input)), '.prettierrc.json'];

/**
 * A generated file: its path relative to the repository root (with `/`) and its text.
 * @typedef {object} GeneratedFile
 * @property {string} path
 * @property {string} text
 */

/**
 * What the generators make of the inputs under `root`, formatted as `npm run format` would.
 * @param {string} root
 * @returns {Promise<GeneratedFile[]>}
 */
export async function generateFiles(root) {
  /** @type {GeneratedFile[]} */
  const files = [];
  for (const generator of GENERATORS) {
    const input = parseJson(await readFile(join(root, generator.input), 'utf8'));
    const filepath = join(root, generator.output);
    const config = await prettier.resolveConfig(filepath);
    files.push({
      path: generator.output,
      text: await prettier.format(generator.source(input), { ...config, filepath }),
    });
  }
  return files;
}

/**
 * @param {string} text
 * @returns {unknown}
 */
function parseJson(text) {
  return JSON.parse(text);
}

/**
 * The files whose committed bytes under `root` differ from `files` (a missing file differs).
 * @param {string} root
 * @param {readonly GeneratedFile[]} files
 * @returns {Promise<string[]>}
 */
export async function differingFiles(root, files) {
  /** @type {string[]} */
  const differing = [];
  for (const file of files) {
    const committed = await readFile(join(root, file.path)).catch(() => undefined);
    if (committed === undefined || !committed.equals(Buffer.from(file.text, 'utf8')))
      differing.push(file.path);
  }
  return differing;
}
