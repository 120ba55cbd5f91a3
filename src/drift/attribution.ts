import { parseScope } from '../model/scope-address.js';
import { kindSpec } from '../kinds/registry.js';
import type { DriftEntry, DriftReport } from './drift.js';
import type { ChangeRecord, KeyIdentity } from './change-log.js';
import type { AttributionSummary, CauseMatch, DriftCause } from './causes.js';

/**
 * Drift with its cause: the change-log entries that explain each object out of sync. Only what is
 * certain counts as the object's own change: its organization, its network, the window since the last
 * apply, and its name or id appearing in the entry's label, old or new value. How the real Dashboard
 * words SM entries (`page`, `label`) is not documented, so no wording is ever matched; entries of the
 * object's network that do not name it are listed as changes in that network around then. Pure.
 */

/** At most this many `network` entries per object: the newest; `relatedOmitted` counts the rest. */
export const RELATED_LIMIT = 5;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const tokens = new Map<string, RegExp>();

/** `text` holds `needle` as a whole token: not inside a longer name or id. */
function holds(text: string | null | undefined, needle: string): boolean {
  if (text === undefined || text === null || needle === '' || !text.includes(needle)) return false;
  let pattern = tokens.get(needle);
  if (pattern === undefined) {
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}_-])${escapeRegExp(needle)}($|[^\\p{L}\\p{N}_-])`, 'u');
    tokens.set(needle, pattern);
  }
  return pattern.test(text);
}

function names(record: ChangeRecord, needle: string): boolean {
  return record.label?.trim() === needle || holds(record.oldValue, needle) || holds(record.newValue, needle);
}

const newestFirst = (a: ChangeRecord, b: ChangeRecord): number => Date.parse(b.ts) - Date.parse(a.ts);

interface ObjectPlace {
  orgId: string;
  /** The network its changes are logged under; undefined for an organization's own objects. */
  networkId: string | undefined;
  needles: string[];
}

function placeOf(entry: DriftEntry, networkOrg: ReadonlyMap<string, string>): ObjectPlace | undefined {
  const parts = parseScope(entry.address);
  if (parts === undefined) return undefined;
  const key = parts.key ?? '';
  // A sentry list is keyed by the network it assigns to (its spec's `keyedByNetwork`).
  const networkId =
    parts.owner === 'network'
      ? parts.ownerId
      : kindSpec(entry.kind).keyedByNetwork === true
        ? key
        : undefined;
  const orgId = parts.owner === 'org' ? parts.ownerId : networkOrg.get(parts.ownerId);
  if (orgId === undefined) return undefined;
  return { orgId, networkId, needles: [key, ...(entry.id === undefined ? [] : [entry.id])] };
}

/** The causes of one object, newest first, and how many network entries were left out. */
export function causesOf(
  place: ObjectPlace,
  records: readonly ChangeRecord[],
  identity: KeyIdentity | undefined,
  /** Entries that name another object of the report: never listed as "around then" for this one. */
  claimed: ReadonlySet<ChangeRecord> = new Set(),
): { causes: DriftCause[]; relatedOmitted: number } {
  const own = (record: ChangeRecord): boolean =>
    identity !== undefined && record.adminEmail?.toLowerCase() === identity.email.toLowerCase();
  const object = records.filter(
    (record) => inPlace(place, record) && place.needles.some((needle) => names(record, needle)),
  );
  const related =
    place.networkId === undefined
      ? []
      : records.filter(
          (record) =>
            record.networkId === place.networkId &&
            !object.includes(record) &&
            !claimed.has(record) &&
            !own(record),
        );
  const mark = (record: ChangeRecord, match: CauseMatch): DriftCause => ({
    ...record,
    match,
    ...(own(record) ? { appliedBySmform: true } : {}),
  });
  const sortedRelated = [...related].sort(newestFirst);
  const causes = [
    ...object.map((record) => mark(record, 'object')),
    ...sortedRelated.slice(0, RELATED_LIMIT).map((record) => mark(record, 'network')),
  ].sort(newestFirst);
  return { causes, relatedOmitted: Math.max(0, sortedRelated.length - RELATED_LIMIT) };
}

/** The entry is logged where the object lives: its network, or (for an organization's own) none. */
function inPlace(place: ObjectPlace, record: ChangeRecord): boolean {
  const logged = record.networkId ?? '';
  return place.networkId === undefined ? logged === '' : logged === '' || logged === place.networkId;
}

/** The organizations whose objects are out of sync: the only ones whose change log is read. */
export function organizationsToExplain(
  report: DriftReport,
  networkOrg: ReadonlyMap<string, string>,
): string[] {
  const orgs = new Set<string>();
  for (const entry of report.objects) {
    if (entry.status === 'inSync') continue;
    const place = placeOf(entry, networkOrg);
    if (place !== undefined) orgs.add(place.orgId);
  }
  return [...orgs].sort();
}

/**
 * Entries that name some object of the report (in sync or not) in a network with drift: they belong
 * to that object, so they are never shown as "around then" for its neighbours.
 */
function claimedRecords(
  report: DriftReport,
  input: { networkOrg: ReadonlyMap<string, string>; records: ReadonlyMap<string, readonly ChangeRecord[]> },
): Set<ChangeRecord> {
  const places = report.objects.flatMap((entry) => placeOf(entry, input.networkOrg) ?? []);
  const drifted = new Set(
    report.objects
      .filter((entry) => entry.status !== 'inSync')
      .map((entry) => placeOf(entry, input.networkOrg)?.networkId),
  );
  const claimed = new Set<ChangeRecord>();
  for (const place of places) {
    if (place.networkId === undefined || !drifted.has(place.networkId)) continue;
    for (const record of input.records.get(place.orgId) ?? []) {
      if (record.networkId !== place.networkId || claimed.has(record)) continue;
      if (place.needles.some((needle) => names(record, needle))) claimed.add(record);
    }
  }
  return claimed;
}

/** The report with each object out of sync given its causes, and the summary of what was read. */
export function attributeDrift(
  report: DriftReport,
  input: {
    networkOrg: ReadonlyMap<string, string>;
    records: ReadonlyMap<string, readonly ChangeRecord[]>;
    identity: KeyIdentity | undefined;
    summary: AttributionSummary;
  },
): DriftReport {
  const since = Date.parse(input.summary.since);
  const claimed = claimedRecords(report, input);
  const objects = report.objects.map((entry) => {
    if (entry.status === 'inSync') return entry;
    const place = placeOf(entry, input.networkOrg);
    const records = place === undefined ? undefined : input.records.get(place.orgId);
    if (place === undefined || records === undefined) return entry;
    const inWindow = records.filter((record) => Date.parse(record.ts) >= since);
    const { causes, relatedOmitted } = causesOf(place, inWindow, input.identity, claimed);
    if (causes.length === 0) return entry;
    return { ...entry, causes, ...(relatedOmitted > 0 ? { relatedOmitted } : {}) };
  });
  return { ...report, objects, attribution: input.summary };
}
