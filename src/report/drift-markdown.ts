import { defined } from '../canonical/defined.js';
import type { DriftEntry, DriftReport } from '../drift/index.js';
import { changeDiffLines } from './markdown-diff.js';
import {
  blockFence,
  blockLine,
  cell,
  cellName,
  code,
  codeName,
  count,
  escapeHtml,
  plural,
} from '../text/markdown-escape.js';
import { DEFAULT_MAX_LENGTH, fitDocument, type DocumentPiece } from './markdown-fit.js';
import { byAddress, naturalMatrix, STATUS_LABEL } from './drift-text.js';
import { forOrganization, type OrganizationSubject } from './markdown-subject.js';

/** The hidden line a nightly job looks for to update (or close) its one drift issue. */
export const DRIFT_MARKER = '<!-- smform:drift -->';

export interface DriftMarkdownOptions {
  /** How to fix it, shown in the footer. Default: plan and apply from the repository. */
  fixCommand?: string;
  maxLength?: number;
  /** The one organization checked (the title names it, by its config name when it has one). */
  subject?: OrganizationSubject | undefined;
}

/** `no drift` or `N objects drifted`: the issue title's words. */
export function driftOutcome(report: DriftReport): string {
  if (!report.drifted) return 'no drift';
  const s = report.summary;
  const parts = [
    ...(s.drifted > 0 ? [`${count(s.drifted)} drifted`] : []),
    ...(s.missing > 0 ? [`${count(s.missing)} missing`] : []),
    ...(s.unmanaged > 0 ? [`${count(s.unmanaged)} unmanaged`] : []),
  ];
  return parts.join(', ');
}

/** The object as diff lines: field changes `-` live, `+` declared. */
function entryDiff(entry: DriftEntry): string[] {
  const action = entry.status === 'missing' ? 'create' : entry.status === 'unmanaged' ? 'delete' : 'update';
  const lines = changeDiffLines({
    address: entry.address,
    kind: entry.kind,
    action,
    orgId: '',
    before: null,
    after: null,
    fieldChanges: entry.fieldChanges,
    liveFingerprint: null,
    ...defined({ id: entry.id }),
  });
  const [, ...fields] = lines;
  const symbol =
    entry.status === 'missing'
      ? '+'
      : entry.status === 'unmanaged'
        ? entry.pruned === true
          ? '-'
          : '#'
        : '!';
  const note =
    entry.pruned === true
      ? ', prune is on: apply deletes it'
      : entry.failing === true
        ? ', not in Git and unmanaged: fail'
        : '';
  const id = entry.id === undefined ? '' : `, id ${entry.id}`;
  return [`${symbol} ${entry.address}  (${STATUS_LABEL[entry.status]}${id}${note})`, ...fields];
}

/**
 * What the folded list holds: objects out of sync (drifted, missing, or unmanaged that counts as drift)
 * apart from unmanaged ones left alone, so a report of "no drift" never says "2 objects out of sync".
 */
function listedSummary(listed: readonly DriftEntry[]): string {
  const leftAlone = listed.filter(
    (entry) => entry.status === 'unmanaged' && entry.pruned !== true && entry.failing !== true,
  ).length;
  const parts = [
    ...(listed.length > leftAlone
      ? [`${plural(listed.length - leftAlone, 'object')} out of sync (fields read live → declared)`]
      : []),
    ...(leftAlone > 0 ? [`${plural(leftAlone, 'unmanaged object')} left alone`] : []),
  ];
  return parts.join(', ');
}

/**
 * The drift report as a GitHub issue body: the hidden marker, a title with the outcome, the matrix of
 * scope x kind x status, every object out of sync with its field diff, and how to fix it. Under the
 * size cap: the object list is cut in the middle first.
 */
export function renderDriftMarkdown(report: DriftReport, options: DriftMarkdownOptions = {}): string {
  const outOfSync = report.objects.filter((entry) => entry.status !== 'inSync').sort(byAddress);
  const diff = outOfSync
    .flatMap((entry, index) => [...(index === 0 ? [] : ['']), ...entryDiff(entry)])
    .map(blockLine);
  const fence = blockFence(diff);
  const errors = report.diagnostics.filter((d) => d.severity === 'error');
  const pieces: DocumentPiece[] = [
    [
      DRIFT_MARKER,
      `## smform drift${forOrganization(options.subject)}: ${driftOutcome(report)}`,
      '',
      report.drifted
        ? `The Dashboard differs from the configuration in Git: ${plural(report.summary.drifted, 'object')} drifted, ${plural(report.summary.missing, 'object')} missing, ${count(report.summary.unmanaged)} unmanaged, ${count(report.summary.inSync)} in sync.`
        : `Every declared object matches the Dashboard (${plural(report.summary.inSync, 'object')} in sync, ${count(report.summary.unmanaged)} unmanaged and left alone).`,
      ...(errors.length > 0
        ? ['', `> [!CAUTION]\n> ${plural(errors.length, 'error')}: ${codeName(errors[0]?.message ?? '')}`]
        : []),
      '',
      '| Scope | Kind | in sync | drifted | missing | unmanaged |',
      '|---|---|--:|--:|--:|--:|',
    ].join('\n'),
  ];
  const matrixPart =
    pieces.push({
      lines: naturalMatrix(report).map(
        (row) =>
          `| ${cellName(row.scope)} | ${cell(row.kind)} | ${count(row.inSync)} | ${count(row.drifted)} | ${count(row.missing)} | ${count(row.unmanaged)} |`,
      ),
      omitted: (n) => `| … ${count(n)} more rows | | | | | |`,
    }) - 1;
  pieces.push('');
  let diffPart = -1;
  if (diff.length > 0) {
    pieces.push(
      `<details${report.drifted ? ' open' : ''}><summary>${listedSummary(outOfSync)}</summary>`,
      '',
      `${fence}diff`,
    );
    diffPart =
      pieces.push({
        lines: diff,
        omitted: (n) =>
          `@@ ${plural(n, 'line')} left out to fit the issue; run smform drift for all of them @@`,
      }) - 1;
    pieces.push(fence, '', '</details>', '');
  }
  const fix = options.fixCommand ?? 'smform plan';
  pieces.push(
    [
      '---',
      report.drifted
        ? `To restore the declared state, run ${code(fix)} and apply it, or change the configuration to accept what changed. This issue closes itself when no drift is left.`
        : 'Nothing to do.',
      '',
      `<sub>smform ${escapeHtml(report.toolVersion)} · checked ${escapeHtml(report.createdAt)} · configDigest ${code(report.configDigest)}</sub>`,
    ].join('\n'),
  );
  const present = (indexes: number[]): number[] => indexes.filter((index) => index >= 0);
  return fitDocument(pieces, options.maxLength ?? DEFAULT_MAX_LENGTH, present([diffPart]), [matrixPart]);
}
