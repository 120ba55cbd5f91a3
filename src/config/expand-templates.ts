import type { Diagnostic, SourceLocation } from '../model/source.js';
import { formatLocation, groupBy } from './config-index.js';
import { templateKinds } from './config-index.js';
import type {
  ConfigIndex,
  Declared,
  DeclaredAdminRole,
  DeclaredKindObject,
  DeclaredSentryAssignment,
  DeclaredTargetGroup,
  DeclaredTemplate,
  TemplateKindInfo,
} from './config-index.js';
import type { ConfigAdminRole, ConfigSentryPolicy, ConfigTargetGroup } from './config-types.js';
import type { PathSegment } from './yaml-document.js';
import type { WrittenEntry } from '../kinds/kind-config.js';
import { checkTemplates, templateLabel } from './rules-templates.js';
import { TemplateLookup, usesOf, type Resolved, type Use } from './template-uses.js';

/*
 * Template expansion: the normalize step between indexing and the semantic rules. Every `use:` brings the
 * template's objects into the using scope as declarations of that scope, located in the template and
 * remembering the `use:` entry (SourceLocation.template/usedAt), so every later rule, the normalizer and
 * the planner treat them as if written out in full. Templates may not use templates: nothing to cycle.
 */

/** Expands every `use:` into the index, in place; returns what it found wrong or worth noting. */
export function expandTemplates(index: ConfigIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [...checkTemplates(index)];
  if (!anythingToExpand(index)) return diagnostics;
  const lookup = new TemplateLookup(index, diagnostics);
  const kinds = templateKinds();
  const networkKinds = kinds.filter((kind) => kind.user === 'network');
  const orgKinds = kinds.filter((kind) => kind.user === 'organization');
  const owned = new OwnObjects();
  for (const [networkId, declarations] of groupBy(index.networks, (item) => item.value.id)) {
    const uses = usesOf(declarations);
    if (uses.length === 0) continue;
    const orgId = declarations[0]?.orgId ?? '';
    const scope = `network ${networkId}`;
    expandScope(
      index,
      lookup.resolveAll(networkKinds, uses, scope),
      networkKinds,
      { orgId, networkId, scope },
      owned,
      diagnostics,
    );
  }
  for (const [orgId, declarations] of groupBy(index.organizations, (item) => item.value.id)) {
    const uses = usesOf(declarations);
    if (uses.length === 0) continue;
    const scope = `organization ${orgId}`;
    expandScope(
      index,
      lookup.resolveAll(orgKinds, uses, scope),
      orgKinds,
      { orgId, networkId: '', scope },
      owned,
      diagnostics,
    );
  }
  const sentryKinds = kinds.filter((kind) => kind.user === 'sentry entry');
  index.sentryAssignments = index.sentryAssignments.map((entry) =>
    expandSentry(
      entry,
      (use) => lookup.resolve(sentryKinds, use, `the sentry list of network ${entry.value.network}`),
      diagnostics,
    ),
  );
  for (const template of index.templates) {
    if (lookup.isUsed(template)) continue;
    const user = kinds.find((kind) => kind.key === template.kind)?.user ?? 'network';
    const list = user !== 'sentry entry';
    diagnostics.push({
      severity: 'warning',
      code: 'unused-template',
      message: `${templateLabel(template)} is not used: no ${user} says use: ${template.name}`,
      path: `templates.${template.kind}.${template.name}`,
      hint: `add use: ${list ? '[' : ''}${template.name}${list ? ']' : ''} where it is meant, or delete the template`,
      source: template.source,
    });
  }
  return diagnostics;
}

type Owned = Declared<{ name: string }> & { orgId: string; networkId?: string };

/**
 * Each scope's own objects of a kind, grouped on first ask, before the kind's first template object is
 * added (a fleet has thousands of networks: one pass, not one scan per scope).
 */
class OwnObjects {
  private readonly grouped = new Map<readonly Owned[], Map<string, Owned[]>>();

  of(items: readonly Owned[], orgId: string, networkId: string): Owned[] {
    let groups = this.grouped.get(items);
    if (groups === undefined) {
      groups = groupBy(items, (item) => `${item.orgId}\u0000${item.networkId ?? ''}`);
      this.grouped.set(items, groups);
    }
    return groups.get(`${orgId}\u0000${networkId}`) ?? [];
  }
}

