import { objectAddress, parseScope, scopeOf } from '../model/scope-address.js';
import type { KindSpec } from '../kinds/kind-spec.js';
import { KINDS, kindSpec } from '../kinds/registry.js';
import { parseYamlFile } from './yaml-document.js';
import { canonicalJson } from '../canonical/json.js';
import { compareCodePoints } from '../canonical/compare.js';
import type { DesiredState } from '../model/desired.js';
import { SmformError } from '../model/errors.js';
import { scopeNames, readSetOfDesired } from '../live/scopes.js';
import type { ScopeFilters } from '../live/selection.js';

/**
 * `plan --changed-since REF`, the pure part: which scopes a change of config files touches. A file is
 * compared as data (comments and formatting never count), declaration by declaration, between its text
 * at REF and in the working tree; git and the file system stay in the CLI (src/cli/git-changes.ts).
 */

/** One config file that differs from REF: its text at REF (absent: added) and now (absent: deleted). */
export interface ConfigFileChange {
  /** The path shown in errors. */
  file: string;
  before?: string;
  after?: string;
}

/** The scopes to plan, and what the change leaves out. */
export interface ChangedScopes {
  /** Scopes the config declares whose declaration changed: planned. Sorted. */
  scopes: string[];
  /** Declared scopes left out: unchanged, so not read. */
  unread: number;
  /** Scopes REF declared that the config no longer declares: not planned, nothing deleted. Sorted. */
  noLongerManaged: string[];
}

/**
 * One declaration of a config file, by key: `org/<id>/adminRole`, `org/<id>/sentry`,
 * `org/<id>/network/<id>` (the network's keys but its `name`), `org/<id>/settings` (every other key of
 * the organization but `name`: `policy`, which all its scopes follow), `template/<kind>/<name>`, or
 * `config/<key>` for any other top-level key. The value is canonical JSON, so equal data compares equal.
 */
type Declarations = Map<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/** The id as the loader sees it; ids are strings (a number is a schema error, so it never gets here). */
const idOf = (value: unknown): string => (typeof value === 'string' ? value : canonicalJson(value));

/** The parts of an organization that are no kind's scope: its networks (by id), its other keys. */
const NETWORK = 'network';
const SETTINGS = 'settings';
const TEMPLATE = 'template/';

/** `template/<kind>/<name>` -> its kind (the config key) and name (which may hold `/`). */
function templateKey(key: string): { kind: string; name: string } | undefined {
  if (!key.startsWith(TEMPLATE)) return undefined;
  const rest = key.slice(TEMPLATE.length);
  const slash = rest.indexOf('/');
  return { kind: rest.slice(0, slash), name: rest.slice(slash + 1) };
}

function add(into: Declarations, key: string, value: unknown): void {
  // The same key twice in one file (a duplicate the loader refuses) still counts both.
  const previous = into.get(key);
  const json = canonicalJson(value ?? null);
  into.set(key, previous === undefined ? json : `${previous}\n${json}`);
}

/** The kinds an organization declares itself (a network's kinds are declared in its networks). */
const orgKinds = (): KindSpec[] => KINDS.map(kindSpec).filter((spec) => spec.owner === 'org');
const networkKinds = (): KindSpec[] => KINDS.map(kindSpec).filter((spec) => spec.owner === 'network');

function addOrganization(into: Declarations, org: Record<string, unknown>): void {
  const id = idOf(org['id']);
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(org)) {
    if (key === 'id' || key === 'name') continue;
    const spec = orgKinds().find((kind) => kind.configKey === key);
    if (spec !== undefined) add(into, spec.scopeOf(id, ''), value);
    else if (key === 'networks') {
      for (const network of asList(value).filter(isRecord)) {
        const { name: _name, ...rest } = network;
        add(into, objectAddress(scopeOf('org', id, NETWORK), idOf(network['id'])), rest);
      }
    } else settings[key] = value;
  }
  if (Object.keys(settings).length > 0) add(into, scopeOf('org', id, SETTINGS), settings);
}

/** Every declaration of a parsed config file. */
export function declarationsOf(data: unknown): Declarations {
  const found: Declarations = new Map();
  if (!isRecord(data)) return found;
  for (const [key, value] of Object.entries(data)) {
    if (key === 'organizations') {
      for (const org of asList(value).filter(isRecord)) addOrganization(found, org);
    } else if (key === 'templates' && isRecord(value)) {
      for (const [kind, set] of Object.entries(value))
        for (const [name, body] of Object.entries(isRecord(set) ? set : { '': set }))
          add(found, `${TEMPLATE}${kind}/${name}`, body);
    } else add(found, `config/${key}`, value);
  }
  return found;
}

