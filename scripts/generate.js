#!/usr/bin/env node
/**
 * `npm run generate`: writes every generated file of src/ from its input in this repository.
 * `npm run generate -- --check` writes nothing and exits 1 when a committed file differs.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { differingFiles, generateFiles } from './generated-files.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--check');
if (unknown.length > 0) {
  console.error(`generate: unknown argument ${unknown.join(' ')} (usage: npm run generate [-- --check])`);
  process.exit(2);
}

const files = await generateFiles(root);
const differing = await differingFiles(root, files);
if (args.includes('--check')) {
  for (const path of differing) console.error(`${path} differs from what the scripts write`);
  if (differing.length > 0) console.error('Run `npm run generate` and commit the result.');
  process.exitCode = differing.length > 0 ? 1 : 0;
} else {
  for (const file of files.filter((f) => differing.includes(f.path))) {
    await writeFile(join(root, file.path), file.text);
  }
  for (const file of files)
    console.log(`${differing.includes(file.path) ? 'wrote' : 'unchanged'} ${file.path}`);
}
