/** A place in a config file: 1-based line and column, file relative to the working directory. */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

export type Severity = 'error' | 'warning';

/**
 * A problem found in config, in live data or while planning. Diagnostics are data: they are collected,
 * never thrown, so a user sees every problem at once.
 */
export interface Diagnostic {
  severity: Severity;
  /** Short machine name of the rule that produced it, e.g. `duplicate-name`, `schema`, `yaml-syntax`. */
  code: string;
  message: string;
  /** Where in the document, as a dotted path: `organizations[0].networks[1].targetGroups[2].tags`. */
  path?: string;
  /** What the user can do about it: a did-you-mean, the allowed values, the fix. */
  hint?: string;
  source?: SourceLocation;
}
