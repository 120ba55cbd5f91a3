/** A place in a config file: 1-based line and column, file relative to the working directory. */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
  /**
   * Set only on an object a template brought in (docs/config.md, "Templates"): the place above is in the
   * template, `template` names it and `usedAt` is the `use:` entry that brought it into this scope.
   */
  template?: string;
  usedAt?: SourceLocation;
}

/** `info` notes what a config does on purpose (a template object overridden); `validate` shows it. */
export type Severity = 'error' | 'warning' | 'info';

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
