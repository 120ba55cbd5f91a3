import type { Diagnostic } from '../model/source.js';
import { formatLocation, groupBy } from './config-index.js';
import type { ConfigIndex, Declared } from './config-index.js';

/** A named object with its identity (name within its scope) and the words for its scope. */
interface NamedDeclaration {
  label: string;
  item: Declared<{ name: string }>;
  /** The scope's words: `network N_1` (built only for a diagnostic). */
  scope: () => string;
}

/**
 * The declarations of each name in each scope, in file order: one map per kind, keyed by scope and
 * name, so no key string is built for the many names declared once.
 */
function namedDeclarations(index: ConfigIndex): NamedDeclaration[][] {
  const networks = new Map<string, Map<string, NamedDeclaration[]>>();
  const organizations = new Map<string, Map<string, NamedDeclaration[]>>();
  /** In the order each name in each scope is first seen. */
  const ordered: NamedDeclaration[][] = [];
  const add = (
    groups: Map<string, Map<string, NamedDeclaration[]>>,
    scopeKey: string,
    name: string,
    entry: NamedDeclaration,
  ) => {
    let names = groups.get(scopeKey);
    if (names === undefined) groups.set(scopeKey, (names = new Map<string, NamedDeclaration[]>()));
    const same = names.get(name);
    if (same !== undefined) same.push(entry);
    else {
      const group = [entry];
      names.set(name, group);
      ordered.push(group);
    }
  };
  for (const item of index.targetGroups) {
    add(networks, item.networkId, item.value.name, {
      label: 'target group',
      item,
      scope: () => `network ${item.networkId}`,
    });
  }
  for (const item of index.adminRoles) {
    add(organizations, item.orgId, item.value.name, {
      label: 'admin role',
      item,
      scope: () => `organization ${item.orgId}`,
    });
  }
  return ordered;
}

/** The same name twice in one scope within one file. */
export function checkDuplicateNames(index: ConfigIndex): Diagnostic[] {
  return repeatedNames(index, true);
}

/** The same object (same name in the same scope) declared in two files: names both places. */
export function checkDeclaredTwice(index: ConfigIndex): Diagnostic[] {
  return repeatedNames(index, false);
}

function repeatedNames(index: ConfigIndex, sameFile: boolean): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const group of namedDeclarations(index)) {
    if (group.length < 2) continue;
    const [first, ...rest] = group;
    if (first === undefined) continue;
    for (const { label, item, scope: scopeOf } of rest) {
      const scope = scopeOf();
      if ((item.file === first.item.file) !== sameFile) continue;
      const name = item.value.name;
      diagnostics.push({
        severity: 'error',
        code: sameFile ? 'duplicate-name' : 'declared-twice',
        message: sameFile
          ? `${label} "${name}" is declared twice in ${scope} (first at ${formatLocation(first.item.source)})`
          : `${label} "${name}" of ${scope} is declared in two files: ${formatLocation(first.item.source)} and ${formatLocation(item.source)}`,
        path: item.pathOf(['name']),
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
        message: `the sentry policies of network ${repeat.value.network} are declared twice: ${formatLocation(first.source)} and ${formatLocation(repeat.source)}`,
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
  const pins = [
    ...index.targetGroups.flatMap((item) =>
      item.value.id === undefined
        ? []
        : [{ item, key: `tg\u0000${item.networkId}\u0000${item.value.id}`, field: 'id', id: item.value.id }],
    ),
    ...index.adminRoles.flatMap((item) =>
      item.value.roleId === undefined
        ? []
        : [
            {
              item,
              key: `role\u0000${item.orgId}\u0000${item.value.roleId}`,
              field: 'roleId',
              id: item.value.roleId,
            },
          ],
    ),
  ];
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
