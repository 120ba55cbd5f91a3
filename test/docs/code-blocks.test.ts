import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../../src/cli/run.js';
import { invocations, problems, silentIo } from '../helpers/cli-check.js';
import { shellBlocks } from './markdown-blocks.js';

/** README.md and every page of docs/: what a newcomer copies from. */
const DOCUMENTS = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('code blocks in README.md and docs/', () => {
  it('call only smform commands and flags that exist, with a value where a flag needs one', async () => {
    const program = await createProgram(silentIo, () => undefined);
    let checked = 0;
    const found: string[] = [];
    for (const document of DOCUMENTS) {
      for (const block of shellBlocks(readFileSync(document, 'utf8'))) {
        for (const argv of invocations(block, { bare: true })) {
          // A synopsis (`smform [--base-url URL | ...]`) shows a grammar, not a command line.
          if (argv[0]?.startsWith('[') === true) continue;
          checked += 1;
          for (const problem of problems(program, argv))
            found.push(`${document}: smform ${argv.join(' ')}: ${problem}`);
        }
      }
    }
    expect(found).toEqual([]);
    // Every document that shows commands is read: a broken block pattern would check nothing.
    expect(checked).toBeGreaterThan(50);
  });

  it('the check finds a bare smform line, a $ prompt and npx, and rejects a flag that does not exist', async () => {
    const program = await createProgram(silentIo, () => undefined);
    const calls = invocations('$ smform plan . --out p.json\nnpx smform validate\nsmform plan --outt x', {
      bare: true,
    });
    expect(calls).toEqual([['plan', '.', '--out', 'p.json'], ['validate'], ['plan', '--outt', 'x']]);
    expect(calls.map((argv) => problems(program, argv))).toEqual([[], [], ['plan: unknown option --outt']]);
  });
});
