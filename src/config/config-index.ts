import type { SourceLocation } from '../model/source.js';
import type { Kind } from '../model/plan.js';
import type { WrittenEntry } from '../kinds/kind-config.js';
import { registeredKinds } from '../kinds/registry.js';
import type {
  ConfigAdminRole,
  ConfigFile,
  ConfigNetwork,
  ConfigOrganization,
  ConfigSentryAssignment,
  ConfigSentryPolicy,
  ConfigTargetGroup,
} from './config-types.js';
import { formatPath, locatePath, plainChild } from './yaml-document.js';
import { plainStart } from './plain-yaml.js';
import type { PlainLoc } from './plain-yaml.js';
import { locationOfOffset } from './yaml-location.js';
import type { PathSegment, YamlFile } from './yaml-document.js';

/** One object as written in one file, with the means to point at it and at its keys. */
export interface Declared<T> {
  value: T;
  file: string;
  /** Where the object starts. */
  source: SourceLocation;
  /** Dotted document path of the object, or of a place inside it. */
  pathOf(sub?: readonly PathSegment[]): string;
  /** Location of a place inside the object (the deepest existing node). */
  locate(sub?: readonly PathSegment[]): SourceLocation;
}

export type DeclaredOrganization = Declared<ConfigOrganization>;
export interface DeclaredNetwork extends Declared<ConfigNetwork> {
  orgId: string;
}
export interface DeclaredTargetGroup extends Declared<ConfigTargetGroup> {
  orgId: string;
  networkId: string;
}
export interface DeclaredAdminRole extends Declared<ConfigAdminRole> {
  orgId: string;
}
export interface DeclaredSentryAssignment extends Declared<ConfigSentryAssignment> {
  orgId: string;
}
/** One object of a kind added through the registry, as written; `networkId` `''` for an organization's. */
export interface DeclaredKindObject extends Declared<WrittenEntry> {
  orgId: string;
  networkId: string;
}

