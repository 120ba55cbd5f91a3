import type { ConfigResult } from '../../src/config/index.js';
import { validateYamlFiles } from '../../src/config/index.js';
import { parseYamlFile } from '../../src/config/yaml-document.js';
import type { Diagnostic } from '../../src/model/source.js';

/** Loads texts as files (name -> YAML), through the whole pipeline without the file system. */
export function load(files: Record<string, string>): ConfigResult {
  return validateYamlFiles(Object.entries(files).map(([file, text]) => parseYamlFile(text, file)));
}

export type Finding = [
  severity: string,
  code: string,
  path: string | undefined,
  at: string | undefined,
  message: string,
  hint: string | undefined,
];

export const finding = (d: Diagnostic): Finding => [
  d.severity,
  d.code,
  d.path,
  d.source === undefined ? undefined : `${d.source.file}:${d.source.line}:${d.source.column}`,
  d.message,
  d.hint,
];

/** Every finding of the files, in the order `validate` lists them. */
export const findings = (files: Record<string, string>): Finding[] => load(files).diagnostics.map(finding);