function parsed(change: ConfigFileChange, side: 'before' | 'after', ref: string): unknown {
  const text = change[side];
  if (text === undefined) return undefined;
  const yaml = parseYamlFile(text, change.file);
  const broken = yaml.diagnostics.some((d) => d.severity === 'error');
  if (broken) {
    throw new SmformError(
      `--changed-since: ${change.file} ${side === 'before' ? `at ${ref}` : 'in the working tree'} is not valid YAML, so what it declared cannot be told`,
      { fault: 'usage', hint: 'plan without --changed-since (a full plan reads every scope)' },
    );
  }
  return yaml.data;
}

/** Whether an organization (and a network of it, when given) passes `--org` and `--network`. */
function inFilters(filters: ScopeFilters, orgId: string, networkId: string): boolean {
  const orgs = filters.orgs ?? [];
  const networks = filters.networks ?? [];
  return (
    (orgs.length === 0 || orgs.includes(orgId)) &&
    (networkId === '' || networks.length === 0 || networks.includes(networkId))
  );
}

/** Template name -> the config keys of the kinds it is a template of (as far as the run can tell). */
type KnownTemplates = Map<string, Set<string>>;

/**
 * The templates a run can see: those of the changed files (at REF and now) and those the config's
 * objects came from now. A template of an unchanged file no object uses now is not seen.
 */
function knownTemplates(desired: DesiredState, declarations: readonly Declarations[]): KnownTemplates {
  const known: KnownTemplates = new Map();
  const note = (name: string, kind: string): void => {
    const kinds = known.get(name) ?? new Set<string>();
    kinds.add(kind);
    known.set(name, kinds);
  };
  for (const found of declarations)
    for (const key of found.keys()) {
      const template = templateKey(key);
      if (template !== undefined) note(template.name, template.kind);
    }
  for (const spec of KINDS.map(kindSpec))
    for (const org of desired.organizations)
      for (const { objects } of spec.declaredScopes(org))
        for (const object of objects)
          if (object.source.template !== undefined) note(object.source.template, spec.configKey);
  return known;
}

/**
 * Whether a network declaration manages a kind of networks: its own objects, or a `use:` of a template
 * of the kind. A name the run cannot place counts for the built-in kinds (target groups), as `use: []`
 * does.
 */
const manages = (json: string, spec: KindSpec, known: () => KnownTemplates): boolean =>
  json.split('\n').some((one) => {
    const network = JSON.parse(one) as Record<string, unknown>;
    if (network[spec.configKey] !== undefined) return true;
    if (network['use'] === undefined) return false;
    const names = asList(network['use']).filter((name): name is string => typeof name === 'string');
    if (names.length === 0) return spec.config === undefined;
    return names.some((name) => {
      const kinds = known().get(name);
      return kinds === undefined ? spec.config === undefined : kinds.has(spec.configKey);
    });
  });

/**
 * The names of a template's objects in one declaration value (canonical JSON, one line per declaration):
 * a list's items' names, or a registered kind's entries (a map's keys).
 */
function templateNames(json: string | undefined, spec: KindSpec | undefined): Set<string> {
  const names = new Set<string>();
  for (const one of json === undefined ? [] : json.split('\n')) {
    const body = JSON.parse(one) as unknown;
    if (spec?.config !== undefined) {
      for (const entry of spec.config.entries(body)) names.add(entry.name);
      continue;
    }
    for (const item of asList(body)) {
      if (isRecord(item) && typeof item['name'] === 'string') names.add(item['name']);
    }
  }
  return names;
}

/** A scope and the objects of it that one template kind brings in or overrides. */
interface TemplateTarget {
  scope: string;
  objects: readonly { name?: string; source: { template?: string } }[];
}

/** Every declared scope a template kind can reach, with its objects (templates are expanded in them). */
function templateTargets(desired: DesiredState, spec: KindSpec | undefined): TemplateTarget[] {
  if (spec === undefined) return [];
  // A list (sentry) entry that uses a template has exactly the template's policies (it may not add its own).
  return desired.organizations.flatMap((org) =>
    spec
      .declaredScopes(org)
      .map(({ networkId, objects }) => ({ scope: spec.scopeOf(org.id, networkId), objects })),
  );
}

/**
 * The scopes a changed template selects: its users. Every object a template brings into a scope keeps the
 * template's name (`source.template`), so a scope with one of them uses it. A user can hold none: it
 * overrides every object the template has now, or the template is empty now. Such a user only changes
 * when the template lost a name (the scope's copy of it goes): then every scope that could be one is
 * selected too, i.e. one that declares all of the template's remaining names itself (for sentry
 * templates, whose entries cannot override, an entry with no policies). Never fewer than needed. A change
 * of `use:` itself is a change of the user's own declaration and is selected as such.
 */
