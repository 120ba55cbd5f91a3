import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAdminRoles } from '../../src/kinds/admin-role/admin-roles.js';
import { readSentryAssignments } from '../../src/kinds/sentry/sentry.js';
import { parseScopeString } from '../../src/kinds/tag-scope.js';
import { readTags } from '../../src/kinds/tags.js';
import { readTargetGroups } from '../../src/kinds/target-group/target-groups.js';

/**
 * Every wire form the API has used for one tag set reads as the same canonical set: a JSON list, a
 * space-separated string with irregular whitespace, a JSON list inside a string, and `"[]"` for none.
 */

/** Tags as the API holds them: no whitespace inside (a space-separated string could not carry it). */
const wireTag = fc.oneof(
  fc.constantFrom('a', 'b', 'B', 'kiosk', 'é', '😀', '[x]', 'a,b', '"q"'),
  fc.stringMatching(/^[^\s]{1,6}$/),
);
const wireTags = fc.array(wireTag, { maxLength: 6 });
/** Whitespace the API (or a proxy) may put between and around tags. */
const gap = fc.constantFrom(' ', '  ', '\t', '\n', ' \t ', '\r\n');

/** The expected set, independently of the code: unique, sorted by spread code points. */
function expected(tags: readonly string[]): string[] {
  const byCodePoints = (a: string, b: string): number => {
    const [left, right] = [[...a], [...b]];
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      const d = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
      if (d !== 0) return d;
    }
    return left.length - right.length;
  };
  return [...new Set(tags)].sort(byCodePoints);
}

/** `tags` joined by random gaps, with random gaps (or none) at both ends. */
const spaced = wireTags.chain((tags) =>
  fc
    .tuple(
      fc.array(gap, { minLength: tags.length + 1, maxLength: tags.length + 1 }),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([gaps, lead, trail]) => {
      const inner = tags.map((tag, i) => (i === 0 ? tag : `${gaps[i] ?? ' '}${tag}`)).join('');
      return { tags, text: `${lead ? (gaps[0] ?? ' ') : ''}${inner}${trail ? (gaps.at(-1) ?? ' ') : ''}` };
    }),
);

describe('tags in every wire form read as one canonical set', () => {
  it('a list, a space-separated string, a JSON list in a string: the same set', () => {
    fc.assert(
      fc.property(spaced, ({ tags, text }) => {
        const want = expected(tags);
        expect(readTags(tags)).toEqual(want);
        expect(readTags(text)).toEqual(want);
        expect(readTags(JSON.stringify(tags))).toEqual(want);
        expect(readTags(` ${JSON.stringify(tags)}\n`)).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it('"[]", an empty or blank string, and anything that is not a list or a string read as no tags', () => {
    for (const raw of ['[]', ' [] ', '', '   ', '\t\n', null, undefined, 7, {}, true]) {
      expect(readTags(raw)).toEqual([]);
    }
  });

  it('a bracketed string that is not JSON reads space-separated; a JSON non-list too', () => {
    expect(readTags('[a b]')).toEqual(['[a', 'b]']);
    expect(readTags('[x]')).toEqual(['[x]']);
    expect(readTags('[1]')).toEqual([]);
    expect(readTags('["b", "a", "b"]')).toEqual(['a', 'b']);
    expect(readTags('{"a":1}')).toEqual(['{"a":1}']);
  });

  it('a list keeps only its strings, trimmed, and drops empty ones', () => {
    expect(readTags([' b ', 2, null, '', '  ', 'a', ['c']])).toEqual(['a', 'b']);
  });

  it('each kind reads its tags the same way in every form', () => {
    fc.assert(
      fc.property(spaced, fc.constantFrom<'list' | 'text' | 'json'>('list', 'text', 'json'), (s, form) => {
        const raw = form === 'list' ? s.tags : form === 'text' ? s.text : JSON.stringify(s.tags);
        const want = expected(s.tags);
        const [group] = readTargetGroups([{ id: '1', name: 'G', scope: 'withAny', tags: raw }], 'N_1');
        expect(group?.tags).toEqual(want);
        const [role] = readAdminRoles([{ roleId: 'r', name: 'R', scope: 'some', tags: raw }], 'O_1');
        expect(role?.tags).toEqual(want);
        const [assigned] = readSentryAssignments(
          [
            {
              networkId: 'N_S',
              policies: [
                { policyId: 'p', smNetworkId: 'N_SM', groupPolicyId: '1', scope: 'withAny', tags: raw },
              ],
            },
          ],
          'O_1',
        );
        expect(assigned?.policies[0]?.tags).toEqual(want);
      }),
      { numRuns: 150 },
    );
  });

  it('a scope string carries the keyword and its tags, whatever the whitespace around the commas', () => {
    fc.assert(
      fc.property(wireTags, gap, gap, (tags, before, after) => {
        const clean = tags.filter((tag) => !tag.includes(','));
        const text = ['withAny', ...clean].join(`${before},${after}`);
        expect(parseScopeString(text)).toEqual({ keyword: 'withAny', tags: expected(clean) });
      }),
      { numRuns: 200 },
    );
    expect(parseScopeString('')).toEqual({ keyword: 'none', tags: [] });
    expect(parseScopeString(' , a')).toEqual({ keyword: 'none', tags: ['a'] });
    expect(parseScopeString('withany, a')).toBeUndefined();
  });
});
