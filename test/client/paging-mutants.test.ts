import { describe, expect, it } from 'vitest';
import { linkFor, mergePages, parseLinkHeader, resolveLink } from '../../src/client/paging.js';

// Exact values for the pieces of paging the loop tests reach only in their common forms: the less usual
// `Link` header forms, how a link is placed against a base URL with a path, and how odd page bodies merge.

describe('parseLinkHeader: the less usual forms', () => {
  it('skips a parameter without a value, and a quoted one holding commas and semicolons', () => {
    expect(parseLinkHeader('<https://h/a>; crossorigin; rel=next')).toEqual([
      { url: 'https://h/a', rels: ['next'] },
    ]);
    expect(parseLinkHeader('<https://h/a>; title="a, b; c"; rel=next, <https://h/b>; rel=prev')).toEqual([
      { url: 'https://h/a', rels: ['next'] },
      { url: 'https://h/b', rels: ['prev'] },
    ]);
  });

  it('trims around a quoted value, keeps a quote inside one, and reads an empty relation as none', () => {
    expect(linkFor('<https://h/a>; rel= "next"', 'next')).toBe('https://h/a');
    expect(parseLinkHeader('<https://h/a>; rel=next"x')).toEqual([{ url: 'https://h/a', rels: ['next"x'] }]);
    expect(parseLinkHeader('<https://h/a>; rel=""')).toEqual([{ url: 'https://h/a', rels: [] }]);
    expect(parseLinkHeader('<https://h/a>; rel=" next"')).toEqual([{ url: 'https://h/a', rels: ['next'] }]);
    expect(parseLinkHeader('<https://h/a>; rel="next x=y"')).toEqual([
      { url: 'https://h/a', rels: ['next', 'x=y'] },
    ]);
  });
});

describe('resolveLink: a link against a base URL with a path', () => {
  const base = new URL('https://h.example/api/v1');
  const at = (link: string, from: URL = base): string => resolveLink(link, from).href;

  it('takes a path under the base path from the origin, any other path under the base', () => {
    expect(at('/api/v1/networks?startingAfter=5')).toBe('https://h.example/api/v1/networks?startingAfter=5');
    expect(at('/api/v1')).toBe('https://h.example/api/v1');
    expect(at('/api/v1?perPage=5')).toBe('https://h.example/api/v1?perPage=5');
    expect(at('/other')).toBe('https://h.example/api/v1/other');
    expect(at('networks?x=1')).toBe('https://h.example/api/v1/networks?x=1');
    // A colon in the query does not make a path an absolute URL.
    expect(at('/api/v1/x?t=a:b')).toBe('https://h.example/api/v1/x?t=a:b');
    expect(at('https://other.example/p')).toBe('https://other.example/p');
  });

  it('places any link under a base URL without a path at its origin', () => {
    const bare = new URL('https://h.example');
    expect(at('/x?y=1', bare)).toBe('https://h.example/x?y=1');
    expect(at('x', bare)).toBe('https://h.example/x');
  });

  it('ignores trailing slashes of the base path', () => {
    expect(at('/api/v1/networks', new URL('https://h.example/api/v1//'))).toBe(
      'https://h.example/api/v1/networks',
    );
  });
});

describe('mergePages: odd page bodies', () => {
  it('returns one page as it is, whatever its shape', () => {
    expect(mergePages([{ a: 1 }], 'object')).toEqual({ a: 1 });
  });

  it('an operation documented as a bare list merges as a list, even of envelope-shaped pages', () => {
    expect(mergePages([{ items: [1] }, { items: [2] }], 'array')).toEqual([{ items: [1] }, { items: [2] }]);
  });

  it('merges lists as lists when no page is an envelope; null pages are entries', () => {
    expect(mergePages([[1], [2, 3]], 'object')).toEqual([1, 2, 3]);
    expect(mergePages([null, null], 'envelope')).toEqual([null, null]);
    expect(mergePages([[{ items: 1 }], [{ items: 2 }]], 'envelope')).toEqual([{ items: 1 }, { items: 2 }]);
  });

  it('takes the shape from the first page that is an envelope or a non-empty list of them', () => {
    expect(mergePages([[], { items: [1], meta: { page: 2 } }], 'envelope')).toEqual({
      items: [1],
      meta: { page: 2 },
    });
    // A list holding one envelope among other entries is no list of envelopes: its page adds nothing.
    expect(mergePages([[{ items: [1] }, 'x'], [{ items: [2] }]], 'envelope-array')).toEqual([{ items: [2] }]);
    const last = mergePages([{ items: [1], meta: { page: 1 } }, { items: [2] }], 'envelope');
    expect(last).toStrictEqual({ items: [1, 2] });
  });
});

describe('mergePages: a page that is no value at all', () => {
  it('is kept as a list entry, not read for items', () => {
    expect(mergePages([undefined, [{ id: 1 }]], 'unspecified')).toEqual([undefined, { id: 1 }]);
  });
});
