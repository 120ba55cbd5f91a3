/**
 * JSON.parse rounds an integer above 2^53 to the nearest double: an id of 9007199254740993 would read as
 * ...992, and a write would then go to an object never read. Such integers are kept as strings of their
 * exact digits instead (ids are strings everywhere in smform); every other value parses as usual.
 */

/** Fifteen digits or fewer are always exact; only a longer run can need quoting. */
const LONG_DIGITS = /\d{16}/;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export function parseJsonExact(text: string): unknown {
  if (!LONG_DIGITS.test(text)) return JSON.parse(text) as unknown;
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length;) {
    const char = text.charAt(i);
    if (char === '"') {
      // Skips the string: its digits are text, not numbers.
      i += 1;
      while (i < text.length && text.charAt(i) !== '"') i += text.charAt(i) === '\\' ? 2 : 1;
      i += 1;
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(text)?.[0] ?? char;
      if (/^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token))) {
        out += `${text.slice(copied, i)}"${token}"`;
        copied = i + token.length;
      }
      i += token.length;
    } else i += 1;
  }
  return JSON.parse(out + text.slice(copied)) as unknown;
}
