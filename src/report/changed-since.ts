import type { Plan } from '../model/plan.js';
import { escapeControls } from '../text/terminal-escape.js';
import { codeName, count, plural } from '../text/markdown-escape.js';

/** How many no-longer-managed scopes are named before "and N more". */
const NAMED = 10;

/** The first few scopes, then how many more. */
function some(scopes: readonly string[], name: (scope: string) => string): string {
  const shown = scopes.slice(0, NAMED).map(name).join(', ');
  return scopes.length > NAMED ? `${shown} and ${count(scopes.length - NAMED)} more` : shown;
}

const shortCommit = (commit: string): string => commit.slice(0, 12);

/**
 * The text plan's lines for `--changed-since` (none without it): how many scopes were planned and left
 * unread, that the nightly drift job reads the rest, and the scopes no longer declared.
 */
export function changedSinceText(plan: Plan): string[] {
  const since = plan.origin?.changedSince;
  if (since === undefined) return [];
  const ref = `${escapeControls(since.ref)} (${escapeControls(shortCommit(since.commit))})`;
  const planned = since.scopes.length;
  const total = planned + since.unread;
  const head =
    planned === 0
      ? `Nothing in the config changed since ${ref}: no scope planned, ${plural(since.unread, 'scope')} left unread.`
      : `Planned only the scopes whose config changed since ${ref}: ${planned} of ${plural(total, 'scope')}; ${count(since.unread)} left unread.`;
  const lines = [
    head,
    'Unread scopes are not checked here: the nightly drift job (smform drift) reads them all.',
  ];
  if (since.noLongerManaged.length > 0)
    lines.push(
      `No longer managed (declared at ${escapeControls(since.ref)}, not now; left alone, nothing deleted): ${some(since.noLongerManaged, escapeControls)}`,
    );
  return lines;
}

/** The pull-request comment's note for `--changed-since` (none without it). */
export function changedSinceMarkdown(plan: Plan): string[] {
  const since = plan.origin?.changedSince;
  if (since === undefined) return [];
  const ref = `${codeName(since.ref)} (${codeName(shortCommit(since.commit))})`;
  const planned = since.scopes.length;
  const total = planned + since.unread;
  const head =
    planned === 0
      ? `> Nothing in the config changed since ${ref}: no scope planned, ${plural(since.unread, 'scope')} left unread.`
      : `> Planned only the scopes whose config changed since ${ref}: ${count(planned)} of ${plural(total, 'scope')}; ${count(since.unread)} left unread.`;
  return [
    '> [!NOTE]',
    head,
    '> The nightly drift job reads every scope; this plan does not check the unread ones.',
    ...(since.noLongerManaged.length > 0
      ? [
          `> No longer managed (declared at ${codeName(since.ref)}, not now; left alone, nothing deleted): ${some(since.noLongerManaged, codeName)}.`,
        ]
      : []),
    '',
  ];
}
