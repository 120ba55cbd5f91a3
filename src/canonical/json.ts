/** What canonical JSON leaves out besides `undefined` members. */
export interface CanonicalOptions {
  /** Object members of these names are left out at every depth (the config digest omits `source`). */
  omit?: ReadonlySet<string>;
}

/**
 * Canonical JSON: object keys sorted by UTF-16 code unit (the order RFC 8785 sorts by), `undefined`
 * members dropped, no whitespace. Two values with the same meaning serialize to the same string, which is
 * what fingerprints, the config digest and the plan hash need. Keys of ASCII text, which all of those
 * documents use for their own fields, sort the same by code unit and by code point.
 */
export function canonicalJson(value: unknown, options: CanonicalOptions = {}): string {
  const { omit } = options;
  // A replacer makes JSON.stringify call back for every value; a value already in order needs none.
  if (keysInOrder(value, omit)) return JSON.stringify(value);
  if (omit === undefined) {
    // An object in order around a member that is not (a device tag's `{ tag, serials }` in a change built
    // in order): each member is written on its own, so a property list covers that member alone.
    if (ownKeysInOrder(value)) return membersJson(value);
  }
  const keys = propertyList(value, omit);
  if (keys !== undefined) return JSON.stringify(value, keys);
  return JSON.stringify(value, omit === undefined ? sortedKeys : omitting(omit));
}

/**
 * Every member name inside `value` but those in `omit`, sorted by code unit: given to `JSON.stringify` as
 * its property list, it writes each object's members in that order and leaves the others out, natively
 * (the config digest of 100,000 objects: about 200 ms with a replacer, 125 ms so). Undefined when a
 * value needs the replacer: a `toJSON`, a member name that is an array index (an object lists those first
 * whatever the property list says) or `__proto__`, or an object that is not plain. Every way writes the
 * same text for the values given here, whose members are all enumerable (a non-enumerable own member that
 * another object names would be written by a property list, as JSON.stringify reads listed names with Get).
 */
function propertyList(value: unknown, omit: ReadonlySet<string> | undefined): string[] | undefined {
  const names = new Set<string>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === null || typeof next !== 'object') continue;
    // Only objects and arrays hold member names: strings and numbers (a tag's 500 serials) are not queued.
    if (Array.isArray(next)) {
      for (const entry of next as unknown[])
        if (entry !== null && typeof entry === 'object') pending.push(entry);
      continue;
    }
    const record = next as Record<string, unknown>;
    if (typeof record['toJSON'] === 'function') return undefined;
    // A listed name is read with Get, inherited members too: only plain objects, and never `__proto__`
    // (an object without that member of its own would be written with its prototype).
    const prototype: unknown = Object.getPrototypeOf(record);
    if (prototype !== Object.prototype && prototype !== null) return undefined;
    for (const key of Object.keys(record)) {
      if (omit?.has(key) === true) continue;
      if (!names.has(key)) {
        if (ARRAY_INDEX.test(key) || key === '__proto__') return undefined;
        names.add(key);
      }
      const member = record[key];
      if (member !== null && typeof member === 'object') pending.push(member);
    }
  }
  return [...names].sort();
}

/** A member name an object orders as an array index (canonical decimal, below 2^32 - 1). */
const ARRAY_INDEX = /^(?:0|[1-9][0-9]{0,9})$/;

/**
 * Whether every object inside `value` lists its keys in code-unit order (and has no `toJSON`), so that
 * plain `JSON.stringify` writes canonical JSON. The planner builds its changes that way: hashing a plan
 * of 100,000 changes then skips about a million replacer calls.
 */
function keysInOrder(value: unknown, omit: ReadonlySet<string> | undefined): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) {
    for (const entry of value as unknown[]) if (!keysInOrder(entry, omit)) return false;
    return true;
  }
  const record = value as Record<string, unknown>;
  if (typeof record['toJSON'] === 'function') return false;
  const keys = Object.keys(record);
  // A member to leave out needs the replacer (which is not a mere speed-up here: it changes the text).
  if (omit !== undefined && keys.some((key) => omit.has(key))) return false;
  for (let i = 1; i < keys.length; i++) if (!((keys[i - 1] as string) < (keys[i] as string))) return false;
  for (const key of keys) if (!keysInOrder(record[key], omit)) return false;
  return true;
}

