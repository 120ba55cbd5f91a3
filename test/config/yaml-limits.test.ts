import { LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkYamlLimits, MAX_NESTING_DEPTH, sourceExcerpt, tooDeep } from '../../src/config/yaml-limits.js';
import { locationOfOffset } from '../../src/config/yaml-location.js';

function limits(text: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  return checkYamlLimits(doc, text, 'f.yaml', lineCounter);
}

const HINT = 'a config nests organizations, networks, objects and their tags: about 6 levels';

describe('sourceExcerpt', () => {
  it('quotes the rest of the line, at most 40 characters, without trailing spaces', () => {
    expect(sourceExcerpt('a: [x]   \nb: y\n', 3)).toBe('"[x]"');
    expect(sourceExcerpt('a: [x]', 0)).toBe('"a: [x]"');
    expect(sourceExcerpt('x'.repeat(40), 0)).toBe(`"${'x'.repeat(40)}"`);
    expect(sourceExcerpt(`${'x'.repeat(40)}y`, 0)).toBe(`"${'x'.repeat(40)}…"`);
    expect(sourceExcerpt('ab\n', 2)).toBe('""');
    expect(sourceExcerpt('\nab', 0)).toBe('""');
  });

  it('escapes control characters', () => {
    expect(sourceExcerpt('a\u001bb', 0)).toBe(JSON.stringify('a\\u001bb'));
  });
});

describe('tooDeep', () => {
  it('says where, in plain words', () => {
    const text = 'a:\n  b: [[[x]]]\n';
    const lineCounter = new LineCounter();
    parseDocument(text, { lineCounter });
    expect(tooDeep(text, 'f.yaml', lineCounter, 8)).toEqual({
      severity: 'error',
      code: 'too-deep',
      message: 'nested deeper than 64 levels at "[[[x]]]"',
      hint: HINT,
      source: { file: 'f.yaml', line: 2, column: 6 },
    });
    expect(locationOfOffset('g.yaml', lineCounter, 3)).toEqual({ file: 'g.yaml', line: 2, column: 1 });
  });
});

describe('checkYamlLimits', () => {
  it('accepts 64 levels of nesting and refuses 65, at the first collection too deep', () => {
    expect(MAX_NESTING_DEPTH).toBe(64);
    const flow = (levels: number) => `a: ${'['.repeat(levels)}${']'.repeat(levels)}\n`;
    expect(limits(flow(63))).toEqual([]);
    expect(limits(flow(64))).toEqual([
      {
        severity: 'error',
        code: 'too-deep',
        message: `nested deeper than 64 levels at "${'['.repeat(1)}${']'.repeat(39)}…"`,
        hint: HINT,
        source: { file: 'f.yaml', line: 1, column: 67 },
      },
    ]);
    // Keys count as a level too: a mapping as a key 64 levels down.
    const keyed = `a: ${'['.repeat(62)}{{x: 1}: 2}${']'.repeat(62)}\n`;
    expect(limits(keyed).map((d) => [d.code, d.source?.column])).toEqual([['too-deep', 67]]);
    expect(limits(`a: ${'['.repeat(62)}{x: 1}${']'.repeat(62)}\n`)).toEqual([]);
  });

  it('reports every number that is not finite, in line order', () => {
    const hint = 'write a plain number such as 30 (.inf and .nan are not numbers smform accepts)';
    expect(limits('a: [1, 2.5, -3]\nb: -.inf\nc: {d: .NaN}\n.inf: 1\n')).toEqual([
      {
        severity: 'error',
        code: 'not-finite',
        message: '"-.inf" is not a finite number',
        hint,
        source: { file: 'f.yaml', line: 2, column: 4 },
      },
      {
        severity: 'error',
        code: 'not-finite',
        message: '".NaN" is not a finite number',
        hint,
        source: { file: 'f.yaml', line: 3, column: 8 },
      },
      {
        severity: 'error',
        code: 'not-finite',
        message: '".inf" is not a finite number',
        hint,
        source: { file: 'f.yaml', line: 4, column: 1 },
      },
    ]);
    expect(limits('a: 1e400\n').map((d) => d.message)).toEqual(['"1e400" is not a finite number']);
    expect(limits('a: "1e400"\nb: .infx\n')).toEqual([]);
  });

  it('reads an empty document as within the limits', () => {
    expect(limits('')).toEqual([]);
    expect(limits('# only a comment\n')).toEqual([]);
  });
});
