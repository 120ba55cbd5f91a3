import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../src/canonical/fingerprint.js';
import { canonicalJson, writeCanonicalJson } from '../../src/canonical/json.js';

const omit = new Set(['source']);

describe('canonical JSON leaving members out (the config digest leaves out `source`)', () => {
  it('leaves the named members out at every depth, in any key order', () => {
    const value = { b: 1, source: { x: 1 }, a: [{ source: 1, c: 2 }, 'source'] };
    expect(canonicalJson(value, { omit })).toBe('{"a":[{"c":2},"source"],"b":1}');
    expect(canonicalJson(value)).toBe('{"a":[{"c":2,"source":1},"source"],"b":1,"source":{"x":1}}');
  });

  it('leaves them out of an object whose keys are already in order', () => {
    expect(canonicalJson({ a: 1, source: 2 }, { omit })).toBe('{"a":1}');
    expect(canonicalJson([{ a: { source: 2 } }], { omit })).toBe('[{"a":{}}]');
  });

  it('streams and fingerprints the same text as it writes whole, past one chunk', () => {
    const value = Array.from({ length: 3000 }, (_, i) => ({
      name: `n${i}`,
      source: { line: i },
      tags: ['x'],
    }));
    const text = canonicalJson(value, { omit });
    expect(text.length).toBeGreaterThan(64 * 1024);
    expect(text).not.toContain('source');
    const chunks: string[] = [];
    writeCanonicalJson(value, (chunk) => chunks.push(chunk), { omit });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(text);
    expect(fingerprint(value, { omit })).toBe(`sha256:${createHash('sha256').update(text).digest('hex')}`);
  });
});

/** The plain algorithm the fast paths must agree with: a replacer that sorts keys and drops `omit`. */
function reference(value: unknown, leaveOut: ReadonlySet<string>): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (member === null || typeof member !== 'object' || Array.isArray(member)) return member;
    const record = member as Record<string, unknown>;
    // Entries, not assignments: an own member named __proto__ stays a member.
    const kept = Object.keys(record)
      .sort()
      .filter((key) => !leaveOut.has(key));
    return Object.fromEntries(kept.map((key) => [key, record[key]]));
  });
}

describe('canonical JSON by property list (the fast path for values that need sorting or omitting)', () => {
  // Member names that sort differently by code unit and by number, a name to omit, `toJSON` as data and
  // `__proto__` (an own member: fc.dictionary defines its keys).
  const key = fc.constantFrom(
    'a',
    'b',
    'B',
    'source',
    'é',
    '9',
    '10',
    '01',
    'toJSON',
    '__proto__',
    'x y',
    '',
  );
  const value = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(key, tie('node'), { maxKeys: 5 }),
    ),
  })).node;

  it('writes what the sorting replacer writes, with and without members left out', () => {
    fc.assert(
      fc.property(value, fc.subarray(['source', 'b', '9']), (input, left) => {
        const leaveOut = new Set(left);
        expect(canonicalJson(input, { omit: leaveOut })).toBe(reference(input, leaveOut));
        expect(canonicalJson(input)).toBe(reference(input, new Set()));
      }),
      { numRuns: 500 },
    );
  });

  it('writes a member named __proto__ only where an object has it as its own (a property list reads inherited ones)', () => {
    // Found by the canonical-stream property test: the other object would have been written with its prototype.
    const value = JSON.parse('{"__proto__":[{":":0,"":false}],"b":{"x":1}}') as unknown;
    expect(canonicalJson(value)).toBe('{"__proto__":[{"":false,":":0}],"b":{"x":1}}');
    expect(canonicalJson(value, { omit: new Set(['x']) })).toBe('{"__proto__":[{"":false,":":0}],"b":{}}');
  });

  it('writes only own members of an object that is not plain', () => {
    class Shaped {
      z = 1;
      a = 2;
      get inherited(): number {
        return 3;
      }
    }
    const value = { list: [new Shaped()], other: { inherited: 4 } };
    expect(canonicalJson(value)).toBe(reference(value, new Set()));
    expect(canonicalJson(value)).toBe('{"list":[{"a":2,"z":1}],"other":{"inherited":4}}');
  });

  it('falls back to the replacer for array-index member names, which objects list first', () => {
    expect(canonicalJson({ b: 1, 10: 2, 9: 3, source: 4 }, { omit })).toBe('{"9":3,"10":2,"b":1}');
  });
});
