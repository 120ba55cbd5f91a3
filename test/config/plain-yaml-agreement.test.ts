import { describe, expect, it } from 'vitest';
import { plainEntry, plainStart, readPlainYaml } from '../../src/config/plain-yaml.js';
import { expectSameReading } from './plain-yaml-reading.js';

/**
 * The plain reader on chosen texts, one rule at a time: what it reads (and reads as the library does, with
 * the same locations), and where it gives up. The property tests in plain-yaml.test.ts cover generated
 * texts; these name each case, so that a slip in one rule fails here, every time.
 */

/** The reader reads `text`, as the library does. */
function reads(text: string): void {
  expect(expectSameReading(text), JSON.stringify(text)).toBe(true);
}

function givesUp(text: string): void {
  expect(readPlainYaml(text), JSON.stringify(text)).toBeUndefined();
}

describe('the plain reader reads, as the library does', () => {
  it('block mappings and lists, with comments and blank lines anywhere', () => {
    reads('a: x\n');
    reads('a: x');
    reads('a: x\nb: y\n');
    reads('# head\n\na: x # note\n\n# between\nb:\n  c: y\n  # inside\n  d: z\n# tail\n');
    reads('a: # on the key line\n  b: c\n');
    reads('a:\n  b:\n    c: d\n  e: f\ng: h\n');
    reads('a:\n    b: c\n    d: e\n');
    reads('a:\n  - x\n  - y\nb: z\n');
    reads('a:\n- x\n- y\nb: z\n');
    reads('a:\n  -   x\n  -  y\n');
    reads('a:\n  - b: c\n    d: e\n  - f: g\n');
    reads('a:\n  -   b: c\n      d: e\n');
    reads('a:\n  - # note\n    b: c\n  -\n    d: e\n  -\n    - f\n');
    reads('a:\n  -\n    b: c\n');
    reads('a:\n  - b:\n      - c\n    d: e\n');
    reads('a:\n  - b:\n    - c\n    d: e\n');
    reads('a:\n  - x\n  # between\n  - y\n');
    reads('a:\n  - [x, y]\n  - {b: c}\n');
    reads('a:\n  - "x" # c\n');
    // A list entry that starts with a quote or bracket is a value, though a colon and space follow inside.
    reads('a:\n  - "b: c"\n  - \'d: e\'\n  - ["f: g"]\n  - {h: i}\n');
    // A comment ends the entry: a colon after it makes no key (# after a space, whatever follows it).
    reads('a:\n  - x #c: d\n');
    reads('  \na: x\n   \n');
    reads('\na: x\n');
    reads('\n\na: x');
    reads('a:   x   \n');
    reads('a  : x\n');
    reads('a b: c d\n');
    reads('a:b: c\n');
    reads('a#b: c\n');
    reads('a: b#c\n');
    reads('a: b:c\n');
    reads('a: http://x/y\n');
    reads(`${'k'.repeat(1000)}: v\n`);
  });

  it('scalars: strings, booleans in three spellings, small whole numbers', () => {
    reads('a: true\nb: True\nc: TRUE\nd: false\ne: False\nf: FALSE\n');
    reads('a: tRUE\nb: yes\nc: no\nd: on\n');
    reads('a: 0\nb: 7\nc: 30\nd: 123456789012345\n');
    reads('a: a1\nb: x-0\nc: é café\n');
    // Numeric-looking only as a whole: a number followed by a word is a string.
    reads('a: 2 GHz\nb: 1.5 m\nc: 7:30\n');
    reads('tags: [true, 30, x]\n');
    reads('name: 30\n');
  });

  it('quoted scalars on one line', () => {
    reads('a: "x y"\nb: \'x y\'\n');
    reads('a: ""\nb: \'\'\n');
    reads("a: 'it''s'\nb: '''x'''\nc: 'a''''b'\n");
    reads('a: "it\'s"\nb: \'say "hi"\'\n');
    reads('a: "x # y"\nb: "a: b"\nc: "[x]"\n');
    reads('a: "x"   # c\n');
    reads('id: "549236"\nroleId: \'7\'\n');
  });

  it('flow lists and mappings on one line, nested', () => {
    reads('a: []\nb: [ ]\nc: {}\nd: { }\n');
    reads('a: [x]\nb: [x, y,z]\nc: [ x , y ]\n');
    reads('a: [[x], [], [y, [z]]]\n');
    reads('a: {b: c}\nd: { e: f, g: [h, i], j: {k: l} }\n');
    reads('a: [{b: c}, {d: e, f: g}]\n');
    reads('a: ["x, y", \'z]\', "{"]\n');
    reads('a: {b: "c", d: \'e\', f: 1, g: true}\n');
    reads('a: [a b, c  d ]\n');
    reads('a: [x] # c\nb: {c: d}   # c\n');
    reads('a: [x]   \n');
    reads('a: {id: "1", network: N_1, roleId: \'2\'}\n');
    reads('a: {b  : c}\n');
  });

  it('any text with a Unicode line separator or next line inside a value is left to the library', () => {
    for (const text of ['a: x\u2028y\n', 'a: x\u2029y\n', 'a: x\u0085y\n', 'a: x\u007fy\n', '\ufeffa: x\n']) {
      expect(readPlainYaml(text), JSON.stringify(text)).toBeUndefined();
    }
  });
});