/**
 * Brings the templates one organization or network uses into it, kind by kind: each brought object is
 * a declaration of that scope, in the index's list of its kind (after the scope's own objects).
 */
function expandScope(
  index: ConfigIndex,
  resolved: readonly Resolved[],
  kinds: readonly TemplateKindInfo[],
  where: { orgId: string; networkId: string; scope: string },
  owned: OwnObjects,
  diagnostics: Diagnostic[],
): void {
  const { orgId, networkId, scope } = where;
  const usedKinds = new Set(resolved.map(({ template }) => template.kind));
  index.templateUses.set(`${orgId}\u0000${networkId}`, usedKinds);
  for (const kind of kinds) {
    if (!usedKinds.has(kind.key)) continue;
    const uses = resolved.filter(({ template }) => template.kind === kind.key);
    const registered = kind.spec;
    if (registered !== undefined) {
      const objects = (index.kinds[registered.kind] ??= []);
      const own = owned.of(objects, orgId, networkId);
      for (const { item, template, use } of bring(kind.label, scope, uses, own, diagnostics)) {
        const declared = new Expanded(item as Declared<WrittenEntry>, template, use);
        objects.push(Object.assign(declared, { orgId, networkId }) satisfies DeclaredKindObject);
      }
    } else if (kind.key === 'targetGroups') {
      const own = owned.of(index.targetGroups, orgId, networkId);
      for (const { item, template, use } of bring(kind.label, scope, uses, own, diagnostics)) {
        const declared = new Expanded(item as Declared<ConfigTargetGroup>, template, use);
        index.targetGroups.push(Object.assign(declared, { orgId, networkId }) satisfies DeclaredTargetGroup);
      }
    } else if (kind.key === 'adminRoles') {
      const own = owned.of(index.adminRoles, orgId, '');
      for (const { item, template, use } of bring(kind.label, scope, uses, own, diagnostics)) {
        const declared = new Expanded(item as Declared<ConfigAdminRole>, template, use);
        index.adminRoles.push(Object.assign(declared, { orgId }) satisfies DeclaredAdminRole);
      }
    }
  }
}

/**
 * A template, a `use:`, or a sentry entry without its own policies (an error even where no template is
 * used). Without any, the full pass would bring nothing and report nothing, so it is skipped.
 */
function anythingToExpand(index: ConfigIndex): boolean {
  return (
    index.templates.length !== 0 ||
    index.networks.some((item) => item.value.use !== undefined) ||
    index.organizations.some((item) => item.value.use !== undefined) ||
    index.sentryAssignments.some((item) => item.value.use !== undefined || item.value.policies === undefined)
  );
}

interface Brought {
  item: Declared<{ name: string }>;
  template: DeclaredTemplate;
  use: Use;
}

/** Where an object's name is written: `name` in a list item, the key itself for a map entry. */
const nameAt = (item: Declared<{ name: string }>): readonly PathSegment[] =>
  (item.value as { nameAt?: readonly PathSegment[] }).nameAt ?? ['name'];

/**
 * The named objects the resolved `uses` of one kind bring into one scope: a name the scope declares
 * itself overrides the template's (an info); the same name from two templates is an error naming both.
 */
function bring(
  label: string,
  scope: string,
  uses: readonly Resolved[],
  own: readonly Declared<{ name: string }>[],
  diagnostics: Diagnostic[],
): Brought[] {
  const ownByName = new Map(own.map((item) => [item.value.name, item]));
  const byName = new Map<string, Brought>();
  for (const { use, template } of uses) {
    for (const item of template.items as Declared<{ name: string }>[]) {
      const name = item.value.name;
      const mine = ownByName.get(name);
      if (mine !== undefined) {
        diagnostics.push({
          severity: 'info',
          code: 'template-override',
          message: `${label} "${name}" of ${scope} overrides template ${template.name} (${formatLocation(item.source)})`,
          path: mine.pathOf(nameAt(mine)),
          source: mine.source,
        });
        continue;
      }
      const earlier = byName.get(name);
      // A name twice in one template is that template's error (rules-templates.ts), reported once.
      if (earlier?.template === template) continue;
      if (earlier !== undefined) {
        diagnostics.push({
          severity: 'error',
          code: 'template-conflict',
          message: `${label} "${name}" is brought into ${scope} by two templates: ${earlier.template.name} (${formatLocation(earlier.item.source)}) and ${template.name} (${formatLocation(item.source)})`,
          path: use.path,
          hint: `rename one of them, or declare "${name}" in the ${scope.slice(0, scope.indexOf(' '))} itself to say which one it gets`,
          source: use.at,
        });
        continue;
      }
      byName.set(name, { item, template, use });
    }
  }
  return [...byName.values()];
}

