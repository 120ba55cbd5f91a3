import type { ApplyResult } from '../applier/index.js';
import { blockFence, blockLine } from '../text/markdown-escape.js';
import { plural } from '../text/plural.js';
import { renderApplyResult } from './apply-result.js';

/*
 * The Markdown a command appends to a GitHub Actions job summary ($GITHUB_STEP_SUMMARY): the same
 * Markdown as the PR comment or drift issue, cut to fit GitHub's limit, with a link to the run's
 * artifacts for the rest.
 */

/** GitHub takes at most 1 MiB per step's summary; this leaves room for the closing note. */
export const STEP_SUMMARY_LIMIT = 1_000_000;

/** The run's page, where its artifacts are listed (GitHub's own variables), when they are set. */
export function runArtifactsUrl(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const server = env['GITHUB_SERVER_URL'];
  const repository = env['GITHUB_REPOSITORY'];
  const run = env['GITHUB_RUN_ID'];
  if (server === undefined || repository === undefined || run === undefined) return undefined;
  if (![server, repository, run].every((part) => /^[\w.:/-]+$/.test(part))) return undefined;
  return `${server}/${repository}/actions/runs/${run}#artifacts`;
}

/** The Markdown as the summary holds it: whole when it fits, else cut at a line with a note. */
export function fitStepSummary(
  markdown: string,
  artifacts: string | undefined,
  limit = STEP_SUMMARY_LIMIT,
): string {
  const text = markdown.endsWith('\n') ? markdown : `${markdown}\n`;
  if (Buffer.byteLength(text, 'utf8') <= limit) return `${text}\n`;
  let cut = text.slice(0, limit);
  while (Buffer.byteLength(cut, 'utf8') > limit) cut = cut.slice(0, Math.floor(cut.length * 0.9));
  const lastLine = cut.lastIndexOf('\n');
  cut = cut.slice(0, lastLine < 0 ? 0 : lastLine + 1);
  // A cut inside a fenced block would swallow the note: close it.
  const fences = (cut.match(/^```/gm) ?? []).length;
  const where = artifacts === undefined ? "the run's artifacts" : `the [artifacts of this run](${artifacts})`;
  return `${cut}${fences % 2 === 1 ? '```\n' : ''}\n> [!NOTE]\n> Cut to fit the job summary: the whole report is in ${where}.\n\n`;
}

/** `apply`'s job summary: the outcome in a line, then the per-operation table. */
export function renderApplyMarkdown(result: ApplyResult): string {
  const count = (status: string): number => result.writes.filter((write) => write.status === status).length;
  const title = result.ok ? 'smform apply: done' : 'smform apply: NOT complete';
  const line = `${count('done')} done, ${count('failed')} failed, ${count('skipped')} skipped${result.interrupted ? ', interrupted' : ''}; ${plural(result.verification.length, 'verification problem')}.`;
  const table = renderApplyResult(result, { color: false }).replace(/\n$/, '').split('\n');
  const fence = blockFence(table);
  return `## ${title}\n\n${line}\n\n${fence}text\n${table.map(blockLine).join('\n')}\n${fence}\n`;
}