describe('where each value and key starts', () => {
  it('records the start of every mapping, list and scalar, and of every key', () => {
    const text = '# c\na: x\nb:\n  - 1\n  - k: true\n    m: [y, {z: "q"}]\n';
    const read = readPlainYaml(text);
    expect(read?.data).toEqual({ a: 'x', b: [1, { k: true, m: ['y', { z: 'q' }] }] });
    expect(read?.lineStarts).toEqual([0, 4, 9, 12, 18, 30, 51]);
    expect(read?.root).toEqual({
      start: 4,
      entries: [
        'a',
        4,
        7,
        'b',
        9,
        {
          start: 14,
          items: [
            16,
            {
              start: 22,
              entries: [
                'k',
                22,
                25,
                'm',
                34,
                { start: 37, items: [38, { start: 41, entries: ['z', 42, 45] }] },
              ],
            },
          ],
        },
      ],
    });
  });

  it('finds an entry of a mapping by its key, and where a location starts', () => {
    const root = readPlainYaml('a: x\nb: [y]\nc: z\n')?.root;
    expect(root).toBeDefined();
    if (root === undefined) return;
    expect(plainEntry(root, 'a')).toEqual({ keyStart: 0, value: 3 });
    expect(plainEntry(root, 'b')).toEqual({ keyStart: 5, value: { start: 8, items: [9] } });
    expect(plainEntry(root, 'c')).toEqual({ keyStart: 12, value: 15 });
    expect(plainEntry(root, 'x')).toBeUndefined();
    expect(plainEntry(root, '4')).toBeUndefined();
    expect(plainEntry({ start: 0, items: [1] }, 'a')).toBeUndefined();
    expect(plainStart(7)).toBe(7);
    expect(plainStart({ start: 9 })).toBe(9);
  });
});

