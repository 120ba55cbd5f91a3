import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fingerprint } from '../../../src/canonical/fingerprint.js';
import { membersFingerprint } from '../../../src/kinds/device-tag/plan-tags.js';

describe('a tag members fingerprint', () => {
  it('is the generic fingerprint of the canonical members, escapes and non-ASCII serials included', () => {
    const members = {
      tag: 'kiosk "A"\u2028',
      serials: ['Q-1', 'Q\\2', 'Q-\u00e9', '\ud83d\ude00', '\u0001'],
    };
    expect(membersFingerprint(members)).toBe(fingerprint(members));
  });

  it('equals the generic fingerprint for any tag and serials', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ unit: 'binary' })), (tag, serials) => {
        expect(membersFingerprint({ tag, serials })).toBe(fingerprint({ tag, serials }));
      }),
    );
  });
});
