import type { Diagnostic, SourceLocation } from '../model/source.js';
import { formatLocation, groupBy } from './config-index.js';
import type {
  ConfigIndex,
  Declared,
  DeclaredAdminRole,
  DeclaredSentryAssignment,
  DeclaredTargetGroup,
  DeclaredTemplate,
  TemplateKind,
} from './config-index.js';
import type { ConfigAdminRole, ConfigSentryPolicy, ConfigTargetGroup } from './config-types.js';
import type { PathSegment } from './yaml-document.js';
import { suggest } from '../text/did-you-mean.js';
import { checkTemplates, templateLabel } from './rules-templates.js';

/*
 * Template expansion: the normalize step between indexing and the semantic rules. Every `use:` brings the
 * template's objects into the using scope as declarations of that scope, located in the template and
 * remembering the `use:` entry (SourceLocation.template/usedAt), so every later rule, the normalizer and
 * the planner treat them as if written out in full. Templates may not use templates: nothing to cycle.
 */

/** One `use:` entry: which template, from which scope, written where. */
interface Use {
  name: string;
  at: SourceLocation;
  path: string;
}

/** The `use:` entries of a scope's declarations (a network or organization may be declared in several files). */
function usesOf(declarations: readonly Declared<{ use?: readonly string[] | undefined }>[]): Use[] {
  return declarations.flatMap((item) =>
    (item.value.use ?? []).map((name, u) => ({
      name,
      at: item.locate(['use', u]),
      path: item.pathOf(['use', u]),
    })),
  );
}