describe('the plain reader gives up, and the library reads the text', () => {
  it('on a text that does not start with a mapping at column 1, or has anything after it', () => {
    for (const text of [
      '',
      '\n',
      '# c\n',
      ' a: x\n',
      '- a\n',
      '-\n',
      'a\n',
      '[a]\n',
      '{a: b}\n',
      'a: x\n b: y\n',
    ]) {
      givesUp(text);
    }
  });

  it('on a line that is no key of the mapping it sits in', () => {
    for (const text of [
      'a: x\nb\n',
      'a: x\n- b\n',
      'a: x\nbcd\n',
      'a:\n  b:\nx - y\n',
      'a:\n  - x\nb - y\n',
      'a:\n  b: x\n c: y\n',
      'a:\n  b: x\n   c: y\n',
      'a: x\n  b: y\n',
      'a: x\n  - y\n',
      'a:\n  b: x\n  - y\n',
      'a:\n',
      'a: # c\n',
      'a:\nb: x\n',
      'a:x\n',
      'a #: x\n',
    ]) {
      givesUp(text);
    }
  });

  it('on a list entry it does not read', () => {
    for (const text of [
      'a:\n  - - x\n',
      'a:\n  - x\n    y\n',
      'a:\n  - x\n    - y\n',
      'a:\n  - x\n   - y\n',
      'a:\n  - x\n  b: y\n',
      'a:\n  -\n',
      'a:\n  -\n  - x\n',
      'a:\n  - b: c\n     d: e\n',
      'a:\n  -x\n',
    ]) {
      givesUp(text);
    }
  });

  it('on keys that are not plain strings, or not safe as properties', () => {
    for (const text of [
      ': x\n',
      '"a": x\n',
      "'a': x\n",
      '[a]: x\n',
      '{a}: x\n',
      '-a: x\n',
      '?a: x\n',
      '&a: x\n',
      '__proto__: x\n',
      '<<: x\n',
      'true: x\n',
      'null: x\n',
      '1: x\n',
      '0: x\n',
      'a: x\na: y\n',
      'a:\n  b: x\n  b: y\n',
      'a: {b: x, b: y}\n',
      'a: {__proto__: x}\n',
      'a: {1: x}\n',
      `${'k'.repeat(1001)}: v\n`,
      `a: {${'k'.repeat(1001)}: v}\n`,
    ]) {
      givesUp(text);
    }
  });

  it('on scalars other than strings, booleans and small whole numbers', () => {
    for (const text of [
      'a: null\n',
      'a: Null\n',
      'a: NULL\n',
      'a: ~\n',
      'a: 007\n',
      'a: 00\n',
      'a: 1234567890123456\n',
      'a: -1\n',
      'a: +1\n',
      'a: .5\n',
      'a: 1.5\n',
      'a: 1e3\n',
      'a: 0x1F\n',
      'a: 0o7\n',
      'a: .inf\n',
      'a: .NaN\n',
      'a: 5GHz\n',
      'a: 1_000\n',
      'a: [1.5]\n',
      'a: [null]\n',
      'a: {b: ~}\n',
    ]) {
      givesUp(text);
    }
  });

  it('on a number where a Dashboard id belongs (the full reader words that error)', () => {
    for (const key of ['id', 'roleId', 'groupPolicyId', 'network', 'smNetwork']) {
      givesUp(`${key}: 7\n`);
      givesUp(`a: {${key}: 7}\n`);
      reads(`${key}: "7"\n`);
    }
    reads('ids: 7\nnetworks: 8\nname: 9\n');
    reads('a: [7]\n');
  });

  it('on YAML indicators, anchors, tags, block scalars and other documents', () => {
    for (const text of [
      'a: &x b\n',
      'a: *x\n',
      'a: !t b\n',
      'a: |\n  b\n',
      'a: >\n  b\n',
      'a: @b\n',
      'a: `b\n',
      'a: %b\n',
      'a: ? b\n',
      'a: - b\n',
      'a: , b\n',
      'a: ] b\n',
      'a: } b\n',
      'a: # \n',
      '---\na: b\n',
      'a: b\n---\nc: d\n',
      'a: b\n...\n',
      'a: b: c\n',
      'a: b:\n',
      'a: b\tc\n',
      'a: b\r\n',
      'a:\u0000b\n',
      'a: b\u001fc\n',
      'a: b\u009fc\n',
    ]) {
      givesUp(text);
    }
  });

  it('on quoted scalars with escapes, or that do not close on their line', () => {
    for (const text of [
      'a: "x\\"y"\n',
      'a: "x\\ty"\n',
      'a: "x\n',
      "a: 'x\n",
      "a: 'x''\n",
      'a: "x\n  y"\n',
      'a: "x"y\n',
      'a: "x"#c\n',
      'a: "x" y\n',
      "a: 'x' 'y'\n",
    ]) {
      givesUp(text);
    }
  });

  it('on flow collections that are not complete on their line, or hold what it does not read', () => {
    for (const text of [
      'a: [x\n',
      'a: [x,\n  y]\n',
      'a: {b: c\n',
      'a: [x, ]\n',
      'a: [x,]\n',
      'a: [, x]\n',
      'a: {b: c, }\n',
      'a: [x] y\n',
      'a: [x]#c\n',
      'a: [x y [z]]\n',
      'a: [x: y]\n',
      'a: [x #c]\n',
      'a: [x # c]\n',
      'a: {b}\n',
      'a: {b:c}\n',
      'a: {b: c d: e}\n',
      'a: {b: c} d\n',
      'a: {"b": c}\n',
      'a: {b: [c}\n',
      'a: [{b: c]\n',
      'a: [x]]\n',
      'a: {b: c}}\n',
      'a: [&x y]\n',
      'a: [x, "y\\n"]\n',
      'a: [x, "y]\n',
      'a: [x, ~]\n',
      'a: [x, {}, ]\n',
      'a: [b[c, d]\n',
      'a: [b{c, d]\n',
      'a: ["x"yz]\n',
      'a: [[x]yz]\n',
      'a: {b, c}\n',
      'a: {b: "c"de: f}\n',
      'a: {b: [c]de: f}\n',
    ]) {
      givesUp(text);
    }
  });

  it('on nesting deeper than 40 levels, in blocks or flows', () => {
    const block = (levels: number): string =>
      Array.from({ length: levels }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' x\n';
    reads(block(41));
    givesUp(block(42));
    const flow = (levels: number): string => `a: ${'['.repeat(levels)}x${']'.repeat(levels)}\n`;
    reads(flow(40));
    givesUp(flow(41));
    const lists = (levels: number): string =>
      `a:\n${Array.from({ length: levels }, (_, i) => `${' '.repeat(i * 2)}-`).join('\n')} x\n`;
    reads(lists(40));
    givesUp(lists(41));
    // Lists of mappings: each list and each mapping is a level.
    const mixed = (levels: number): string =>
      `a:\n${Array.from({ length: levels }, (_, i) => `${' '.repeat(2 + i * 4)}- k:`).join('\n')} x\n`;
    reads(mixed(20));
    givesUp(mixed(21));
    const flowInList = (levels: number): string => `a:\n  - ${'['.repeat(levels)}x${']'.repeat(levels)}\n`;
    reads(flowInList(39));
    givesUp(flowInList(40));
  });
});
