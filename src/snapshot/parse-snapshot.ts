import { readGroupPolicySnapshot } from '../kinds/sentry/snapshot.js';
import type { LiveDevice, LiveNetwork, LiveOrganization, LiveState } from '../model/live.js';
import { SmformError } from '../model/errors.js';
import { readOwners, type KindSpec } from '../kinds/kind-spec.js';
import { KINDS, kindSpec } from '../kinds/registry.js';
import { SnapshotReader } from '../kinds/snapshot-reader.js';
import type { OrgReads, ReadSet } from '../live/scopes.js';
import { SNAPSHOT_FORMAT_VERSION, SNAPSHOT_KIND, type LiveSnapshot } from './snapshot.js';
import { defined } from '../canonical/defined.js';

const HINT = 'take a new one with `smform snapshot PATH... --out FILE`';
const SUPPORTED_MAJOR = SNAPSHOT_FORMAT_VERSION.split('.')[0] ?? '1';

/** The kinds of one owner, in registry order (a snapshot's keys are read, and kept, in that order). */
const kindsOf = (owner: KindSpec['owner']): KindSpec[] =>
  KINDS.map(kindSpec).filter((spec) => spec.owner === owner);

/**
 * Each kind's raw list in a network or organization record, and where it is: a built-in kind under its
 * config key, a kind added through the registry under `kinds.<kind>` (as the live model holds it).
 */
function kindEntries(
  r: SnapshotReader,
  record: Record<string, unknown>,
  owner: KindSpec['owner'],
  where: string,
): { spec: KindSpec; raw: unknown; at: string }[] {
  const slots = record['kinds'] === undefined ? {} : r.object(record['kinds'], `${where}.kinds`);
  return kindsOf(owner).flatMap((spec) => {
    const registered = spec.readPart === 'kinds';
    const raw = registered ? slots[spec.kind] : record[spec.configKey];
    const at = registered ? `${where}.kinds.${spec.kind}` : `${where}.${spec.configKey}`;
    return raw === undefined ? [] : [{ spec, raw, at }];
  });
}

function readDevice(r: SnapshotReader, raw: unknown, where: string): LiveDevice {
  const d = r.object(raw, where);
  return {
    id: r.string(d, 'id', where),
    name: r.string(d, 'name', where),
    serial: r.string(d, 'serial', where),
    tags: r.tags(d, where),
  };
}

function readNetwork(r: SnapshotReader, raw: unknown, where: string): LiveNetwork {
  const n = r.object(raw, where);
  const network: LiveNetwork = { id: r.string(n, 'id', where) };
  for (const { spec, raw: list, at } of kindEntries(r, n, 'network', where)) {
    spec.readSnapshot(r, list, at, { network });
  }
  if (n['devices'] !== undefined) {
    network.devices = r
      .list(n['devices'], `${where}.devices`)
      .map((d, i) => readDevice(r, d, `${where}.devices[${i}]`));
  }
  return network;
}

function readOrganization(r: SnapshotReader, raw: unknown, where: string): LiveOrganization {
  const o = r.object(raw, where);
  const org: LiveOrganization = {
    id: r.string(o, 'id', where),
    networks: r
      .list(o['networks'] ?? [], `${where}.networks`)
      .map((n, i) => readNetwork(r, n, `${where}.networks[${i}]`)),
  };
  for (const { spec, raw: list, at } of kindEntries(r, o, 'org', where)) {
    spec.readSnapshot(r, list, at, { org });
  }
  if (o['groupPolicies'] !== undefined)
    org.groupPolicies = readGroupPolicySnapshot(r, o['groupPolicies'], `${where}.groupPolicies`);
  return org;
}

/** The scopes read of the registered kinds: a list of networks (`''`: the organization) per known kind. */
function readKindScopes(r: SnapshotReader, raw: unknown, where: string): OrgReads['kinds'] {
  const record = r.object(raw, where);
  const kinds: NonNullable<OrgReads['kinds']> = {};
  for (const [name, owners] of Object.entries(record)) {
    const kind = KINDS.find((known) => known === name);
    if (kind === undefined) r.fail(`${where}.${name}`, 'is not a kind this smform knows');
    kinds[kind] = r.strings(owners, `${where}.${name}`);
  }
  return kinds;
}

