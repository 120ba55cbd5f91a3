/**
 * Escaping for terminals. Every name, tag and server message is untrusted: anyone with Dashboard access
 * can put an escape sequence, a carriage return, a new line or a BiDi override into one. They are shown
 * as visible escapes (`\u001b`, `\n`), never passed to the terminal.
 */

/**
 * Characters a terminal would act on or a reader would not see: C0 controls, DEL, C1 controls, BiDi
 * embeddings, overrides, isolates and marks, zero-width characters, line and paragraph separators, the
 * byte-order mark and the interlinear annotation controls; and every other default-ignorable code point
 * (tag characters U+E0000-E007F, the combining grapheme joiner U+034F, Hangul fillers U+3164, variation
 * selectors), format character, lone surrogate and the blank Braille pattern U+2800.
 */
const INVISIBLE_CLASS =
  '\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb' +
  '\\p{Default_Ignorable_Code_Point}\\p{Cf}\\p{Cs}\\u2800';
const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, 'gu');
/** The same, but new lines and tabs: they belong to a whole output. */
const INVISIBLE_BUT_LINES = new RegExp(`(?![\\n\\t])[${INVISIBLE_CLASS}]`, 'gu');
/** Color sequences (SGR) as the palette writes them, or one of the invisible characters but lines. */
const SGR_OR_INVISIBLE = new RegExp(`\\u001b\\[[0-9;]*m|(?![\\n\\t])[${INVISIBLE_CLASS}]`, 'gu');

/** The first control or invisible character of `text` and its index, if any (config names may have none). */
export function firstInvisible(text: string): { char: string; index: number } | undefined {
  const match = new RegExp(INVISIBLE.source, 'u').exec(text);
  return match === null ? undefined : { char: match[0], index: match.index };
}

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `\\u001b`; a code point above U+FFFF as its two UTF-16 halves (`\\udb40\\udc20`), as JSON writes it. */
function visible(char: string): string {
  const named = NAMED[char];
  if (named !== undefined) return named;
  let escaped = '';
  for (let i = 0; i < char.length; i += 1)
    escaped += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return escaped;
}

/** The text without its invisible characters, in NFKC: what a reader sees, for telling look-alikes apart. */
export function visibleForm(text: string): string {
  // Printable ASCII is its own visible form: most names, and a fleet has 100,000 of them.
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return text.replace(INVISIBLE, '').normalize('NFKC');
}

/**
 * One untrusted string (a name, a tag, an id, a server message) for one line of text: every control,
 * BiDi and invisible character, new lines included, becomes a visible escape. `\u001b` reads as `\u001b`.
 */
export function escapeControls(text: string): string {
  return text.replace(INVISIBLE, visible);
}

/**
 * A whole output (stdout or stderr) on its way to the terminal: the same escapes, but new lines and tabs
 * stay, and with `keepColors` the palette's color sequences too. A last line of defence for text a
 * renderer did not escape; JSON stays valid JSON (the escapes are JSON's own).
 */
export function escapeOutput(text: string, keepColors: boolean): string {
  if (!keepColors) return text.replace(INVISIBLE_BUT_LINES, visible);
  return text.replace(SGR_OR_INVISIBLE, (match) => (match.length > 1 ? match : visible(match)));
}
