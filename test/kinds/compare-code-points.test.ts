import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCodePoints } from '../../src/canonical/compare.js';

/** The first definition, kept as the reference: both strings spread into code points. */
function reference(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** Strings from a few characters, astral ones and lone surrogates included, so prefixes and ties are common. */
const text = fc
  .array(fc.constantFrom('a', 'b', 'é', 'Z', '\u{1F600}', '\u{10000}', '\uD800', '\uDC00', '\uFFFF'), {
    maxLength: 6,
  })
  .map((chars) => chars.join(''));

/**
 * Any string of code points, lone surrogates included: what `fc.string({ unit: 'binary' })` draws, without
 * the table of every code point fast-check builds for it first (seconds on a busy machine).
 */
const anyText = fc
  .array(fc.integer({ min: 0, max: 0x10ffff }).map((point) => String.fromCodePoint(point)))
  .map((chars) => chars.join(''));

describe('compareCodePoints', () => {
  it('gives what comparing the spread code points gives, for any two strings', () => {
    fc.assert(
      fc.property(fc.oneof(text, anyText), text, (a, b) => {
        expect(compareCodePoints(a, b)).toBe(reference(a, b));
        expect(compareCodePoints(b, a)).toBe(reference(b, a));
        expect(compareCodePoints(a, a)).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('orders astral characters after the last BMP code unit, unlike UTF-16 order', () => {
    expect(compareCodePoints('\u{1F600}', '\uFFFF')).toBeGreaterThan(0);
    expect(['\u{1F600}', '\uFFFF'].sort()).toEqual(['\u{1F600}', '\uFFFF']);
    expect(compareCodePoints('ab', 'a\u{1F600}b')).toBeLessThan(0);
    expect(compareCodePoints('a', 'a\u{1F600}b')).toBe(-2);
  });
});
