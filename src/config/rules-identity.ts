import type { Diagnostic } from '../model/source.js';
import { formatLocation, groupBy } from './config-index.js';
import type { ConfigIndex, Declared } from './config-index.js';
import { registeredKinds } from '../kinds/registry.js';
import type { PathSegment } from './yaml-document.js';

/** The declarations of one name in one scope, when there are two or more, with the words for them. */
interface Repeated {
  label: string;
  /** `network N_1`, `organization 549236` */
  scope: string;
  items: Declared<{ name: string }>[];
  /** Where the name is written in an object: its `name` key, or nothing below a map entry's key. */
  nameAt: readonly PathSegment[];
}

/**
 * Every name declared more than once in one scope, in the order each was first seen. Only a name seen
 * again gets a group: the many names declared once cost a map entry each, and no key string.
 */
function repeatedDeclarations(index: ConfigIndex): Repeated[] {
  const firsts: Declared<{ name: string }>[] = [];
  const repeats = new Map<number, Repeated>();
  const scan = <T extends Declared<{ name: string }>>(
    items: readonly T[],
    label: string,
    scopeOf: (item: T) => string,
    words: (scope: string) => string,
    nameAt: readonly PathSegment[] = ['name'],
  ) => {
    const byScope = new Map<string, Map<string, number>>();
    for (const item of items) {
      const scope = scopeOf(item);
      let names = byScope.get(scope);
      if (names === undefined) byScope.set(scope, (names = new Map<string, number>()));
      const seen = names.get(item.value.name);
      if (seen === undefined) {
        names.set(item.value.name, firsts.length);
        firsts.push(item);
        continue;
      }
      let group = repeats.get(seen);
      if (group === undefined) {
        const first = firsts[seen] ?? item;
        repeats.set(seen, (group = { label, scope: words(scope), items: [first], nameAt }));
      }
      group.items.push(item);
    }
  };
  scan(
    index.targetGroups,
    'target group',
    (item) => item.networkId,
    (id) => `network ${id}`,
  );
  scan(
    index.adminRoles,
    'admin role',
    (item) => item.orgId,
    (id) => `organization ${id}`,
  );
  for (const spec of registeredKinds()) {
    const items = index.kinds[spec.kind] ?? [];
    const nameAt = items[0]?.value.nameAt ?? ['name'];
    if (spec.owner === 'org')
      scan(
        items,
        spec.label,
        (item) => item.orgId,
        (id) => `organization ${id}`,
        nameAt,
      );
    else
      scan(
        items,
        spec.label,
        (item) => item.networkId,
        (id) => `network ${id}`,
        nameAt,
      );
  }
  return [...repeats].sort(([a], [b]) => a - b).map(([, group]) => group);
}

/** The same name twice in one scope within one file. */
export function checkDuplicateNames(index: ConfigIndex): Diagnostic[] {
  return repeatedNames(index, true);
}

/** The same object (same name in the same scope) declared in two files: names both places. */
export function checkDeclaredTwice(index: ConfigIndex): Diagnostic[] {
  return repeatedNames(index, false);
}

/** Both rules above read the same repeats: found once per index (the rules run after expansion). */
const repeatsOf = new WeakMap<ConfigIndex, Repeated[]>();

function repeatedNames(index: ConfigIndex, sameFile: boolean): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let repeated = repeatsOf.get(index);
  if (repeated === undefined) repeatsOf.set(index, (repeated = repeatedDeclarations(index)));
  for (const { label, scope, items, nameAt } of repeated) {
    const [first, ...rest] = items;
    if (first === undefined) continue;
    for (const item of rest) {
      if ((item.file === first.file) !== sameFile) continue;
      const name = item.value.name;
      diagnostics.push({
        severity: 'error',
        code: sameFile ? 'duplicate-name' : 'declared-twice',
        message: sameFile
          ? `${label} "${name}" is declared twice in ${scope} (first at ${formatLocation(first.source)})`
          : `${label} "${name}" of ${scope} is declared in two files: ${formatLocation(first.source)} and ${formatLocation(item.source)}`,
        path: item.pathOf(nameAt),
        hint: 'names identify objects within their scope: keep one declaration, or rename one of them',
        source: item.source,
      });
    }
  }
  return diagnostics;
}

