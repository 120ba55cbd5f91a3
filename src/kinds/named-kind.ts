import { defined } from '../canonical/defined.js';
import type { DesiredOrganization, DesiredState, LiveEchoPolicy, OwnershipPolicy } from '../model/desired.js';
import type { LiveOrganization } from '../model/live.js';
import type { Change } from '../model/plan.js';
import type { Diagnostic } from '../model/source.js';
import type { WriteRequest } from './operations.js';
import type { KindConfig } from './kind-config.js';
import { changeName } from './change-fields.js';
import { fingerprint } from '../canonical/fingerprint.js';
import {
  kindAddress,
  kindScope,
  type DeclaredObject,
  type KindSpec,
  type ListRead,
  type NamedParts,
  type ReadPart,
  type RestoreHow,
} from './kind-spec.js';
import { describeMismatch, type NamedLive } from './live-compare.js';

/** What the Dashboard may give back otherwise than written, and the side of a change it can check. */
export interface EchoRules<L> {
  /** A write that came back otherwise, explained (and the setting that adapts smform), or undefined. */
  diagnose(change: Change, live: L, echo: LiveEchoPolicy | undefined): string | undefined;
  /** The desired side with what the organization's Dashboard does not echo taken from `live`. */
  comparable(
    after: Record<string, unknown>,
    live: L,
    echo: LiveEchoPolicy | undefined,
  ): Record<string, unknown>;
}

/** One scope the planner compared: its network (`''` for the organization), declared and live objects. */
export interface ComparedScope<D = DeclaredObject, L = NamedLive> {
  networkId: string;
  declared: readonly D[];
  live: readonly L[];
}

/** A named kind's spec: the common `KindSpec` plus what planning, reads and writes of its objects need. */
export interface NamedKindSpec<
  D extends DeclaredObject = DeclaredObject,
  L extends NamedLive = NamedLive,
  C extends object = object,
> extends KindSpec {
  readonly shape: 'named';
  readonly parts: NamedParts<D, L, C>;
  readonly listRead: ListRead;
  /** The scope's live objects in `org`, undefined when they were not read. */
  liveObjects(org: LiveOrganization, networkId: string | undefined): readonly L[] | undefined;
  /** Reads one object of a write response or a list entry (throws on a malformed one). */
  readOne(raw: unknown, change: Change): L;
  /** The config entry `smform export` writes for a live object (pinned: with its live id). */
  exportEntry(live: L, pinned: boolean): Record<string, unknown>;
  /** The declaration `smform restore` puts back for a backed-up object (pinned when its id is still live). */
  restoreDeclaration(live: L, how: RestoreHow): D;
  /** Why a write's response differs from the change's desired side, or undefined when it matches. */
  checkResponse(change: Change, response: unknown, echo: LiveEchoPolicy | undefined): string | undefined;
  /** The objects the config declares in a scope, undefined when it does not declare the scope. */
  declaredObjects(org: DesiredOrganization, networkId: string): readonly D[] | undefined;
  /**
   * A plan entry read as the kind's change, once, before its write is built: a plan file is untrusted
   * input (a field that does not read throws a broken plan, naming it).
   */
  readChange(change: Change): Change<C>;
  /** The API call of one change read by `readChange`: create, update or delete (the applier sends it). */
  write(change: Change<C>): WriteRequest;
  /** The planning parts under an organization's policy (what its Dashboard echoes may narrow the diff). */
  partsFor(policy: OwnershipPolicy): NamedParts<D, L, C>;
  /** Warnings about an organization's plan of the kind, given the scopes planned (declared and live). */
  planWarnings(org: DesiredOrganization, compared: readonly ComparedScope<D, L>[]): Diagnostic[];
}

/** What a named kind's module declares; `namedKind` derives the checks every named kind shares. */
export interface NamedKindConfig<D extends DeclaredObject, L extends NamedLive, C extends object> {
  parts: NamedParts<D, L, C>;
  plural: string;
  configKey: string;
  rank: number;
  owner: KindSpec['owner'];
  readPart: ReadPart;
  devicesCountedIn: KindSpec['devicesCountedIn'];
  listRead: ListRead;
  describeScope: (orgId: string, networkId: string) => string;
  declaredScopes: KindSpec['declaredScopes'];
  liveObjects: (org: LiveOrganization, networkId: string | undefined) => readonly L[] | undefined;
  readOne: (raw: unknown, change: Change) => L;
  placeRead: (org: LiveOrganization, networkId: string, raw: unknown) => void;
  copyRead: KindSpec['copyRead'];
  readSnapshot: KindSpec['readSnapshot'];
  scopeNetworks: (change: Change, desired: DesiredState) => string[];
  echo?: EchoRules<L>;
  exportEntry: (live: L, pinned: boolean) => Record<string, unknown>;
  restoreDeclaration: (live: L, how: RestoreHow) => D;
  /** The objects the config declares in a scope, undefined when it does not declare the scope. */
  declaredObjects: (org: DesiredOrganization, networkId: string) => readonly D[] | undefined;
  /** Sets a scope's declared objects in a desired organization (a restore's; its networks are listed). */
  placeDeclared: (org: DesiredOrganization, networkId: string, objects: D[]) => void;
  /** A plan entry read as the kind's change (its sides as the canonical form), once, before its write. */
  readChange: (change: Change) => Change<C>;
  /** The API call of one change read by `readChange`; checks no field of the canonical form again. */
  write: (change: Change<C>) => WriteRequest;
  /** How the config declares the objects (a kind added through the registry). */
  config?: KindConfig<D>;
  /** The planning parts under an organization's policy; absent: `parts` always. */
  partsFor?: (policy: OwnershipPolicy) => NamedParts<D, L, C>;
  /** Warnings about an organization's plan of the kind, given the scopes planned; absent: none. */
  planWarnings?: (org: DesiredOrganization, compared: readonly ComparedScope<D, L>[]) => Diagnostic[];
}

