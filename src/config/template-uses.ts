import type { Diagnostic, SourceLocation } from '../model/source.js';
import { suggest } from '../text/did-you-mean.js';
import { formatLocation } from './config-index.js';
import type { ConfigIndex, Declared, DeclaredTemplate, TemplateKindInfo } from './config-index.js';

/*
 * What a `use:` entry names: one template of the kinds its scope takes (a network: targetGroups and each
 * registered network kind's key; an organization: adminRoles and each registered organization kind's; a
 * sentry entry: sentryPolicies). A name no such kind declares is an error with a guess; a name two of
 * them declare is an error too (a `use:` names one template), never a silent pick.
 */

/** One `use:` entry: which template, from which scope, written where. */
export interface Use {
  name: string;
  at: SourceLocation;
  path: string;
}

/** A `use:` and the template it names. */
export interface Resolved {
  use: Use;
  template: DeclaredTemplate;
}

/** The `use:` entries of a scope's declarations (a network or organization may be declared in several files). */
export function usesOf(declarations: readonly Declared<{ use?: readonly string[] | undefined }>[]): Use[] {
  return declarations.flatMap((item) =>
    (item.value.use ?? []).map((name, u) => ({
      name,
      at: item.locate(['use', u]),
      path: item.pathOf(['use', u]),
    })),
  );
}

/** Finds templates by kind and name (the first declaration of a name wins) and notes which are used. */
export class TemplateLookup {
  private readonly byKey = new Map<string, DeclaredTemplate>();
  private readonly used = new Set<string>();

  constructor(
    private readonly index: ConfigIndex,
    private readonly diagnostics: Diagnostic[],
  ) {
    for (const template of index.templates) {
      const key = `${template.kind}\u0000${template.name}`;
      if (!this.byKey.has(key)) this.byKey.set(key, template);
    }
  }

  /** Whether this template is the one its name finds (a second declaration is an error elsewhere) and used. */
  isUsed(template: DeclaredTemplate): boolean {
    const key = `${template.kind}\u0000${template.name}`;
    return this.used.has(key) || this.byKey.get(key) !== template;
  }

  /** The template one `use:` names among `kinds`, or undefined with the error said. */
  resolve(kinds: readonly TemplateKindInfo[], use: Use, user: string): DeclaredTemplate | undefined {
    const found = kinds.flatMap((kind) => {
      const template = this.byKey.get(`${kind.key}\u0000${use.name}`);
      return template === undefined ? [] : [template];
    });
    for (const template of found) this.used.add(`${template.kind}\u0000${template.name}`);
    const [first, second] = found;
    if (first !== undefined && second === undefined) return first;
    if (first !== undefined) {
      this.diagnostics.push({
        severity: 'error',
        code: 'ambiguous-template',
        message: `${user} uses template ${use.name}, which is declared under ${found.map((t) => `templates.${t.kind} (${formatLocation(t.source)})`).join(' and ')}`,
        hint: 'a use: names one template: rename one of them, and name each in use:',
        path: use.path,
        source: use.at,
      });
      return undefined;
    }
    if (!kinds.some((kind) => this.index.unchecked.has(`${kind.key}\u0000${use.name}`))) {
      this.diagnostics.push(this.unknown(kinds, use, user));
    }
    return undefined;
  }

  /**
   * Each distinct `use:` of one scope with its template, in `use:` order; a template named twice is an
   * error at the second.
   */
  resolveAll(kinds: readonly TemplateKindInfo[], uses: readonly Use[], scope: string): Resolved[] {
    const seen = new Map<string, Use>();
    const resolved: Resolved[] = [];
    for (const use of uses) {
      const first = seen.get(use.name);
      if (first !== undefined) {
        this.diagnostics.push({
          severity: 'error',
          code: 'template-used-twice',
          message: `${scope} uses template ${use.name} twice (first at ${formatLocation(first.at)})`,
          path: use.path,
          hint: 'name each template once in use:',
          source: use.at,
        });
        continue;
      }
      seen.set(use.name, use);
      const template = this.resolve(kinds, use, scope);
      if (template !== undefined) resolved.push({ use, template });
    }
    return resolved;
  }

  /**
   * An unknown name: the message names the kinds the scope takes that declare templates (the first kind
   * when none does), the hint a close name, or the kind elsewhere that has the name.
   */
  private unknown(kinds: readonly TemplateKindInfo[], use: Use, user: string): Diagnostic {
    const templates = this.index.templates;
    const namesOf = (key: string) => [...new Set(templates.filter((t) => t.kind === key).map((t) => t.name))];
    const declaring = kinds.filter((kind) => namesOf(kind.key).length > 0);
    const named = (declaring.length > 0 ? declaring : kinds.slice(0, 1)).map((kind) => kind.key);
    const keys = named.map((key) => `templates.${key}`).join(' or ');
    const otherKind = templates.find(
      (t) => !kinds.some((kind) => kind.key === t.kind) && t.name === use.name,
    );
    const guesses = named.flatMap((key) => {
      const guess = suggest(use.name, namesOf(key));
      return guess === undefined ? [] : [{ key, guess }];
    });
    const [best] = guesses;
    const listed = named
      .filter((key) => namesOf(key).length > 0)
      .map((key) => `templates.${key}: ${namesOf(key).join(', ')}`)
      .join('; ');
    const hint =
      otherKind !== undefined
        ? `${use.name} is declared under templates.${otherKind.kind}, but ${user} takes ${keys}`
        : best !== undefined
          ? `did you mean "${best.guess}"? templates.${best.key}: ${namesOf(best.key).join(', ')}`
          : listed === ''
            ? `declare it under templates.${named[0] ?? ''}.${use.name} (in any file)`
            : listed;
    return {
      severity: 'error',
      code: 'unknown-template',
      message: `${user} uses template ${use.name}, but no ${keys} has that name`,
      hint,
      path: use.path,
      source: use.at,
    };
  }
}
