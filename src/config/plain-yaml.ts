/**
 * A fast reader for the plain YAML that config files are made of (block mappings and lists, one-line
 * flow lists and mappings, plain and simply quoted scalars, comments), with where each value starts.
 * Anything else (anchors, tags, block scalars, multi-line scalars, escapes, empty values, nulls,
 * numbers other than small whole ones, tabs, CR, control characters, duplicate keys, several
 * documents) makes it give up, and the file is read by the `yaml` library instead. So it never decides
 * what a file means: for every text it reads, its data and every location equal the library's
 * (test/config/plain-yaml.test.ts checks that on generated texts).
 *
 * Why: the library builds a concrete syntax tree, a document of nodes and then the plain values, about
 * 1 ms per network file; thousands of files made the config load take seconds.
 */

/**
 * Where a value starts (a character offset): a scalar's is the number itself, a mapping or list also
 * holds where its children start. Kept small: a config of 100,000 objects has a million values.
 */
export type PlainLoc = number | PlainNode;

export interface PlainNode {
  start: number;
  /** A mapping's entries in order, flat: key, the key's start, the value's location; and so on. */
  entries?: (string | PlainLoc)[];
  items?: PlainLoc[];
}

/** The location of a mapping's value, and where its key starts. */
export function plainEntry(node: PlainNode, key: string): { keyStart: number; value: PlainLoc } | undefined {
  const entries = node.entries ?? [];
  for (let i = 0; i < entries.length; i += 3) {
    if (entries[i] === key) return { keyStart: entries[i + 1] as number, value: entries[i + 2] as PlainLoc };
  }
  return undefined;
}

export function plainStart(loc: PlainLoc): number {
  return typeof loc === 'number' ? loc : loc.start;
}

export interface PlainYaml {
  data: Record<string, unknown>;
  root: PlainNode;
  /** Offsets where lines start, as the library's LineCounter records them. */
  lineStarts: number[];
}

/** Keys whose values are Dashboard ids: a number there is an error the full reader words exactly. */
const ID_KEYS = new Set(['id', 'roleId', 'groupPolicyId', 'network', 'smNetwork']);

