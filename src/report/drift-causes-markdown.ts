import type { DriftEntry, DriftReport } from '../drift/index.js';
import { codeName, count, plural } from '../text/markdown-escape.js';
import { STATUS_LABEL } from './drift-text.js';
import { attributionLine, causeAdmin, causeChange, causeTime, groupByCause } from './drift-causes.js';
import type { DocumentPiece } from './markdown-fit.js';

/** How many objects a group lists by address before it only counts them. */
const LISTED = 10;

function objectLine(entry: DriftEntry): string {
  const cause = (entry.causes ?? []).find(
    (candidate) => candidate.match === 'object' && candidate.appliedBySmform !== true,
  );
  const logged = cause === undefined ? '' : `: ${codeName(causeChange(cause))}`;
  return `  - ${codeName(entry.address)} (${STATUS_LABEL[entry.status]})${logged}`;
}

/**
 * The drift issue's "Who changed it" section: objects grouped by cause (same admin, same minute), so
 * forty objects one person changed in one sitting read as one item. Empty when no change log was read.
 */
export function causeSection(report: DriftReport, outOfSync: readonly DriftEntry[]): DocumentPiece[] {
  const line = attributionLine(report);
  if (line === undefined) return [];
  const lines = groupByCause(outOfSync).flatMap((group) => {
    const listed = group.entries.slice(0, LISTED).map(objectLine);
    const more = group.entries.length - listed.length;
    const tail = more > 0 ? [`  - … and ${plural(more, 'more object')}`] : [];
    const objects = plural(group.entries.length, 'object');
    if (group.cause === undefined)
      return [`- No change-log entry in the window explains ${objects}:`, ...listed, ...tail];
    const who = `${codeName(causeAdmin(group.cause))} at ${causeTime(group.cause.ts)}`;
    const head =
      group.cause.match === 'object'
        ? `- Changed by ${who}: ${objects}`
        : `- ${objects} in a network with changes by ${who} (the entries do not name the objects; see \`smform drift\` for them):`;
    return [head, ...listed, ...tail];
  });
  return [
    ['### Who changed it', '', codeName(line), ''].join('\n'),
    { lines, omitted: (n) => `- … ${count(n)} more lines; run smform drift for all of them` },
    '',
  ];
}
