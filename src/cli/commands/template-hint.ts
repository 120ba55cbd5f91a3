import type { Diagnostic } from '../../model/source.js';

/**
 * An unknown template when no template of its kind was loaded at all is most often declared in a file
 * smform did not read: the command ran in a subfolder (the default config path is the current folder).
 */
const NOT_READ =
  '; if a file declares it, smform did not read that file: run smform from the repository root, or list the folders in configPaths (smform.settings.yaml)';

/** The diagnostics, an unknown template's hint saying where its declaration may have been left out. */
export function withUnreadTemplateHint(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.map((diagnostic) =>
    diagnostic.code === 'unknown-template' && diagnostic.hint?.endsWith('(in any file)') === true
      ? { ...diagnostic, hint: `${diagnostic.hint}${NOT_READ}` }
      : diagnostic,
  );
}
