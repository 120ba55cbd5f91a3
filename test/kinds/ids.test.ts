import { describe, expect, it } from 'vitest';
import { compareIds } from '../../src/kinds/ids.js';

describe('compareIds: live ids oldest first', () => {
  it('a shorter id is older; ids of one length compare by code point, both ways', () => {
    expect(compareIds('9', '10')).toBe(-1);
    expect(compareIds('10', '9')).toBe(1);
    expect(compareIds('12', '13')).toBe(-1);
    expect(compareIds('13', '12')).toBe(1);
    expect(compareIds('12', '12')).toBe(0);
    expect(['L3', 'L10', 'L1', 'L2'].sort(compareIds)).toEqual(['L1', 'L2', 'L3', 'L10']);
  });
});
