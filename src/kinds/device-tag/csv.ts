import { defined } from '../../canonical/defined.js';
import type { Diagnostic, SourceLocation } from '../../model/source.js';
import type { DeclaredSerial } from './types.js';

/** One CSV cell and where it starts (1-based line and column). */
interface Cell {
  text: string;
  line: number;
  column: number;
}

/**
 * Splits CSV text into rows of cells (RFC 4180: quoted cells may hold commas, quotes doubled, and line
 * breaks; CRLF or LF line ends; a leading byte-order mark is dropped). Blank lines are left out.
 * Throws a message with the line when a quote never closes.
 */
export function parseCsv(text: string): Cell[][] {
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let line = 1;
  let column = 1;
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  const pushRow = (): void => {
    if (!(row.length === 1 && row[0]?.text === '')) rows.push(row);
    row = [];
  };
  while (i <= text.length) {
    const start = { line, column };
    let cell = '';
    if (text[i] === '"') {
      i += 1;
      column += 1;
      for (;;) {
        if (i >= text.length) throw new Error(`line ${start.line}: a quoted cell never closes`);
        const char = text[i] as string;
        if (char === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
          column += 2;
        } else if (char === '"') {
          i += 1;
          column += 1;
          break;
        } else {
          cell += char;
          i += 1;
          if (char === '\n') {
            line += 1;
            column = 1;
          } else column += 1;
        }
      }
    }
    while (i < text.length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
      cell += text[i];
      i += 1;
      column += 1;
    }
    row.push({ text: cell, ...start });
    if (text[i] === ',') {
      i += 1;
      column += 1;
      continue;
    }
    if (text[i] === '\r') i += 1;
    i += 1;
    line += 1;
    column = 1;
    pushRow();
  }
  return rows;
}

/** Where the serials of a tag come from: a CSV file (relative to the YAML file) and its columns. */
export interface SerialFile {
  file: string;
  /** The header of the serial column; default `serial`. */
  column?: string;
  /** The header of a column of device names, checked like a `name` in a `serials:` entry. */
  nameColumn?: string;
}

const DEFAULT_COLUMN = 'serial';

/** The serials of a CSV text; problems name `file:line:column`. The first row is the header. */
export function readSerialCsv(
  text: string,
  spec: SerialFile,
  file: string,
  declaredAt: SourceLocation,
): { serials: DeclaredSerial[]; diagnostics: Diagnostic[] } {
  const problem = (message: string, at: SourceLocation, hint?: string): Diagnostic => ({
    severity: 'error',
    code: 'serial-file',
    message,
    source: at,
    ...defined({ hint }),
  });
  let rows: Cell[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    return { serials: [], diagnostics: [problem(`${file}: ${(error as Error).message}`, declaredAt)] };
  }
  const [header, ...body] = rows;
  const headers = (header ?? []).map((cell) => cell.text.trim());
  const find = (name: string): number => headers.findIndex((h) => h.toLowerCase() === name.toLowerCase());
  const column = find(spec.column ?? DEFAULT_COLUMN);
  const nameColumn = spec.nameColumn === undefined ? undefined : find(spec.nameColumn);
  const missing = [
    ...(column < 0 ? [spec.column ?? DEFAULT_COLUMN] : []),
    ...(nameColumn !== undefined && nameColumn < 0 ? [spec.nameColumn ?? ''] : []),
  ];
  if (missing.length > 0) {
    const shown = headers.length === 0 ? 'the file is empty' : `its columns: ${headers.join(', ')}`;
    return {
      serials: [],
      diagnostics: [
        problem(
          `${file} has no column ${missing.map((m) => JSON.stringify(m)).join(' or ')} (${shown})`,
          { file, line: 1, column: 1 },
          'name the column with `column:` (and `nameColumn:`), or give the first row those headers',
        ),
      ],
    };
  }
  const serials: DeclaredSerial[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const row of body) {
    const cell = row[column];
    const at = { file, line: cell?.line ?? row[0]?.line ?? 1, column: cell?.column ?? 1 };
    const serial = cell?.text.trim() ?? '';
    if (serial === '') {
      diagnostics.push(
        problem(`${file}:${at.line}: the serial cell is empty`, at, 'fill it in or delete the row'),
      );
      continue;
    }
    const name = nameColumn === undefined ? undefined : row[nameColumn]?.text.trim();
    serials.push(defined({ serial, name: name === '' ? undefined : name, source: at }));
  }
  return { serials, diagnostics };
}
