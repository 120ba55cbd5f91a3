import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redact } from '../../src/client/api-error.js';

/** Any 12 characters of the key, encoded any way an echoing server may, never survive redaction. */

const hexKey = fc.stringMatching(/^[0-9a-f]{40}$/);
const encodings: Record<string, (part: string, before: string) => string> = {
  raw: (part) => part,
  upper: (part) => part.toUpperCase(),
  hex: (part) => Buffer.from(part).toString('hex'),
  HEX: (part) => Buffer.from(part).toString('hex').toUpperCase(),
  base64: (part, before) => Buffer.from(before + part).toString('base64'),
  'base64url unpadded': (part, before) => Buffer.from(before + part).toString('base64url'),
  'percent-encoded': (part) => [...part].map((c) => `%${c.charCodeAt(0).toString(16)}`).join(''),
};

describe('redacting a key an echoing server sends back', () => {
  it('leaves no 12 characters of it in any encoding, at any position, amid any text', () => {
    fc.assert(
      fc.property(
        hexKey,
        fc.nat(40 - 12),
        fc.integer({ min: 12, max: 40 }),
        fc.constantFrom(...Object.keys(encodings)),
        fc.string({ maxLength: 3 }),
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        (key, start, length, encoding, before, head, tail) => {
          const part = key.slice(start, Math.min(40, start + length));
          fc.pre(part.length >= 12);
          const echo = (encodings[encoding] ?? String)(part, before);
          const shown = redact(`${head} ${echo} ${tail}`, key);
          expect(shown).toContain('***');
          expect(shown).not.toContain(echo);
          expect(shown.toLowerCase()).not.toContain(part.slice(0, 12));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves text that holds no part of the key as it was', () => {
    fc.assert(
      fc.property(hexKey, fc.string({ maxLength: 200 }), (key, text) => {
        fc.pre(!text.includes(key.slice(0, 8)));
        expect(redact(text.replace(/[0-9a-f%]/gi, 'z'), key)).toBe(text.replace(/[0-9a-f%]/gi, 'z'));
      }),
    );
  });
});
