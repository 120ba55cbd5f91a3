import { describe, expect, it } from 'vitest';
import { compareNatural } from '../../src/text/natural-order.js';

describe('compareNatural', () => {
  it('orders runs of digits as numbers, the rest by code point', () => {
    const ids = ['N_10', 'N_2', 'N_1', 'org/10/adminRole', 'org/9/adminRole', 'N_02', 'N_100', 'M_5', 'N_'];
    expect([...ids].sort(compareNatural)).toEqual([
      'M_5',
      'N_',
      'N_1',
      'N_02',
      'N_2',
      'N_10',
      'N_100',
      'org/9/adminRole',
      'org/10/adminRole',
    ]);
  });

  it('compares numbers longer than a double exactly and is a total order', () => {
    expect(compareNatural('a99999999999999999999', 'a100000000000000000000')).toBeLessThan(0);
    expect(compareNatural('a100000000000000000001', 'a100000000000000000000')).toBeGreaterThan(0);
    expect(compareNatural('x', 'x')).toBe(0);
    expect(Math.sign(compareNatural('N_02', 'N_2'))).toBe(-Math.sign(compareNatural('N_2', 'N_02')));
    expect(compareNatural('Kiosks', 'kiosks')).toBeLessThan(0);
    expect(compareNatural('a', 'a1')).toBeLessThan(0);
  });

  it('compares digits as numbers only when both runs are digits, and leading zeros of any length away', () => {
    // A run of digits against letters: code points, not lengths.
    expect(compareNatural('12', 'a')).toBeLessThan(0);
    expect(compareNatural('abc', 'b')).toBeLessThan(0);
    // Punctuation and letters are no digits.
    expect(compareNatural('--', '.')).toBeLessThan(0);
    expect(compareNatural('N_001', 'N_2')).toBeLessThan(0);
    expect(compareNatural('N_2', 'N_001')).toBeGreaterThan(0);
    // Fewer runs first when the runs they share are equal as numbers, whatever the code points say.
    expect(compareNatural('a1', 'a01b')).toBeLessThan(0);
    expect(compareNatural('a01b', 'a1')).toBeGreaterThan(0);
  });
});
