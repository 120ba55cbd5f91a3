import type {
  DesiredOrganization,
  DesiredState,
  LiveEchoPolicy,
  SentryPriorityOne,
} from '../model/desired.js';
import type { LiveDevice, LiveNetwork, LiveOrganization } from '../model/live.js';
import type { Action, Change, FieldChange, Kind, ScopeStat, UnmanagedObject } from '../model/plan.js';
import type { Diagnostic } from '../model/source.js';
import { objectAddress, scopeOf, type ScopeOwner } from '../model/scope-address.js';
import type { SourceLocation } from '../model/source.js';
import type { ReadOperationId, WriteRequest } from './operations.js';
import type { KindConfig } from './kind-config.js';
import type { SnapshotReader } from './snapshot-reader.js';

/*
 * One `KindSpec` per managed kind says everything about the kind that needs no client: where its objects
 * live and how they are addressed, its canonical form and diff, what makes a change stale, how a write's
 * response and the re-read after an apply are checked, which networks' devices it selects from, and what
 * part of an organization's read it needs. The registry (registry.ts) holds one per `Kind`; the call
 * sites in planner, applier, live, snapshot and report ask it instead of switching on the kind.
 *
 * Two shapes: a named kind (target groups, admin roles: objects with a name and a live id, one change per
 * object) and a list kind (sentry: one ordered policy list per network of an organization, one change per
 * list, written for the whole organization at once).
 */

/**
 * The part of an organization's read a kind needs: an `OrgReads` flag, its `networks` (target groups), or
 * its own entry in `kinds` (every kind added through the registry: its owners, by kind).
 */
export type ReadPart = 'adminRoles' | 'sentry' | 'networks' | 'kinds';

/** A list read the client makes: the operation, its parameters, and whether every page is read. */
export interface ListRead {
  operationId: ReadOperationId;
  paginate: boolean;
  params(orgId: string, networkId: string): Record<string, unknown>;
}

/** One declared scope of a kind in an organization: its network (`''` for the organization) and objects. */
export interface DeclaredScope {
  networkId: string;
  objects: readonly { name?: string; source: SourceLocation }[];
}

