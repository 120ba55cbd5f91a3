// Runs the mutation tool over one named set of source files with the suites that test them
// (mutation-sets.json): a folder's figure in minutes, where `npm run mutate` over everything takes hours.
// Usage: npm run mutate:set -- NAME [more Stryker flags, e.g. --concurrency 2]. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * A JSON file of the repository.
 * @param {string} file
 * @returns {unknown}
 */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const sets = /** @type {Record<string, { mutate: string[], tests: string[] }>} */ (
  readJson('mutation-sets.json')
);
const [name, ...flags] = process.argv.slice(2);
const set = name === undefined ? undefined : sets[name];
if (name === undefined || set === undefined) {
  process.stderr.write(
    `${name === undefined ? 'Name a set' : `No set named ${name}`}: one of ${Object.keys(sets).join(', ')}\n`,
  );
  process.exit(2);
}

const base = /** @type {{ vitest: Record<string, unknown> }} */ (readJson('stryker.config.json'));
const config = {
  ...base,
  // The suites are named, so Vitest's import graph must not narrow them further: the CLI loads its
  // commands with `await import()`, which that graph does not follow.
  vitest: { ...base.vitest, related: false },
  mutate: set.mutate,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  // A sandbox of its own, so that two sets can run side by side.
  tempDirName: `.stryker-tmp/${name}`,
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
};
mkdirSync('reports/mutation', { recursive: true });
const file = `reports/mutation/${name}.config.json`;
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
const child = spawn('npx', ['stryker', 'run', file, '--testFiles', set.tests.join(','), ...flags], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
child.on('close', (code) => process.exit(code ?? 1));
