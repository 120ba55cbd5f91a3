import { defined } from '../canonical/defined.js';
import type { Diagnostic } from '../model/source.js';
import type { ConfigCounts, ConfigResult } from '../config/validate-config.js';
import { plural } from '../text/plural.js';
import { registeredKinds } from '../kinds/registry.js';

/** `2 organizations, 4 networks, 14 target groups, 5 admin roles, 2 sentry assignments (6 policies)` */
export function formatCounts(counts: ConfigCounts): string {
  return [
    plural(counts.organizations, 'organization'),
    plural(counts.networks, 'network'),
    plural(counts.targetGroups, 'target group'),
    plural(counts.adminRoles, 'admin role'),
    `${plural(counts.sentryAssignments, 'sentry assignment')} (${plural(counts.sentryPolicies, 'policy', 'policies')})`,
    ...registeredKinds().flatMap((spec) => {
      const count = counts.kinds?.[spec.configKey];
      return count === undefined ? [] : [plural(count, spec.label, spec.plural)];
    }),
  ].join(', ');
}

/** The last line of `smform validate`. */
export function formatValidationSummary(result: ConfigResult): string {
  const count = (severity: string) => result.diagnostics.filter((d) => d.severity === severity).length;
  const notes = count('info');
  // Notes (an override of a template object) are counted only when there are some.
  const noted = notes === 0 ? '' : `, ${plural(notes, 'note')}`;
  return `Checked ${plural(result.counts.files, 'file')}: ${formatCounts(result.counts)}. ${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}${noted}.`;
}

/** The JSON document of `smform validate --output json`. */
export function validationReport(result: ConfigResult): Record<string, unknown> {
  return {
    valid: result.state !== undefined,
    files: result.files,
    skipped: result.skipped,
    counts: result.counts,
    diagnostics: result.diagnostics.map(diagnosticReport),
    ...defined({ digest: result.state?.digest }),
  };
}

/** One diagnostic in `validate --output json`: every field present, `null` when unset. */
export function diagnosticReport(diagnostic: Diagnostic): Record<string, unknown> {
  return {
    severity: diagnostic.severity,
    code: diagnostic.code,
    message: diagnostic.message,
    path: diagnostic.path ?? null,
    hint: diagnostic.hint ?? null,
    source: diagnostic.source ?? null,
  };
}
