import { LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  formatPath,
  keyNodeAtPath,
  locatePath,
  nodeAtPath,
  parseYamlFile,
} from '../../src/config/yaml-document.js';
import type { YamlFile } from '../../src/config/yaml-document.js';
import type { Diagnostic } from '../../src/model/source.js';

const F = 'f.yaml';

function yamlError(line: number, column: number, message: string, hint: string): Diagnostic {
  return { severity: 'error', code: 'yaml-syntax', message, hint, source: { file: F, line, column } };
}

const DUPLICATE_HINT = 'each key may appear once per mapping: remove or merge the repeated one';
const QUOTE = [
  'unclosed quote: this quoted string never ends',
  'add the closing quote on the same line, or remove the opening one',
] as const;

describe('parseYamlFile: YAML problems in plain words, where they are', () => {
  it('says "duplicate key" without a name for a repeated key that is empty', () => {
    for (const text of ['"": 1\n"": 2\n', "'': 1\n'': 2\n", ': 1\n: 2\n']) {
      expect(parseYamlFile(text, F).diagnostics, text).toEqual([
        {
          severity: 'error',
          code: 'duplicate-key',
          message: 'duplicate key',
          hint: DUPLICATE_HINT,
          source: { file: F, line: 2, column: 1 },
        },
      ]);
    }
  });

  it('names a repeated key, plain or quoted, at its second appearance', () => {
    for (const text of ['a: 1\na: 2\n', '"a": 1\n"a": 2\n', "'a': 1\n'a': 2\n"]) {
      const file = parseYamlFile(text, F);
      expect(file.data, text).toBeUndefined();
      expect(file.diagnostics, text).toEqual([
        {
          severity: 'error',
          code: 'duplicate-key',
          message: 'duplicate key "a"',
          hint: DUPLICATE_HINT,
          source: { file: F, line: 2, column: 1 },
        },
      ]);
    }
    expect(parseYamlFile('a:\n  " b c ": 1\n  " b c ": 2\n', F).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'duplicate-key',
        message: 'duplicate key "b c"',
        hint: DUPLICATE_HINT,
        source: { file: F, line: 3, column: 3 },
      },
    ]);
  });

  it('points at the opening quote of a quoted string that never ends', () => {
    expect(parseYamlFile('a: "x\n', F).diagnostics).toEqual([yamlError(1, 4, ...QUOTE)]);
    expect(parseYamlFile("a: b\nc: 'x\nd: e\n", F).diagnostics).toEqual([yamlError(2, 4, ...QUOTE)]);
    expect(parseYamlFile("a: 'one'\nc: [\"x\", 'y\n", F).diagnostics[0]).toEqual(yamlError(2, 10, ...QUOTE));
  });

  it('points at the opening bracket of a flow list or mapping that never ends', () => {
    expect(parseYamlFile('a: [x, y\n', F).diagnostics).toEqual([
      yamlError(
        1,
        4,
        'unclosed [: this list never ends with ]',
        'add the closing ], on the same line or indented deeper than its key',
      ),
    ]);
    expect(parseYamlFile('a: {x: y\n', F).diagnostics).toEqual([
      yamlError(
        1,
        4,
        'unclosed {: this mapping never ends with }',
        'add the closing }, on the same line or indented deeper than its key',
      ),
    ]);
    expect(parseYamlFile('a: [x]\nb: {c: [d], e: [f\n', F).diagnostics[0]).toEqual(
      yamlError(
        2,
        16,
        'unclosed [: this list never ends with ]',
        'add the closing ], on the same line or indented deeper than its key',
      ),
    );
  });

  it('points at the unclosed bracket, not at a list or mapping inside or after it that did close', () => {
    const list = [
      'unclosed [: this list never ends with ]',
      'add the closing ], on the same line or indented deeper than its key',
    ] as const;
    expect(parseYamlFile('a: [x, [y], z\n', F).diagnostics).toEqual([yamlError(1, 4, ...list)]);
    expect(parseYamlFile('a: [{b: c}, {d: [e]}\n', F).diagnostics).toEqual([yamlError(1, 4, ...list)]);
    // In a file without a last newline the list's last item runs to where yaml noticed: a mapping yaml
    // makes of `b: c` in a list, which starts with its key, not a bracket.
    expect(parseYamlFile('a:\n  tags: [kiosk, name: x', F).diagnostics).toEqual([yamlError(2, 9, ...list)]);
    expect(parseYamlFile('a: [\n  b: c', F).diagnostics).toEqual([yamlError(1, 4, ...list)]);
    // The next line starts with a closed list, where yaml noticed the first one never closed.
    expect(parseYamlFile('a: [x, y\n[c]: d\n', F).diagnostics).toEqual([yamlError(1, 4, ...list)]);
    expect(parseYamlFile('a: {b: [c], d: e\n', F).diagnostics).toEqual([
      yamlError(
        1,
        4,
        'unclosed {: this mapping never ends with }',
        'add the closing }, on the same line or indented deeper than its key',
      ),
    ]);
  });

  it('points at the unclosed bracket, not at what comes after it on the next lines', () => {
    const list = [
      'unclosed [: this list never ends with ]',
      'add the closing ], on the same line or indented deeper than its key',
    ] as const;
    // yaml notices the list never closed where the next key starts: a list, a quoted key, a block list.
    expect(parseYamlFile('a: [x, y\nb: [c]\n', F).diagnostics).toEqual([yamlError(1, 4, ...list)]);
    expect(parseYamlFile('a: [x, y\n"b": c\n', F).diagnostics).toEqual([yamlError(1, 4, ...list)]);
    expect(parseYamlFile('a: [x, y\nb:\n  - c\n', F).diagnostics).toEqual([yamlError(1, 4, ...list)]);
  });

  it('gives each kind of YAML error it has words for its hint', () => {
    expect(parseYamlFile('a:\n  b: 1\n c: 2\n', F).diagnostics).toEqual([
      yamlError(
        3,
        1,
        'all mapping items must start at the same column',
        'nested keys must line up under the key they belong to',
      ),
    ]);
    expect(parseYamlFile('a\nb: 1\n', F).diagnostics).toEqual([
      yamlError(
        1,
        1,
        'implicit keys need to be on a single line',
        'a key and its colon must be on one line; check the indentation',
      ),
    ]);
    // A missing character that is not a closing quote keeps the library's words.
    expect(parseYamlFile('a:\n  - b: 1\n   c: 2\n', F).diagnostics).toEqual([
      yamlError(
        3,
        1,
        'sequence item without - indicator',
        'check the indentation and the quotes on this line and the one before it',
      ),
    ]);
  });

  it('names a second document, a tab and a bad indentation', () => {
    expect(parseYamlFile('a: b\n---\nc: d\n', F).diagnostics).toEqual([
      yamlError(
        2,
        1,
        'the file holds more than one YAML document',
        'put one YAML document per file (no second ---)',
      ),
    ]);
    expect(parseYamlFile('a:\n\t- b\n', F).diagnostics).toEqual([
      yamlError(
        2,
        1,
        'tabs are not allowed as indentation',
        'indent with spaces; YAML does not allow tabs for indentation',
      ),
    ]);
    expect(parseYamlFile('a: b\n  c: d\n', F).diagnostics).toEqual([
      yamlError(
        1,
        4,
        'nested mappings are not allowed in compact mappings',
        'check the indentation of this line against the lines above it',
      ),
    ]);
  });

  it('reports one problem per line, the first, and each line that has one', () => {
    // yaml words the slip on line 1 twice (a nested mapping, then a key over two lines): the first stays.
    const all = parseDocument('a: b\n  c: d\ne: [f\n', { prettyErrors: false, uniqueKeys: true }).errors;
    expect(all.map((error) => error.code)).toEqual([
      'BLOCK_AS_IMPLICIT_KEY',
      'MULTILINE_IMPLICIT_KEY',
      'BAD_INDENT',
    ]);
    expect(parseYamlFile('a: b\n  c: d\ne: [f\n', F).diagnostics).toEqual([
      yamlError(
        1,
        4,
        'nested mappings are not allowed in compact mappings',
        'check the indentation of this line against the lines above it',
      ),
      yamlError(
        3,
        4,
        'unclosed [: this list never ends with ]',
        'add the closing ], on the same line or indented deeper than its key',
      ),
    ]);
    // Two problems on two lines next to each other: both are reported.
    expect(parseYamlFile('a: [b\n, c]\n', F).diagnostics).toStrictEqual([
      yamlError(
        1,
        4,
        'unclosed [: this list never ends with ]',
        'add the closing ], on the same line or indented deeper than its key',
      ),
      {
        severity: 'error',
        code: 'yaml-syntax',
        message: 'plain value cannot start with flow indicator character ,',
        source: { file: F, line: 2, column: 1 },
      },
    ]);
  });

  it('checks the limits only of a file without YAML errors', () => {
    expect(parseYamlFile('a: .inf\nb: [\n', F).diagnostics.map((d) => d.code)).toEqual(['yaml-syntax']);
  });

  it('gives no hint for an error it has no words for', () => {
    expect(parseYamlFile('a: @b\n', F).diagnostics).toStrictEqual([
      {
        severity: 'error',
        code: 'yaml-syntax',
        message: 'plain value cannot start with reserved character @',
        source: { file: F, line: 1, column: 4 },
      },
    ]);
  });

  it('refuses nesting too deep for the engine at the first bracket of the run, wherever the engine gave up', () => {
    // Thousands of brackets: the engine runs out of stack somewhere inside the run.
    const n = 5000;
    const tooDeep = (line: number, column: number, excerpt: string): Diagnostic => ({
      severity: 'error',
      code: 'too-deep',
      message: `nested deeper than 64 levels at "${excerpt}…"`,
      hint: 'a config nests organizations, networks, objects and their tags: about 6 levels',
      source: { file: F, line, column },
    });
    const brackets = '['.repeat(40);
    const close = ']'.repeat(n);
    expect(parseYamlFile(`a:\n  b: ${'['.repeat(n)}${close}\n`, F).diagnostics).toEqual([
      tooDeep(2, 6, brackets),
    ]);
    // Spaces between the brackets belong to the run; the spaces before it do not.
    expect(parseYamlFile(`a:\n  b:  ${'[ '.repeat(n)}${close}\n`, F).diagnostics).toEqual([
      tooDeep(2, 7, '[ '.repeat(20)),
    ]);
    // The run starts at the file's start, or at its line's start when a bracket ends the line before.
    expect(parseYamlFile(`${'['.repeat(n)}${close}\n`, F).diagnostics).toEqual([tooDeep(1, 1, brackets)]);
    expect(parseYamlFile(`a: [\n  ${'['.repeat(n)}${close}]\n`, F).diagnostics).toEqual([
      tooDeep(2, 3, brackets),
    ]);
  });

  it('points at an alias with no anchor', () => {
    expect(parseYamlFile('a: 1\nb: [x, *nope]\n', F).diagnostics).toEqual([
      yamlError(
        2,
        8,
        'unknown alias *nope: no anchor &nope is defined before it',
        'define &nope on an earlier value, or write the value out',
      ),
    ]);
    expect(parseYamlFile('a: *x\nb: &x 1\nc: *y\n', F).diagnostics).toEqual([
      yamlError(
        1,
        4,
        'unknown alias *x: no anchor &x is defined before it',
        'define &x on an earlier value, or write the value out',
      ),
    ]);
  });

  it('refuses an alias bomb at the top of the file, and reads a few aliases', () => {
    const ten = (item: string) => `[${Array.from({ length: 10 }, () => item).join(', ')}]`;
    const bomb = `a: &a ${ten('x')}\nb: &b ${ten('*a')}\nc: ${ten('*b')}\n`;
    const file = parseYamlFile(bomb, F);
    expect(file.data).toBeUndefined();
    expect(file.diagnostics).toEqual([
      yamlError(
        1,
        1,
        'the YAML cannot be read: excessive alias count indicates a resource exhaustion attack',
        'check anchors (&name) and aliases (*name)',
      ),
    ]);
    expect(parseYamlFile('a: &a [1]\nb: [*a, *a]\n', F)).toMatchObject({
      data: { a: [1], b: [[1], [1]] },
      diagnostics: [],
    });
  });

  it('reports numbers that are not finite, each where it is, line by line', () => {
    const hint = 'write a plain number such as 30 (.inf and .nan are not numbers smform accepts)';
    expect(parseYamlFile('x: [1]\nb: .NaN\na: .inf\n', F).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'not-finite',
        message: '".NaN" is not a finite number',
        hint,
        source: { file: F, line: 2, column: 4 },
      },
      {
        severity: 'error',
        code: 'not-finite',
        message: '".inf" is not a finite number',
        hint,
        source: { file: F, line: 3, column: 4 },
      },
    ]);
  });

  it('says a file that is not *.yaml or *.yml and not YAML is not YAML, without quoting it', () => {
    expect(parseYamlFile('hello: [\nworld\n', 'notes.txt')).toMatchObject({
      data: undefined,
      diagnostics: [
        {
          severity: 'error',
          code: 'not-yaml',
          message: 'the file is not YAML',
          hint: 'smform reads YAML config files (*.yaml, *.yml): check the path',
          source: { file: 'notes.txt', line: 1, column: 8 },
        },
      ],
    });
    for (const file of ['a.YML', 'a.yaml', 'b.Yaml']) {
      expect(
        parseYamlFile('hello: [\n', file).diagnostics.map((d) => d.code),
        file,
      ).toEqual(['yaml-syntax']);
    }
    expect(parseYamlFile('a.yaml.txt: [\n', 'a.yaml.txt').diagnostics.map((d) => d.code)).toEqual([
      'not-yaml',
    ]);
    // Valid YAML is read whatever the name.
    expect(parseYamlFile('a: &x 1\n', 'notes.txt')).toMatchObject({ data: { a: 1 }, diagnostics: [] });
  });
});

