import { describe, expect, it } from 'vitest';
import { redactSecret, redactUrlCredentials } from '../../src/text/redact.js';

/**
 * docs/client.md § Security: any text a server echoes back has the key replaced by `***`, in whatever
 * form the server used, and nothing else of the text is touched. Exact outputs, so a redaction that
 * swallows its neighbours or leaves a tail of the key fails as surely as one that misses the key.
 */

const KEY = 'test-key-fake-0123456789-abcdefghijklmno';
const hex = (text: string) => Buffer.from(text).toString('hex');
const percent = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');

describe('redacting the API key from echoed text', () => {
  it('replaces the key, a run of 12 or more of its characters, or its first 8, and nothing around them', () => {
    const cases = [
      `echo: ${KEY} end`,
      `x${KEY.toUpperCase()}y`,
      `key=${KEY.slice(5, 25)}!`,
      `id ${KEY.slice(0, 8)} next`,
      `id ${KEY.slice(0, 7)} short`,
      `${KEY.slice(0, 12)} and ${KEY.slice(20, 32)}`,
      `near ${KEY.slice(3, 14)} miss`,
      `q=${percent(KEY.slice(2, 16))}&r=1`,
      `hex ${hex(KEY.slice(3, 20))} z`,
      `b64 ${Buffer.from(`ab${KEY}`).toString('base64')} z`,
      `url ${Buffer.from(`a${KEY.slice(0, 20)}`).toString('base64url')}.`,
    ];
    expect(cases.map((text) => redactSecret(text, KEY))).toEqual([
      'echo: *** end',
      'x***y',
      'key=***!',
      'id *** next',
      // Seven characters, or eleven from inside it, are too few to be told from chance.
      `id ${KEY.slice(0, 7)} short`,
      '*** and ***',
      `near ${KEY.slice(3, 14)} miss`,
      'q=***&r=1',
      'hex *** z',
      'b64 *** z',
      'url ***.',
    ]);
    expect(redactSecret(`plain ${KEY}`, undefined)).toBe(`plain ${KEY}`);
    expect(redactSecret('', KEY)).toBe('');
  });

  it('hides the credentials of a URL, keeping a user name beside a password', () => {
    expect(
      redactUrlCredentials('see http://ops:pa55@proxy:3128/x and https://tok@h.example/ and mailto:a@b'),
    ).toBe('see http://ops:***@proxy:3128/x and https://***@h.example/ and mailto:a@b');
  });
});