/** A plain object (not an array) whose own keys are in code-unit order, whatever its members hold. */
function ownKeysInOrder(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  const keys = Object.keys(value);
  for (let i = 1; i < keys.length; i++) if (!((keys[i - 1] as string) < (keys[i] as string))) return false;
  return true;
}

/** `canonicalJson` of an object whose own keys are in order: its members one by one, as JSON.stringify writes them. */
function membersJson(record: Record<string, unknown>): string {
  // JSON.stringify writes what `toJSON` returns instead: the replacer sorts that.
  if (typeof record['toJSON'] === 'function') return JSON.stringify(record, sortedKeys);
  const members: string[] = [];
  for (const key of Object.keys(record)) {
    const member = record[key];
    // What JSON.stringify leaves out of an object.
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    members.push(`${JSON.stringify(key)}:${canonicalJson(member)}`);
  }
  return `{${members.join(',')}}`;
}

/**
 * A `JSON.stringify` replacer that hands over each object with its keys sorted. An object whose keys are
 * already in order goes as it is, and a copy is only one level deep: a plan of 100,000 objects is never
 * copied whole before it is hashed (see docs/performance.md).
 */
function sortedKeys(this: unknown, _key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  let inOrder = true;
  for (let i = 1; i < keys.length && inOrder; i++) inOrder = (keys[i - 1] as string) < (keys[i] as string);
  if (inOrder) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of keys.sort()) setMember(sorted, key, record[key]);
  return sorted;
}

/**
 * Sets a member of a copy. A member named `__proto__` (an own one, as JSON.parse makes it) is defined:
 * assigned, it would set the copy's prototype and be left out of the text.
 */
function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true });
  else target[key] = value;
}

/** The `sortedKeys` replacer that also leaves out the members named in `omit`. */
function omitting(omit: ReadonlySet<string>): (this: unknown, key: string, value: unknown) => unknown {
  return function (this: unknown, key: string, value: unknown): unknown {
    const sorted = sortedKeys.call(this, key, value);
    if (sorted === null || typeof sorted !== 'object' || Array.isArray(sorted)) return sorted;
    const record = sorted as Record<string, unknown>;
    const keys = Object.keys(record);
    if (!keys.some((name) => omit.has(name))) return sorted;
    const kept: Record<string, unknown> = {};
    for (const name of keys) if (!omit.has(name)) setMember(kept, name, record[name]);
    return kept;
  };
}

/** At least this many characters go to a sink at a time (the last chunk may hold fewer). */
const CHUNK = 64 * 1024;

/**
 * Streams `canonicalJson(value)` to `sink` in chunks of about 64 KiB, each ending between two members
 * (no character is split). The two outer levels are walked here and each member below them is
 * stringified natively, so a large plan is hashed without ever being one string.
 */
export function writeCanonicalJson(
  value: unknown,
  sink: (chunk: string) => void,
  options: CanonicalOptions = {},
): void {
  // Nothing to write, as JSON.stringify gives nothing (undefined) for these.
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  let buffer = '';
  const write = (piece: string): void => {
    buffer += piece;
    if (buffer.length >= CHUNK) {
      sink(buffer);
      buffer = '';
    }
  };
  writeLevel(value, 2, write, options);
  if (buffer !== '') sink(buffer);
}

function writeLevel(
  value: unknown,
  depth: number,
  write: (piece: string) => void,
  options: CanonicalOptions,
): void {
  const { omit } = options;
  const prepared = (omit === undefined ? sortedKeys : omitting(omit)).call(undefined, '', value);
  if (depth === 0 || prepared === null || typeof prepared !== 'object') {
    const text = canonicalJson(value, options);
    // What JSON.stringify omits (undefined, functions) stands as null inside an array, as natively.
    write(text === undefined ? 'null' : text);
    return;
  }
  if (Array.isArray(prepared)) {
    write('[');
    prepared.forEach((entry: unknown, index) => {
      if (index > 0) write(',');
      writeLevel(entry, depth - 1, write, options);
    });
    write(']');
    return;
  }
  let separator = '{';
  for (const [key, member] of Object.entries(prepared)) {
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    write(`${separator}${JSON.stringify(key)}:`);
    separator = ',';
    writeLevel(member, depth - 1, write, options);
  }
  write(separator === '{' ? '{}' : '}');
}
