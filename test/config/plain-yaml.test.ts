import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPlainYaml } from '../../src/config/plain-yaml.js';
import { expectSameReading } from './plain-yaml-reading.js';

/**
 * The plain reader (src/config/plain-yaml.ts) reads what it reads exactly as the `yaml` library does:
 * for generated YAML texts, and for the same texts with a character inserted or deleted, either it gives
 * up, or the library reads the text without a problem, the data is equal and every location (of each
 * value, each key, and of paths that run past the data) is the same.
 */

const scalarText = fc.constantFrom(
  'Kiosks',
  'Group 1',
  'a b',
  'ipad',
  'true',
  'False',
  'TRUE',
  'NULL',
  'yes',
  'null',
  '~',
  '30',
  '007',
  '1e3',
  '0x1F',
  '.inf',
  '-1',
  '+2',
  '2nd-floor',
  '5GHz',
  'é café',
  'a:b',
  'a#b',
  'http://x/y',
  "Bob's",
  '"quoted"',
  "'single'",
  "'it''s'",
  '"a # b"',
  '"a: b"',
  '"back\\\\slash"',
  '-dash',
  '? q',
  '&anchor x',
  '*alias',
  '!tag x',
  '|',
  'a [1]',
  '%x',
  '@x',
  '`x',
  'a\u00a0b',
  '549236',
  'withAny',
);

const key = fc.constantFrom(
  'id',
  'name',
  'scope',
  'tags',
  'networks',
  'use',
  'a b',
  'x-y',
  'roleId',
  'protected',
  'policy',
  'k',
);

type Value = { scalar: string } | { list: Value[] } | { map: [string, Value][] };

const value: fc.Arbitrary<Value> = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ scalar: scalarText }),
    fc.record({ list: fc.array(tie('value'), { maxLength: 3 }) }),
    fc.record({ map: fc.array(fc.tuple(key, tie('value')), { maxLength: 3 }) }),
  ),
})).value;

interface Style {
  indent: number;
  compactLists: boolean;
  flowFrom: number;
  comments: boolean;
}

const style: fc.Arbitrary<Style> = fc.record({
  indent: fc.constantFrom(1, 2, 4),
  compactLists: fc.boolean(),
  flowFrom: fc.integer({ min: 0, max: 4 }),
  comments: fc.boolean(),
});

/** Writes a value as YAML: block style down to `flowFrom` levels, flow below. */
function write(root: [string, Value][], { indent, compactLists, flowFrom, comments }: Style): string {
  const flow = (v: Value): string =>
    'scalar' in v
      ? v.scalar
      : 'list' in v
        ? `[${v.list.map(flow).join(', ')}]`
        : `{ ${v.map.map(([k, item]) => `${k}: ${flow(item)}`).join(', ')} }`;
  const lines: string[] = [];
  const comment = (pad: string) => {
    if (comments) lines.push(`${pad}# a comment`);
  };
  const block = (entries: [string, Value][], pad: string, depth: number, first?: string): void => {
    entries.forEach(([k, v], i) => {
      const lead = i === 0 && first !== undefined ? first : pad;
      const nested = !('scalar' in v) && depth < flowFrom && ('list' in v ? v.list.length : v.map.length) > 0;
      if (!nested) {
        lines.push(`${lead}${k}: ${flow(v)}${comments ? ' # c' : ''}`);
        return;
      }
      lines.push(`${lead}${k}:`);
      comment(pad);
      if ('list' in v) seq(v.list, compactLists ? pad : pad + ' '.repeat(indent), depth + 1);
      else if ('map' in v) block(v.map, pad + ' '.repeat(indent), depth + 1);
    });
  };
  const seq = (items: Value[], pad: string, depth: number): void => {
    for (const item of items) {
      if ('map' in item && item.map.length > 0 && depth < flowFrom) {
        block(item.map, `${pad}  `, depth + 1, `${pad}- `);
      } else lines.push(`${pad}- ${flow(item)}`);
    }
  };
  if (comments) lines.push('# header', '');
  block(root, '', 0);
  return `${lines.join('\n')}\n`;
}

const document = fc
  .tuple(fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 4 }), style)
  .map(([root, s]) => write(root, s));

describe('the plain YAML reader', () => {
  it('reads a config exported by smform, with its locations', () => {
    const text = `# yaml-language-server: $schema=../schemas/smform.schema.json

organizations:
  - id: '549236'
    networks:
      - id: 'N_1'
        targetGroups:
          - name: Kiosks
            scope: withAny # note
            tags: [kiosk, ipad]
          - { name: "Front desk", scope: all, protected: true }
    policy:
      maxChangePercent: 30
`;
    expect(expectSameReading(text)).toBe(true);
  });

  it('gives up on what it does not read (the library reads it instead)', () => {
    for (const text of [
      '',
      '# only a comment\n',
      'a: &x 1\nb: *x\n',
      'a: |\n  text\n',
      'a: b\n  c\n',
      'a:\n',
      'a: null\n',
      'id: 549236\n',
      'a: .inf\n',
      'a: "x\\ty"\n',
      'a: 1\na: 2\n',
      '---\na: 1\n',
      'a: 1\r\n',
      'a:\tb\n',
      '- a\n',
      'a: [b,\n  c]\n',
      'a: [b, ]\n',
      '"a": 1\n',
      '__proto__: 1\n',
    ]) {
      expect(readPlainYaml(text), text).toBeUndefined();
    }
  });

  it('keeps a Unicode space at the end of a plain scalar or key, as YAML does (only space and tab separate)', () => {
    // JavaScript's trim strips U+00A0, U+2003, U+3000, ...; YAML keeps them as part of the value.
    for (const space of ['\u00a0', '\u2003', '\u3000', '\u202f']) {
      for (const text of [
        `roleId: a${space}\n`,
        `name: x${space} # note\n`,
        `tags: [a${space}, b]\n`,
        `k${space}: v\n`,
      ]) {
        expect(expectSameReading(text), JSON.stringify(text)).toBe(true);
      }
    }
    expect(readPlainYaml('name: Kiosks\u00a0\n')?.data).toEqual({ name: 'Kiosks\u00a0' });
  });

  it('reads generated texts exactly as the yaml library does, or gives up', () => {
    let read = 0;
    fc.assert(
      fc.property(document, (text) => {
        if (expectSameReading(text)) read += 1;
      }),
      { numRuns: 400 },
    );
    // The generator is meant to produce mostly texts the reader reads, or the test proves little.
    expect(read).toBeGreaterThan(40);
  });

  it('reads texts with one character inserted or deleted exactly as the library does, or gives up', () => {
    const edit = fc.tuple(
      document,
      fc.nat(),
      fc.constantFrom(
        ':',
        '#',
        ' ',
        '  ',
        '-',
        '- ',
        '\n',
        '\n  ',
        '"',
        "'",
        '[',
        ']',
        '{',
        '}',
        ',',
        '&',
        '*',
        '!',
        '|',
        '>',
        '?',
        'é',
        'x',
        '0',
        '',
      ),
      fc.boolean(),
    );
    fc.assert(
      fc.property(edit, ([text, at, insert, remove]) => {
        const i = at % (text.length + 1);
        expectSameReading(text.slice(0, i) + insert + text.slice(remove ? i + 1 : i));
      }),
      { numRuns: 1500 },
    );
  });
});
