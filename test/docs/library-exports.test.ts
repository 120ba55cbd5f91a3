import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/library.md § Everything the package exports: the table lists every name the package exports, values
 * and types apart, and nothing else is public. The package's one entry point is src/index.ts (package.json
 * `exports`), so its export statements are what a user can import.
 */

const PAGE = 'docs/library.md';

/** The backticked names of one column of the export table; "the renderers above" are § Output formats'. */
function documented(column: 'values' | 'types'): string[] {
  const page = readFileSync(PAGE, 'utf8');
  const section = page.slice(page.indexOf('## Everything the package exports'));
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2);
  const index = column === 'values' ? 2 : 3;
  const names: string[] = [];
  for (const row of rows) {
    const cell = row.split('|')[index] ?? '';
    // A link's target such as ([client.md](client.md)) names a page, not an export.
    const text = cell.replace(/\(\[[^\]]*\]\([^)]*\)\)/g, '');
    names.push(...[...text.matchAll(/`([A-Za-z_][A-Za-z0-9_]*)`/g)].map((m) => m[1] ?? ''));
    if (text.includes('the renderers above')) {
      const output = page.slice(page.indexOf('## Output formats'), page.indexOf('## Everything'));
      const renderers = [...output.matchAll(/`([a-z]+Renderers)`/g)].map((m) => m[1] ?? '');
      names.push(...renderers);
    }
  }
  return [...new Set(names)].sort();
}

/** The names src/index.ts exports, by whether they are types only. */
function exported(): { values: string[]; types: string[] } {
  const source = ts.createSourceFile(
    'src/index.ts',
    readFileSync('src/index.ts', 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const values: string[] = [];
  const types: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const clause = statement.exportClause;
    if (clause === undefined || !ts.isNamedExports(clause)) throw new Error('src/index.ts: export *');
    for (const element of clause.elements) {
      (statement.isTypeOnly || element.isTypeOnly ? types : values).push(element.name.text);
    }
  }
  return { values: values.sort(), types: types.sort() };
}

describe('what the package exports (docs/library.md)', () => {
  it('exports every value the table lists and no other value', async () => {
    const { values } = exported();
    expect(values).toEqual(documented('values'));
    // The entry point really holds them at run time, and nothing more.
    const loaded = Object.keys(await import('../../src/index.js')).sort();
    expect(loaded).toEqual(values);
  });

  it('exports every type the table lists and no other type', () => {
    expect(exported().types).toEqual(documented('types'));
  });
});
