import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { edgesWithin, importCircles, importGraph, layerGraph } from './import-graph.js';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

/**
 * Circles other work of issue 18 removes (planning/applying as a library, the safety rule registry). Each
 * entry must still be a circle: once it is gone, the test says to delete the entry, so the list only
 * shrinks.
 */
const KNOWN_CIRCLES: string[][] = [];

describe('the import graph of src/', () => {
  it('has no circle, type-only and dynamic imports included', () => {
    const circles = importCircles(importGraph(src));
    const unknown = circles.filter((circle) => !KNOWN_CIRCLES.some((known) => sameModules(known, circle)));
    expect(unknown, 'modules that import each other (through type-only imports too)').toEqual([]);
    const gone = KNOWN_CIRCLES.filter((known) => !circles.some((circle) => sameModules(known, circle)));
    expect(gone, 'no longer a circle: delete it from KNOWN_CIRCLES').toEqual([]);
  });

  it('follows type-only imports, re-exports and dynamic imports', async ({ onTestFinished }) => {
    const dir = await mkdtemp(join(tmpdir(), 'smform-graph-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await mkdir(join(dir, 'sub'));
    await writeFile(join(dir, 'a.ts'), "import type { B } from './sub/b.js';\nexport type A = B;\n");
    await writeFile(join(dir, 'sub', 'b.ts'), "export { c as B } from '../c.js';\n");
    await writeFile(join(dir, 'c.ts'), "import 'node:fs';\nexport const c = () => import('./a.js');\n");
    await writeFile(join(dir, 'd.ts'), "import { c } from './c.js';\nexport const d = c;\n");
    expect(importCircles(importGraph(dir))).toEqual([['a.ts', 'c.ts', 'sub/b.ts']]);
    await writeFile(join(dir, 'c.ts'), 'export const c = 1;\n');
    expect(importCircles(importGraph(dir))).toEqual([]);
    await writeFile(join(dir, 'e.ts'), "import './missing.js';\n");
    expect(() => importGraph(dir)).toThrow('e.ts imports ./missing.js: no such file');
  });
});

describe('the layers of src/ (its top-level folders)', () => {
  it('import one another without a circle, type-only imports included', () => {
    const graph = importGraph(src);
    const circles = importCircles(layerGraph(graph));
    const crossings = circles.map((circle) => ({ circle, edges: edgesWithin(graph, circle) }));
    expect(crossings, 'layers that reach each other back (cut one of these edges)').toEqual([]);
  });

  it('sees a circle of folders that no circle of files shows', async ({ onTestFinished }) => {
    const dir = await mkdtemp(join(tmpdir(), 'smform-layers-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await mkdir(join(dir, 'low'));
    await mkdir(join(dir, 'high'));
    await writeFile(join(dir, 'low', 'a.ts'), "import type { C } from '../high/c.js';\nexport type A = C;\n");
    await writeFile(join(dir, 'low', 'b.ts'), 'export const b = 1;\n');
    await writeFile(
      join(dir, 'high', 'c.ts'),
      "import { b } from '../low/b.js';\nexport type C = typeof b;\n",
    );
    await writeFile(join(dir, 'top.ts'), "import { b } from './low/b.js';\nexport const top = b;\n");
    const graph = importGraph(dir);
    expect(importCircles(graph)).toEqual([]);
    expect(importCircles(layerGraph(graph))).toEqual([['high', 'low']]);
    expect(edgesWithin(graph, ['high', 'low']).sort()).toEqual([
      'high/c.ts -> low/b.ts',
      'low/a.ts -> high/c.ts',
    ]);
    await writeFile(join(dir, 'low', 'a.ts'), 'export type A = string;\n');
    expect(importCircles(layerGraph(importGraph(dir)))).toEqual([]);
  });
});

function sameModules(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((module) => b.includes(module));
}
