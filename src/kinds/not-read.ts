import type { Diagnostic } from '../model/source.js';

/** The planner's error for declared objects whose live state was not read (a caller's bug). */
export function notRead(what: string, source: Diagnostic['source']): Diagnostic {
  const diagnostic: Diagnostic = {
    severity: 'error',
    code: 'live-not-read',
    message: `${what} were not read from the Dashboard, so they cannot be planned`,
    hint: 'read live state for every scope the config declares (this is a bug in the caller)',
  };
  return source === undefined ? diagnostic : { ...diagnostic, source };
}