/** Characters that make the reader give up anywhere in a file. */
// eslint-disable-next-line no-control-regex
const UNSUPPORTED_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\ufeff\u2028\u2029]/;
/** First characters of a plain scalar the reader leaves to the library (YAML indicators). */
const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`]/;
/** Plain scalars that may resolve to a number, infinity or NaN under the YAML 1.2 core schema. */
const NUMERIC_LOOKING = /^[-+.0-9][-+.0-9a-zA-Z_]*$/;
const SMALL_WHOLE_NUMBER = /^(?:0|[1-9][0-9]{0,14})$/;
const MAX_DEPTH = 40;
/** YAML's limit for an implicit key is 1024 characters. */
const MAX_KEY_LENGTH = 1000;

class GiveUp extends Error {}

function giveUp(): never {
  throw new GiveUp();
}

interface Line {
  start: number;
  /** Leading spaces; -1 for a blank or comment-only line. */
  indent: number;
  text: string;
}

/** The data and locations of a plain YAML text, or undefined when the library must read it. */
export function readPlainYaml(text: string): PlainYaml | undefined {
  if (UNSUPPORTED_CHARACTERS.test(text)) return undefined;
  try {
    return new Reader(text).read();
  } catch (error) {
    if (error instanceof GiveUp || error instanceof RangeError) return undefined;
    throw error;
  }
}

class Reader {
  private readonly lines: Line[] = [];
  private readonly lineStarts: number[] = [0];
  /** The current significant line. */
  private at = 0;

  constructor(text: string) {
    let start = 0;
    for (;;) {
      const end = text.indexOf('\n', start);
      const body = end < 0 ? text.slice(start) : text.slice(start, end);
      let indent = 0;
      while (body.charCodeAt(indent) === 32) indent += 1;
      const first = body.charCodeAt(indent);
      const significant = indent < body.length && first !== 35; /* # */
      this.lines.push({ start, indent: significant ? indent : -1, text: body });
      if (end < 0) break;
      start = end + 1;
      this.lineStarts.push(start);
    }
  }

  read(): PlainYaml {
    this.skipInsignificant();
    const first = this.lines[this.at];
    if (first?.indent !== 0 || isSeqEntry(first.text, 0)) giveUp();
    // The top mapping ends only at the end of the text: a line indented less than column 0 does not exist.
    const { value, node } = this.map(0, this.at, 0, 0);
    return { data: value, root: node, lineStarts: this.lineStarts };
  }

  private skipInsignificant(): void {
    while (this.lines[this.at]?.indent === -1) this.at += 1;
  }

  /** The next significant line from the current one, without moving. */
  private peek(): Line | undefined {
    this.skipInsignificant();
    return this.lines[this.at];
  }

  /** A block value starting on the next significant line, indented more than `parent`. */
  private nestedBlock(parent: number, depth: number): { value: unknown; node: PlainLoc } {
    const line = this.peek();
    if (line === undefined || line.indent <= parent) giveUp();
    return isSeqEntry(line.text, line.indent)
      ? this.seq(line.indent, depth)
      : this.map(line.indent, this.at, line.indent, depth);
  }

  /** A block mapping whose keys sit at column `indent`; its first key is on `row` at `col`. */
  private map(
    indent: number,
    row: number,
    col: number,
    depth: number,
  ): { value: Record<string, unknown>; node: PlainNode } {
    if (depth > MAX_DEPTH) giveUp();
    const value: Record<string, unknown> = {};
    const entries: (string | PlainLoc)[] = [];
    const line0 = this.lines[row] ?? giveUp();
    const node: PlainNode = { start: line0.start + col, entries };
    let line = line0;
    for (;;) {
      const colon = keyEnd(line.text, col);
      if (colon === -1) giveUp();
      const key = plainKey(line.text.slice(col, colon));
      if (Object.hasOwn(value, key)) giveUp();
      const keyStart = line.start + col;
      let after = colon + 1;
      while (line.text.charCodeAt(after) === 32) after += 1;
      let child: { value: unknown; node: PlainLoc };
      if (after >= line.text.length || line.text.charCodeAt(after) === 35 /* # */) {
        // The value is on the following lines: a list may sit at the key's own column.
        this.at += 1;
        const next = this.peek();
        child =
          next !== undefined && next.indent === indent && isSeqEntry(next.text, indent)
            ? this.seq(indent, depth + 1)
            : this.nestedBlock(indent, depth + 1);
      } else {
        child = this.inlineValue(line, after, ID_KEYS.has(key), depth + 1);
        this.at += 1;
      }
      value[key] = child.value;
      entries.push(key, keyStart, child.node);
      const next = this.peek();
      if (next === undefined || next.indent < indent) break;
      if (next.indent > indent || isSeqEntry(next.text, indent)) giveUp();
      line = next;
      col = indent;
    }
    return { value, node };
  }

  /** A block list whose dashes sit at column `indent`, starting on the current line. */
  private seq(indent: number, depth: number): { value: unknown[]; node: PlainNode } {
    if (depth > MAX_DEPTH) giveUp();
    const value: unknown[] = [];
    const items: PlainLoc[] = [];
    let line = this.lines[this.at] ?? giveUp();
    const node: PlainNode = { start: line.start + indent, items };
    for (;;) {
      let col = indent + 1;
      while (line.text.charCodeAt(col) === 32) col += 1;
      let child: { value: unknown; node: PlainLoc };
      if (col >= line.text.length || line.text.charCodeAt(col) === 35 /* # */) {
        this.at += 1;
        child = this.nestedBlock(indent, depth + 1);
      } else if (keyEnd(line.text, col) === -1) {
        child = this.inlineValue(line, col, false, depth + 1);
        this.at += 1;
      } else {
        child = this.map(col, this.at, col, depth + 1);
      }
      value.push(child.value);
      items.push(child.node);
      const next = this.peek();
      // A line indented more than the dashes is left to the nearest enclosing mapping, which gives up on it.
      if (next === undefined || next.indent !== indent || !isSeqEntry(next.text, indent)) break;
      line = next;
    }
    return { value, node };
  }

  /** A scalar or one-line flow collection at `col`, followed by nothing but a comment. */
  private inlineValue(
    line: Line,
    col: number,
    idKey: boolean,
    depth: number,
  ): { value: unknown; node: PlainLoc } {
    const text = line.text;
    const char = text.charCodeAt(col);
    const flow = new FlowReader(text, line.start);
    let value: unknown;
    if (char === 91 /* [ */ || char === 123 /* { */) {
      value = flow.collection(col, depth);
    } else if (char === 34 /* " */ || char === 39 /* ' */) {
      value = flow.quoted(col);
    } else {
      let end = text.indexOf(' #', col);
      if (end < 0) end = text.length;
      const raw = trimSpaces(text.slice(col, end));
      if (raw.includes(': ') || raw.endsWith(':')) giveUp();
      return { value: resolvePlain(raw, idKey), node: line.start + col };
    }
    let rest = flow.end;
    while (text.charCodeAt(rest) === 32) rest += 1;
    if (rest < text.length && !(text.charCodeAt(rest) === 35 && rest > flow.end)) giveUp();
    return { value, node: flow.node };
  }
}

/** Whether a list entry (`- ...` or a lone `-`) starts at `col`. */
function isSeqEntry(text: string, col: number): boolean {
  return text.charCodeAt(col) === 45 /* - */ && (col + 1 === text.length || text.charCodeAt(col + 1) === 32);
}

/**
 * The column of the colon that ends a plain mapping key starting at `col` (`key: value` or `key:` at the
 * end of the line), or -1 when the rest of the line is no such key.
 */
function keyEnd(text: string, col: number): number {
  const first = text.charCodeAt(col);
  if (first === 34 || first === 39 || first === 91 || first === 123) return -1;
  for (let i = col; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 35 /* # */ && text.charCodeAt(i - 1) === 32) return -1;
    if (char === 58 /* : */ && (i + 1 === text.length || text.charCodeAt(i + 1) === 32)) return i;
  }
  return -1;
}

/**
 * A plain scalar without its trailing separation: spaces only (a text with a tab never gets here). String's
 * trimEnd would also strip U+00A0, U+3000 and the other Unicode spaces, which YAML keeps as part of the value.
 */
function trimSpaces(raw: string): string {
  let end = raw.length;
  // At 0, raw.charCodeAt(-1) is NaN: no space.
  while (raw.charCodeAt(end - 1) === 32) end -= 1;
  return raw.slice(0, end);
}

/** A mapping key written plain: only keys that are strings under the core schema, and safe as properties. */
function plainKey(raw: string): string {
  const key = trimSpaces(raw);
  // A key checked before is taken as it was first seen: the slices of a fleet's million keys die young
  // instead of being kept in the location entries (a dozen distinct keys, written 100,000 times each).
  return KNOWN_KEYS.get(key) ?? checkedKey(key);
}

/** A key not seen before, checked (an empty one gives up in resolvePlain) and kept. */
function checkedKey(key: string): string {
  if (
    key.length > MAX_KEY_LENGTH ||
    INDICATOR.test(key) ||
    key.includes(' #') ||
    key === '__proto__' ||
    key === '<<'
  )
    giveUp();
  if (resolvePlain(key, true) !== key) giveUp();
  // Bounded: distinct keys are few in a config, but a file may be anything.
  if (KNOWN_KEYS.size >= 4096) KNOWN_KEYS.clear();
  KNOWN_KEYS.set(key, key);
  return key;
}

/** Keys that passed the checks above, each as first seen. */
const KNOWN_KEYS = new Map<string, string>();

/** A plain scalar under the YAML 1.2 core schema: strings, booleans and small whole numbers. */
function resolvePlain(raw: string, idKey: boolean): unknown {
  if (raw === '' || INDICATOR.test(raw) || raw.includes('\t')) giveUp();
  switch (raw) {
    case 'true':
    case 'True':
    case 'TRUE':
      return true;
    case 'false':
    case 'False':
    case 'FALSE':
      return false;
    case 'null':
    case 'Null':
    case 'NULL':
    case '~':
      return giveUp();
  }
  if (NUMERIC_LOOKING.test(raw)) {
    if (!idKey && SMALL_WHOLE_NUMBER.test(raw)) return Number(raw);
    giveUp();
  }
  return raw;
}

/** `: , [ ] { } #`: where a plain key or scalar inside a flow collection ends (or the reader gives up). */
function isFlowStop(code: number): boolean {
  return (
    code === 58 || code === 44 || code === 91 || code === 93 || code === 123 || code === 125 || code === 35
  );
}

