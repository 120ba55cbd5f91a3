/** `1,240`: counts as people read them. */
export function count(value: number): string {
  return value.toLocaleString('en-US');
}

/**
 * `1 error`, `3 errors`, `2 policies` (with `nouns`). With `grouped`, the count as people read it:
 * `1,240 devices` (the Markdown reports); without, as a number (`1240 devices`, the log lines).
 */
export function plural(value: number, noun: string, nouns = `${noun}s`, grouped = false): string {
  return `${grouped ? count(value) : String(value)} ${value === 1 ? noun : nouns}`;
}
