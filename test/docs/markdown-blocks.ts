/** The fenced blocks of a Markdown document that can hold command lines: sh, bash, shell, console, text, untagged. */
export function shellBlocks(text: string): string[] {
  const blocks: string[] = [];
  let open: { lang: string; lines: string[] } | undefined;
  for (const line of text.split('\n')) {
    const fence = /^\s*```(\S*)/.exec(line);
    if (fence === null) open?.lines.push(line);
    else if (open === undefined) open = { lang: fence[1] ?? '', lines: [] };
    else {
      if (['', 'sh', 'bash', 'shell', 'console', 'text'].includes(open.lang))
        blocks.push(open.lines.join('\n'));
      open = undefined;
    }
  }
  return blocks;
}

/** The part of `text` under the heading `heading` (a `## ` line), up to the next heading of any level. */
export function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`no section ${heading}`);
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(/\n#{2,3} /);
  return end === -1 ? rest : rest.slice(0, end);
}
