import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalTags } from '../../src/canonical/tags.js';
import { parseConfigText } from '../../src/config/index.js';

/** The tags a target group of a config text declares, as the config reads them. */
function configTags(tags: readonly string[]): string[] | undefined {
  const text = [
    'organizations:',
    '  - id: "1"',
    '    networks:',
    '      - id: N_1',
    `        targetGroups: [{ name: g, scope: withAny, tags: ${JSON.stringify(tags)} }]`,
  ].join('\n');
  return parseConfigText(text, 'orgs/a.yaml').state?.organizations[0]?.networks[0]?.targetGroups?.[0]?.tags;
}

const tag = fc
  .string({ unit: fc.constantFrom('a', 'K', 'k', ' ', 'é', '～', '😀', '\u{10FFFD}'), minLength: 1 })
  // Surrounding spaces are trimmed; a space inside is refused (the Dashboard would split the tag).
  .filter((text) => text.trim() !== '' && !text.trim().includes(' '));

describe('config and live tags share one canonical order', () => {
  it('orders an astral character after a high BMP one, as code points do (not UTF-16 units)', () => {
    expect(configTags(['😀', '～'])).toEqual(['～', '😀']);
  });

  it('a config reads tags as canonicalTags (live) does, for any tag list', () => {
    fc.assert(
      fc.property(fc.array(tag, { minLength: 1 }), (tags) => {
        expect(configTags(tags)).toEqual(canonicalTags(tags));
      }),
      { numRuns: 300 },
    );
  });
});
