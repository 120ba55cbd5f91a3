import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Every `.ts` file under `dir`, as absolute paths. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The import graph of the TypeScript files under `root`, keyed by path relative to `root`: every
 * relative import, type-only ones, `export ... from` and dynamic `import()` included (TypeScript's own
 * pre-processor reads them). Packages and `node:` modules are left out; a relative import that names no
 * file throws, so the graph cannot silently miss an edge.
 */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => {
        const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
        if (!existsSync(target))
          throw new Error(`${relative(root, file)} imports ${specifier}: no such file`);
        return relative(root, target);
      })
      .filter((target) => !target.startsWith('..'));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one module (or a module importing itself), sorted. */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/**
 * The graph of the layers (the top-level folders of `root`; a file directly in `root` is its own layer),
 * from a module graph: layer A imports layer B when some file of A imports some file of B.
 */
export function layerGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const layers = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    const into = layers.get(from) ?? new Set<string>();
    layers.set(from, into);
    for (const target of targets) if (layerOf(target) !== from) into.add(layerOf(target));
  }
  return new Map([...layers].map(([layer, targets]) => [layer, [...targets].sort()]));
}

/** The module edges that cross from one layer of `circle` into another of it: what to cut. */
export function edgesWithin(
  graph: ReadonlyMap<string, readonly string[]>,
  circle: readonly string[],
): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => layerOf(file) !== layerOf(target))
      .filter((target) => circle.includes(layerOf(file)) && circle.includes(layerOf(target)))
      .map((target) => `${file} -> ${target}`),
  );
}

function layerOf(file: string): string {
  const slash = file.replaceAll('\\', '/').indexOf('/');
  return slash === -1 ? file : file.slice(0, slash);
}
