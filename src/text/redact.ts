/**
 * Redaction of secrets from text an untrusted server or a user's URL may put in front of us: the API
 * key in any of the forms an echoing server may use, and the credentials of any URL.
 */

/** Any run of this many characters of the key is redacted wherever it appears. */
const WINDOW = 12;
/** The shortest start of the key that is still redacted where it appears alone (a truncated echo). */
const MIN_PREFIX = 8;

type Range = [start: number, end: number];

/** Lower-cases A-Z only, so every index still points at the same character. */
const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The key's substrings of `length` characters starting at every `step`-th position. */
function windowsOf(text: string, length: number, step = 1): Set<string> {
  const windows = new Set<string>();
  for (let i = 0; i + length <= text.length; i += step) windows.add(text.slice(i, i + length));
  return windows;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One regular expression for all the windows: a native scan, fast on long text. */
const patternOf = (windows: ReadonlySet<string>, flags: string): RegExp | undefined =>
  windows.size === 0 ? undefined : new RegExp([...windows].map(escapeRegExp).join('|'), flags);

/** Marks every place where `pattern` (global) matches in `view` (callers widen the ranges to whole tokens). */
function mark(view: string, pattern: RegExp | undefined, into: Range[]): void {
  if (pattern === undefined) return;
  for (const match of view.matchAll(pattern)) into.push([match.index, match.index + match[0].length]);
}

/**
 * Marks every run of the key's characters (letter case aside) in `view` that holds a window (`pattern`),
 * the whole run: a window, then as much more of the key as follows it.
 */
function markRuns(view: string, pattern: RegExp, lowerKey: string, into: Range[]): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(view); match !== null; match = pattern.exec(view)) {
    const offset = lowerKey.indexOf(asciiLower(match[0]));
    let end = match.index + match[0].length;
    while (offset + end - match.index < lowerKey.length) {
      if (asciiLower(view.charAt(end)) !== lowerKey.charAt(offset + end - match.index)) break;
      end += 1;
    }
    into.push([match.index, end]);
    pattern.lastIndex = end;
  }
}

/** Widens each range to the whole run of characters matching `token` around it. */
function widen(text: string, ranges: Range[], token: RegExp): Range[] {
  return ranges.map(([start, end]) => {
    let from = start;
    let to = end;
    while (from > 0 && token.test(text.charAt(from - 1))) from -= 1;
    while (to < text.length && token.test(text.charAt(to))) to += 1;
    return [from, to];
  });
}

/** The text with `%XX` escapes decoded (one character each), and where a decoded character came from. */
function percentDecoded(text: string): { view: string; original: (index: number) => Range } | undefined {
  // Where each escape sits in the decoded view, in order.
  const escapes: number[] = [];
  const view = text.replace(/%([0-9a-f]{2})/gi, (_whole, hex: string, at: number) => {
    escapes.push(at - 2 * escapes.length);
    return String.fromCharCode(parseInt(hex, 16));
  });
  if (escapes.length === 0) return undefined;
  const original = (index: number): Range => {
    let low = 0;
    let high = escapes.length;
    // The number of escapes before `index` in the view.
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((escapes[middle] ?? 0) < index) low = middle + 1;
      else high = middle;
    }
    const start = index + 2 * low;
    return [start, start + (escapes[low] === index ? 3 : 1)];
  };
  return { view, original };
}

/**
 * The base64 characters that depend on the key's bytes alone when the key starts `align` bytes into a
 * 3-byte group (0, 1 or 2), whatever precedes or follows it.
 */
function base64Core(key: Buffer, align: number): string {
  const encoded = Buffer.concat([Buffer.alloc(align), key]).toString('base64');
  const groups = Math.floor((align + key.length) / 3);
  return encoded.slice(align === 0 ? 0 : 4, groups * 4);
}

/** What finds one key in a text, built once per key: a redactor runs on every line the CLI prints. */
interface KeyPatterns {
  lowerKey: string;
  /** Any window or start of the key, letter case aside. */
  plain: RegExp;
  /** The hex of any window, either case. */
  hex: RegExp | undefined;
  /** The base64 of any window, at each byte alignment. */
  base64: RegExp[];
}

