import {
  isMap,
  isScalar,
  isSeq,
  Document,
  stringify,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

/**
 * Edits of a YAML file made as text splices at the exact ranges of the `yaml` library's document
 * nodes, so every byte outside an edited node stays as written: comments, key order, quoting, blank
 * lines. Each edit replaces one node's text or inserts whole lines; they are applied from the end.
 */

export type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

interface Splice {
  start: number;
  end: number;
  text: string;
}

export class FileEdits {
  private readonly splices: Splice[] = [];

  /** Quotes as the file mostly does. */
  readonly style: Style;

  constructor(readonly text: string) {
    const single = text.match(/: '/g)?.length ?? 0;
    const double = text.match(/: "/g)?.length ?? 0;
    this.style = { singleQuote: single > double };
  }

  get changed(): boolean {
    return this.splices.length > 0;
  }

  replace(start: number, end: number, text: string): void {
    if (this.splices.some((s) => start < s.end && s.start < end))
      throw new Error(`overlapping edits at ${start}-${end}`);
    this.splices.push({ start, end, text });
  }

  apply(): string {
    let out = this.text;
    // From the end; inserts at one place keep the order they were made in.
    const order = this.splices.map((splice, index) => ({ splice, index }));
    order.sort((a, b) => b.splice.start - a.splice.start || b.index - a.index);
    for (const { splice: s } of order) out = out.slice(0, s.start) + s.text + out.slice(s.end);
    return out;
  }

  /** The 0-based column of an offset. */
  column(offset: number): number {
    return offset - (this.text.lastIndexOf('\n', offset - 1) + 1);
  }

  lineStart(offset: number): number {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }

  /** The start of the line after the one holding the node's last character (`end` is exclusive). */
  nextLine(end: number): number {
    const last = Math.max(0, end - 1);
    const newline = this.text.indexOf('\n', last);
    return newline === -1 ? this.text.length : newline + 1;
  }

  /** Text before `offset` on its line is only spaces (and a list dash): a block item's first key. */
  onlyIndentBefore(offset: number): boolean {
    return /^[ ]*$/.test(this.text.slice(this.lineStart(offset), offset));
  }
}

/** One scalar in flow or block context: quoted only when YAML needs it (ids like '101' are). */
export function scalarText(value: string | number | boolean | null, style: Style = {}): string {
  return stringify(value, { singleQuote: style.singleQuote === true }).trimEnd();
}

/** How new text is quoted: as the file mostly quotes (`'101'` or `"101"`). */
export interface Style {
  singleQuote?: boolean;
}

/** `[a, b]`: lists as the examples write tags. */
export function flowText(value: Plain, style: Style = {}, padding = false): string {
  const doc = new Document(value);
  if (isSeq(doc.contents) || isMap(doc.contents)) doc.contents.flow = true;
  return doc
    .toString({ flowCollectionPadding: padding, lineWidth: 0, singleQuote: style.singleQuote === true })
    .trimEnd();
}

/** A map as block lines at `indent` (the first line without it): scalars plain, lists of scalars in flow. */
export function blockMapLines(value: Record<string, Plain>, indent: string, style: Style = {}): string[] {
  return Object.entries(value).flatMap(([key, item], i) => {
    const pad = i === 0 ? '' : indent;
    if (Array.isArray(item) && item.some((x) => x !== null && typeof x === 'object'))
      return [`${pad}${key}:`, ...blockSeqLines(item, `${indent}  `, style)];
    const rendered =
      Array.isArray(item) || (item !== null && typeof item === 'object')
        ? flowText(item, style)
        : scalarText(item, style);
    return [`${pad}${key}: ${rendered}`];
  });
}

/** A list of maps as block items, every line indented. */
export function blockSeqLines(items: Plain[], indent: string, style: Style = {}): string[] {
  return items.flatMap((item) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? blockMapLines(item, `${indent}  `, style).map((line, i) => (i === 0 ? `${indent}- ${line}` : line))
      : [`${indent}- ${flowText(item, style)}`],
  );
}

/** The node already says `value`; a list of tags in another order says the same (tags are a set). */
function same(node: unknown, value: Plain): boolean {
  const data = (node as { toJSON?: () => unknown } | null)?.toJSON?.() ?? node;
  const tags = (x: unknown): x is string[] => Array.isArray(x) && x.every((t) => typeof t === 'string');
  if (tags(data) && tags(value))
    return JSON.stringify([...data].sort()) === JSON.stringify([...value].sort());
  return JSON.stringify(data) === JSON.stringify(value);
}

export function pairOf(map: YAMLMap, key: string): Pair | undefined {
  return map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key);
}

function rangeOf(node: unknown): [number, number, number] {
  const range = (node as Node | null)?.range;
  if (range === undefined || range === null) throw new Error('a YAML node without a source range');
  return range;
}

/** The map's key indentation: where its first key starts. */
function keyIndent(edits: FileEdits, map: YAMLMap): string {
  return ' '.repeat(edits.column(rangeOf(map)[0]));
}

/** Sets `key` of a block or flow map to `value`; `undefined` removes it. Unchanged values are left alone. */
export function setKey(edits: FileEdits, map: YAMLMap, key: string, value: Plain | undefined): void {
  const pair = pairOf(map, key);
  if (map.flow === true) {
    const data = { ...(map.toJSON() as Record<string, Plain>) };
    if (value === undefined) delete data[key];
    else data[key] = value;
    if (!same(map, data)) {
      const [start, end] = rangeOf(map);
      // `{ a: 1 }` stays padded as written; the lists inside follow the file's `[a, b]`.
      const padded = /^\{\s/.test(edits.text.slice(start, end));
      edits.replace(start, end, flowText(data, edits.style, padded).replace(/\[ (.*?) \]/g, '[$1]'));
    }
    return;
  }
  if (pair === undefined) {
    if (value === undefined) return;
    const last = map.items.at(-1);
    const at = edits.nextLine(rangeOf(last?.value ?? last?.key ?? map)[1]);
    const indent = keyIndent(edits, map);
    const lines = blockMapLines({ [key]: value }, indent, edits.style);
    edits.replace(
      at,
      at,
      `${edits.text.charAt(at - 1) === '\n' || at === 0 ? '' : '\n'}${indent}${lines.join('\n')}\n`,
    );
    return;
  }
  if (value === undefined) {
    const keyStart = rangeOf(pair.key)[0];
    const end = edits.nextLine(rangeOf(pair.value ?? pair.key)[1]);
    if (edits.onlyIndentBefore(keyStart)) edits.replace(edits.lineStart(keyStart), end, '');
    return;
  }
  if (same(pair.value, value)) return;
  replaceValue(edits, pair, value);
}

/** Replaces a pair's value node: scalars keep their quoting style, lists of maps go block. */
function replaceValue(edits: FileEdits, pair: Pair, value: Plain): void {
  const node = pair.value;
  const [start, end] = rangeOf(node);
  if (isScalar(node) && (typeof value === 'string' || typeof value === 'number')) {
    const text = String(value);
    const quoted =
      node.type === 'QUOTE_SINGLE'
        ? `'${text.replace(/'/g, "''")}'`
        : node.type === 'QUOTE_DOUBLE'
          ? JSON.stringify(text)
          : scalarText(value, edits.style);
    edits.replace(start, end, quoted);
    return;
  }
  if (Array.isArray(value) && value.some((x) => x !== null && typeof x === 'object')) {
    const indent = `${' '.repeat(edits.column(rangeOf(pair.key)[0]))}  `;
    const body = blockSeqLines(value, indent, edits.style).join('\n');
    if (isSeq(node) && node.flow !== true)
      edits.replace(edits.lineStart(start), edits.nextLine(end), `${body}\n`);
    else edits.replace(rangeOf(pair.key)[1], end, `:\n${body}`);
    return;
  }
  edits.replace(start, end, flowText(value, edits.style));
}

/** Removes list items; removing every item leaves `[]`, so the key still declares an empty list. */
export function removeItems(edits: FileEdits, seq: YAMLSeq, indexes: readonly number[]): void {
  const gone = new Set(indexes);
  if (seq.flow === true || seq.items.every((_, i) => gone.has(i))) {
    const rest = seq.items.filter((_, i) => !gone.has(i)).map((x) => (x as Node).toJSON() as Plain);
    const [start, end] = rangeOf(seq);
    edits.replace(start, end, flowText(rest, edits.style));
    return;
  }
  for (const index of gone) {
    const [start, , end] = rangeOf(seq.items[index]);
    edits.replace(edits.lineStart(start), edits.nextLine(end), '');
  }
}

/** Appends maps to a list; a flow list (`[]`) becomes a block list under its key. */
export function appendItems(edits: FileEdits, pair: Pair, items: Record<string, Plain>[]): void {
  const seq = pair.value;
  const keyColumn = edits.column(rangeOf(pair.key)[0]);
  if (!isSeq(seq) || seq.flow === true || seq.items.length === 0) {
    const existing = isSeq(seq) ? seq.items.map((x) => (x as Node).toJSON() as Plain) : [];
    const lines = blockSeqLines([...existing, ...items], ' '.repeat(keyColumn + 2), edits.style);
    const keyEnd = rangeOf(pair.key)[1];
    const end = isSeq(seq) ? rangeOf(seq)[1] : edits.text.indexOf(':', keyEnd) + 1;
    // A comment after `[]` stays on the key's line, above the items that replace it.
    const lineEnd = edits.nextLine(end) - (edits.text.charAt(edits.nextLine(end) - 1) === '\n' ? 1 : 0);
    const rest = edits.text.slice(end, lineEnd);
    const comment = /^\s+#/.test(rest) ? rest : '';
    edits.replace(keyEnd, comment === '' ? end : lineEnd, `:${comment}\n${lines.join('\n')}`);
    return;
  }
  const last = seq.items.at(-1);
  const [lastStart, , lastEnd] = rangeOf(last);
  const dash = edits.text.lastIndexOf('-', lastStart - 1);
  const indent = ' '.repeat(edits.column(dash >= edits.lineStart(lastStart) ? dash : lastStart));
  const at = edits.nextLine(lastEnd);
  const newline = at > 0 && edits.text.charAt(at - 1) !== '\n' ? '\n' : '';
  edits.replace(at, at, `${newline}${blockSeqLines(items, indent, edits.style).join('\n')}\n`);
}

/** Adds `key:` with block items to a block map that lacks it. */
export function addList(edits: FileEdits, map: YAMLMap, key: string, items: Record<string, Plain>[]): void {
  const last = map.items.at(-1);
  const at = edits.nextLine(rangeOf(last?.value ?? last?.key ?? map)[2]);
  const indent = keyIndent(edits, map);
  const newline = at > 0 && edits.text.charAt(at - 1) !== '\n' ? '\n' : '';
  edits.replace(
    at,
    at,
    `${newline}${indent}${key}:\n${blockSeqLines(items, `${indent}  `, edits.style).join('\n')}\n`,
  );
}
