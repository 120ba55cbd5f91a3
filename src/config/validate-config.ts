import { compareDiagnosticPlaces } from '../canonical/diagnostics.js';
import { compareCodePoints } from '../canonical/compare.js';
import type { DesiredState } from '../model/desired.js';
import type { Diagnostic } from '../model/source.js';
import { emptyIndex, indexFile, noteUncheckedTemplates } from './config-index.js';
import type { ConfigIndex, DeclaredSentryAssignment } from './config-index.js';
import { expandTemplates } from './expand-templates.js';
import { normalizeIndex } from './normalize.js';
import { checkNoOrganizations } from './rule-no-organizations.js';
import { checkNumericIds } from './rule-numeric-id.js';
import { SEMANTIC_RULES } from './rules.js';
import { checkTemplateNesting } from './rules-templates.js';
import { notConfigReason } from './walk-filter.js';
import { checkSchema } from './schema.js';
import { parseYamlFile } from './yaml-document.js';
import { registeredKinds } from '../kinds/registry.js';
import type { YamlFile } from './yaml-document.js';

/** How many objects of each kind the config declares (distinct identities, across files). */
export interface ConfigCounts {
  files: number;
  organizations: number;
  networks: number;
  targetGroups: number;
  adminRoles: number;
  sentryAssignments: number;
  sentryPolicies: number;
  /** The objects of the kinds added through the registry, by config key (absent when none is declared). */
  kinds?: Record<string, number>;
}

/** A file found while walking a directory but left out, and why (e.g. an emulator seed). */
export interface SkippedFile {
  file: string;
  reason: string;
}

export interface ConfigResult {
  /** The validated, normalized desired state; undefined when any diagnostic is an error. */
  state?: DesiredState;
  /** Every problem found, sorted by file and position. */
  diagnostics: Diagnostic[];
  /** The files loaded, relative to the working directory, sorted. */
  files: string[];
  skipped: SkippedFile[];
  counts: ConfigCounts;
}

/** Validates and normalizes one config text: the whole pipeline without the file system. */
export function parseConfigText(text: string, file: string): ConfigResult {
  return validateYamlFiles([parseYamlFile(text, file)]);
}

/** Schema, then semantic rules, then normalization, over already parsed files. Pure. */
export function validateYamlFiles(
  yamlFiles: readonly YamlFile[],
  options: { diagnostics?: readonly Diagnostic[]; skipped?: readonly SkippedFile[]; cwd?: string } = {},
): ConfigResult {
  const diagnostics: Diagnostic[] = [...(options.diagnostics ?? [])];
  const index = { ...emptyIndex(), cwd: options.cwd ?? '' };
  for (const yaml of yamlFiles) {
    const found = checkFile(yaml);
    diagnostics.push(...found);
    if (!found.some((diagnostic) => diagnostic.severity === 'error')) indexFile(index, yaml);
    else noteUncheckedTemplates(index, yaml);
  }
  // Templates expand before the rules run, so every rule sees each scope as if written out in full.
  diagnostics.push(...expandTemplates(index));
  for (const rule of SEMANTIC_RULES) diagnostics.push(...rule(index));
  const files = yamlFiles.map((yaml) => yaml.file);
  if (!hasErrors(diagnostics))
    diagnostics.push(...checkNoOrganizations(yamlFiles, index.organizations.length, options.skipped ?? []));
  diagnostics.sort(compareDiagnosticPlaces);
  const result: ConfigResult = {
    diagnostics: onePerPlace(diagnostics),
    files: [...files].sort(compareCodePoints),
    skipped: [...(options.skipped ?? [])],
    counts: countObjects(index, files.length),
  };
  if (!hasErrors(diagnostics)) result.state = normalizeIndex(index, files);
  return result;
}

