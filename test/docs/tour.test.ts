import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { section, shellBlocks } from './markdown-blocks.js';
import { commandLines, runBlock } from './tour-runner.js';

/**
 * README's five-minute tour promises that every block runs as written against the emulator: each block
 * runs here through bash with the built CLI as `smform` (npm run build first), in a copy of examples/,
 * and every line must exit 0.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN_JS = join(ROOT, 'dist/cli/main.js');

async function workspace(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'smform-tour-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await cp(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
  return dir;
}

describe("README's five-minute tour", () => {
  it('runs block by block with exit 0 on every line, smform being the alias the tour defines', async () => {
    const tour = section(await readFile(join(ROOT, 'README.md'), 'utf8'), '## Five-minute tour');
    const blocks = shellBlocks(tour);
    // The first block makes `smform` the built command; the tour uses no `npx smform` (slow to start).
    expect(commandLines(blocks[0] ?? '')).toEqual(['npm ci', 'alias smform="node $PWD/dist/cli/main.js"']);
    expect(blocks.join('\n')).not.toMatch(/npx smform/);
    const cwd = await workspace();
    const failed: string[] = [];
    let ran = 0;
    for (const block of blocks) {
      for (const run of await runBlock(block, cwd, MAIN_JS)) {
        if (run.code === 'skipped') continue;
        ran += 1;
        if (run.code !== 0) failed.push(`${run.line}\n  exit ${run.code}: ${run.output.slice(-400)}`);
      }
    }
    expect(failed).toEqual([]);
    // validate, three plans, plan --out and apply, the emulator and curl: a broken parse would run fewer.
    expect(ran).toBeGreaterThanOrEqual(8);
  }, 120_000);

  it("docs/blast-radius.md's `smform scope` example runs as written and prints what the page shows", async () => {
    const page = await readFile(join(ROOT, 'docs/blast-radius.md'), 'utf8');
    const block = shellBlocks(page).find(
      (text) => text.startsWith('$ smform --emulator') && text.includes(' scope '),
    );
    const [command = '', ...shown] = (block ?? '').split('\n');
    const [run] = await runBlock(command.slice(2), await workspace(), MAIN_JS);
    expect(run?.code, run?.output).toBe(0);
    // The page shows the first lines, then `...`.
    const head = shown.slice(0, shown.indexOf('...'));
    expect(head.length).toBeGreaterThan(4);
    expect(run?.output.split('\n').slice(0, head.length)).toEqual(head);
  }, 60_000);

  it('reports a line that exits non-zero, and a server that does not start', async () => {
    const cwd = await workspace();
    const runs = await runBlock(
      [
        'smform validate examples/acme   # fine',
        'smform plan examples/nope',
        'smform emulator --seed examples/nope.yaml --port 8765',
      ].join('\n'),
      cwd,
      MAIN_JS,
    );
    expect(runs.map((run) => [run.line, run.code === 0])).toEqual([
      ['smform validate examples/acme', true],
      ['smform plan examples/nope', false],
      ['smform emulator --seed examples/nope.yaml --port 8765', false],
    ]);
  }, 60_000);
});