/** What every kind says, in terms of plan changes and live organizations (no client, no I/O). */
export interface KindSpec {
  readonly kind: Kind;
  /** `own`: a kind that plans and writes through its own members (`planOwn`, device tags). */
  readonly shape: 'named' | 'list' | 'own';
  /** `target group`, `admin role`, `sentry policy list`: for messages. */
  readonly label: string;
  /** `target groups`, `admin roles`, `sentry policies`: for messages. */
  readonly plural: string;
  /** The config key that declares the kind's objects (`targetGroups`, `adminRoles`, `sentryPolicies`). */
  readonly configKey: string;
  /** Place in data order (roles, target groups, sentry). */
  readonly rank: number;
  /**
   * How the config declares the kind's objects, for a kind added through the registry (the config layer
   * loops over these); the built-in kinds have their own, older paths in src/config.
   */
  readonly config?: KindConfig<unknown>;
  /** What one scope of the kind belongs to. */
  readonly owner: ScopeOwner;
  readonly readPart: ReadPart;
  /** The list read of one scope (the read is described here; the client makes it). */
  readonly listRead: ListRead;
  /** The key that tells one change's object apart in its scope: `id`, `roleId`, or a list's `networkId`. */
  readonly idKey: string;
  /**
   * Whether a create moves devices at once: a sentry list is in force when written; a new group or role
   * affects no device until something uses it.
   */
  readonly createMovesDevices: boolean;
  /**
   * Where a change's devices are counted, for reports: its own network (a target group), every SM
   * network of the organization in the config (a role), or the networks the change lists (sentry).
   */
  readonly devicesCountedIn: 'own network' | 'organization' | 'listed networks';
  /** The scope address (`network/N_1/targetGroup`, `org/1/adminRole`, `org/1/sentry`). */
  scopeOf(orgId: string, networkId: string): string;
  /** An object's address in its scope: by name, or by network for a list. */
  address(orgId: string, networkId: string, key: string): string;
  /** The kind's declared scopes in an organization, with their objects (none when it is not declared). */
  declaredScopes(org: DesiredOrganization): DeclaredScope[];
  /** The scope in words: `the target groups of network N_1`. */
  describeScope(orgId: string, networkId: string): string;
  /**
   * Reads one scope's list response (`listRead`) into `org`: a network's target groups are added to its
   * networks, an organization-wide list is set. Throws on live data it cannot read.
   */
  placeRead(
    org: LiveOrganization,
    networkId: string,
    raw: unknown,
    priorityOne: SentryPriorityOne | undefined,
  ): void;
  /**
   * Copies the kind's live read of one scope from `from` into `into` (a network's read joins its entry
   * in `into.networks`, added when missing); false when `from` does not hold that read.
   */
  copyRead(from: LiveOrganization, into: LiveOrganization, networkId: string): boolean;
  /**
   * Reads the kind's list of one scope from a snapshot or backup (`raw`, at `where`) into its owner:
   * the organization, or the network for a kind of networks. Throws, naming the place, on bad data.
   */
  readSnapshot(
    r: SnapshotReader,
    raw: unknown,
    where: string,
    into: { org?: LiveOrganization; network?: LiveNetwork },
  ): void;
  /** Whether `org` holds this kind's live read of the scope (else nothing can be judged from it). */
  isRead(org: LiveOrganization, networkId: string | undefined): boolean;
  /**
   * Why a planned change no longer fits the fresh live state, or undefined when it still does. `known`:
   * whether the plan accounts for a live object of this kind by its id (a create is stale when a live
   * object it does not account for carries the name).
   */
  staleReason(change: Change, org: LiveOrganization, known?: (id: string) => boolean): string | undefined;
  /** What the re-read after an apply shows wrong for a done change (`id`: the object's id after it). */
  verify(
    change: Change,
    id: string | undefined,
    org: LiveOrganization,
    echo: LiveEchoPolicy | undefined,
  ): string | undefined;
  /** The live ids that carry `name` in the change's scope (named kinds; a list has no names). */
  idsNamed(change: Change, org: LiveOrganization | undefined, name: string): string[];
  /** The networks whose devices the object selects from (before and after). */
  scopeNetworks(change: Change, desired: DesiredState): string[];
  /**
   * Declares in `org` (a restore's desired organization, its networks already listed) the objects a
   * backup holds of one scope: pinned to their ids where those are still live, protected as the config says.
   */
  restoreScope(org: DesiredOrganization, scope: RestoreScope): void;
  /** A kind of shape `own`: its changes in the scopes read (`networks`: the owners in view). */
  planOwn?(org: DesiredOrganization, live: LiveOrganization, owners: readonly string[]): OwnPlan;
  /**
   * A kind of shape `list`: its changes in an organization (`owners`: the scopes in view, none when its
   * lists are not in this run), with the "not read" error when the lists are declared but were not read.
   */
  planLists?(
    org: DesiredOrganization,
    live: LiveOrganization,
    owners: readonly string[],
    options: ListPlanOptions,
  ): OwnPlan;
  /**
   * A kind of shape `list`: the one write of an organization's active changes; the applier reads the
   * organization's lists right before it, refuses it when a change is stale, and sends `over` that read.
   */
  writeList?(orgId: string, changes: readonly Change[], echo: LiveEchoPolicy | undefined): ListWrite;
  /**
   * A kind of shape `own`: the requests that carry out its active changes (of every organization), in the
   * order they are sent; the applier runs them without knowing the kind (see `KindWriteCall`).
   */
  writeCalls?(changes: readonly Change[]): KindWriteCall[];
  /** How reports show a change whose field changes do not say what it does (device tags: its devices). */
  describeChange?(change: Change): ChangeReport | undefined;
  /**
   * An organization's list kept per network it assigns to (sentry): its objects' keys are networks, and
   * the Dashboard logs their changes under that network. Absent: an object lives in its owner.
   */
  readonly keyedByNetwork?: boolean;
  /** Why `adopt` writes no declaration for the kind; absent when src/cloud-to-code says how it adopts. */
  readonly notAdopted?: string;
  /**
   * A kind whose changes count the devices they move when planned (device tags): the blast radius
   * leaves them as they are instead of counting them again.
   */
  readonly countsOwnDevices?: boolean;
  /**
   * A kind that writes devices' own tags (device tags): the tags after the plan of each device its
   * changes move, by network and device id, from its changes and the devices read. The blast radius
   * judges every other change on these, so a scope changed with the tags it selects on counts right.
   */
  plannedDeviceTags?(changes: readonly Change[], fleet: DeviceFleet): Map<string, Map<string, string[]>>;
}

