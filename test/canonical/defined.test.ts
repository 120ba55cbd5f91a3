import { describe, expect, it } from 'vitest';
import { defined } from '../../src/canonical/defined.js';

describe('defined: an options object without its undefined members', () => {
  it('drops undefined members only, keeping null, false, 0 and empty values, in their order', () => {
    const given = { a: 1, b: undefined, c: null, d: false, e: 0, f: '', g: [] as string[], h: undefined };
    const kept = defined(given);
    expect(kept).toEqual({ a: 1, c: null, d: false, e: 0, f: '', g: [] });
    expect(Object.keys(kept)).toEqual(['a', 'c', 'd', 'e', 'f', 'g']);
    expect('b' in kept).toBe(false);
  });

  it('returns a copy: the object given is left as it was', () => {
    const given = { a: 1, b: undefined as number | undefined };
    const kept = defined(given);
    expect(kept).not.toBe(given);
    expect(Object.keys(given)).toEqual(['a', 'b']);
  });
});