function patternsOf(secret: string): KeyPatterns {
  const lowerKey = asciiLower(secret);
  const windows = windowsOf(lowerKey, Math.min(WINDOW, secret.length));
  // A start of the key of 8 characters or more, then as much more of it as follows.
  windows.add(lowerKey.slice(0, Math.min(MIN_PREFIX, lowerKey.length)));
  const bytes = Buffer.from(secret, 'utf8');
  const length = Math.min(WINDOW, bytes.length);
  // Whole groups of 3 bytes that any `length` bytes of the key are sure to hold.
  const groups = Math.floor((length - 2) / 3);
  const base64 =
    groups > 0
      ? [0, 1, 2].map((align) => patternOf(windowsOf(base64Core(bytes, align), 4 * groups, 4), 'g'))
      : [];
  return {
    lowerKey,
    plain: new RegExp([...windows].map(escapeRegExp).join('|'), 'gi'),
    hex: patternOf(windowsOf(bytes.toString('hex'), 2 * length, 2), 'gi'),
    base64: base64.filter((pattern): pattern is RegExp => pattern !== undefined),
  };
}

/** Every range of `text` that holds a window of the key, raw, in any letter case or URL-encoded. */
function plainRanges(text: string, key: KeyPatterns): Range[] {
  const ranges: Range[] = [];
  markRuns(text, key.plain, key.lowerKey, ranges);
  const decoded = percentDecoded(text);
  if (decoded !== undefined) {
    const found: Range[] = [];
    markRuns(decoded.view, key.plain, key.lowerKey, found);
    for (const [start, end] of found) ranges.push([decoded.original(start)[0], decoded.original(end - 1)[1]]);
  }
  return ranges;
}

/** Every range of `text` that holds the hex or base64 encoding of a window of the key (whole tokens). */
function encodedRanges(text: string, key: KeyPatterns): Range[] {
  const hex: Range[] = [];
  mark(text, key.hex, hex);
  const base64: Range[] = [];
  if (key.base64.length > 0) {
    const view = text.replace(/-/g, '+').replace(/_/g, '/');
    for (const pattern of key.base64) mark(view, pattern, base64);
  }
  return [...widen(text, hex, /[0-9a-f]/i), ...widen(text, base64, /[A-Za-z0-9+/=_-]/)];
}

/** Replaces each of the (possibly overlapping) ranges with `***`. */
function replaceRanges(text: string, ranges: Range[]): string {
  const merged: Range[] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  let result = '';
  let at = 0;
  for (const [start, end] of merged) {
    result += `${text.slice(at, start)}***`;
    at = end;
  }
  return result + text.slice(at);
}

/**
 * Replaces the secret with `***` wherever an echoing server may put it: any 12 characters of it in a row
 * (the whole key when shorter), in any letter case, URL-encoded, as hex (either case) or base64 at any
 * byte alignment (standard or URL-safe, padded or not: the whole token goes); and any start of it of 8
 * characters or more.
 */
export function redactSecret(text: string, secret: string | undefined): string {
  if (secret === undefined || secret.length === 0) return text;
  return secretRedactor(secret)(text);
}

/** `redactSecret` for one secret, its patterns built once: for text redacted line after line. */
export function secretRedactor(secret: string): (text: string) => string {
  const key = patternsOf(secret);
  return (text) =>
    text.length === 0 ? text : replaceRanges(text, [...plainRanges(text, key), ...encodedRanges(text, key)]);
}

/** `scheme://userinfo@`: a URL's credentials, wherever a URL sits in a text. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#@"'<>]+)@/gi;

/**
 * Hides the credentials of every URL in a text: `http://ops:pa55@proxy` shows as `http://ops:***@proxy`;
 * a user name alone (often a token) as `http://***@proxy`.
 */
export function redactUrlCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, (_whole, scheme: string, userinfo: string) => {
    const colon = userinfo.indexOf(':');
    return colon < 0 ? `${scheme}***@` : `${scheme}${userinfo.slice(0, colon)}:***@`;
  });
}