function readScopesOf(r: SnapshotReader, raw: unknown): ReadSet {
  const s = r.object(raw, 'scopes');
  const organizations = r.list(s['organizations'], 'scopes.organizations').map((entry, i): OrgReads => {
    const where = `scopes.organizations[${i}]`;
    const o = r.object(entry, where);
    const kinds = o['kinds'] === undefined ? undefined : readKindScopes(r, o['kinds'], `${where}.kinds`);
    return defined({
      orgId: r.string(o, 'orgId', where),
      adminRoles: r.boolean(o, 'adminRoles', where),
      sentry: r.boolean(o, 'sentry', where),
      networks: r.strings(o['networks'], `${where}.networks`),
      kinds,
    });
  });
  return { organizations };
}

/**
 * Reads a snapshot file's text. Anything that is not a snapshot this tool can read is refused with the
 * exact place of the problem; tags are brought to canonical form on the way in.
 */
export function parseSnapshot(text: string, file: string): LiveSnapshot {
  const r = new SnapshotReader(file, HINT);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return r.fail('the file', 'is not valid JSON');
  }
  const top = r.object(data, 'the document');
  if (top['kind'] !== SNAPSHOT_KIND) r.fail('the document', `has no "kind": "${SNAPSHOT_KIND}"`);
  const version = r.string(top, 'formatVersion', 'the document');
  if (version.split('.')[0] !== SUPPORTED_MAJOR) {
    r.fail('the document', `has format version ${version}; this smform reads ${SUPPORTED_MAJOR}.x`);
  }
  const live = r.object(top['live'], 'live');
  const snapshot: LiveSnapshot = {
    formatVersion: version,
    kind: SNAPSHOT_KIND,
    toolVersion: typeof top['toolVersion'] === 'string' ? top['toolVersion'] : 'unknown',
    createdAt: typeof top['createdAt'] === 'string' ? top['createdAt'] : '',
    scopes: readScopesOf(r, top['scopes']),
    live: {
      organizations: r
        .list(live['organizations'], 'live.organizations')
        .map((o, i) => readOrganization(r, o, `live.organizations[${i}]`)),
    },
  };
  const lacking = scopesWithoutData(snapshot);
  if (lacking.length > 0) {
    const more = lacking.length > 5 ? `; and ${lacking.length - 5} more` : '';
    r.fail('the document', `reads scopes it holds no data for: ${lacking.slice(0, 5).join('; ')}${more}`);
  }
  return snapshot;
}

/**
 * Scopes the snapshot says it read but whose objects it does not hold. Planned from as they are, they
 * would read as "no objects" and a restore (prune on) would delete everything there: refused instead.
 */
function scopesWithoutData(snapshot: LiveSnapshot): string[] {
  return snapshot.scopes.organizations.flatMap((scope) => {
    const org = snapshot.live.organizations.find((o) => o.id === scope.orgId);
    return scopesLacking(scope, (spec, networkId) => org !== undefined && spec.isRead(org, networkId));
  });
}

/**
 * The parts of an organization's reads, kind by kind (an organization-wide part, or one per
 * network), that `holds` says are not there, in words: `the admin roles of organization 1`.
 */
function scopesLacking(scope: OrgReads, holds: (spec: KindSpec, networkId: string) => boolean): string[] {
  const lacking: string[] = [];
  for (const kind of KINDS) {
    const spec = kindSpec(kind);
    for (const networkId of readOwners(spec, scope)) {
      if (!holds(spec, networkId)) lacking.push(spec.describeScope(scope.orgId, networkId));
    }
  }
  return lacking;
}

/** What `needed` asks for that the snapshot did not read, as `org 1 admin roles`, `network N_1`. */
export function missingScopes(snapshot: LiveSnapshot, needed: ReadSet): string[] {
  return needed.organizations.flatMap((want) => {
    const have = snapshot.scopes.organizations.find((scope) => scope.orgId === want.orgId);
    return scopesLacking(want, ({ readPart, kind }, networkId) =>
      readPart === 'networks'
        ? have?.networks.includes(networkId) === true
        : readPart === 'kinds'
          ? have?.kinds?.[kind]?.includes(networkId) === true
          : have?.[readPart] === true,
    );
  });
}

/**
 * The live state to plan `needed` with, from a snapshot: refused (naming what is missing) when the
 * snapshot was taken over fewer scopes than the configuration now declares.
 */
export function liveFromSnapshot(snapshot: LiveSnapshot, needed: ReadSet, file: string): LiveState {
  const missing = missingScopes(snapshot, needed);
  if (missing.length > 0) {
    const shown = missing.slice(0, 5).join('; ');
    const more = missing.length > 5 ? `; and ${missing.length - 5} more` : '';
    throw new SmformError(`${file} does not hold everything the configuration declares: ${shown}${more}`, {
      fault: 'usage',
      hint: `the config declares more than when the snapshot was taken: ${HINT}`,
    });
  }
  return snapshot.live;
}