/**
 * A template object as a declaration of the using scope: located in the template, naming the use. A
 * class: a template used by 4,000 networks makes 100,000 of these, and methods are shared, not closures.
 */
class Expanded<T> implements Declared<T> {
  readonly value: T;
  readonly file: string;
  readonly source: SourceLocation;

  constructor(
    private readonly item: Declared<T>,
    template: DeclaredTemplate,
    use: Use,
  ) {
    this.value = item.value;
    this.file = item.file;
    // Written out, not spread: one shape for 100,000 locations (a template's own object has no use).
    const { file, line, column } = item.source;
    this.source = { file, line, column, template: template.name, usedAt: use.at };
  }

  pathOf(sub?: readonly PathSegment[]): string {
    return this.item.pathOf(sub);
  }

  locate(sub?: readonly PathSegment[]): SourceLocation {
    return locateOnce(this.item, sub);
  }
}

/** The entry with its own policies replaced (a declaration's methods do not survive a spread). */
function withPolicies(
  entry: DeclaredSentryAssignment,
  policies: ConfigSentryPolicy[],
  place: Partial<Pick<DeclaredSentryAssignment, 'source' | 'pathOf' | 'locate'>> = {},
): DeclaredSentryAssignment {
  return {
    value: { ...entry.value, policies },
    file: entry.file,
    orgId: entry.orgId,
    source: place.source ?? entry.source,
    pathOf: place.pathOf ?? ((sub) => entry.pathOf(sub)),
    locate: place.locate ?? ((sub) => entry.locate(sub)),
  };
}

/** Places inside a template object, found once however many scopes use it (the rules ask per scope). */
const located = new WeakMap<object, Map<string, SourceLocation>>();
function locateOnce(item: Declared<unknown>, sub: readonly (string | number)[] = []): SourceLocation {
  let places = located.get(item);
  if (places === undefined) located.set(item, (places = new Map<string, SourceLocation>()));
  const key = sub.join('\u0000');
  let place = places.get(key);
  if (place === undefined) places.set(key, (place = item.locate(sub)));
  return place;
}

/** A sentry entry that says `use:` gets the template's list; its `policies[i]` point into the template. */
function expandSentry(
  entry: DeclaredSentryAssignment,
  resolve: (use: Use) => DeclaredTemplate | undefined,
  diagnostics: Diagnostic[],
): DeclaredSentryAssignment {
  const { use: name, policies } = entry.value;
  if (name === undefined) {
    if (policies !== undefined) return entry;
    diagnostics.push({
      severity: 'error',
      code: 'missing-key',
      message: 'missing required key "policies"',
      hint: 'add "policies:" to this entry, or use: a sentryPolicies template',
      path: entry.pathOf(),
      source: entry.source,
    });
    return withPolicies(entry, []);
  }
  const use = { name, at: entry.locate(['use']), path: entry.pathOf(['use']) };
  if (policies !== undefined) {
    diagnostics.push({
      severity: 'error',
      code: 'use-and-policies',
      message: `the sentry list of network ${entry.value.network} has both policies and use: ${name}`,
      hint: 'a network has one ordered sentry list: keep either its own policies or the template',
      path: use.path,
      source: use.at,
    });
    resolve(use); // still a use: the template is not reported unused, a misspelt one is
    return entry;
  }
  const template = resolve(use);
  if (template === undefined) return withPolicies(entry, []);
  const items = template.items as Declared<ConfigSentryPolicy>[];
  const inTemplate = (sub: readonly (string | number)[]) =>
    sub[0] === 'policies' && typeof sub[1] === 'number';
  return withPolicies(
    entry,
    items.map((item) => item.value),
    {
      source: { ...template.source, template: template.name, usedAt: use.at },
      pathOf: (sub = []) =>
        inTemplate(sub)
          ? (items[sub[1] as number]?.pathOf(sub.slice(2)) ?? entry.pathOf(sub))
          : entry.pathOf(sub),
      locate: (sub = []) =>
        inTemplate(sub)
          ? (items[sub[1] as number]?.locate(sub.slice(2)) ?? entry.locate(sub))
          : entry.locate(sub),
    },
  );
}
