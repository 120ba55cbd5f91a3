import { attributeDrift, organizationsToExplain } from '../drift/attribution.js';
import { readChangeLog, readKeyIdentity, type ChangeRecord, type KeyIdentity } from '../drift/change-log.js';
import type { AttributionSummary } from '../drift/causes.js';
import type { DriftReport } from '../drift/drift.js';
import type { ApiCaller } from '../live/caller.js';
import type { DesiredState } from '../model/desired.js';
import type { AttributionWindow } from './drift-window.js';
import { defined } from '../canonical/defined.js';

/** The message of a failed read, for the report (never a stack). */
function reason(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}

/**
 * Adds the change-log entries that explain each object out of sync: one paged read per organization
 * with drift, and one read of the key's identity; nothing at all when there is no drift. A read that
 * fails is named in the report's `attribution` and never fails the drift run.
 */
export async function explainDrift(
  caller: ApiCaller,
  report: DriftReport,
  desired: DesiredState,
  window: AttributionWindow,
): Promise<DriftReport> {
  if (!report.drifted) return report;
  const networkOrg = new Map<string, string>();
  for (const org of desired.organizations)
    for (const network of org.networks) networkOrg.set(network.id, org.id);
  const orgIds = organizationsToExplain(report, networkOrg);
  let identity: KeyIdentity | undefined;
  try {
    identity = await readKeyIdentity(caller);
  } catch {
    identity = undefined;
  }
  const records = new Map<string, ChangeRecord[]>();
  const organizations: AttributionSummary['organizations'] = [];
  for (const orgId of orgIds) {
    try {
      const read = await readChangeLog(caller, orgId, window.since);
      records.set(orgId, read);
      organizations.push({ orgId, entries: read.length });
    } catch (error) {
      organizations.push({ orgId, entries: 0, error: reason(error) });
    }
  }
  return attributeDrift(report, {
    networkOrg,
    records,
    identity,
    summary: defined({
      since: window.since.toISOString(),
      sinceFrom: window.from,
      sinceDetail: window.detail,
      identity: identity ?? null,
      organizations,
    }),
  });
}
