import type { DriftCause } from '../drift/causes.js';
import type { DriftEntry, DriftReport } from '../drift/index.js';
import { escapeControls } from '../text/terminal-escape.js';
import { shorten } from '../text/markdown-escape.js';

/** Drift attribution as people read it: who, when, old -> new as logged; shared by text and Markdown. */

/** The longest logged value shown; the JSON report keeps it whole. */
const VALUE_LENGTH = 160;

/** `2026-07-24 12:00:05 UTC`. */
export function causeTime(ts: string): string {
  const at = new Date(Date.parse(ts));
  return Number.isNaN(at.getTime()) ? ts : `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** `Ann Admin <ann@example.com>`, or whichever of the two was logged. */
export function causeAdmin(cause: DriftCause): string {
  const name = cause.adminName ?? '';
  const email = cause.adminEmail ?? '';
  if (name !== '' && email !== '') return `${name} <${email}>`;
  return name !== '' ? name : email !== '' ? email : `admin ${cause.adminId ?? '(not logged)'}`;
}

const value = (text: string | null | undefined): string =>
  text === undefined || text === null || text === '' ? '(none)' : shorten(text, VALUE_LENGTH);

/** `Kiosks: old -> new` as logged (page and label in the Dashboard's own words). */
export function causeChange(cause: DriftCause): string {
  const where = [cause.page, cause.label].filter((part) => part !== undefined && part !== '').join(' / ');
  return `${where === '' ? '' : `${where}: `}${value(cause.oldValue)} -> ${value(cause.newValue)}`;
}

/** The line under an object for one cause, terminal-safe. */
function causeLine(cause: DriftCause): string {
  const who = cause.appliedBySmform === true ? 'applied by smform' : `changed by ${causeAdmin(cause)}`;
  return escapeControls(`${who} at ${causeTime(cause.ts)}: ${causeChange(cause)}`);
}

/**
 * The cause lines of one object: entries that name it, then (headed, never claimed as its cause) the
 * other entries of its network in the window.
 */
export function causeLines(entry: DriftEntry): string[] {
  const causes = entry.causes ?? [];
  const own = causes.filter((cause) => cause.match === 'object').map(causeLine);
  const around = causes.filter((cause) => cause.match === 'network').map((cause) => `  ${causeLine(cause)}`);
  const more = entry.relatedOmitted ?? 0;
  return [
    ...own,
    ...(around.length > 0
      ? [
          "changes in this network's Systems Manager settings around then (not naming it):",
          ...around,
          ...(more > 0 ? [`  … and ${more} older`] : []),
        ]
      : []),
  ];
}

/** One line on what was read: the window and each organization's read; undefined when none was made. */
export function attributionLine(report: DriftReport): string | undefined {
  const a = report.attribution;
  if (a === undefined) return undefined;
  const from =
    a.sinceFrom === 'since-flag'
      ? '--since'
      : a.sinceFrom === 'default'
        ? 'default window, no apply record found'
        : (a.sinceDetail ?? 'the last apply');
  const reads = a.organizations.map((org) =>
    org.error === undefined
      ? `organization ${org.orgId}: ${org.entries} entries`
      : `organization ${org.orgId}: not read (${org.error})`,
  );
  const self =
    a.identity === null
      ? 'the key\'s admin is unknown, so no entry is marked "applied by smform"'
      : `entries by ${a.identity.name === '' ? a.identity.email : `${a.identity.name} <${a.identity.email}>`} (the API key's admin) are smform's own`;
  return escapeControls(
    `Change log since ${causeTime(a.since)} (${from}): ${reads.join(', ') || 'nothing to read'}; ${self}.`,
  );
}

/** An object's cause for grouping: its newest entry by someone else, naming it if any does. */
export function leadingCause(entry: DriftEntry): DriftCause | undefined {
  const others = (entry.causes ?? []).filter((cause) => cause.appliedBySmform !== true);
  return others.find((cause) => cause.match === 'object') ?? others[0];
}

export interface CauseGroup {
  /** Undefined for the objects no entry explains. */
  cause: DriftCause | undefined;
  entries: DriftEntry[];
}

/** Objects grouped by cause: same admin, same minute; those with no cause last. */
export function groupByCause(entries: readonly DriftEntry[]): CauseGroup[] {
  const groups = new Map<string, CauseGroup>();
  const unexplained: DriftEntry[] = [];
  for (const entry of entries) {
    const cause = leadingCause(entry);
    if (cause === undefined) {
      unexplained.push(entry);
      continue;
    }
    const who = (cause.adminEmail ?? cause.adminName ?? cause.adminId ?? '').toLowerCase();
    const at = Date.parse(cause.ts);
    const minute = Number.isNaN(at) ? cause.ts : new Date(at).toISOString().slice(0, 16);
    const key = `${cause.match}\u0000${who}\u0000${minute}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { cause, entries: [entry] });
    else group.entries.push(entry);
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      Date.parse(b.cause?.ts ?? '') - Date.parse(a.cause?.ts ?? '') ||
      (a.cause?.match === b.cause?.match ? 0 : a.cause?.match === 'object' ? -1 : 1),
  );
  return [...sorted, ...(unexplained.length > 0 ? [{ cause: undefined, entries: unexplained }] : [])];
}
