import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, nearest, suggest } from '../../src/text/did-you-mean.js';

/** The textbook optimal string alignment distance, written out recursively (for short words). */
function reference(a: string, b: string): number {
  const memo = new Map<string, number>();
  const d = (i: number, j: number): number => {
    const key = `${i},${j}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best: number;
    if (i === 0) best = j;
    else if (j === 0) best = i;
    else {
      best = Math.min(d(i - 1, j) + 1, d(i, j - 1) + 1, d(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d(i - 2, j - 2) + 1);
      }
    }
    memo.set(key, best);
    return best;
  };
  return d(a.length, b.length);
}

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('', 'ab')).toBe(2);
    expect(editDistance('scope', 'scope')).toBe(0);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('a', 'b')).toBe(1);
    // One swap, not two substitutions.
    expect(editDistance('scpoe', 'scope')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('abcd', 'badc')).toBe(2);
    // Optimal string alignment: a swapped pair is not edited again.
    expect(editDistance('ca', 'abc')).toBe(3);
    expect(editDistance('tags', 'tag')).toBe(1);
    expect(editDistance('tag', 'tags')).toBe(1);
    expect(editDistance('networks', 'network')).toBe(1);
    expect(editDistance('organisations', 'organizations')).toBe(1);
  });

  it('equals the recursive definition for any two short words', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistance(a, b)).toBe(reference(a, b));
        expect(editDistance(b, a)).toBe(reference(a, b));
      }),
      { numRuns: 300 },
    );
  });
});

describe('suggest', () => {
  it('prefers a candidate with the same letters in another case, even over a closer one', () => {
    expect(suggest('ORGANIZATIONS', ['organization', 'organizations'])).toBe('organizations');
    expect(suggest('Scope', ['scopes', 'Scope'])).toBe('Scope');
  });

  it('compares without case', () => {
    expect(suggest('scpoe', ['name', 'Scope'])).toBe('Scope');
    expect(suggest('NAEM', ['name'])).toBe('name');
  });

  it('takes the closest candidate, the first of equals', () => {
    expect(suggest('tagz', ['name', 'tags', 'tag'])).toBe('tags');
    expect(suggest('tagx', ['tags', 'tagy'])).toBe('tags');
    expect(suggest('sope', ['scopes', 'scope'])).toBe('scope');
    expect(suggest('nme', ['id', 'name'])).toBe('name');
  });

  it('accepts up to two edits in a short word, and a third of a longer one', () => {
    // Three letters: two edits at most.
    expect(suggest('abc', ['xyc'])).toBe('xyc');
    expect(suggest('abc', ['xyz'])).toBeUndefined();
    // Eight letters: still two (a third of 8 rounds down to 2).
    expect(suggest('abcdefgh', ['abcdefxy'])).toBe('abcdefxy');
    expect(suggest('abcdefgh', ['abcdexyz'])).toBeUndefined();
    // Nine letters: three; twelve letters: four.
    expect(suggest('abcdefghi', ['abcdefxyz'])).toBe('abcdefxyz');
    expect(suggest('abcdefghi', ['abcdewxyz'])).toBeUndefined();
    expect(suggest('abcdefghijkl', ['abcdefghwxyz'])).toBe('abcdefghwxyz');
    expect(suggest('abcdefghijkl', ['abcdefgvwxyz'])).toBeUndefined();
  });

  it('suggests nothing without candidates', () => {
    expect(suggest('name', [])).toBeUndefined();
  });
});

describe('nearest', () => {
  it('lists every candidate at the smallest distance, at most three by default, in their order', () => {
    expect(nearest('getNetworkSmDevice', ['getNetworkSmDevices', 'getNetworkSmUsers'])).toEqual([
      'getNetworkSmDevices',
    ]);
    expect(nearest('abcx', ['abcd', 'zzzz', 'abce', 'abcf', 'abcg'])).toEqual(['abcd', 'abce', 'abcf']);
    expect(nearest('abcx', ['abcd', 'zzzz', 'abce', 'abcf', 'abcg'], 2)).toEqual(['abcd', 'abce']);
    expect(nearest('abcx', ['abcd', 'abce'], 5)).toEqual(['abcd', 'abce']);
  });

  it('compares without case', () => {
    expect(nearest('GETORGS', ['getOrgs', 'getOrg'])).toEqual(['getOrgs']);
  });

  it('lists none when even the nearest is too far: two edits in a short word, a third of a longer one', () => {
    expect(nearest('abc', ['xyc'])).toEqual(['xyc']);
    expect(nearest('abc', ['xyz'])).toEqual([]);
    expect(nearest('abcdefghi', ['abcdefxyz'])).toEqual(['abcdefxyz']);
    expect(nearest('abcdefghi', ['abcdewxyz'])).toEqual([]);
    expect(nearest('abcdefghijkl', ['abcdefghwxyz'])).toEqual(['abcdefghwxyz']);
    expect(nearest('abcdefghijkl', ['abcdefgvwxyz'])).toEqual([]);
    expect(nearest('x', [])).toEqual([]);
  });
});
