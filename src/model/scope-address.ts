/*
 * The one spelling of a scope address. A scope is one managed collection: `network/N_1/targetGroup`,
 * `org/549236/adminRole`, `org/549236/sentry`; its owner is `network/N_1` or `org/549236`; an object's
 * address is its scope and its key (`network/N_1/targetGroup/Kiosks`, `org/1/sentry/N_1`). Every layer
 * builds and splits addresses here, never by hand.
 */

/** What a scope belongs to. */
export type ScopeOwner = 'org' | 'network';

/** `network/N_1/targetGroup`, `org/1/adminRole`: a string, spelled only by `scopeOf`. */
export type ScopeAddress = string;

/** The parts of an address: its owner, the owner's id, the kind, and an object's key (names may hold `/`). */
export interface ScopeParts {
  owner: ScopeOwner;
  ownerId: string;
  kind: string;
  /** The object's key within the scope, when the address names an object. */
  key?: string;
}

/** `org/1`, `network/N_1`. */
export function ownerOf(owner: ScopeOwner, ownerId: string): string {
  return `${owner}/${ownerId}`;
}

/** `network/N_1/targetGroup`, `org/1/sentry`. */
export function scopeOf(owner: ScopeOwner, ownerId: string, kind: string): ScopeAddress {
  return `${ownerOf(owner, ownerId)}/${kind}`;
}

/** An object's address: `network/N_1/targetGroup/Kiosks`. */
export function objectAddress(scope: ScopeAddress, key: string): string {
  return `${scope}/${key}`;
}

/**
 * The parts of a scope or object address, or undefined when it is neither (no known owner, an empty id).
 * Everything after the kind is the key, `/` included.
 */
export function parseScope(address: string): ScopeParts | undefined {
  const [owner, ownerId = '', kind, ...rest] = address.split('/');
  if ((owner !== 'org' && owner !== 'network') || ownerId === '') return undefined;
  const parts: ScopeParts = { owner, ownerId, kind: kind ?? '' };
  if (rest.length > 0) parts.key = rest.join('/');
  return parts;
}

/** The owner of a scope or object address (`network/N_1/targetGroup/x` -> `network/N_1`), or `''`. */
export function ownerOfAddress(address: string): string {
  const parts = parseScope(address);
  return parts === undefined ? '' : ownerOf(parts.owner, parts.ownerId);
}

/** The scope of an object address (`org/1/sentry/N_1` -> `org/1/sentry`), or `''`. */
export function scopeOfAddress(address: string): ScopeAddress {
  const parts = parseScope(address);
  return parts === undefined || parts.kind === '' ? '' : scopeOf(parts.owner, parts.ownerId, parts.kind);
}