/** Expands every `use:` into the index, in place; returns what it found wrong or worth noting. */
export function expandTemplates(index: ConfigIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [...checkTemplates(index)];
  if (!anythingToExpand(index)) return diagnostics;
  // The first declaration of a name wins; a second is a declared-twice error (rules-templates.ts).
  const byKey = new Map<string, DeclaredTemplate>();
  for (const template of index.templates) {
    const key = `${template.kind}\u0000${template.name}`;
    if (!byKey.has(key)) byKey.set(key, template);
  }
  const used = new Set<string>();
  const resolve = (kind: TemplateKind, use: Use, user: string): DeclaredTemplate | undefined => {
    const found = byKey.get(`${kind}\u0000${use.name}`);
    if (found !== undefined) {
      used.add(`${kind}\u0000${use.name}`);
      return found;
    }
    if (!index.unchecked.has(`${kind}\u0000${use.name}`)) {
      diagnostics.push(unknownTemplate(kind, use, user, index.templates));
    }
    return undefined;
  };
  // Each scope's own objects, grouped once: a fleet has thousands of networks.
  const ownGroups = groupBy(index.targetGroups, (item) => item.networkId);
  const ownRoles = groupBy(index.adminRoles, (item) => item.orgId);
  for (const [networkId, declarations] of groupBy(index.networks, (item) => item.value.id)) {
    const uses = usesOf(declarations);
    if (uses.length === 0) continue;
    const orgId = declarations[0]?.orgId ?? '';
    const own = ownGroups.get(networkId) ?? [];
    const scope = `network ${networkId}`;
    const brought = bring(
      'target group',
      scope,
      uses,
      own,
      (use) => resolve('targetGroups', use, scope),
      diagnostics,
    );
    for (const { item, template, use } of brought) {
      const declared = new Expanded(item as Declared<ConfigTargetGroup>, template, use);
      index.targetGroups.push(Object.assign(declared, { orgId, networkId }) satisfies DeclaredTargetGroup);
    }
  }
  for (const [orgId, declarations] of groupBy(index.organizations, (item) => item.value.id)) {
    const uses = usesOf(declarations);
    if (uses.length === 0) continue;
    const own = ownRoles.get(orgId) ?? [];
    const scope = `organization ${orgId}`;
    const brought = bring(
      'admin role',
      scope,
      uses,
      own,
      (use) => resolve('adminRoles', use, scope),
      diagnostics,
    );
    for (const { item, template, use } of brought) {
      const declared = new Expanded(item as Declared<ConfigAdminRole>, template, use);
      index.adminRoles.push(Object.assign(declared, { orgId }) satisfies DeclaredAdminRole);
    }
  }
  index.sentryAssignments = index.sentryAssignments.map((entry) =>
    expandSentry(
      entry,
      (use) => resolve('sentryPolicies', use, `the sentry list of network ${entry.value.network}`),
      diagnostics,
    ),
  );
  // Inside the function, not a module constant: a module constant is evaluated once, before any test.
  const userOf: Record<TemplateKind, string> = {
    targetGroups: 'network',
    adminRoles: 'organization',
    sentryPolicies: 'sentry entry',
  };
  for (const template of index.templates) {
    const key = `${template.kind}\u0000${template.name}`;
    if (used.has(key) || byKey.get(key) !== template) continue;
    diagnostics.push({
      severity: 'warning',
      code: 'unused-template',
      message: `${templateLabel(template)} is not used: no ${userOf[template.kind]} says use: ${template.name}`,
      path: `templates.${template.kind}.${template.name}`,
      hint: `add use: ${template.kind === 'sentryPolicies' ? '' : '['}${template.name}${template.kind === 'sentryPolicies' ? '' : ']'} where it is meant, or delete the template`,
      source: template.source,
    });
  }
  return diagnostics;
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

/**
 * The named objects the `uses` bring into one scope: a name the scope declares itself overrides the
 * template's (an info); the same name from two templates is an error naming both; a template used
 * twice is an error.
 */
function bring(
  label: string,
  scope: string,
  uses: readonly Use[],
  own: readonly Declared<{ name: string }>[],
  resolve: (use: Use) => DeclaredTemplate | undefined,
  diagnostics: Diagnostic[],
): Brought[] {
  const ownByName = new Map(own.map((item) => [item.value.name, item]));
  const seenUse = new Map<string, Use>();
  const byName = new Map<string, Brought>();
  for (const use of uses) {
    const first = seenUse.get(use.name);
    if (first !== undefined) {
      diagnostics.push({
        severity: 'error',
        code: 'template-used-twice',
        message: `${scope} uses template ${use.name} twice (first at ${formatLocation(first.at)})`,
        path: use.path,
        hint: 'name each template once in use:',
        source: use.at,
      });
      continue;
    }
    seenUse.set(use.name, use);
    const template = resolve(use);
    if (template === undefined) continue;
    for (const item of template.items as Declared<{ name: string }>[]) {
      const name = item.value.name;
      const mine = ownByName.get(name);
      if (mine !== undefined) {
        diagnostics.push({
          severity: 'info',
          code: 'template-override',
          message: `${label} "${name}" of ${scope} overrides template ${template.name} (${formatLocation(item.source)})`,
          path: mine.pathOf(['name']),
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

function unknownTemplate(
  kind: TemplateKind,
  use: Use,
  user: string,
  templates: readonly DeclaredTemplate[],
): Diagnostic {
  const sameKind = [...new Set(templates.filter((t) => t.kind === kind).map((t) => t.name))];
  const otherKind = templates.find((t) => t.kind !== kind && t.name === use.name);
  const guess = suggest(use.name, sameKind);
  const hint =
    otherKind !== undefined
      ? `${use.name} is declared under templates.${otherKind.kind}, but ${user} takes templates.${kind}`
      : guess !== undefined
        ? `did you mean "${guess}"? templates.${kind}: ${sameKind.join(', ')}`
        : sameKind.length === 0
          ? `declare it under templates.${kind}.${use.name} (in any file)`
          : `templates.${kind}: ${sameKind.join(', ')}`;
  return {
    severity: 'error',
    code: 'unknown-template',
    message: `${user} uses template ${use.name}, but no templates.${kind} has that name`,
    hint,
    path: use.path,
    source: use.at,
  };
}
