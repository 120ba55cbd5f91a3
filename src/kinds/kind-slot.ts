import type { DesiredNetwork, DesiredOrganization } from '../model/desired.js';
import type { LiveNetwork, LiveOrganization } from '../model/live.js';
import type { KindSlots } from '../model/kind-slots.js';
import type { Kind } from '../model/plan.js';
import type { DeclaredScope, KindSpec } from './kind-spec.js';
import type { SnapshotReader } from './snapshot-reader.js';

/*
 * Where a kind added through the registry keeps its objects: its entry in the `kinds` slot of the
 * network or organization that owns the scope (desired and live alike). `slotPlacement` gives a kind's
 * spec every member that says where its objects sit, so no code outside the kind's folder names them.
 */

type Holder = { kinds?: KindSlots };

/** A kind's objects in one holder, undefined when none are declared (or were read) there. */
export function slotObjects<T>(holder: Holder | undefined, kind: Kind): T[] | undefined {
  return holder?.kinds?.[kind] as T[] | undefined;
}

/** Sets a kind's objects in one holder. */
export function setSlotObjects<T>(holder: Holder, kind: Kind, objects: T[]): void {
  holder.kinds ??= {};
  holder.kinds[kind] = objects;
}

type OwnerOf<O> = O extends 'org' ? 'org' : 'network';

function desiredHolder(org: DesiredOrganization, owner: 'org' | 'network', networkId: string | undefined) {
  return owner === 'org' ? org : org.networks.find((network: DesiredNetwork) => network.id === networkId);
}

function liveHolder(org: LiveOrganization, owner: 'org' | 'network', networkId: string | undefined) {
  return owner === 'org' ? org : org.networks.find((network: LiveNetwork) => network.id === networkId);
}

/** What a registered kind tells `slotPlacement`: its name and owner, and how to read its live list. */
export interface SlotKind<L> {
  kind: Kind;
  owner: OwnerOf<'org' | 'network'>;
  /** Reads one scope's list response (throws on live data it cannot read). */
  readList: (raw: unknown, orgId: string, networkId: string) => L[];
  /** Reads one object as a snapshot or backup records it (the live form, as written by the model). */
  readSnapshotOne: (r: SnapshotReader, raw: unknown, where: string) => L;
}

/** The members of a spec that place a registered kind's objects in its slot. */
export interface SlotPlacement<D extends DeclaredScope['objects'][number], L> {
  readPart: 'kinds';
  declaredScopes: KindSpec['declaredScopes'];
  declaredObjects(org: DesiredOrganization, networkId: string | undefined): D[] | undefined;
  placeDeclared(org: DesiredOrganization, networkId: string, objects: D[]): void;
  liveObjects(org: LiveOrganization, networkId: string | undefined): L[] | undefined;
  placeRead(org: LiveOrganization, networkId: string, raw: unknown): void;
  copyRead: KindSpec['copyRead'];
  readSnapshot: KindSpec['readSnapshot'];
}

/** Where a registered kind's objects sit, derived from its name and owner. */
export function slotPlacement<D extends DeclaredScope['objects'][number], L>({
  kind,
  owner,
  readList,
  readSnapshotOne,
}: SlotKind<L>): SlotPlacement<D, L> {
  const liveOf = (org: LiveOrganization, networkId: string | undefined) =>
    slotObjects<L>(liveHolder(org, owner, networkId), kind);
  const liveNetwork = (org: LiveOrganization, networkId: string): LiveNetwork => {
    const found = org.networks.find((network) => network.id === networkId);
    if (found !== undefined) return found;
    const network: LiveNetwork = { id: networkId };
    org.networks.push(network);
    return network;
  };
  const liveTarget = (org: LiveOrganization, networkId: string) =>
    owner === 'org' ? org : liveNetwork(org, networkId);
  return {
    readPart: 'kinds',
    declaredScopes: (org) => {
      if (owner === 'org') {
        const objects = slotObjects<D>(org, kind);
        return objects === undefined ? [] : [{ networkId: '', objects }];
      }
      return org.networks.flatMap((network) => {
        const objects = slotObjects<D>(network, kind);
        return objects === undefined ? [] : [{ networkId: network.id, objects }];
      });
    },
    declaredObjects: (org, networkId) => slotObjects<D>(desiredHolder(org, owner, networkId), kind),
    placeDeclared: (org, networkId, objects) => {
      const holder = desiredHolder(org, owner, networkId);
      if (holder !== undefined) setSlotObjects(holder, kind, objects);
    },
    liveObjects: liveOf,
    placeRead: (org, networkId, raw) =>
      setSlotObjects(liveTarget(org, networkId), kind, readList(raw, org.id, networkId)),
    copyRead: (from, into, networkId) => {
      const objects = liveOf(from, networkId);
      if (objects === undefined) return false;
      setSlotObjects(liveTarget(into, networkId), kind, objects);
      return true;
    },
    readSnapshot: (r, raw, where, { org, network }) => {
      const holder = owner === 'org' ? org : network;
      if (holder === undefined) return;
      setSlotObjects(
        holder,
        kind,
        r.list(raw, where).map((entry, i) => readSnapshotOne(r, entry, `${where}[${i}]`)),
      );
    },
  };
}
