import type { AdoptionResult } from '../../cloud-to-code/cloud-to-code.js';
import type { DriftEntry } from '../../drift/index.js';
import { causeAdmin, causeTime, leadingCause } from '../../report/drift-causes.js';
import { codeName, plural } from '../../text/markdown-escape.js';

/** The hidden line the nightly workflow finds its adoption pull request's description by. */
export const ADOPT_MARKER = '<!-- smform:adopt -->';

/** A pull-request description: what the Dashboard changed, who and when, and what Git now says. */
export function renderAdoptionMarkdown(result: AdoptionResult, entries: readonly DriftEntry[]): string {
  const byAddress = new Map(entries.map((entry) => [entry.address, entry]));
  const rows = result.adopted.map((a) => {
    const cause = leadingCause(byAddress.get(a.address) ?? ({} as DriftEntry));
    const who =
      cause === undefined
        ? 'no change-log entry names it'
        : `${codeName(causeAdmin(cause))} at ${causeTime(cause.ts)}`;
    return `| ${codeName(a.address)} | ${a.status} | ${who} | ${codeName(a.file)}: ${a.how.replace(/\|/g, '\\|')} |`;
  });
  return [
    ADOPT_MARKER,
    `## smform adopt: ${plural(result.adopted.length, 'object')} from the Dashboard into Git`,
    '',
    'These objects were changed in the Dashboard behind Git. Merging this pull request keeps those changes: the config then says what the Dashboard holds, and `smform plan` shows no change for them. Close it to put them back with the next apply instead.',
    '',
    '| Object | Status | Changed by | Config change |',
    '|---|---|---|---|',
    ...rows,
    ...(result.refused.length > 0
      ? [
          '',
          `Not adopted (${result.refused.length}):`,
          ...result.refused.map((r) => `- ${codeName(r.address)}: ${codeName(r.reason)}`),
        ]
      : []),
    '',
  ].join('\n');
}
