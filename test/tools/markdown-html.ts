/**
 * A tiny GitHub-flavoured Markdown to HTML converter for exactly the subset smform's plan and drift
 * reports emit: headings, paragraphs, `> [!CAUTION]` alerts, pipe tables with alignment, fenced code
 * blocks (``` diff lines colored), `---`, list items, inline code, bold, and raw HTML lines (`<details>`,
 * `<summary>`, `<sub>`, comments) passed through. Used only to render the README picture.
 */

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Inline markup: code spans (any fence length) first, then bold; HTML tags GitHub allows pass through. */
export function inline(text: string): string {
  let out = '';
  let rest = text;
  while (rest.length > 0) {
    const tick = /(`+)/.exec(rest);
    if (tick?.index === undefined || tick[1] === undefined) {
      out += prose(rest);
      break;
    }
    const fence = tick[1];
    const start = tick.index;
    const end = rest.indexOf(fence, start + fence.length);
    if (end < 0) {
      out += prose(rest);
      break;
    }
    out += prose(rest.slice(0, start));
    let content = rest.slice(start + fence.length, end);
    if (content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '')
      content = content.slice(1, -1);
    out += `<code>${escapeHtml(content)}</code>`;
    rest = rest.slice(end + fence.length);
  }
  return out;
}

function prose(text: string): string {
  const allowed = /^<\/?(sub|summary|details|b|i|br)( open)?>$/;
  return text
    .split(/(<[^>]+>)/)
    .map((part) => (allowed.test(part) ? part : escapeHtml(part)))
    .join('')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\\\|/g, '|');
}

function splitRow(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let inCode = 0;
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i] ?? '';
    if (char === '\\' && body[i + 1] === '|') {
      current += '\\|';
      i += 1;
    } else if (char === '`') {
      inCode = inCode === 0 ? 1 : 0;
      current += char;
    } else if (char === '|') {
      cells.push(current.trim());
      current = '';
    } else current += char;
  }
  cells.push(current.trim());
  return cells;
}

function table(lines: string[]): string {
  const [header = '', align = '', ...rows] = lines;
  const aligns = splitRow(align).map((cell) =>
    cell.startsWith(':') && cell.endsWith(':') ? 'center' : cell.endsWith(':') ? 'right' : 'left',
  );
  const cells = (row: string, tag: string): string =>
    splitRow(row)
      .map(
        (cell, i) => `<${tag} align="${aligns[i] ?? 'left'}">${inline(cell.replace(/\\\|/g, '|'))}</${tag}>`,
      )
      .join('');
  return `<table><thead><tr>${cells(header, 'th')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${cells(row, 'td')}</tr>`)
    .join('')}</tbody></table>`;
}

function codeBlock(language: string, lines: string[]): string {
  const body = lines
    .map((line) => {
      const kind =
        language !== 'diff'
          ? ''
          : line.startsWith('+')
            ? 'add'
            : line.startsWith('-')
              ? 'del'
              : line.startsWith('!')
                ? 'chg'
                : line.startsWith('@@')
                  ? 'hunk'
                  : line.startsWith('#')
                    ? 'meta'
                    : '';
      return `<span class="line ${kind}">${escapeHtml(line)}</span>`;
    })
    .join('\n');
  return `<pre class="code ${language}"><code>${body}</code></pre>`;
}

function blockquote(lines: string[]): string {
  const inner = lines.map((line) => line.replace(/^>\s?/, ''));
  const alert = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]$/.exec(inner[0] ?? '');
  if (alert?.[1] !== undefined) {
    const kind = alert[1].toLowerCase();
    const title = kind[0]?.toUpperCase() + kind.slice(1);
    return `<div class="alert ${kind}"><p class="alert-title">${title}</p>${markdownToHtml(inner.slice(1).join('\n'))}</div>`;
  }
  return `<blockquote>${markdownToHtml(inner.join('\n'))}</blockquote>`;
}

/** Converts the subset; unknown constructs fall back to escaped paragraphs. */
export function markdownToHtml(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let i = 0;
  const take = (test: (line: string) => boolean): string[] => {
    const taken: string[] = [];
    while (i < lines.length && test(lines[i] ?? '')) taken.push(lines[i++] ?? '');
    return taken;
  };
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const fence = /^(`{3,})(\w*)\s*$/.exec(line);
    if (fence?.[1] !== undefined) {
      i += 1;
      const body = take((l) => l !== fence[1]);
      i += 1;
      out.push(codeBlock(fence[2] ?? '', body));
    } else if (line.trim() === '') i += 1;
    else if (/^<!--.*-->$/.test(line.trim())) i += 1;
    else if (/^#{1,6} /.test(line)) {
      const level = line.indexOf(' ');
      out.push(`<h${level}>${inline(line.slice(level + 1))}</h${level}>`);
      i += 1;
    } else if (line.startsWith('>')) out.push(blockquote(take((l) => l.startsWith('>'))));
    else if (line.startsWith('|')) out.push(table(take((l) => l.startsWith('|'))));
    else if (line.trim() === '---') {
      out.push('<hr>');
      i += 1;
    } else if (/^- /.test(line))
      out.push(
        `<ul>${take((l) => /^- /.test(l))
          .map((l) => `<li>${inline(l.slice(2))}</li>`)
          .join('')}</ul>`,
      );
    else if (/^<\/?(details|summary)/.test(line.trim())) {
      out.push(prose(line.trim()));
      i += 1;
    } else
      out.push(
        `<p>${take((l) => l.trim() !== '' && !/^(\||>|```|<\/?details|#)/.test(l))
          .map(inline)
          .join('<br>')}</p>`,
      );
  }
  return out.join('\n');
}
