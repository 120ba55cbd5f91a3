import type { DriftReport } from '../drift/index.js';

/** The drift report as JSON: the report's own key order, 2-space indent, a final newline. */
export function renderDriftJson(report: DriftReport): string {
  const document = {
    formatVersion: report.formatVersion,
    toolVersion: report.toolVersion,
    createdAt: report.createdAt,
    configDigest: report.configDigest,
    drifted: report.drifted,
    summary: report.summary,
    matrix: report.matrix,
    objects: report.objects,
    attribution: report.attribution,
    diagnostics: report.diagnostics,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
