import { defined } from '../canonical/defined.js';
import type { Document, LineCounter, Node, Range, YAMLError } from 'yaml';
import type { Diagnostic, SourceLocation } from '../model/source.js';
import { plainEntry, plainStart, readPlainYaml } from './plain-yaml.js';
import type { PlainLoc, PlainNode, PlainYaml } from './plain-yaml.js';
import { checkYamlLimits, tooDeep } from './yaml-limits.js';
import { yamlLibrary } from './yaml-library.js';
import { locationOfOffset } from './yaml-location.js';

/** One step into a document: a mapping key or a sequence index. */
export type PathSegment = string | number;

/** A parsed YAML file that remembers where every node came from. */
export interface YamlFile {
  file: string;
  text: string;
  /** The `yaml` library's document; for a file the plain reader read, parsed on first use. */
  readonly doc: Document.Parsed;
  lineCounter: LineCounter;
  /** The plain JavaScript value; undefined when the YAML had errors. */
  data: unknown;
  diagnostics: Diagnostic[];
  /**
   * Where each value starts, when the plain reader (plain-yaml.ts) read the file: such a file has no
   * YAML problem, no numeric id, nothing nested too deep and no infinite number.
   */
  plain?: PlainNode;
}

/** A diagnostic of a YAML problem: it always says where. */
type Located = Diagnostic & { source: SourceLocation };

/** What a YAML error code means for a person editing the file. */
const HINT_OF_YAML_ERROR: Partial<Record<string, string>> = {
  TAB_AS_INDENT: 'indent with spaces; YAML does not allow tabs for indentation',
  DUPLICATE_KEY: 'each key may appear once per mapping: remove or merge the repeated one',
  BAD_INDENT: 'nested keys must line up under the key they belong to',
  BLOCK_AS_IMPLICIT_KEY: 'check the indentation of this line against the lines above it',
  MISSING_CHAR: 'check the indentation and the quotes on this line and the one before it',
  MULTILINE_IMPLICIT_KEY: 'a key and its colon must be on one line; check the indentation',
  MULTIPLE_DOCS: 'put one YAML document per file (no second ---)',
};

export function parseYamlFile(text: string, file: string): YamlFile {
  const plain = readPlainYaml(text);
  if (plain !== undefined) return plainYamlFile(text, file, plain);
  const { LineCounter, parseDocument } = yamlLibrary();
  const lineCounter = new LineCounter();
  // logLevel 'error': the library's own warnings (a key that is a list) went to stderr as raw Node
  // warnings; what such a file gets wrong is reported as a diagnostic instead (unknown-key).
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  // A tab used as indentation derails the parser: the errors around it (a block sequence as an implicit
  // key, a bad indent, often on an earlier line) are its echoes. Then the tabs alone are reported.
  const tabs = doc.errors.filter((error) => error.code === 'TAB_AS_INDENT');
  const yamlErrors = firstPerLine(
    (tabs.length > 0 ? tabs : doc.errors).map((error) =>
      diagnoseYamlError(error, doc, text, file, lineCounter),
    ),
  );
  const first = yamlErrors[0];
  if (first !== undefined && !/\.ya?ml$/i.test(file)) {
    return {
      file,
      text,
      doc,
      lineCounter,
      data: undefined,
      diagnostics: [
        {
          severity: 'error',
          code: 'not-yaml',
          // Not YAML, so maybe not meant for smform at all: its content is never quoted.
          message: 'the file is not YAML',
          hint: 'smform reads YAML config files (*.yaml, *.yml): check the path',
          source: first.source,
        },
      ],
    };
  }
  const diagnostics: Diagnostic[] =
    first === undefined ? checkYamlLimits(doc, text, file, lineCounter) : yamlErrors;
  let data: unknown;
  if (diagnostics.length === 0) {
    try {
      data = doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      diagnostics.push(diagnoseUnreadable(error, doc, file, lineCounter));
    }
  }
  return { file, text, doc, lineCounter, data, diagnostics };
}

