import type { SourceLocation } from '../model/source.js';
import type { Kind } from '../model/plan.js';
import type { WrittenEntry } from '../kinds/kind-config.js';
import type { KindSpec } from '../kinds/kind-spec.js';
import { registeredKinds } from '../kinds/registry.js';
import type {
  ConfigAdminRole,
  ConfigFile,
  ConfigNetwork,
  ConfigOrganization,
  ConfigSentryAssignment,
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

/** The kinds built into the loader that take templates, by config key. */
export const TEMPLATE_KINDS = ['targetGroups', 'adminRoles', 'sentryPolicies'] as const;

/** A template kind: a built-in one, or a registered kind's config key. */
export type TemplateKind = string;

/** Who says `use:` of a template kind, and what one object of it is called. */
export interface TemplateKindInfo {
  key: TemplateKind;
  user: 'network' | 'organization' | 'sentry entry';
  label: string;
  /** The registered kind's config part: its template is a section, split by `entries`. */
  spec?: KindSpec;
}

/**
 * Every template kind: the built-in ones, then each registered kind with a config part (its template is
 * a whole section, as its scope writes it). Asked each time: a kind may be registered at any moment.
 */
export function templateKinds(): TemplateKindInfo[] {
  return [
    { key: 'targetGroups', user: 'network', label: 'target group' },
    { key: 'adminRoles', user: 'organization', label: 'admin role' },
    { key: 'sentryPolicies', user: 'sentry entry', label: 'sentry policy' },
    ...registeredKinds()
      .filter((spec) => spec.config !== undefined)
      .map((spec) => ({
        key: spec.configKey,
        user: spec.owner === 'org' ? ('organization' as const) : ('network' as const),
        label: spec.label,
        spec,
      })),
  ];
}

/** One template (`templates.<kind>.<name>`) as written in one file. */
export interface DeclaredTemplate {
  kind: TemplateKind;
  name: string;
  file: string;
  /** Where its name is written. */
  source: SourceLocation;
  /**
   * Its objects, each located in the template: a target group, an admin role, a sentry policy, or a
   * registered kind's entry (`WrittenEntry`).
   */
  items: Declared<object>[];
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
  /**
   * The template kinds each organization's or network's `use:` named (`orgId\u0000networkId`, networkId
   * `''` for an organization): a kind is managed in a scope that uses a template of it.
   */
  templateUses: Map<string, Set<TemplateKind>>;
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
    templateUses: new Map(),
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
  for (const { key: kind, spec } of templateKinds()) {
    const kindLoc = at(templatesLoc, kind);
    const named = (data.templates as Record<string, Record<string, unknown> | undefined> | undefined)?.[kind];
    for (const [name, body] of Object.entries(named ?? {})) {
      const path: PathSegment[] = ['templates', kind, name];
      const bodyLoc = at(kindLoc, name);
      // A built-in kind's template is a list; a registered kind's splits as its section does.
      const items =
        spec?.config === undefined
          ? (body as object[]).map((item, i) => declare(item, [...path, i], at(bodyLoc, i)))
          : spec.config
              .entries(body)
              .map((entry) => declare(entry, [...path, entry.key], at(bodyLoc, entry.key)));
      index.templates.push({
        kind,
        name,
        file: yaml.file,
        source: locatePath(yaml, ['templates', kind], name),
        items,
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
  for (const { key: kind } of templateKinds()) {
    const named = (templates as Record<string, unknown>)[kind];
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
