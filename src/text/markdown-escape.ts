/** Escaping for the GitHub-flavoured Markdown the plan and drift reports emit. */
import { plural as pluralOf } from './plural.js';
import { escapeControls } from './terminal-escape.js';

/** The longest untrusted string a report shows whole; longer ones keep their head and tail. */
export const MAX_NAME_LENGTH = 200;
/** The longest line of a diff block; a longer one keeps its head and tail. */
export const MAX_LINE_LENGTH = 1_000;

/** Text safe inside HTML (`<summary>`) and Markdown prose: no tags, no entities. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A table cell: one line, pipes escaped (GFM splits cells on `|` even inside code spans). */
export function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

/** A code span that holds any text: the fence is longer than the longest backtick run inside. */
export function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A code span for a table cell. */
export function cellCode(text: string): string {
  return cell(code(text));
}

/** The opening fence of a code block that no line of `lines` can close early. */
export function blockFence(lines: readonly string[]): string {
  let longest = 0;
  for (const line of lines) {
    const run = /^\s*(`+)/.exec(line)?.[1]?.length ?? 0;
    longest = Math.max(longest, run);
  }
  return '`'.repeat(Math.max(3, longest + 1));
}

export { count } from './plural.js';

/** Markdown reports group their counts as people read them: `1,240 devices`. */
export const plural = (value: number, noun: string, nouns?: string): string =>
  pluralOf(value, noun, nouns, true);

/** `head…[N characters left out]…tail`: a long string shortened in the middle, with a marker. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const tail = Math.floor(max / 4);
  const head = max - tail;
  return `${text.slice(0, head)}…[${plural(text.length - head - tail, 'character')} left out]…${text.slice(-tail)}`;
}

/**
 * An untrusted string (a name, a tag, a server message) made inert for a code span or a code block: one
 * line (controls as visible escapes, see escapeControls), no HTML comment opener (so no name carries the
 * report's hidden marker), at most `max` characters.
 */
export function inert(text: string, max: number = MAX_NAME_LENGTH): string {
  return shorten(escapeControls(text).replace(/<!--/g, '\\u003c!--'), max);
}

/**
 * An untrusted string in a code span: GitHub renders no mention, link, image, heading or HTML inside
 * one, and the span's fence is longer than any backtick run in the text, so nothing can close it.
 */
export function codeName(text: string): string {
  return code(inert(text));
}

/** An untrusted string in a code span in a table cell. */
export function cellName(text: string): string {
  return cell(codeName(text));
}

/** One line of a code block holding untrusted text: inert, at most MAX_LINE_LENGTH characters. */
export function blockLine(line: string): string {
  return inert(line, MAX_LINE_LENGTH);
}
