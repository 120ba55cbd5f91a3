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

describe('canonical JSON of a value with toJSON (written as what toJSON returns, sorted)', () => {
  it('sorts what toJSON returns for an object whose own keys are in order', () => {
    const value = { toJSON: () => ({ b: 1, a: 2 }) };
    expect(canonicalJson(value)).toBe('{"a":2,"b":1}');
    expect(canonicalJson([value])).toBe('[{"a":2,"b":1}]');
  });

  it('writes every member toJSON returns, not only the names the object has itself', () => {
    const value = { b: 1, toJSON: () => ({ d: 1, c: 2 }) };
    expect(canonicalJson(value)).toBe('{"c":2,"d":1}');
    expect(canonicalJson({ z: 0, a: { b: 1, toJSON: () => ['x'] } })).toBe('{"a":["x"],"z":0}');
  });

  it('writes a Date as its string among members out of order', () => {
    expect(canonicalJson({ b: new Date(0), a: 1 })).toBe('{"a":1,"b":"1970-01-01T00:00:00.000Z"}');
  });
});

describe('canonical JSON of objects that are not plain (only own members are written)', () => {
  class Shaped {
    z = 1;
    a = 2;
    get b(): number {
      return 3;
    }
  }

  it('leaves out an inherited getter, also when another object has a member of that name', () => {
    expect(canonicalJson(new Shaped())).toBe('{"a":2,"z":1}');
    // A property list would name "b" and read it from the getter too; the other object has no prototype.
    const other = Object.assign(Object.create(null) as object, { c: 5, b: 4 });
    expect(canonicalJson([new Shaped(), other])).toBe('[{"a":2,"z":1},{"b":4,"c":5}]');
  });
});

describe('canonical JSON of member names that objects list as array indices (numerically, first)', () => {
  // An object lists such names in numeric order whatever order it is given them in: the canonical text
  // keeps that order (it is what every saved hash was made with).
  it('writes one-digit, two-digit and longer index names in numeric order before the others', () => {
    // No other name of one character, which a loose index pattern could take for an index.
    expect(canonicalJson({ name: 1, 100: 2, 9: 3 })).toBe('{"9":3,"100":2,"name":1}');
    expect(canonicalJson({ name: 1, 100: 2, 20: 3 })).toBe('{"20":3,"100":2,"name":1}');
    expect(canonicalJson({ name: 1, 4294967294: 2, 5: 3 })).toBe('{"5":3,"4294967294":2,"name":1}');
  });

  it('sorts names that only look like numbers by code unit, as text', () => {
    expect(canonicalJson({ b: 1, '01': 2, '1a': 3, a1: 4, ' 9': 5 })).toBe(
      '{" 9":5,"01":2,"1a":3,"a1":4,"b":1}',
    );
  });
});

describe('writeCanonicalJson writes nothing where JSON.stringify writes nothing', () => {
  it('writes no chunk for a function, a symbol or undefined', () => {
    expect(streamed(() => 1)).toEqual([]);
    expect(streamed(Symbol('s'))).toEqual([]);
    expect(streamed(undefined)).toEqual([]);
  });

  it('leaves out function and symbol members of the two levels it walks, and writes them as null in arrays', () => {
    const value = {
      b: { f: () => 1, s: Symbol('s'), k: 1 },
      a: [() => 1, Symbol('s')],
      f: () => 1,
      s: Symbol('s'),
    };
    expect(canonicalJson(value)).toBe('{"a":[null,null],"b":{"k":1}}');
    expect(streamed(value).join('')).toBe('{"a":[null,null],"b":{"k":1}}');
  });
});

describe('canonical JSON of an object in order around members that are not (each member written on its own)', () => {
  it('sorts the members out of order at every depth and keeps the members in order as they are', () => {
    const value = { a: { d: 1, c: [{ z: 1, y: 2 }] }, b: 'x', c: [3, { q: 1, p: 2 }] };
    expect(canonicalJson(value)).toBe('{"a":{"c":[{"y":2,"z":1}],"d":1},"b":"x","c":[3,{"p":2,"q":1}]}');
    expect(streamed({ changes: [value] }).join('')).toBe(`{"changes":[${canonicalJson(value)}]}`);
  });

  it('leaves out undefined, function and symbol members as JSON.stringify does', () => {
    const value = { a: undefined, b: () => 1, c: Symbol('s'), d: { y: 1, x: 2 }, e: null };
    expect(canonicalJson(value)).toBe('{"d":{"x":2,"y":1},"e":null}');
  });

  it('keeps an own member named __proto__ and sorts what it holds', () => {
    const value = JSON.parse('{"__proto__":{"y":1,"x":2},"b":{"d":1,"c":2}}') as unknown;
    expect(canonicalJson(value)).toBe('{"__proto__":{"x":2,"y":1},"b":{"c":2,"d":1}}');
  });

  it('writes a member with toJSON as what toJSON returns, sorted', () => {
    const value = { a: { toJSON: () => ({ z: 1, y: 2 }) }, b: { d: 1, c: 2 } };
    expect(canonicalJson(value)).toBe('{"a":{"y":2,"z":1},"b":{"c":2,"d":1}}');
  });

  it('still leaves out the members omit names, nested ones too', () => {
    const value = { a: { y: 1, x: 2, source: 3 }, source: 1 };
    expect(canonicalJson(value, { omit: new Set(['source']) })).toBe('{"a":{"x":2,"y":1}}');
  });

  it('writes an object in order with a toJSON of its own as what toJSON returns', () => {
    const value = { a: { d: 1, c: 2 }, toJSON: () => ({ z: { b: 1, a: 2 } }) };
    expect(canonicalJson(value)).toBe('{"z":{"a":2,"b":1}}');
  });
});