/** A file the plain reader read: the library's document is built only if something asks for it. */
function plainYamlFile(text: string, file: string, plain: PlainYaml): YamlFile {
  const lineCounter = plainLineCounter(plain.lineStarts);
  let doc: Document.Parsed | undefined;
  return {
    file,
    text,
    get doc() {
      doc ??= yamlLibrary().parseDocument(text, { prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
      return doc;
    },
    lineCounter,
    data: plain.data,
    diagnostics: [],
    plain: plain.root,
  };
}

/** The library's LineCounter over known line starts, without loading the library (the same search). */
function plainLineCounter(lineStarts: number[]): LineCounter {
  return {
    lineStarts,
    addNewLine: (offset: number) => lineStarts.push(offset),
    linePos: (offset: number) => {
      let low = 0;
      let high = lineStarts.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((lineStarts[mid] ?? 0) < offset) low = mid + 1;
        else high = mid;
      }
      if (lineStarts[low] === offset) return { line: low + 1, col: 1 };
      if (low === 0) return { line: 0, col: offset };
      const start = lineStarts[low - 1] ?? 0;
      return { line: low, col: offset - start + 1 };
    },
  };
}

/** One problem per line: yaml often reports a single indentation slip three ways. */
function firstPerLine(diagnostics: Located[]): Located[] {
  const lines = new Set<number>();
  return diagnostics.filter((diagnostic) => {
    const line = diagnostic.source.line;
    if (lines.has(line)) return false;
    lines.add(line);
    return true;
  });
}

/** toJS fails on aliases without an anchor (and alias bombs); point at the alias. */
function diagnoseUnreadable(
  error: unknown,
  doc: Document.Parsed,
  file: string,
  lineCounter: LineCounter,
): Diagnostic {
  let alias: { source: string; offset: number } | undefined;
  yamlLibrary().visit(doc, {
    Alias(_key, node) {
      if (alias === undefined && node.resolve(doc) === undefined && node.range) {
        alias = { source: node.source, offset: node.range[0] };
      }
    },
  });
  if (alias !== undefined) {
    return {
      severity: 'error',
      code: 'yaml-syntax',
      message: `unknown alias *${alias.source}: no anchor &${alias.source} is defined before it`,
      hint: `define &${alias.source} on an earlier value, or write the value out`,
      source: locationOfOffset(file, lineCounter, alias.offset),
    };
  }
  const reason = error instanceof Error ? error.message : String(error);
  return {
    severity: 'error',
    code: 'yaml-syntax',
    message: `the YAML cannot be read: ${lowerFirst(reason)}`,
    hint: 'check anchors (&name) and aliases (*name)',
    source: { file, line: 1, column: 1 },
  };
}

function diagnoseYamlError(
  error: YAMLError,
  doc: Document.Parsed,
  text: string,
  file: string,
  lineCounter: LineCounter,
): Located {
  let offset = error.pos[0];
  // The engine ran out of stack: the document nests far too deep.
  // Where it gave up depends on the stack left, so point at the start of that run of brackets.
  if (/call stack/i.test(error.message)) return tooDeep(text, file, lineCounter, runStart(text, offset));
  let message = lowerFirst(error.message);
  let hint = HINT_OF_YAML_ERROR[error.code];
  const bracket = /end with an? ([\]}])/.exec(error.message)?.[1];
  if (error.code === 'DUPLICATE_KEY') {
    const key = /^["']?([^"':\n]+)/.exec(text.slice(offset))?.[1]?.trim();
    message = key === undefined ? 'duplicate key' : `duplicate key "${key}"`;
  } else if (/closing ["']quote/.test(error.message)) {
    offset = findUnclosed(doc, text, offset, `"'`) ?? offset;
    message = 'unclosed quote: this quoted string never ends';
    hint = 'add the closing quote on the same line, or remove the opening one';
  } else if (bracket !== undefined) {
    const opener = bracket === ']' ? '[' : '{';
    offset = findUnclosed(doc, text, offset, opener) ?? offset;
    message = `unclosed ${opener}: this ${bracket === ']' ? 'list' : 'mapping'} never ends with ${bracket}`;
    hint = `add the closing ${bracket}, on the same line or indented deeper than its key`;
  } else if (error.code === 'MULTIPLE_DOCS') {
    message = 'the file holds more than one YAML document';
  }
  return {
    severity: 'error',
    code: error.code === 'DUPLICATE_KEY' ? 'duplicate-key' : 'yaml-syntax',
    message,
    ...defined({ hint }),
    source: locationOfOffset(file, lineCounter, offset),
  };
}

/**
 * The first of the opening brackets (and spaces) that end at `offset`, on its line. yaml reports the
 * collection it gave up on at its first character, never a space: the skip forward stops there at the
 * latest. At the file's start charAt(-1) is '', no bracket or space: the walk back stops there.
 */
function runStart(text: string, offset: number): number {
  let start = Math.min(offset, text.length);
  while (/[[{\s]/.test(text.charAt(start - 1)) && text.charAt(start - 1) !== '\n') start -= 1;
  while (/\s/.test(text.charAt(start))) start += 1;
  return start;
}

/**
 * The start of the quoted scalar or flow collection that runs into `offset`, the place yaml noticed it
 * never closed: the innermost node that starts before it with one of `openers` (a quote, `[` or `{`) and
 * runs to it. A list or mapping inside or after it that did close ends before the offset or starts after
 * it; a mapping yaml makes of `a: b` in a flow list starts with its key, not a bracket.
 */
function findUnclosed(
  doc: Document.Parsed,
  text: string,
  offset: number,
  openers: string,
): number | undefined {
  let best: number | undefined;
  const consider = (_key: unknown, node: { range?: Range | null }) => {
    const [start = Infinity, end = -Infinity] = node.range ?? [];
    // visit goes in document order, a collection before its items: the last match is the innermost.
    if (start < offset && offset <= end && openers.includes(text.charAt(start))) best = start;
  };
  yamlLibrary().visit(doc, { Scalar: consider, Seq: consider, Map: consider });
  return best;
}

/**
 * The node at `path`, or the deepest existing ancestor when the path runs past the document (a missing
 * key is reported where its parent starts).
 */
export function nodeAtPath(doc: Document.Parsed, path: readonly PathSegment[]): Node | undefined {
  let node: unknown = doc.contents;
  for (const segment of path) {
    const next = childOf(node, segment);
    if (next === undefined) break;
    node = next;
  }
  return node === null ? undefined : (node as Node);
}

function childOf(node: unknown, segment: PathSegment): unknown {
  const { isMap, isScalar, isSeq } = yamlLibrary();
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
    return pair?.value ?? undefined;
  }
  if (isSeq(node) && typeof segment === 'number') return node.items[segment];
  return undefined;
}

/** The key node of `key` in the mapping at `path` (for unknown-key errors, which point at the key). */
export function keyNodeAtPath(
  doc: Document.Parsed,
  path: readonly PathSegment[],
  key: string,
): Node | undefined {
  const { isMap, isNode, isScalar } = yamlLibrary();
  const parent = nodeAtPath(doc, path);
  if (!isMap(parent)) return undefined;
  const pair =
    parent.items.find((item) => isScalar(item.key) && String(item.key.value) === key) ??
    // A key that is a list or a mapping is named in the data as the library writes it in flow style
    // (`[ a ]`); the node writes itself as `["a"]`: compared without spaces and quotes.
    parent.items.find(
      (item) => !isScalar(item.key) && isNode(item.key) && loose(String(item.key)) === loose(key),
    );
  return isNode(pair?.key) ? pair.key : undefined;
}

function loose(text: string): string {
  return text.replace(/[\s"']/g, '');
}

/** Where `path` starts in the file (the deepest existing node), or the file's start. */
export function locatePath(yaml: YamlFile, path: readonly PathSegment[], key?: string): SourceLocation {
  let offset: number;
  if (yaml.plain !== undefined) offset = plainOffset(yaml.plain, path, key);
  else {
    const node = key === undefined ? nodeAtPath(yaml.doc, path) : keyNodeAtPath(yaml.doc, path, key);
    offset = node?.range?.[0] ?? 0;
  }
  return locationOfOffset(yaml.file, yaml.lineCounter, offset);
}

/** The location of a mapping's value or a list's item, if the plain reader saw one there. */
export function plainChild(loc: PlainLoc, segment: PathSegment): PlainLoc | undefined {
  if (typeof loc === 'number') return undefined;
  if (loc.entries !== undefined) return plainEntry(loc, String(segment))?.value;
  return typeof segment === 'number' ? loc.items?.[segment] : undefined;
}

/** nodeAtPath and keyNodeAtPath on the plain reader's locations. */
function plainOffset(root: PlainNode, path: readonly PathSegment[], key?: string): number {
  let node: PlainLoc = root;
  for (const segment of path) {
    const next = plainChild(node, segment);
    if (next === undefined) break;
    node = next;
  }
  if (key === undefined) return plainStart(node);
  return typeof node === 'number' ? 0 : (plainEntry(node, key)?.keyStart ?? 0);
}

/** `organizations[0].networks[1].targetGroups[2].tags` */
export function formatPath(path: readonly PathSegment[]): string {
  let text = '';
  for (const segment of path) {
    text += typeof segment === 'number' ? `[${segment}]` : text === '' ? segment : `.${segment}`;
  }
  return text;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
