import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkFor, mergePages, parseLinkHeader } from '../../src/client/paging.js';

/** Cuts a list into consecutive non-empty pages at the given cut points. */
function split<T>(items: T[], cuts: number[]): T[][] {
  const points = [...new Set(cuts.map((c) => c % (items.length + 1)))].sort((a, b) => a - b);
  const pages: T[][] = [];
  let start = 0;
  for (const point of [...points, items.length]) {
    if (point > start) pages.push(items.slice(start, point));
    start = Math.max(start, point);
  }
  return pages.length === 0 ? [[]] : pages;
}

const dataset = fc.array(fc.record({ id: fc.string() }), { maxLength: 30 });
const cuts = fc.array(fc.nat(), { maxLength: 6 });

describe('paging properties', () => {
  it('merging the pages of a bare list gives the list back', () => {
    fc.assert(
      fc.property(dataset, cuts, (items, at) => {
        expect(mergePages(split(items, at), 'array')).toEqual(items);
      }),
    );
  });

  it('merging envelopes and arrays of envelopes gives every item once, in order, with the last meta', () => {
    fc.assert(
      fc.property(dataset, cuts, fc.boolean(), (items, at, wrapped) => {
        const pages = split(items, at).map((page, index) => {
          const envelope = { items: page, meta: { page: index } };
          return wrapped ? [envelope] : envelope;
        });
        const merged = mergePages(pages, wrapped ? 'envelope-array' : 'envelope');
        const expected = { items, meta: { page: pages.length - 1 } };
        expect(merged).toEqual(wrapped ? [expected] : expected);
      }),
    );
  });

  it('finds the next link whatever the order, quoting and spacing of the links', () => {
    const rel = fc.constantFrom('first', 'prev', 'last');
    fc.assert(
      fc.property(
        fc.array(rel, { maxLength: 3 }),
        fc.nat(),
        fc.boolean(),
        fc.constantFrom('', ' ', '  '),
        (others, at, quoted, space) => {
          const links = others.map((r, i) => `<https://api.example.com/x?o=${i}>;${space}rel=${r}`);
          const next = `<https://api.example.com/x?startingAfter=a,b>;${space}rel=${quoted ? '"next"' : 'next'}`;
          links.splice(at % (links.length + 1), 0, next);
          expect(linkFor(links.join(`,${space}`), 'next')).toBe(
            'https://api.example.com/x?startingAfter=a,b',
          );
        },
      ),
    );
  });

  it('never throws on arbitrary header text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Array.isArray(parseLinkHeader(text))).toBe(true);
      }),
    );
  });
});