/** One network's sentry list declared twice (in one file or in two): the lists cannot be merged. */
export function checkDuplicateSentryNetworks(index: ConfigIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const group of groupBy(index.sentryAssignments, (item) => item.value.network).values()) {
    const [first, ...rest] = group;
    if (first === undefined) continue;
    for (const repeat of rest) {
      diagnostics.push({
        severity: 'error',
        code: 'duplicate-sentry-network',
        message: `the sentry policies of network ${repeat.value.network} are declared twice: ${formatLocation(first.locate())} and ${formatLocation(repeat.locate())}`,
        path: repeat.pathOf(['network']),
        hint: 'a network has one ordered sentry list: put all its policies in one entry',
        source: repeat.locate(['network']),
      });
    }
  }
  return diagnostics;
}

/** Two objects pinned to the same live id: an apply would rename one onto the other. */
export function checkDuplicatePinnedIds(index: ConfigIndex): Diagnostic[] {
  // Most objects are not pinned: no entry, and no key string, for them.
  const pins: { item: Declared<{ name: string }>; key: string; field: string; id: string }[] = [];
  for (const item of index.targetGroups) {
    const { id } = item.value;
    if (id !== undefined) pins.push({ item, key: `tg\u0000${item.networkId}\u0000${id}`, field: 'id', id });
  }
  for (const item of index.adminRoles) {
    const { roleId } = item.value;
    if (roleId !== undefined) {
      pins.push({ item, key: `role\u0000${item.orgId}\u0000${roleId}`, field: 'roleId', id: roleId });
    }
  }
  const diagnostics: Diagnostic[] = [];
  for (const group of groupBy(pins, (pin) => pin.key).values()) {
    const [first, ...rest] = group;
    if (first === undefined) continue;
    for (const repeat of rest) {
      diagnostics.push({
        severity: 'error',
        code: 'duplicate-id',
        message: `"${repeat.item.value.name}" and "${first.item.value.name}" (${formatLocation(first.item.source)}) are both pinned to ${repeat.field} ${repeat.id}`,
        path: repeat.item.pathOf([repeat.field]),
        hint: `the ${repeat.field} pins one object to one live object: remove or correct one of them`,
        source: repeat.item.locate([repeat.field]),
      });
    }
  }
  return diagnostics;
}

/** A network id under two different organizations. */
export function checkNetworkOwners(index: ConfigIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const group of groupBy(index.networks, (item) => item.value.id).values()) {
    const [first, ...rest] = group;
    if (first === undefined) continue;
    for (const other of rest.filter((item) => item.orgId !== first.orgId)) {
      diagnostics.push({
        severity: 'error',
        code: 'network-in-two-organizations',
        message: `network ${other.value.id} is declared under organization ${other.orgId} here and under organization ${first.orgId} at ${formatLocation(first.source)}`,
        path: other.pathOf(['id']),
        hint: 'a network belongs to exactly one organization',
        source: other.source,
      });
    }
  }
  return diagnostics;
}

/**
 * Organizations and networks merge by id across files, but their own settings may be written only once:
 * a `policy` in two places, or two different names, is an error.
 */
export function checkConflictingSettings(index: ConfigIndex): Diagnostic[] {
  const containers = [
    ...[...groupBy(index.organizations, (item) => item.value.id)].map(([id, items]) => ({
      label: `organization ${id}`,
      items: items,
    })),
    ...[...groupBy(index.networks, (item) => item.value.id)].map(([id, items]) => ({
      label: `network ${id}`,
      items: items,
    })),
  ];
  const diagnostics: Diagnostic[] = [];
  for (const { label, items } of containers) {
    const withPolicy = items.filter((item) => item.value.policy !== undefined);
    for (const repeat of withPolicy.slice(1)) {
      diagnostics.push({
        severity: 'error',
        code: 'declared-twice',
        message: `the policy of ${label} is declared twice: ${formatLocation(withPolicy[0]?.locate(['policy']) ?? repeat.source)} and ${formatLocation(repeat.locate(['policy']))}`,
        path: repeat.pathOf(['policy']),
        hint: 'declare the policy once, where the organization or network is first declared',
        source: repeat.locate(['policy']),
      });
    }
    const named = items.filter((item) => item.value.name !== undefined);
    const firstNamed = named[0];
    for (const other of named.filter((item) => item.value.name !== firstNamed?.value.name)) {
      diagnostics.push({
        severity: 'error',
        code: 'conflicting-name',
        message: `${label} is named "${other.value.name ?? ''}" here but "${firstNamed?.value.name ?? ''}" at ${formatLocation(firstNamed?.source ?? other.source)}`,
        path: other.pathOf(['name']),
        hint: 'use the same name everywhere, or leave it out of all but one file',
        source: other.locate(['name']),
      });
    }
  }
  return diagnostics;
}
