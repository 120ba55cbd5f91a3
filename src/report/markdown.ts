import { planNotices } from './plan-notices.js';
import type { Change, Plan, Refusal } from '../model/plan.js';
import type { Diagnostic } from '../model/source.js';
import { changeDiffLines, orderedChanges } from './markdown-diff.js';
import {
  blockFence,
  blockLine,
  cell,
  cellName,
  code,
  codeName,
  count,
  escapeHtml,
  inert,
  MAX_LINE_LENGTH,
  plural,
} from '../text/markdown-escape.js';
import { DEFAULT_MAX_LENGTH, fitDocument, type DocumentPiece } from './markdown-fit.js';
import { SUMMARY_HEADER, summaryTableRows } from './markdown-summary.js';
import type { RenderOptions } from './text.js';
import { changedSinceMarkdown } from './changed-since.js';
import { forOrganization, type OrganizationSubject } from './markdown-subject.js';
import { renderSetChange } from './text-fields.js';
import { inReadingOrder } from './refusals.js';
import { byNatural } from '../text/natural-order.js';
import { kindSpec } from '../kinds/registry.js';

/** The hidden line CI looks for to update the one plan comment of a pull request. */
export const PLAN_MARKER = '<!-- smform:plan -->';

export interface MarkdownOptions extends RenderOptions {
  /** The command that applies this plan, shown in the footer. Default `smform apply plan.json`. */
  applyCommand?: string;
  /** Safety refusals: shown as a banner, the plan cannot be applied without the flags they name. */
  refusals?: readonly Refusal[];
  /** The one organization planned (the title names it, by its config name when it has one). */
  subject?: OrganizationSubject | undefined;
  /** Size cap; the middle is cut to stay under it. Default a little under GitHub's 65,536. */
  maxLength?: number;
}

/** `no changes`, `N changes`, `N changes, M deletes` or `failed`: the outcome in a few words. */
export function planOutcome(plan: Plan): string {
  if (plan.diagnostics.some((diagnostic) => diagnostic.severity === 'error')) return 'failed';
  const { create, update, delete: deletes } = plan.summary;
  const changes = create + update + deletes;
  if (changes === 0) return 'no changes';
  const head = plural(changes, 'change');
  return deletes === 0 ? head : `${head}, ${plural(deletes, 'delete')}`;
}

function title(outcome: string, subject: OrganizationSubject | undefined): string {
  return `## smform plan${forOrganization(subject)}: ${outcome}`;
}

function deletionBanner(deletes: readonly Change[]): string[] {
  if (deletes.length === 0) return [];
  const shown = deletes.slice(0, 10).map((change) => codeName(change.address));
  const more = deletes.length > shown.length ? `, and ${count(deletes.length - shown.length)} more` : '';
  return [
    '> [!CAUTION]',
    `> This plan **deletes ${plural(deletes.length, 'object')}**: ${shown.join(', ')}${more}.`,
    '> Applying it needs `--allow-delete`; check each one before you merge.',
    '',
  ];
}

/** A refusal is a sentence that ends in what to do: it is cut only past a diff line's length, never at a name's. */
function refusalText(message: string): string {
  return code(inert(message, MAX_LINE_LENGTH));
}

function refusalBanner(refusals: readonly Refusal[]): string[] {
  if (refusals.length === 0) return [];
  return [
    '> [!WARNING]',
    refusals.every((r) => r.flag !== undefined)
      ? `> Refused as unsafe (${count(refusals.length)}): apply stops with exit 4 unless the flags are given.`
      : `> Refused as unsafe (${count(refusals.length)}): apply stops with exit 4; no flag allows a change to a protected object.`,
    ...inReadingOrder(refusals)
      .slice(0, 20)
      .map((r) =>
        r.flag === undefined
          ? `> - ${refusalText(r.message)}`
          : `> - ${refusalText(r.message)} (pass \`${r.flag}\` to allow)`,
      ),
    ...(refusals.length > 20 ? [`> - and ${count(refusals.length - 20)} more`] : []),
    '',
  ];
}

/** The plan's notices (src/report/notices.ts) above every banner, refusals included. */
function noticeBanner(plan: Plan): string[] {
  return planNotices(plan).flatMap((notice) => [
    '> [!WARNING]',
    `> ${refusalText(notice.message)}`,
    ...(notice.hint === undefined ? [] : ['>', `> ${refusalText(notice.hint)}`]),
    '',
  ]);
}

