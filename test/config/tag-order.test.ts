import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTags } from '../../src/config/index.js';
import { canonicalTags } from '../../src/kinds/tags.js';

describe('config and live tags share one canonical order', () => {
  it('orders an astral character after a high BMP one, as code points do (not UTF-16 units)', () => {
    expect(normalizeTags(['😀', '～'])).toEqual(['～', '😀']);
  });

  it('normalizeTags (config) equals canonicalTags (live) for any tag list', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' })), (tags) => {
        expect(normalizeTags(tags)).toEqual(canonicalTags(tags));
      }),
      { numRuns: 300 },
    );
  });
});