function tryRead<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** A named kind's spec from its declaration: staleness, verification and response checks in one place. */
export function namedKind<D extends DeclaredObject, L extends NamedLive, C extends object>(
  config: NamedKindConfig<D, L, C>,
): NamedKindSpec<D, L, C> {
  const { parts, echo: rules } = config;
  const idKey = parts.pinKey;
  const comparable = (change: Change, after: Record<string, unknown>, live: L, echo?: LiveEchoPolicy) =>
    rules === undefined ? after : rules.comparable(after, live, echo);
  const checkObject = (
    change: Change,
    live: L | undefined,
    after: Record<string, unknown> | null = change.after,
  ): string | undefined => {
    if (change.action === 'delete') return live === undefined ? undefined : 'after apply, it still exists';
    if (live === undefined) return 'after apply, it is missing';
    if (after === null) return undefined;
    const mismatch = describeMismatch(live, after);
    return mismatch === undefined ? undefined : `after apply, ${mismatch}`;
  };
  return {
    kind: parts.kind,
    shape: 'named',
    label: parts.label,
    plural: config.plural,
    configKey: config.configKey,
    rank: config.rank,
    owner: config.owner,
    readPart: config.readPart,
    idKey,
    createMovesDevices: false,
    devicesCountedIn: config.devicesCountedIn,
    parts,
    listRead: config.listRead,
    scopeOf: (orgId, networkId) => kindScope(parts.kind, config.owner, orgId, networkId),
    address: (orgId, networkId, name) => kindAddress(parts.kind, config.owner, orgId, networkId, name),
    describeScope: config.describeScope,
    declaredScopes: config.declaredScopes,
    liveObjects: config.liveObjects,
    readOne: config.readOne,
    placeRead: config.placeRead,
    copyRead: config.copyRead,
    readSnapshot: config.readSnapshot,
    scopeNetworks: config.scopeNetworks,
    exportEntry: config.exportEntry,
    restoreDeclaration: config.restoreDeclaration,
    ...defined({ config: config.config }),
    declaredObjects: config.declaredObjects,
    readChange: config.readChange,
    write: config.write,
    partsFor: config.partsFor ?? (() => parts),
    planWarnings: config.planWarnings ?? (() => []),
    restoreScope(org, { networkId, saved, now, declared, source }) {
      const liveIds = new Set(
        (now === undefined ? [] : (config.liveObjects(now, networkId) ?? [])).map((live) =>
          parts.liveId(live),
        ),
      );
      const declaredObjects =
        declared === undefined ? [] : (config.declaredObjects(declared, networkId) ?? []);
      const backedUp = saved === undefined ? [] : (config.liveObjects(saved, networkId) ?? []);
      config.placeDeclared(
        org,
        networkId,
        backedUp.map((live) =>
          config.restoreDeclaration(live, {
            pinned: liveIds.has(parts.liveId(live)),
            // Found by name, as the planner matches.
            protected: declaredObjects.some((object) => object.name === live.name && object.protected),
            source,
          }),
        ),
      );
    },
    isRead: (org, networkId) => config.liveObjects(org, networkId) !== undefined,
    staleReason(change, org, known = () => false) {
      const objects = config.liveObjects(org, change.networkId) ?? [];
      if (change.action === 'create') {
        const name = changeName(change);
        const existing = objects.find((object) => object.name === name && !known(parts.liveId(object)));
        return existing === undefined ? undefined : `it now exists live (${idKey} ${parts.liveId(existing)})`;
      }
      const live = objects.find((object) => parts.liveId(object) === change.id);
      if (live === undefined) return `it no longer exists live (${idKey} ${change.id ?? '?'})`;
      return fingerprint(parts.liveRecord(live)) === change.liveFingerprint
        ? undefined
        : 'it was changed live';
    },
    verify(change, id, org, echo) {
      const live = (config.liveObjects(org, change.networkId) ?? []).find(
        (object) => parts.liveId(object) === id,
      );
      // What the Dashboard does not echo is explained (target-group/echo.ts), or left uncompared by the setting.
      if (live === undefined || change.after === null || rules === undefined)
        return checkObject(change, live);
      return (
        rules.diagnose(change, live, echo) ??
        checkObject(change, live, comparable(change, change.after, live, echo))
      );
    },
    idsNamed: (change, org, name) =>
      (org === undefined ? [] : (config.liveObjects(org, change.networkId) ?? []))
        .filter((object) => object.name === name)
        .map((object) => parts.liveId(object)),
    checkResponse(change, response, echo) {
      if (change.after === null) return undefined;
      const live = tryRead(() => config.readOne(response, change));
      if (live === undefined) return `the ${change.action} response did not carry the object`;
      // A scope or tags the Dashboard does not give back is named once, by the re-read's verification.
      if (rules?.diagnose(change, live, echo) !== undefined) return undefined;
      const mismatch = describeMismatch(live, comparable(change, change.after, live, echo));
      return mismatch === undefined ? undefined : `the ${change.action} response differs: ${mismatch}`;
    },
  };
}
