import type { ApiCaller } from '../live/caller.js';

/**
 * Reading the Dashboard's change log (`getOrganizationConfigurationChanges`) and the admin the API key
 * belongs to (`getAdministeredIdentitiesMe`), for drift attribution. I/O only; attribution.ts matches.
 */

/** One change-log entry as logged; fields the API left out stay absent. */
export interface ChangeRecord {
  ts: string;
  adminName?: string;
  adminEmail?: string;
  adminId?: string;
  networkId?: string;
  networkName?: string;
  page?: string;
  label?: string;
  oldValue?: string | null;
  newValue?: string | null;
}

/** Who the API key belongs to: its changes are smform's own. */
export interface KeyIdentity {
  name: string;
  email: string;
}

export const ChangeLogOperation = {
  changes: 'getOrganizationConfigurationChanges',
  identity: 'getAdministeredIdentitiesMe',
} as const;

/** The largest page the API documents (3 - 5000): one request holds most organizations' window. */
const PER_PAGE = 5000;
/** The API's lookback limit. */
export const MAX_LOOKBACK_MS = 365 * 24 * 60 * 60 * 1000;

const STRING_FIELDS = [
  'adminName',
  'adminEmail',
  'adminId',
  'networkId',
  'networkName',
  'page',
  'label',
] as const satisfies readonly (keyof ChangeRecord)[];

/** One entry, or undefined when it has no usable `ts`. Values the API sends as numbers read as text. */
export function readChangeRecord(raw: unknown): ChangeRecord | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r['ts'] !== 'string' || Number.isNaN(Date.parse(r['ts']))) return undefined;
  const record: ChangeRecord = { ts: r['ts'] };
  for (const field of STRING_FIELDS) {
    const value = r[field];
    if (typeof value === 'string' || typeof value === 'number') record[field] = String(value);
  }
  for (const field of ['oldValue', 'newValue'] as const) {
    const value = r[field];
    if (value === null) record[field] = null;
    else if (typeof value === 'string') record[field] = value;
    else if (value !== undefined) record[field] = JSON.stringify(value);
  }
  return record;
}

/** Every entry of one organization from `since` to now (every page), in the order answered. */
export async function readChangeLog(caller: ApiCaller, orgId: string, since: Date): Promise<ChangeRecord[]> {
  const raw = await caller.call(
    ChangeLogOperation.changes,
    { organizationId: orgId, t0: since.toISOString(), perPage: PER_PAGE },
    { orgId, paginate: true },
  );
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  return list.flatMap((item) => readChangeRecord(item) ?? []);
}

/** The key's admin, or undefined when the API does not say (then nothing is marked as smform's own). */
export async function readKeyIdentity(caller: ApiCaller): Promise<KeyIdentity | undefined> {
  const raw = await caller.call(ChangeLogOperation.identity, {});
  if (raw === null || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r['email'] !== 'string' || r['email'] === '') return undefined;
  return { name: typeof r['name'] === 'string' ? r['name'] : '', email: r['email'] };
}
