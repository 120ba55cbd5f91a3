import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compileGlob, matchingGlob, parseConfigText } from '../../src/config/index.js';
import { editDistance, suggest } from '../../src/text/did-you-mean.js';
import { TAG_SCOPE_KEYWORDS } from '../../src/model/index.js';

const tag = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
const targetGroup = fc.record({
  name: fc.stringMatching(/^[A-Z][a-z]{1,8}$/),
  scope: fc.constantFrom('withAny', 'withAll', 'withoutAny', 'withoutAll'),
  tags: fc.array(tag, { minLength: 1, maxLength: 5 }),
});
const config = fc
  .uniqueArray(targetGroup, { selector: (group) => group.name, maxLength: 6 })
  .map((targetGroups) => ({ organizations: [{ id: '1', networks: [{ id: 'N_1', targetGroups }] }] }));

describe('config properties', () => {
  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const result = parseConfigText(text, 'any.yaml');
        expect(result.state === undefined).toBe(result.diagnostics.some((d) => d.severity === 'error'));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any YAML value, and every diagnostic has a location', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const result = parseConfigText(stringify({ organizations: [value] }), 'any.yaml');
        for (const diagnostic of result.diagnostics) expect(diagnostic.source?.file).toBe('any.yaml');
      }),
      { numRuns: 200 },
    );
  });

  it('normalizes tags to a sorted set and keeps the digest under tag permutation', () => {
    fc.assert(
      fc.property(config, (input) => {
        const result = parseConfigText(stringify(input), 'c.yaml');
        const errors = result.diagnostics.filter((d) => d.severity === 'error');
        expect(errors).toEqual([]);
        const reversed = structuredClone(input);
        for (const group of reversed.organizations[0]?.networks[0]?.targetGroups ?? []) {
          group.tags = [...group.tags].reverse().concat(group.tags);
        }
        const again = parseConfigText(stringify(reversed), 'd.yaml');
        expect(again.state?.digest).toBe(result.state?.digest);
        for (const group of result.state?.organizations[0]?.networks[0]?.targetGroups ?? []) {
          expect(group.tags).toEqual([...new Set(group.tags)].sort());
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('did-you-mean', () => {
  it('measures edits, with a transposition as one', () => {
    expect(editDistance('scope', 'scope')).toBe(0);
    expect(editDistance('scpoe', 'scope')).toBe(1);
    expect(editDistance('tag', 'tags')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests the closest candidate, case-insensitive first, nothing when far', () => {
    expect(suggest('withany', TAG_SCOPE_KEYWORDS)).toBe('withAny');
    expect(suggest('withoutAl', TAG_SCOPE_KEYWORDS)).toBe('withoutAll');
    expect(suggest('targetgroup', ['targetGroups', 'name'])).toBe('targetGroups');
    expect(suggest('colour', ['name', 'scope', 'tags'])).toBeUndefined();
  });
});

describe('ignore globs', () => {
  it('match * and ? against the whole name, case-sensitively, with regex characters literal', () => {
    expect(matchingGlob('Legacy Macs', ['Temp*', 'Legacy *'])).toBe('Legacy *');
    expect(compileGlob('Temp-?').test('Temp-1')).toBe(true);
    expect(compileGlob('Temp-?').test('Temp-12')).toBe(false);
    expect(compileGlob('legacy *').test('Legacy Macs')).toBe(false);
    expect(compileGlob('a.b (x)').test('a.b (x)')).toBe(true);
    expect(compileGlob('a.b').test('axb')).toBe(false);
  });
});