function diagnosticLine(diagnostic: Diagnostic): string {
  const where =
    diagnostic.source === undefined
      ? ''
      : `${codeName(`${diagnostic.source.file}:${diagnostic.source.line}:${diagnostic.source.column}`)} `;
  // Messages and hints quote names: code spans keep their mentions, links and HTML inert.
  const hint = diagnostic.hint === undefined ? '' : ` — ${codeName(diagnostic.hint)}`;
  return `- **${diagnostic.severity}** ${where}${codeName(diagnostic.message)}${hint}`;
}

function whatChanges(change: Change): string {
  if (change.action === 'create') return 'create';
  if (change.action === 'delete')
    return change.reason === 'prune'
      ? '**delete** (not declared, prune on)'
      : change.reason === 'backup'
        ? '**delete** (not in the backup)'
        : '**delete**';
  const described = kindSpec(change.kind).describeChange?.(change);
  if (described !== undefined) {
    const note = codeName(described.note);
    const { label, addresses } = described.related;
    return addresses.length === 0 ? note : `${note}; ${label}: ${addresses.map(codeName).join(', ')}`;
  }
  const fields = change.fieldChanges.map((field) => {
    if (field.policies !== undefined)
      return `${field.path} (${plural(field.policies.length, 'policy change')})`;
    // The tag diff as the text plan writes it, in a code span: tags are untrusted.
    if (field.added !== undefined || field.removed !== undefined)
      return `${field.path} ${codeName(renderSetChange(field))}`;
    return field.path;
  });
  return fields.join(', ');
}

function changeRow(change: Change): string {
  const symbol = change.action === 'create' ? '+' : change.action === 'delete' ? '-' : '~';
  const devices =
    change.devices === undefined ? '—' : `${count(change.devices.before)} → ${count(change.devices.after)}`;
  return `| ${code(symbol)} | ${cellName(change.address)} | ${cell(whatChanges(change))} | ${devices} |`;
}

const omittedRows = (what: string) => (n: number) => `| … | ${count(n)} more ${what} left out to fit | | |`;

/**
 * The pull-request comment (CONVENTIONS §6): the hidden marker, a title with the outcome, a deletion
 * banner, a summary table per scope, a change table, the full diff in `<details>`, and a footer with the
 * apply command. Always under the size cap: the middle (change table, diff) is cut first.
 */