/**
 * One request of a kind's write. Within an organization every `add` request goes out before any
 * `delete` one, and a `delete` is held back when an `add` of the same owner failed (a device moving
 * between two tags is never left in neither).
 */
export interface KindWriteCall {
  /** The plan change it carries out (one change may take several requests: batches, adds and deletes). */
  change: Change;
  /** `add`: sent with the creates and updates; `delete`: sent with the deletes, after every add. */
  order: 'add' | 'delete';
  /** The owner whose failed adds hold back this request (`network/N_1`, from `ownerOf`). */
  ownerKey: string;
  /** The action the apply's table shows for it. */
  action: Exclude<Action, 'noop'>;
  request: WriteRequest;
  /** The problem with the request's answer, or undefined when it is as asked. */
  check(response: unknown): string | undefined;
  /** What the request names one by one, for the apply's table: `add kiosk` and its serials. */
  names?: { what: string; names: string[] };
}

/** What reports show of a change in place of its field changes. */
export interface ChangeReport {
  /** A few words after the text plan's head line, and the Markdown table's cell (`+3 -1 devices`). */
  note: string;
  /** The body lines: `+ ` what it adds, `- ` what it removes, any other line is context. */
  lines: string[];
  /** Other objects the Markdown table names after the note: `knock-on` and their addresses. */
  related: { label: string; addresses: string[] };
}

/** Devices per network id, as the blast radius reads them. */
export type DeviceFleet = ReadonlyMap<string, readonly LiveDevice[]>;

/** What planning one scope yields; the planner concatenates them. */
export interface ScopePlan {
  changes: Change[];
  unmanaged: UnmanagedObject[];
  diagnostics: Diagnostic[];
  stat: ScopeStat;
}

/** What a kind of shape `own` or `list` plans in one organization: its scopes' parts, as the planner collects them. */
export interface OwnPlan {
  parts: ScopePlan[];
  diagnostics: Diagnostic[];
}

/** Why an undeclared live object is deleted: `prune` is on, or (for `smform restore`) it is not in the backup. */
export type PruneReason = 'prune' | 'backup';

/** What the planner tells a list kind's `planLists` of the run. */
export interface ListPlanOptions {
  /** Whether a noop carries its full records (else it is compact). */
  noopRecords: boolean;
  pruneReason: PruneReason;
  /** `--network`: the lists that belong to or apply to one of these networks; empty: every list. */
  networkIds: readonly string[];
}

/**
 * A list kind's write of an organization's changes (`writeList`). Building it checks the changes (a
 * broken plan throws before anything is sent).
 */
export interface ListWrite {
  /** The request from the plan alone, over no live list: what stands for the write until it is prepared. */
  request: WriteRequest;
  /** The request over the organization's lists read right before it: the lists it does not change go as they are then. */
  over(fresh: LiveOrganization | undefined): WriteRequest;
  /** The problem with the answer to the request last built (`request`, or the last `over`), or undefined. */
  check(response: unknown): string | undefined;
}

/** One scope a restore puts back: the backed-up read, the read now, the config's declaration. */
export interface RestoreScope {
  networkId: string;
  saved: LiveOrganization | undefined;
  now: LiveOrganization | undefined;
  declared: DesiredOrganization | undefined;
  source: SourceLocation;
}

