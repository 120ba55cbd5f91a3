import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  differingFiles,
  GENERATOR_INPUTS,
  GENERATORS,
  generateFiles,
} from '../../scripts/generated-files.js';
import { operationsSource } from '../../scripts/operations-source.js';
import { CONFIG_VALIDATOR, validatorSource } from '../../scripts/validator-source.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A directory holding only the generators' declared inputs, as a clean clone without ../shared has them. */
async function inputsOnly(onTestFinished: (fn: () => Promise<void>) => void): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'smform-generate-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const input of GENERATOR_INPUTS) {
    await mkdir(dirname(join(dir, input)), { recursive: true });
    await copyFile(join(ROOT, input), join(dir, input));
  }
  return dir;
}

async function specOperations(): Promise<unknown[]> {
  return JSON.parse(await readFile(join(ROOT, 'spec/operations.json'), 'utf8')) as unknown[];
}

describe('the generated files of src/', () => {
  it('are byte for byte what `npm run generate` writes from the repository files alone', async ({
    onTestFinished,
  }) => {
    const files = await generateFiles(await inputsOnly(onTestFinished));
    expect(files.map((file) => file.path)).toEqual(GENERATORS.map((generator) => generator.output));
    expect(
      await differingFiles(ROOT, files),
      'committed files differ from what the scripts write: run `npm run generate` and commit the result',
    ).toEqual([]);
  });

  it('count a file as differing when it has one byte more or is missing', async ({ onTestFinished }) => {
    const dir = await mkdtemp(join(tmpdir(), 'smform-generate-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const files = [
      { path: 'same.ts', text: 'export const a = 1;\n' },
      { path: 'longer.ts', text: 'export const b = 2;\n' },
      { path: 'missing.ts', text: 'export const c = 3;\n' },
    ];
    await writeFile(join(dir, 'same.ts'), 'export const a = 1;\n');
    await writeFile(join(dir, 'longer.ts'), 'export const b = 2;\n\n');
    expect(await differingFiles(dir, files)).toEqual(['longer.ts', 'missing.ts']);
  });
});

describe('the operation table generator', () => {
  it('sorts the operations the same whatever their order in spec/operations.json', async () => {
    const operations = await specOperations();
    expect(operationsSource([...operations].reverse())).toBe(operationsSource(operations));
  });

  it('sorts the operations the same in a Czech locale, where `ch` sorts after `h`', async () => {
    const script = [
      "import { readFileSync } from 'node:fs';",
      `import { operationsSource } from ${JSON.stringify(new URL('../../scripts/operations-source.js', import.meta.url).href)};`,
      `process.stdout.write(operationsSource(JSON.parse(readFileSync(${JSON.stringify(join(ROOT, 'spec/operations.json'))}, 'utf8'))));`,
    ].join('\n');
    const { stdout: czech } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', script],
      {
        env: { ...process.env, LC_ALL: 'cs_CZ.UTF-8', LANG: 'cs_CZ.UTF-8' },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    expect(czech).toBe(operationsSource(await specOperations()));
  });
});

describe('the config validator generator', () => {
  it('writes the same source on a second run in the same process (no counter carries over)', async () => {
    const schema: unknown = JSON.parse(await readFile(join(ROOT, 'schemas/smform.schema.json'), 'utf8'));
    expect(validatorSource(schema, CONFIG_VALIDATOR)).toBe(validatorSource(schema, CONFIG_VALIDATOR));
  });

  it('refuses a schema that is not a JSON object', () => {
    expect(() => validatorSource([], CONFIG_VALIDATOR)).toThrow(
      'schemas/smform.schema.json must hold a JSON object',
    );
  });
});