export function renderPlanMarkdown(plan: Plan, options: MarkdownOptions = { color: false }): string {
  const outcome = planOutcome(plan);
  const errors = plan.diagnostics.filter((d) => d.severity === 'error');
  const warnings = plan.diagnostics.filter((d) => d.severity === 'warning');
  const changes = orderedChanges(plan);
  const deletes = changes.filter((change) => change.action === 'delete');
  const summary = summaryTableRows(plan);
  const diff = changes.flatMap((change, index) => [...(index === 0 ? [] : ['']), ...changeDiffLines(change)]);
  const unmanaged = [...plan.unmanaged]
    .sort(byNatural((entry) => entry.address))
    // The id under the kind's own key, as the text plan shows it: `(roleId 7)`, `(id 123)`.
    .map(
      (entry) =>
        `# ? ${entry.address}${entry.id === undefined ? '' : `  (${kindSpec(entry.kind).idKey} ${entry.id})`}`,
    );
  const diffLines = [...diff, ...(unmanaged.length > 0 && diff.length > 0 ? [''] : []), ...unmanaged].map(
    blockLine,
  );
  const fence = blockFence(diffLines);
  const head = [
    PLAN_MARKER,
    title(outcome, options.subject),
    '',
    ...(errors.length > 0
      ? [
          '> [!CAUTION]',
          `> The plan failed with ${plural(errors.length, 'error')}; nothing can be applied.`,
          '',
        ]
      : []),
    ...noticeBanner(plan),
    ...deletionBanner(deletes),
    ...refusalBanner(options.refusals ?? []),
    ...changedSinceMarkdown(plan),
  ].join('\n');
  const pieces: DocumentPiece[] = [head];
  const indexOf = (piece: DocumentPiece): number => pieces.push(piece) - 1;
  const errorPart =
    errors.length > 0
      ? indexOf({
          lines: errors.map(diagnosticLine),
          omitted: (n) => `- … ${plural(n, 'more error', 'more errors')}`,
        })
      : -1;
  if (errors.length > 0) pieces.push('');
  let summaryPart = -1;
  if (summary.rows.length > 0) {
    pieces.push(SUMMARY_HEADER.join('\n'));
    summaryPart = indexOf({
      lines: summary.rows,
      omitted: (n) => `| … ${plural(n, 'more scope', 'more scopes')} | | | | | |`,
    });
    pieces.push(`${summary.total}\n`);
  } else if (errors.length === 0) {
    // With --changed-since only the planned scopes were compared (the note above says so).
    const which = plan.origin?.changedSince === undefined ? 'declared' : 'planned';
    pieces.push(
      `Every ${which} object matches the Dashboard (${plural(plan.summary.noop, 'object')} in ${plural(plan.scopeStats?.length ?? 0, 'scope')}).\n`,
    );
  }
  let tablePart = -1;
  let diffPart = -1;
  if (changes.length > 0) {
    pieces.push('### Changes', '', '| | Address | What changes | Devices |', '|:-:|---|---|--:|');
    tablePart = indexOf({ lines: changes.map(changeRow), omitted: omittedRows('changes') });
    pieces.push('');
  }
  if (diffLines.length > 0) {
    pieces.push(
      `<details><summary>Full diff (${plural(changes.length, 'change')}, ${plural(plan.unmanaged.length, 'unmanaged object')})</summary>`,
      '',
      `${fence}diff`,
    );
    diffPart = indexOf({
      lines: diffLines,
      omitted: (n) =>
        `@@ ${plural(n, 'line')} left out to fit the comment; run smform plan for all of them @@`,
    });
    pieces.push(fence, '', '</details>', '');
  }
  let warningPart = -1;
  if (warnings.length > 0) {
    pieces.push(`<details><summary>${plural(warnings.length, 'warning')}</summary>`, '');
    warningPart = indexOf({
      lines: warnings.map(diagnosticLine),
      omitted: (n) => `- … ${plural(n, 'more warning', 'more warnings')}`,
    });
    pieces.push('', '</details>', '');
  }
  pieces.push(footer(plan, options, deletes.length > 0, errors.length > 0));
  const present = (indexes: number[]): number[] => indexes.filter((index) => index >= 0);
  return fitDocument(
    pieces,
    options.maxLength ?? DEFAULT_MAX_LENGTH,
    present([diffPart, tablePart, warningPart]),
    present([summaryPart, errorPart]),
  );
}

function footer(plan: Plan, options: MarkdownOptions, deletes: boolean, failed: boolean): string {
  const base = options.applyCommand ?? 'smform apply plan.json';
  const command = deletes && !base.includes('--allow-delete') ? `${base} --allow-delete` : base;
  const apply = failed
    ? 'Fix the errors above and push again; this plan cannot be applied.'
    : plan.summary.create + plan.summary.update + plan.summary.delete === 0
      ? 'Nothing to apply.'
      : `After merge, CI applies this exact plan: ${code(command)}. If the Dashboard changed meanwhile, apply stops with exit 5: plan again.`;
  return [
    '---',
    apply,
    '',
    `<sub>smform ${escapeHtml(plan.toolVersion)} · planHash ${code(plan.planHash)} · configDigest ${code(plan.configDigest)}</sub>`,
  ].join('\n');
}

/**
 * The comment when no plan could be made (invalid config, the API unreachable): the marker, a `failed`
 * title and the error with its hint, so the pull request still shows why.
 */
export function renderFailedPlanMarkdown(
  error: unknown,
  options: { subject?: OrganizationSubject | undefined } = {},
): string {
  const problem = error instanceof Error ? error.message : String(error);
  // An invalid config's diagnostics come first, so the hint's "the problems above" are above it here too.
  const details =
    error instanceof Error && 'details' in error && Array.isArray(error.details)
      ? error.details.filter((d): d is string => typeof d === 'string')
      : [];
  const message = [...details, ...(details.length > 0 ? [''] : []), problem].join('\n');
  const hint =
    error instanceof Error && 'hint' in error && typeof error.hint === 'string' ? error.hint : undefined;
  const body = (message.length > 20_000 ? `${message.slice(0, 20_000)}\n…` : message)
    .split('\n')
    .map(blockLine);
  const fence = blockFence(body);
  return [
    PLAN_MARKER,
    title('failed', options.subject),
    '',
    '> [!CAUTION]',
    '> No plan could be made; nothing can be applied. The job log has the details.',
    '',
    fence,
    ...body,
    fence,
    ...(hint === undefined ? [] : ['', `**Hint:** ${codeName(hint)}`]),
    '',
  ].join('\n');
}