/** How a restore declares a backed-up object: pinned to its id, protected as the config says, where from. */
export interface RestoreHow {
  pinned: boolean;
  protected: boolean;
  source: SourceLocation;
}

/** A declared named object, as far as the planner needs it. */
export interface DeclaredObject {
  name: string;
  protected: boolean;
  source: SourceLocation;
}

/** How one named kind is planned, read and checked, typed by its desired, live and canonical forms. */
export interface NamedParts<D extends DeclaredObject, L extends { name: string }, C extends object> {
  kind: Kind;
  /** `target group`, `admin role`: for messages. */
  label: string;
  /** The config key that pins a live id: `id` or `roleId`. */
  pinKey: string;
  pinnedId(desired: D): string | undefined;
  liveId(live: L): string;
  normalizeDesired(desired: D): C;
  normalizeLive(live: L): C;
  /** The live id plus the canonical form: what `before` shows and the fingerprint covers. */
  liveRecord(live: L): Record<string, unknown>;
  /** Derived from the canonical form (`diffCanonical`), never from a list of fields. */
  diff(before: C, after: C): FieldChange[];
}

/** What an organization's reads say to read (its shape: `OrgReads` in src/live). */
export interface ReadFlags {
  adminRoles: boolean;
  sentry: boolean;
  networks: readonly string[];
  /**
   * The scopes read of each kind added through the registry (`readPart: 'kinds'`): its networks, or `['']`
   * for an organization-wide kind. Absent when none is read, so the built-in kinds' read sets keep their bytes.
   */
  kinds?: Partial<Record<Kind, readonly string[]>>;
}

/**
 * The scopes of a kind a read covers, by network: every network for a kind of networks, one
 * organization-wide scope (network `''`) when the kind's flag is set, none otherwise.
 */
export function readOwners(spec: Pick<KindSpec, 'readPart' | 'kind'>, read: ReadFlags): readonly string[] {
  if (spec.readPart === 'networks') return read.networks;
  if (spec.readPart === 'kinds') return read.kinds?.[spec.kind] ?? [];
  return read[spec.readPart] ? [''] : [];
}

/** The networks a read covers: the target groups' ones, then those of registered kinds of networks. */
export function readNetworks(read: ReadFlags): string[] {
  const networks = [...read.networks];
  if (read.kinds === undefined) return networks;
  const seen = new Set(networks);
  for (const owners of Object.values(read.kinds))
    for (const networkId of owners ?? [])
      if (networkId !== '' && !seen.has(networkId)) {
        seen.add(networkId);
        networks.push(networkId);
      }
  return networks;
}

/** Adds one scope of a kind (its network, `''` for the organization) to what `read` says to read. */
export function addReadOwner(
  spec: Pick<KindSpec, 'readPart' | 'kind'>,
  read: { adminRoles: boolean; sentry: boolean; networks: string[]; kinds?: Partial<Record<Kind, string[]>> },
  networkId: string,
): void {
  if (spec.readPart === 'networks') {
    if (!read.networks.includes(networkId)) read.networks.push(networkId);
  } else if (spec.readPart === 'kinds') {
    read.kinds ??= {};
    const owners = (read.kinds[spec.kind] ??= []);
    if (!owners.includes(networkId)) owners.push(networkId);
  } else read[spec.readPart] = true;
}

/** A kind's scope address in an organization and a network: the owner's id is the one its `owner` names. */
export function kindScope(kind: Kind, owner: ScopeOwner, orgId: string, networkId: string): string {
  return scopeOf(owner, owner === 'org' ? orgId : networkId, kind);
}

/** An object's address in a kind's scope. */
export function kindAddress(
  kind: Kind,
  owner: ScopeOwner,
  orgId: string,
  networkId: string,
  key: string,
): string {
  return objectAddress(kindScope(kind, owner, orgId, networkId), key);
}