/** The per-file checks: YAML syntax, empty file, numeric ids, shape, schema. */
function checkFile(yaml: YamlFile): Diagnostic[] {
  if (yaml.diagnostics.length > 0) return yaml.diagnostics;
  const start = { file: yaml.file, line: 1, column: 1 };
  // Without YAML errors (above) the data is a value: null for an empty document (no text, comments, `~`).
  if (yaml.data === null) {
    return [
      {
        severity: 'warning',
        code: 'empty-file',
        message: 'the file is empty: it declares nothing',
        hint: 'add organizations: ..., or delete the file',
        source: start,
      },
    ];
  }
  // A file that is not a config is described, never quoted: it may be anything (a key file, a log).
  // A mapping is meant for smform when it has an smform modeline or a (nearly) known top-level key.
  if (typeof yaml.data !== 'object' || Array.isArray(yaml.data) || notConfigReason(yaml.text) !== undefined) {
    const what = Array.isArray(yaml.data)
      ? 'holds a list, not a mapping with "organizations:"'
      : typeof yaml.data === 'object'
        ? 'is a mapping without "organizations:" (its keys are not shown)'
        : 'holds a single value, not a mapping with "organizations:"';
    return [
      {
        severity: 'error',
        code: 'not-config',
        message: `not an smform config: the file ${what}`,
        hint: 'a config file starts with organizations: (see docs/config.md)',
        source: start,
      },
    ];
  }
  const numeric = checkNumericIds(yaml);
  const numericPaths = new Set(numeric.map((diagnostic) => diagnostic.path));
  const nesting = checkTemplateNesting(yaml);
  const nestingPaths = new Set<string | undefined>(
    nesting.flatMap(({ path }) => [path, path.replace(/\.use$/, '')]),
  );
  const schema = checkSchema(yaml).filter(
    (diagnostic) =>
      !(diagnostic.code === 'wrong-type' && numericPaths.has(diagnostic.path)) &&
      !(['unknown-key', 'wrong-type'].includes(diagnostic.code) && nestingPaths.has(diagnostic.path)),
  );
  return [...numeric, ...nesting, ...schema];
}

/**
 * A rule that reads a template object reads it once per scope that uses it: the same finding at the same
 * place is kept once (the first, which names one `use:` that brought it in).
 */
function onePerPlace(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((diagnostic) => {
    const { severity, code, message, path, source } = diagnostic;
    // JSON keeps the parts apart (and an absent path or place apart from any text).
    const key = JSON.stringify([severity, code, message, path, source?.file, source?.line, source?.column]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function countObjects(index: ConfigIndex, files: number): ConfigCounts {
  const distinct = <T>(items: readonly T[], keyOf: (item: T) => string) => new Set(items.map(keyOf)).size;
  // A name counts once per scope: one set of names per network, not one key string per group.
  const groupNames = new Map<string, Set<string>>();
  let targetGroups = 0;
  for (const item of index.targetGroups) {
    let names = groupNames.get(item.networkId);
    if (names === undefined) groupNames.set(item.networkId, (names = new Set()));
    if (!names.has(item.value.name)) {
      names.add(item.value.name);
      targetGroups += 1;
    }
  }
  // A network's sentry list counts once, as its first declaration (a second is an error).
  const sentry = new Map<string, DeclaredSentryAssignment>();
  for (const item of index.sentryAssignments) {
    if (!sentry.has(item.value.network)) sentry.set(item.value.network, item);
  }
  const firstLists = [...sentry.values()];
  return {
    files,
    organizations: distinct(index.organizations, (item) => item.value.id),
    networks: distinct(index.networks, (item) => item.value.id),
    targetGroups,
    adminRoles: distinct(index.adminRoles, (item) => `${item.orgId}\u0000${item.value.name}`),
    sentryAssignments: firstLists.length,
    sentryPolicies: firstLists.reduce((sum, item) => sum + (item.value.policies?.length ?? 0), 0),
    ...countKinds(index),
  };
}

/** A registered kind's objects count once per name and scope, as target groups do. */
function countKinds(index: ConfigIndex): { kinds?: Record<string, number> } {
  const kinds: Record<string, number> = {};
  for (const spec of registeredKinds()) {
    const items = index.kinds[spec.kind];
    if (items === undefined) continue;
    kinds[spec.configKey] = new Set(
      items.map((item) => `${item.orgId}\u0000${item.networkId}\u0000${item.value.name}`),
    ).size;
  }
  return Object.keys(kinds).length === 0 ? {} : { kinds };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity === 'error');
}
