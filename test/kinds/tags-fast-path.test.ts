import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCodePoints } from '../../src/canonical/compare.js';
import { canonicalTags } from '../../src/canonical/tags.js';
import { diffTags } from '../../src/kinds/tags.js';

/** The definitions before the fast paths, kept as the reference. */
const referenceCanonical = (tags: readonly string[]): string[] =>
  [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))].sort(compareCodePoints);
const referenceDiff = (before: string[], after: string[]) => ({
  added: after.filter((tag) => !new Set(before).has(tag)),
  removed: before.filter((tag) => !new Set(after).has(tag)),
});

const tags = fc.array(
  fc.oneof(fc.constantFrom('a', 'b', ' a', 'a ', '', 'B', 'é', '😀', 'ab'), fc.string()),
  {
    maxLength: 8,
  },
);

describe('tag sets: the fast paths give what the full definitions give', () => {
  it('canonicalTags, for raw and for already canonical lists, and never hands back its input', () => {
    fc.assert(
      fc.property(tags, (raw) => {
        expect(canonicalTags(raw)).toEqual(referenceCanonical(raw));
        const canonical = referenceCanonical(raw);
        const again = canonicalTags(canonical);
        expect(again).toEqual(canonical);
        expect(again).not.toBe(canonical);
      }),
      { numRuns: 500 },
    );
  });

  it('diffTags, for equal and for different canonical sets', () => {
    fc.assert(
      fc.property(tags, tags, (a, b) => {
        const [before, after] = [referenceCanonical(a), referenceCanonical(b)];
        expect(diffTags(before, after)).toEqual(referenceDiff(before, after));
        expect(diffTags(before, [...before])).toEqual({ added: [], removed: [] });
      }),
      { numRuns: 500 },
    );
  });
});