/**
 * One-line flow collections (`[a, b]`, `{ name: x, tags: [a] }`) and quoted scalars. Each read returns
 * the value and leaves where it is (`node`) and the column after it (`end`) on the reader: a fleet's
 * 100,000 one-line groups are read without a result object per value.
 */
class FlowReader {
  /** The location of the value read last. */
  node: PlainLoc = 0;
  /** The column just after the value read last. */
  end = 0;

  constructor(
    private readonly text: string,
    private readonly lineStart: number,
  ) {}

  collection(col: number, depth: number): unknown {
    if (depth > MAX_DEPTH) giveUp();
    return this.text.charCodeAt(col) === 91 ? this.seq(col, depth) : this.map(col, depth);
  }

  /** A one-line quoted scalar without escapes, starting at `col`. */
  quoted(col: number): string {
    const text = this.text;
    this.node = this.lineStart + col;
    if (text.charCodeAt(col) === 34 /* " */) {
      const close = text.indexOf('"', col + 1);
      if (close < 0) giveUp();
      const value = text.slice(col + 1, close);
      if (value.includes('\\')) giveUp();
      this.end = close + 1;
      return value;
    }
    let value = '';
    let from = col + 1;
    for (;;) {
      const close = text.indexOf("'", from);
      if (close < 0) giveUp();
      value += text.slice(from, close);
      if (text.charCodeAt(close + 1) !== 39 /* ' */) {
        this.end = close + 1;
        return value;
      }
      value += "'";
      from = close + 2;
    }
  }