describe('a file the plain reader read', () => {
  it('builds the library document only when asked, once', () => {
    const file = parseYamlFile('a: x\nb: [1, 2]\n', F);
    expect(file.plain).toBeDefined();
    const doc = file.doc;
    expect(doc.toJS()).toEqual({ a: 'x', b: [1, 2] });
    expect(file.doc).toBe(doc);
  });

  it("counts lines as the library's LineCounter does, at every offset", () => {
    const text = '# c\n\na: x\nbb: [1, 2]\n\n  # z\nc: "q"\n';
    const file = parseYamlFile(text, F);
    expect(file.plain).toBeDefined();
    const library = new LineCounter();
    parseDocument(text, { lineCounter: library });
    for (let offset = -2; offset <= text.length + 2; offset += 1) {
      expect(file.lineCounter.linePos(offset), String(offset)).toEqual(library.linePos(offset));
    }
    file.lineCounter.addNewLine(text.length + 5);
    expect(file.lineCounter.linePos(text.length + 5)).toEqual({ line: 9, col: 1 });
    expect(file.lineCounter.linePos(text.length + 7)).toEqual({ line: 9, col: 3 });
  });
});

describe('locatePath', () => {
  const text = 'a: &x 1\nlist:\n  - k: v\n    m: [1, 2]\n  - [z]\nb: {c: d}\n';

  it('finds a path in a file the library read, or the deepest node it reaches', () => {
    const file = parseYamlFile(text, F);
    expect(file.plain).toBeUndefined();
    const at = (path: (string | number)[], key?: string) => {
      const { line, column } = locatePath(file, path, key);
      return `${line}:${column}`;
    };
    expect(at([])).toBe('1:1');
    expect(at(['a'])).toBe('1:7');
    expect(at(['list'])).toBe('3:3');
    expect(at(['list', 0])).toBe('3:5');
    expect(at(['list', 0, 'm'])).toBe('4:8');
    expect(at(['list', 0, 'm', 1])).toBe('4:12');
    expect(at(['list', 1, 0])).toBe('5:6');
    expect(at(['list', 2])).toBe('3:3');
    expect(at(['list', '0'])).toBe('3:3');
    expect(at(['b', 'c'])).toBe('6:8');
    expect(at(['nothing', 'deeper'])).toBe('1:1');
    expect(at(['a', 'deeper'])).toBe('1:7');
    expect(at([], 'list')).toBe('2:1');
    expect(at(['list', 0], 'm')).toBe('4:5');
    expect(at(['b'], 'c')).toBe('6:5');
    expect(at(['b'], 'x')).toBe('1:1');
    expect(at(['list'], 'k')).toBe('1:1');
    expect(at(['a'], 'k')).toBe('1:1');
  });

  it('finds the same places in a file the plain reader read', () => {
    const plainText = text.replace('&x ', '');
    const file = parseYamlFile(plainText, F);
    expect(file.plain).toBeDefined();
    const at = (path: (string | number)[], key?: string) => {
      const { line, column } = locatePath(file, path, key);
      return `${line}:${column}`;
    };
    expect(at(['a'])).toBe('1:4');
    expect(at(['list', 0, 'm', 1])).toBe('4:12');
    expect(at(['list', 1, 0])).toBe('5:6');
    expect(at(['list', 2])).toBe('3:3');
    expect(at(['list', '0'])).toBe('3:3');
    expect(at(['a', 'deeper'])).toBe('1:4');
    expect(at(['b'], 'c')).toBe('6:5');
    expect(at(['b'], 'x')).toBe('1:1');
    expect(at(['list'], 'k')).toBe('1:1');
    expect(at(['a'], 'k')).toBe('1:1');
  });

  it('finds a key written as a list by its text, spaces and quotes aside, and no other key', () => {
    // The data names such a key as the library writes it in flow style (`[ b, c ]`), the node as `["b","c"]`.
    const lists = parseYamlFile('? [a]\n: 1\n? [b, c]\n: 2\n', F);
    expect(lists).toMatchObject({ data: { '[ a ]': 1, '[ b, c ]': 2 }, diagnostics: [] });
    const at = (file: YamlFile, path: (string | number)[], key: string) => {
      const { line, column } = locatePath(file, path, key);
      return `${line}:${column}`;
    };
    expect(at(lists, [], '[ b, c ]')).toBe('3:3');
    expect(at(lists, [], '[ a ]')).toBe('1:3');
    expect(at(lists, [], '[ d ]')).toBe('1:1');
    // A plain key that reads the same without spaces is another key.
    const both = parseYamlFile('m:\n  "[a]": 1\n  ? [a]\n  : 2\n', F);
    expect(both).toMatchObject({ data: { m: { '[a]': 1, '[ a ]': 2 } }, diagnostics: [] });
    expect(at(both, ['m'], '[ a ]')).toBe('3:5');
    expect(at(both, ['m'], '[a]')).toBe('2:3');
  });

  it('reads a mapping key written as a number by its text', () => {
    const doc = parseDocument('7: a\nm: {8: b}\n');
    expect(nodeAtPath(doc as never, ['7'])?.range?.[0]).toBe(3);
    expect(nodeAtPath(doc as never, [7])?.range?.[0]).toBe(3);
    expect(keyNodeAtPath(doc as never, ['m'], '8')?.range?.[0]).toBe(9);
    expect(keyNodeAtPath(doc as never, ['m', '8'], 'x')).toBeUndefined();
    expect(nodeAtPath(parseDocument('') as never, ['a'])).toBeUndefined();
  });
});

describe('formatPath', () => {
  it('writes keys with dots and indexes in brackets', () => {
    expect(formatPath([])).toBe('');
    expect(formatPath(['organizations', 0, 'networks', 1, 'targetGroups', 2, 'tags'])).toBe(
      'organizations[0].networks[1].targetGroups[2].tags',
    );
    expect(formatPath([0, 'a'])).toBe('[0].a');
    expect(formatPath(['a', 'b'])).toBe('a.b');
  });
});
