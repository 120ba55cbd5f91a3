import { describe, expect, it } from 'vitest';
import { parseJsonExact } from '../../src/client/exact-json.js';

describe('parsing an answer with integers above 2^53', () => {
  it('keeps the exact digits of each such integer as a string, wherever it sits', () => {
    expect(parseJsonExact('[{"id":9007199254740993,"n":[-9007199254740995, 12345678901234567890]}]')).toEqual(
      [{ id: '9007199254740993', n: ['-9007199254740995', '12345678901234567890'] }],
    );
  });

  it('leaves safe integers, floats, exponents and digits inside strings (escaped quotes too) as JSON.parse reads them', () => {
    const text =
      '{"safe":9007199254740991,"float":9007199254740993.5,"exp":1e300,"s":"9007199254740993 \\"9007199254740993\\""}';
    expect(parseJsonExact(text)).toEqual(JSON.parse(text));
  });

  it('still refuses text that is not JSON', () => {
    expect(() => parseJsonExact('{"id": 9007199254740993')).toThrow(SyntaxError);
    expect(() => parseJsonExact('"unterminated 9007199254740993')).toThrow(SyntaxError);
  });
});