  /** Where a plain key or scalar starting at `i` ends: at the first flow stop or the end of the line. */
  private plainEnd(i: number): number {
    while (i < this.text.length && !isFlowStop(this.text.charCodeAt(i))) i += 1;
    return i;
  }

  private skipSpaces(i: number): number {
    while (this.text.charCodeAt(i) === 32) i += 1;
    return i;
  }

  private seq(col: number, depth: number): unknown[] {
    const value: unknown[] = [];
    const items: PlainLoc[] = [];
    const node: PlainNode = { start: this.lineStart + col, items };
    let i = this.skipSpaces(col + 1);
    if (this.text.charCodeAt(i) !== 93 /* ] */) {
      for (;;) {
        value.push(this.value(i, false, depth));
        items.push(this.node);
        i = this.skipSpaces(this.end);
        const char = this.text.charCodeAt(i);
        if (char === 93) break;
        if (char !== 44 /* , */) giveUp();
        // A comma before the bracket (`[x, ]`) reads an empty value next, which gives up.
        i = this.skipSpaces(i + 1);
      }
    }
    this.node = node;
    this.end = i + 1;
    return value;
  }

  private map(col: number, depth: number): Record<string, unknown> {
    const value: Record<string, unknown> = {};
    const entries: (string | PlainLoc)[] = [];
    const node: PlainNode = { start: this.lineStart + col, entries };
    let i = this.skipSpaces(col + 1);
    if (this.text.charCodeAt(i) !== 125 /* } */) {
      for (;;) {
        const end = this.plainEnd(i);
        if (this.text.charCodeAt(end) !== 58 || this.text.charCodeAt(end + 1) !== 32) giveUp();
        const key = plainKey(this.text.slice(i, end));
        if (Object.hasOwn(value, key)) giveUp();
        value[key] = this.value(this.skipSpaces(end + 1), ID_KEYS.has(key), depth);
        entries.push(key, this.lineStart + i, this.node);
        i = this.skipSpaces(this.end);
        const char = this.text.charCodeAt(i);
        if (char === 125) break;
        if (char !== 44) giveUp();
        // A comma before the brace (`{b: c, }`) reads an empty key next, which gives up.
        i = this.skipSpaces(i + 1);
      }
    }
    this.node = node;
    this.end = i + 1;
    return value;
  }

  private value(i: number, idKey: boolean, depth: number): unknown {
    const char = this.text.charCodeAt(i);
    if (char === 91 || char === 123) return this.collection(i, depth + 1);
    if (char === 34 || char === 39) return this.quoted(i);
    // The scalar ends at the stop; the list or mapping reading it gives up on any but `,` and its own bracket.
    const end = this.plainEnd(i);
    this.node = this.lineStart + i;
    this.end = end;
    return resolvePlain(trimSpaces(this.text.slice(i, end)), idKey);
  }
}
