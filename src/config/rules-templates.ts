import type { Diagnostic } from '../model/source.js';
import { registeredKinds } from '../kinds/registry.js';
import { formatLocation, groupBy } from './config-index.js';
import type { ConfigIndex, Declared, DeclaredTemplate } from './config-index.js';
import type { ConfigFile } from './config-types.js';
import { formatPath, locatePath } from './yaml-document.js';
import type { PathSegment, YamlFile } from './yaml-document.js';

/** `template store-baseline (templates.targetGroups)` */
export function templateLabel(template: DeclaredTemplate): string {
  return `template ${template.name} (templates.${template.kind})`;
}

/** The rules of the templates themselves, before they are expanded. */
export function checkTemplates(index: ConfigIndex): Diagnostic[] {
  return [...checkTemplateDeclaredTwice(index), ...checkTemplateNames(index), ...checkTemplatePins(index)];
}

/** The same name twice in one template: reported once here, not once per scope that uses it. */
function checkTemplateNames(index: ConfigIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const template of index.templates) {
    if (template.kind === 'sentryPolicies') continue;
    const items = template.items as Declared<{ name: string }>[];
    for (const [first, ...rest] of groupBy(items, (item) => item.value.name).values()) {
      for (const repeat of rest) {
        diagnostics.push({
          severity: 'error',
          code: 'duplicate-name',
          message: `"${repeat.value.name}" is declared twice in ${templateLabel(template)} (first at ${formatLocation(first?.source ?? repeat.source)})`,
          path: repeat.pathOf(['name']),
          hint: 'names identify objects within their scope: keep one declaration, or rename one of them',
          source: repeat.source,
        });
      }
    }
  }
  return diagnostics;
}

/** One template name of one kind declared in two places (two files): they cannot be merged. */
function checkTemplateDeclaredTwice(index: ConfigIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const [first, ...rest] of groupBy(index.templates, (t) => `${t.kind}\u0000${t.name}`).values()) {
    if (first === undefined) continue;
    for (const repeat of rest) {
      diagnostics.push({
        severity: 'error',
        code: 'declared-twice',
        message: `${templateLabel(repeat)} is declared twice: ${formatLocation(first.source)} and ${formatLocation(repeat.source)}`,
        path: `templates.${repeat.kind}.${repeat.name}`,
        hint: 'a template is declared once: keep one, or rename one of them',
        source: repeat.source,
      });
    }
  }
  return diagnostics;
}

/**
 * A live id names one object in one scope; a template fills many scopes, so it may not pin one. The
 * pinned object is declared in the scope itself, where it overrides the template's.
 */
function checkTemplatePins(index: ConfigIndex): Diagnostic[] {
  return index.templates.flatMap((template) =>
    template.items.flatMap((item) => {
      const field = 'id' in item.value ? 'id' : 'roleId' in item.value ? 'roleId' : undefined;
      if (field === undefined) return [];
      return [
        {
          severity: 'error' as const,
          code: 'template-pins-id',
          message: `${templateLabel(template)} pins ${field}, but a live ${field} belongs to one ${template.kind === 'adminRoles' ? 'organization' : 'network'}`,
          path: item.pathOf([field]),
          hint: `remove ${field} from the template; to pin it, declare the object in that scope itself (it overrides the template's)`,
          source: item.locate([field]),
        },
      ];
    }),
  );
}

/**
 * Templates may not use other templates (no nesting, so no cycles): a `use:` inside a template is reported
 * as such, instead of as an unknown key. Returns the diagnostics and the paths they replace.
 */
export function checkTemplateNesting(yaml: YamlFile): (Diagnostic & { path: string })[] {
  const templates = (yaml.data as ConfigFile | null | undefined)?.templates;
  if (typeof templates !== 'object' || templates === null) return [];
  const diagnostics: (Diagnostic & { path: string })[] = [];
  // A registered kind's template is a section (a map): a key `use` there is one of its objects' names.
  const sections = new Set(registeredKinds().map((spec) => spec.configKey));
  for (const [kind, named] of Object.entries(templates)) {
    if (typeof named !== 'object' || named === null || sections.has(kind)) continue;
    for (const [name, items] of Object.entries(named as Record<string, unknown>)) {
      const at: PathSegment[] = ['templates', kind, name];
      const entries = Array.isArray(items)
        ? items.map((item, i) => [item, [...at, i]] as const)
        : [[items, at] as const];
      for (const [item, path] of entries) {
        if (typeof item !== 'object' || item === null || !('use' in item)) continue;
        diagnostics.push({
          severity: 'error',
          code: 'template-uses-template',
          message: 'a template may not use other templates',
          path: formatPath([...path, 'use']),
          hint: 'list the objects in this template, or name both templates in the use: of the networks or organizations',
          source: locatePath(yaml, path, 'use'),
        });
      }
    }
  }
  return diagnostics;
}
