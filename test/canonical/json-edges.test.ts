import { describe, expect, it } from 'vitest';
import { canonicalJson, writeCanonicalJson } from '../../src/canonical/json.js';

/*
 * The values canonical JSON must write exactly whichever of its three ways it takes (plain JSON.stringify
 * for a value in order, a property list, a sorting replacer): each case below is one where a wrong choice
 * of way writes other text.
 */

const streamed = (value: unknown, omit?: ReadonlySet<string>): string[] => {
  const chunks: string[] = [];
  writeCanonicalJson(value, (chunk) => chunks.push(chunk), omit === undefined ? {} : { omit });
  return chunks;
};

describe('canonical JSON of a member named __proto__ (an own member, as JSON.parse makes it)', () => {
  it('keeps it in an object whose keys are out of order (a sorted copy must not set its prototype)', () => {
    const value = JSON.parse('{"b":1,"__proto__":{"y":1,"x":2}}') as unknown;
    expect(canonicalJson(value)).toBe('{"__proto__":{"x":2,"y":1},"b":1}');
    expect(streamed(value).join('')).toBe('{"__proto__":{"x":2,"y":1},"b":1}');
    expect(streamed({ list: [value] }).join('')).toBe('{"list":[{"__proto__":{"x":2,"y":1},"b":1}]}');
  });

  it('keeps it in an object that loses another member to omit', () => {
    const value = JSON.parse('{"__proto__":{"a":1},"source":2}') as unknown;
    const omit = new Set(['source']);
    expect(canonicalJson(value, { omit })).toBe('{"__proto__":{"a":1}}');
    expect(streamed(value, omit).join('')).toBe('{"__proto__":{"a":1}}');
  });

  it('writes it only for the object that has it, not as the prototype of another', () => {
    // The other member names are left out, so __proto__ is the only name a property list would hold.
    const value = [JSON.parse('{"__proto__":1}') as unknown, { source: 1 }];
    expect(canonicalJson(value, { omit: new Set(['source']) })).toBe('[{"__proto__":1},{}]');
  });
});