function scopesUsingTemplate(
  desired: DesiredState,
  kind: string,
  name: string,
  before: string | undefined,
  after: string | undefined,
): string[] {
  const spec = KINDS.map(kindSpec).find((one) => one.configKey === kind);
  const was = templateNames(before, spec);
  const now = templateNames(after, spec);
  const list = spec?.shape === 'list';
  const lostObjects = list
    ? (before ?? '[]') !== '[]' && (after ?? '[]') === '[]'
    : [...was].some((old) => !now.has(old));
  return templateTargets(desired, spec)
    .filter(({ objects }) => {
      const uses = objects.some((object) => object.source.template === name);
      const couldUse =
        lostObjects &&
        (list
          ? objects.length === 0
          : [...now].every((wanted) =>
              objects.some((object) => object.name === wanted && object.source.template === undefined),
            ));
      return uses || couldUse;
    })
    .map(({ scope }) => scope);
}

/**
 * The scopes to plan for these changed files. `desired` is the config now (loaded), `filters` the run's
 * `--org`/`--network`: a changed declaration selects the scope it declares; an organization's settings
 * (`policy`) select every scope of the organization; a changed template the scopes that use it
 * (`scopesUsingTemplate`); a top-level key smform does not know, every scope of the config. Only scopes
 * the config declares now are planned; the ones REF declared and the config no longer does are named in
 * `noLongerManaged`.
 */
export function changedScopes(
  desired: DesiredState,
  files: readonly ConfigFileChange[],
  filters: ScopeFilters = {},
  ref = 'REF',
): ChangedScopes {
  const declared = scopeNames(readSetOfDesired(desired, { orgs: filters.orgs, networks: filters.networks }));
  const everywhere = new Set(scopeNames(readSetOfDesired(desired)));
  const wanted = new Set<string>();
  const gone = new Set<string>();
  let everything = false;
  const orgsWhole = new Set<string>();
  const sides = files.map((file) => ({
    before: declarationsOf(parsed(file, 'before', ref)),
    after: declarationsOf(parsed(file, 'after', ref)),
  }));
  // Only a network that REF declared with a use: and the config no longer declares asks (rarely).
  let known: KnownTemplates | undefined;
  const knownNow = (): KnownTemplates =>
    (known ??= knownTemplates(
      desired,
      sides.flatMap(({ before, after }) => [before, after]),
    ));
  for (const { before, after } of sides) {
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const old = before.get(key);
      if (old === after.get(key)) continue;
      const template = templateKey(key);
      if (template !== undefined) {
        const { kind, name } = template;
        for (const scope of scopesUsingTemplate(desired, kind, name, old, after.get(key))) wanted.add(scope);
        continue;
      }
      // Every other key is `config/<key>` or an organization's part (`org/<id>/<part>`).
      const parts = parseScope(key);
      if (parts?.owner !== 'org') {
        everything = true;
        continue;
      }
      const { ownerId: id, kind: what, key: networkId = '' } = parts;
      const org = orgKinds().find((spec) => spec.kind === what);
      const scoped: [string, KindSpec][] =
        org !== undefined
          ? [[org.scopeOf(id, ''), org]]
          : what === NETWORK
            ? networkKinds().map((spec) => [spec.scopeOf(id, networkId), spec])
            : [];
      if (scoped.length === 0) {
        orgsWhole.add(id);
        continue;
      }
      for (const [scope, spec] of scoped) {
        wanted.add(scope);
        // Declared at REF, declared nowhere now: no longer managed (a full plan would not delete it either).
        if (old === undefined || everywhere.has(scope) || !inFilters(filters, id, networkId)) continue;
        if (spec.owner === 'org' || manages(old, spec, knownNow)) gone.add(scope);
      }
    }
  }
  const wholeNetworks = new Set(
    desired.organizations
      .filter((org) => orgsWhole.has(org.id))
      .flatMap((org) => org.networks.map((network) => network.id)),
  );
  const inWholeOrg = (scope: string): boolean => {
    const parts = parseScope(scope);
    return parts?.owner === 'org' ? orgsWhole.has(parts.ownerId) : wholeNetworks.has(parts?.ownerId ?? '');
  };
  const scopes = declared.filter((scope) => everything || wanted.has(scope) || inWholeOrg(scope));
  return {
    scopes,
    unread: declared.length - scopes.length,
    noLongerManaged: [...gone].sort(compareCodePoints),
  };
}