export const TEMPLATE_KINDS = ['targetGroups', 'adminRoles', 'sentryPolicies'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The objects of one template kind, as written. */
export interface TemplateObjectOf {
  targetGroups: ConfigTargetGroup;
  adminRoles: ConfigAdminRole;
  sentryPolicies: ConfigSentryPolicy;
}

/** One template (`templates.<kind>.<name>`) as written in one file. */
export interface DeclaredTemplate {
  kind: TemplateKind;
  name: string;
  file: string;
  /** Where its name is written. */
  source: SourceLocation;
  /** Its objects, each located in the template. */
  items: Declared<TemplateObjectOf[TemplateKind]>[];
}

/**
 * Every declaration of every schema-valid file, in file order: what the semantic rules read. After
 * template expansion (expand-templates.ts) it also holds the objects templates bring into each scope.
 */
export interface ConfigIndex {
  organizations: DeclaredOrganization[];
  networks: DeclaredNetwork[];
  targetGroups: DeclaredTargetGroup[];
  adminRoles: DeclaredAdminRole[];
  sentryAssignments: DeclaredSentryAssignment[];
  /** The objects of the kinds added through the registry, by kind, in file order. */
  kinds: Partial<Record<Kind, DeclaredKindObject[]>>;
  /** The directory sources are relative to (`''`: the process's), for files a config names (CSV). */
  cwd: string;
  templates: DeclaredTemplate[];
  /**
   * `kind\u0000name` of the templates of files left out for errors: a use of one of them is not reported
   * as unknown (the file's own errors say what to fix).
   */
  unchecked: Set<string>;
}

export function emptyIndex(): ConfigIndex {
  return {
    organizations: [],
    networks: [],
    targetGroups: [],
    adminRoles: [],
    sentryAssignments: [],
    kinds: {},
    cwd: '',
    templates: [],
    unchecked: new Set(),
  };
}

/**
 * A declaration as written in one file. Its document path is kept and turned into a dotted path or a
 * location only when a rule reports on it (a fleet has 100,000 declarations and few findings), by
 * methods every declaration shares rather than two closures each.
 */
class FileDeclared<T> implements Declared<T> {
  constructor(
    readonly value: T,
    readonly file: string,
    readonly source: SourceLocation,
    private readonly yaml: YamlFile,
    private readonly path: readonly PathSegment[],
  ) {}

  pathOf(sub: readonly PathSegment[] = []): string {
    return formatPath([...this.path, ...sub]);
  }

  locate(sub: readonly PathSegment[] = []): SourceLocation {
    return locatePath(this.yaml, [...this.path, ...sub]);
  }
}

/** Adds the declarations of one schema-valid file to the index. */
export function indexFile(index: ConfigIndex, yaml: YamlFile): void {
  const data = (yaml.data ?? {}) as ConfigFile;
  // Where each object starts: for a file the plain reader read, found by stepping down its locations
  // alongside the data (not by walking from the top again for every object). Only a speed-up: locatePath
  // walks the same plainChild steps from the top, so a missing location there finds the same place.
  const at = (loc: PlainLoc | undefined, segment: PathSegment): PlainLoc | undefined =>
    loc === undefined ? undefined : plainChild(loc, segment);
  // The scope's ids go into the same object (no second copy of it per declaration).
  const declare = <T, E extends object = object>(
    value: T,
    path: PathSegment[],
    loc: PlainLoc | undefined,
    extra?: E,
  ): Declared<T> & E => {
    const source =
      loc === undefined
        ? locatePath(yaml, path)
        : locationOfOffset(yaml.file, yaml.lineCounter, plainStart(loc));
    const declared = new FileDeclared(value, yaml.file, source, yaml, path);
    return (extra === undefined ? declared : Object.assign(declared, extra)) as unknown as Declared<T> & E;
  };
  const templatesLoc = at(yaml.plain, 'templates');
  for (const kind of TEMPLATE_KINDS) {
    const kindLoc = at(templatesLoc, kind);
    for (const [name, items] of Object.entries(data.templates?.[kind] ?? {})) {
      const path: PathSegment[] = ['templates', kind, name];
      const itemsLoc = at(kindLoc, name);
      index.templates.push({
        kind,
        name,
        file: yaml.file,
        source: locatePath(yaml, ['templates', kind], name),
        items: (items as TemplateObjectOf[TemplateKind][]).map((item, i) =>
          declare(item, [...path, i], at(itemsLoc, i)),
        ),
      });
    }
  }
  const registered = registeredKinds().filter((spec) => spec.config !== undefined);
  // The objects a registered kind declares under its config key in one organization or network.
  const declareKind = (
    holder: object,
    holderPath: PathSegment[],
    holderLoc: PlainLoc | undefined,
    owner: 'org' | 'network',
    scope: { orgId: string; networkId: string },
  ) => {
    for (const spec of registered) {
      if (spec.owner !== owner || spec.config === undefined) continue;
      const section: unknown = (holder as Record<string, unknown>)[spec.configKey];
      if (section === undefined) continue;
      const sectionLoc = at(holderLoc, spec.configKey);
      const objects = (index.kinds[spec.kind] ??= []);
      for (const entry of spec.config.entries(section)) {
        const path = [...holderPath, spec.configKey, entry.key];
        objects.push(declare(entry, path, at(sectionLoc, entry.key), scope));
      }
    }
  };
  const orgsLoc = at(yaml.plain, 'organizations');
  (data.organizations ?? []).forEach((org, o) => {
    const orgPath: PathSegment[] = ['organizations', o];
    const orgLoc = at(orgsLoc, o);
    index.organizations.push(declare(org, orgPath, orgLoc));
    if (registered.length > 0) declareKind(org, orgPath, orgLoc, 'org', { orgId: org.id, networkId: '' });
    const rolesLoc = at(orgLoc, 'adminRoles');
    (org.adminRoles ?? []).forEach((role, r) => {
      index.adminRoles.push(declare(role, [...orgPath, 'adminRoles', r], at(rolesLoc, r), { orgId: org.id }));
    });
    const sentryLoc = at(orgLoc, 'sentryPolicies');
    (org.sentryPolicies ?? []).forEach((entry, s) => {
      index.sentryAssignments.push(
        declare(entry, [...orgPath, 'sentryPolicies', s], at(sentryLoc, s), { orgId: org.id }),
      );
    });
    const networksLoc = at(orgLoc, 'networks');
    (org.networks ?? []).forEach((network, n) => {
      const networkPath: PathSegment[] = [...orgPath, 'networks', n];
      const networkLoc = at(networksLoc, n);
      index.networks.push(declare(network, networkPath, networkLoc, { orgId: org.id }));
      const groupsLoc = at(networkLoc, 'targetGroups');
      const extra = { orgId: org.id, networkId: network.id };
      (network.targetGroups ?? []).forEach((group, g) => {
        index.targetGroups.push(declare(group, [...networkPath, 'targetGroups', g], at(groupsLoc, g), extra));
      });
      if (registered.length > 0) declareKind(network, networkPath, networkLoc, 'network', extra);
    });
  });
}

/** Notes the template names of a file left out of the index for its errors. */
export function noteUncheckedTemplates(index: ConfigIndex, yaml: YamlFile): void {
  const templates = (yaml.data as ConfigFile | null | undefined)?.templates;
  if (typeof templates !== 'object' || templates === null) return;
  for (const kind of TEMPLATE_KINDS) {
    const named = templates[kind];
    if (typeof named !== 'object' || named === null) continue;
    for (const name of Object.keys(named)) index.unchecked.add(`${kind}\u0000${name}`);
  }
}

export { formatLocation } from '../text/location.js';

/** Groups declarations by a key, keeping first-seen order. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return groups;
}
