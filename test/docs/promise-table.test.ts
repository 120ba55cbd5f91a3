import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TABLE = 'docs/promises.md';

interface Row {
  promise: string;
  madeIn: string;
  file: string;
  title: string;
}

/** The rows of the promise table: every table line after the header and its rule. */
function rows(text: string): Row[] {
  const lines = text.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) => {
    const cells = line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim());
    if (cells.length !== 4) throw new Error(`${TABLE}: a row without exactly four cells: ${line}`);
    const [promise, madeIn, file, title] = cells as [string, string, string, string];
    return { promise, madeIn, file, title };
  });
}

/**
 * The titles of a test file's `it`/`test` calls written as one string literal ('...', "..." or a
 * template without `${`). Skipped and todo tests are not read: they cannot fail.
 */
function literalTitles(source: string): string[] {
  const call =
    /\b(?:it|test)(?:\.concurrent)?\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)/g;
  return [...source.matchAll(call)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1'));
}

/** The headings of a Markdown file, without their `#` marks. */
function headings(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());
}

describe('the promise table (docs/promises.md)', () => {
  it('reads literal titles of it and test calls, and not of skipped ones', () => {
    const source = [
      "it('plain title', () => {});",
      'it.concurrent(\n  "double \\"quoted\\"", () => {});',
      'test(`a template`, () => {});',
      "it('it\\'s escaped', () => {});",
      "it.skip('skipped', () => {});",
      'it(`with ${x}`, () => {});',
    ].join('\n');
    expect(literalTitles(source)).toEqual(['plain title', 'double "quoted"', 'a template', "it's escaped"]);
  });

  it('names, in every row, a doc section that exists and an existing test file holding that exact title', () => {
    const table = rows(readFileSync(TABLE, 'utf8'));
    expect(table.length).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const row of table) {
      const [doc, section] = row.madeIn.split(' § ');
      if (doc === undefined || section === undefined || !existsSync(doc)) {
        problems.push(`${row.promise}: "${row.madeIn}" is not DOC § SECTION of an existing page`);
      } else if (!headings(readFileSync(doc, 'utf8')).includes(section)) {
        problems.push(`${row.promise}: ${doc} has no section "${section}"`);
      }
      if (row.file === 'none yet' && row.title === 'none yet') continue;
      if (!row.file.startsWith('test/') || !existsSync(row.file)) {
        problems.push(`${row.promise}: no test file ${row.file}`);
      } else if (!literalTitles(readFileSync(row.file, 'utf8')).includes(row.title)) {
        problems.push(`${row.promise}: ${row.file} has no test titled "${row.title}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is linked from docs/testing.md', () => {
    expect(readFileSync('docs/testing.md', 'utf8').includes('](promises.md)')).toBe(true);
  });
});
