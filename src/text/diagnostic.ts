import type { Diagnostic } from '../model/source.js';
import { formatLocation } from './location.js';
import { escapeControls } from './terminal-escape.js';

/** `file:line:column  path: message`, then the hint indented on its own line. Warnings say so. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const where =
    diagnostic.source === undefined ? '' : `${escapeControls(formatLocation(diagnostic.source))}  `;
  const path =
    diagnostic.path === undefined || diagnostic.path === '' ? '' : `${escapeControls(diagnostic.path)}: `;
  const severity = diagnostic.severity === 'error' ? '' : `${diagnostic.severity}: `;
  const hint = diagnostic.hint === undefined ? '' : `\n    hint: ${escapeControls(diagnostic.hint)}`;
  return `${where}${path}${severity}${escapeControls(diagnostic.message)}${fromTemplate(diagnostic)}${hint}`;
}

/** For a finding on an object a template brought in: which template, and (one) use: of it. */
function fromTemplate({ source }: Diagnostic): string {
  if (source?.template === undefined || source.usedAt === undefined) return '';
  const { file, line, column } = source.usedAt;
  return escapeControls(` (template ${source.template}, use: at ${file}:${line}:${column})`);
}
