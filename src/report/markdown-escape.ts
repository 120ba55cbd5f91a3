/** Escaping for the GitHub-flavoured Markdown the plan and drift reports emit. */

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

/** `1,240`: counts as people read them. */
export function count(value: number): string {
  return value.toLocaleString('en-US');
}

export function plural(value: number, noun: string, nouns = `${noun}s`): string {
  return `${count(value)} ${value === 1 ? noun : nouns}`;
}
