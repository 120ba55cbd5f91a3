/**
 * Renders the README picture `docs/images/pr-comment.png`: the real plan of examples/acme against the
 * emulator seeded with examples/acme/live.yaml, as the Markdown comment `smform plan --output markdown`
 * prints, converted to HTML (test/tools/markdown-html.ts) in GitHub's light style and screenshotted by
 * headless Chromium. Run: `npx vitest run --config test/tools/screenshot.config.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/run.js';
import { markdownToHtml } from './markdown-html.js';

const OUT = resolve('docs/images/pr-comment.png');

const CSS = `
body { margin: 0; background: #fff; font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; }
.comment { margin: 16px; border: 1px solid #d1d9e0; border-radius: 6px; }
.comment-head { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; color: #59636e; border-radius: 6px 6px 0 0; }
.comment-head b { color: #1f2328; }
.comment-body { padding: 16px; }
h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin: 0 0 16px; }
h3 { font-size: 1.25em; margin: 24px 0 16px; }
table { border-collapse: collapse; margin: 0 0 16px; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
tr:nth-child(2n) td { background: #f6f8fa; }
code { font: 85% ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; }
pre { background: #f6f8fa; padding: 16px; border-radius: 6px; overflow: hidden; font: 85%/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre code { background: none; padding: 0; font-size: 100%; }
.line.add { color: #116329; background: #dafbe1; display: inline-block; width: 100%; }
.line.del { color: #82071e; background: #ffebe9; display: inline-block; width: 100%; }
.line.chg { color: #953800; display: inline-block; width: 100%; }
.line.meta { color: #59636e; }
.alert { border-left: .25em solid; padding: 8px 16px; margin: 0 0 16px; }
.alert p { margin: 0; }
.alert-title { font-weight: 600; }
.alert.caution { border-color: #cf222e; } .alert.caution .alert-title { color: #d1242f; }
.alert.warning { border-color: #9a6700; } .alert.warning .alert-title { color: #9a6700; }
summary { cursor: pointer; margin-bottom: 8px; }
hr { border: 0; border-top: 1px solid #d1d9e0; margin: 24px 0 16px; }
sub { color: #59636e; }
`;

async function realComment(): Promise<string> {
  let stdout = '';
  const io: CliIo = {
    out: (text) => {
      stdout += text;
    },
    err: () => undefined,
    env: {},
    cwd: process.cwd(),
    isTTY: false,
  };
  const code = await runCli(
    [
      '--emulator',
      'examples/acme/live.yaml',
      'plan',
      'examples/acme',
      '--output',
      'markdown',
      '--out',
      'plan.json',
    ],
    io,
  );
  rmSync('plan.json', { force: true });
  expect([0, 2]).toContain(code);
  return stdout;
}

function chromium(): string {
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      execFileSync('which', [name], { stdio: 'ignore' });
      return name;
    } catch {
      // Try the next name.
    }
  }
  throw new Error('no chromium on PATH: apt-get install -y chromium');
}

it('renders docs/images/pr-comment.png from a real plan', async () => {
  const markdown = (await realComment()).replace(/<details>/g, '<details open>');
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}</style></head><body>
<div class="comment"><div class="comment-head"><b>github-actions</b> bot commented</div>
<div class="comment-body">${markdownToHtml(markdown)}</div></div></body></html>`;
  const dir = mkdtempSync(join(tmpdir(), 'smform-shot-'));
  try {
    const page = join(dir, 'comment.html');
    writeFileSync(page, html);
    execFileSync(
      chromium(),
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--hide-scrollbars',
        `--screenshot=${OUT}`,
        '--window-size=1000,960',
        `file://${page}`,
      ],
      { stdio: 'ignore', timeout: 90_000 },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(statSync(OUT).size).toBeGreaterThan(10_000);
});
