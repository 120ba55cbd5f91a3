import { escapeControls } from '../text/terminal-escape.js';

/** What happened to one file of an export. */
export type ExportFileStatus = 'written' | 'replaced' | 'unchanged';

/** `smform export`: what was written where, and what was left out. */
export interface ExportSummary {
  organization: string;
  /** The directory as given (`--out-dir`). */
  outDir: string;
  /** Each file, its path as given (`DIR/orgs/549236.yaml`), in the order written. */
  files: readonly { path: string; status: ExportFileStatus }[];
  /** Objects a config could not hold, by address, with why. */
  skipped: readonly { address: string; reason: string }[];
  warnings: readonly string[];
}

const VERB: Record<ExportFileStatus, string> = {
  written: 'wrote',
  replaced: 'replaced',
  unchanged: 'unchanged',
};

/** The line stderr shows for a file as it is written (`wrote out/orgs/549236.yaml`). */
export function renderExportedFile(file: ExportSummary['files'][number]): string {
  return `${VERB[file.status]} ${escapeControls(file.path)}\n`;
}

/** The command that checks an export: its plan is empty. */
export function exportCheckCommand(summary: Pick<ExportSummary, 'organization' | 'outDir'>): string {
  return `smform plan ${summary.outDir} --org ${summary.organization}`;
}

/** The last line of a text export: what to run next. */
export function renderExportText(summary: ExportSummary): string {
  return `${escapeControls(`Exported organization ${summary.organization}; check it with: ${exportCheckCommand(summary)}`)}\n`;
}

/** `{organization, outDir, files: [{path, status}], skipped, warnings, check}` for tools. */
export function renderExportJson(summary: ExportSummary): string {
  const document = {
    organization: summary.organization,
    outDir: summary.outDir,
    files: summary.files,
    skipped: summary.skipped,
    warnings: summary.warnings,
    check: exportCheckCommand(summary),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export const exportRenderers: Record<'text' | 'json', (summary: ExportSummary) => string> = {
  text: renderExportText,
  json: renderExportJson,
};
