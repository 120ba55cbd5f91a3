import { createHash } from 'node:crypto';
import { formatDiagnostic } from '../../text/diagnostic.js';
import { html, num } from './escape.js';
import { renderItem } from './items.js';
import type { ReportView, Section, SectionView } from './model.js';
import { SCRIPT } from './script.js';
import { STYLE } from './style.js';

/*
 * The whole page: one file, no request of its own. A Content-Security-Policy allows only the page's own
 * style and script (by hash), so even markup that got past escaping could run nothing and load nothing.
 */

const STATE_LABEL: Record<string, string> = {
  create: 'create',
  update: 'update',
  delete: 'delete',
  noop: 'unchanged',
  drifted: 'drifted',
  missing: 'missing',
  unmanaged: 'unmanaged',
  inSync: 'in sync',
};
const SYMBOL: Record<string, string> = {
  create: '+',
  update: '~',
  delete: '−',
  drifted: '~',
  missing: '+',
  unmanaged: '?',
};
const CHANGING = new Set(['create', 'update', 'delete', 'drifted', 'missing', 'unmanaged']);

/** The states that colour a cell: what an apply would change (a plan's unmanaged objects stay as they are). */
const TONED: Record<Section, readonly string[]> = {
  plan: ['create', 'update', 'delete'],
  drift: ['drifted', 'missing', 'unmanaged'],
};

const hash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function orgLabel(view: ReportView, orgId: string): string {
  if (orgId === '?') return 'organization unknown';
  const name = view.organizations.get(orgId)?.trim();
  return name === undefined || name === '' ? `organization ${orgId}` : `${name} (${orgId})`;
}

function cell(
  section: SectionView,
  counts: Record<string, number> | undefined,
  orgId: string,
  kind: string,
): string {
  if (counts === undefined)
    return `<td class="cell none" data-org="${html(orgId)}" data-kind="${html(kind)}">–</td>`;
  const changing = TONED[section.section].reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  const tone =
    changing === 0 ? 'clean' : (counts['delete'] ?? 0) + (counts['drifted'] ?? 0) > 0 ? 'bad' : 'changes';
  const parts = section.states.map((state) => {
    const value = counts[state] ?? 0;
    const shown = CHANGING.has(state)
      ? `${SYMBOL[state] ?? ''}${num(value)}`
      : `${num(value)} ${STATE_LABEL[state]}`;
    return `<span class="n s-${state}${value === 0 && CHANGING.has(state) ? ' zero' : ''}" data-state="${state}" data-count="${value}" title="${STATE_LABEL[state] ?? state}">${shown}</span>`;
  });
  return `<td class="cell ${tone}" data-org="${html(orgId)}" data-kind="${html(kind)}">${parts.join('')}</td>`;
}

function matrix(view: ReportView, section: SectionView): string {
  const kinds = [...new Set(section.rows.map((row) => row.kind))];
  const orgs = [...new Set(section.rows.map((row) => row.orgId))];
  const byKey = new Map(section.rows.map((row) => [`${row.orgId}\u0000${row.kind}`, row.counts]));
  const withDevices = section.section === 'plan';
  const head = `<tr><th>organization</th>${kinds.map((kind) => `<th>${html(kind)}</th>`).join('')}${withDevices ? '<th>devices moved</th>' : ''}</tr>`;
  const body = orgs
    .map((orgId) => {
      const cells = kinds
        .map((kind) => cell(section, byKey.get(`${orgId}\u0000${kind}`), orgId, kind))
        .join('');
      const devices = withDevices
        ? `<td class="devices" data-org="${html(orgId)}">${num(section.devices.get(orgId) ?? 0)}</td>`
        : '';
      return `<tr data-org="${html(orgId)}"><th scope="row">${html(orgLabel(view, orgId))}</th>${cells}${devices}</tr>`;
    })
    .join('\n');
  const legend = section.states
    .map((state) => `<span class="n s-${state}">${SYMBOL[state] ?? ''}${STATE_LABEL[state]}</span>`)
    .join('');
  const title = section.section === 'plan' ? 'Plan' : 'Drift';
  return [
    `<h2 id="overview-${section.section}">${title}: organizations × kinds</h2>`,
    `<p class="muted">Legend: ${legend}</p>`,
    `<table class="matrix" data-section="${section.section}"><thead>${head}</thead><tbody>\n${body}\n</tbody></table>`,
  ].join('\n');
}

function totals(section: SectionView): string {
  const sum: Record<string, number> = {};
  for (const row of section.rows)
    for (const [state, value] of Object.entries(row.counts)) sum[state] = (sum[state] ?? 0) + value;
  const parts = section.states.map(
    (state) =>
      `<span class="s-${state}" data-total="${state}">${num(sum[state] ?? 0)} ${STATE_LABEL[state]}</span>`,
  );
  return `<p class="totals"><b>${section.section === 'plan' ? 'Plan' : 'Drift'}:</b> ${parts.join('')}</p>`;
}

function options(values: readonly string[], label: (value: string) => string): string {
  return values.map((value) => `<option value="${html(value)}">${html(label(value))}</option>`).join('');
}

function filters(view: ReportView): string {
  const orgs = [...new Set(view.items.map((item) => item.orgId))];
  const kinds = [...new Set(view.items.map((item) => item.kind))];
  const states = [...new Set(view.items.map((item) => item.state))];
  return [
    '<form id="filters" class="filters" hidden>',
    `<label>organization<select id="f-org"><option value="">all</option>${options(orgs, (id) => orgLabel(view, id))}</select></label>`,
    `<label>kind<select id="f-kind"><option value="">all</option>${options(kinds, (k) => k)}</select></label>`,
    `<label>action<select id="f-state"><option value="">all</option>${options(states, (s) => STATE_LABEL[s] ?? s)}<option value=":refused">refused</option></select></label>`,
    '<label>text<input type="search" id="f-text" placeholder="address, name, id"></label>',
    '<label>order<select id="f-sort"><option value="review">review order</option><option value="org">organization</option><option value="address">address</option><option value="devices">devices moved</option></select></label>',
    '<button type="button" id="f-open">expand all</button><button type="button" id="f-close">collapse all</button>',
    '<span id="shown" class="muted"></span>',
    '</form>',
  ].join('');
}

export interface PageOptions {
  title: string;
  toolVersion?: string;
}

/** The page, from the view: the overview first, then refusals and warnings, then every item. */
export function renderPage(view: ReportView, options: PageOptions): string {
  const csp = `default-src 'none'; style-src ${hash(STYLE)}; script-src ${hash(SCRIPT)}; img-src data:; base-uri 'none'; form-action 'none'`;
  const created = [...new Set(view.sections.flatMap((section) => section.createdAt))].sort();
  const refusals = view.scopeRefusals.length + view.items.filter((item) => item.refusals.length > 0).length;
  const body = [
    `<header><h1>${html(options.title)}</h1>`,
    `<p class="muted">${created.length === 0 ? '' : `made ${html(created[0] ?? '')}${created.length > 1 ? ` to ${html(created[created.length - 1] ?? '')}` : ''} · `}${num(view.organizations.size)} organizations · ${num(view.items.length)} changes${refusals > 0 ? ` · <b class="s-delete">${num(refusals)} refused</b>` : ''}${options.toolVersion === undefined ? '' : ` · smform ${html(options.toolVersion)}`}</p></header>`,
    '<main>',
    ...view.sections.flatMap((section) => [totals(section), matrix(view, section)]),
    view.scopeRefusals.length === 0
      ? ''
      : `<h2 id="refusals">Refused scopes</h2><ul class="refusals">${view.scopeRefusals
          .map(
            (r) =>
              `<li><b>${html(r.rule)}</b> <code>${html(r.address)}</code> (${html(orgLabel(view, r.orgId))}): ${html(r.message, 2000)}${r.flag === undefined ? '' : ` (allowed by <code>${html(r.flag)}</code>)`}</li>`,
          )
          .join('')}</ul>`,
    view.warnings.length === 0
      ? ''
      : `<h2 id="warnings">Warnings</h2><ul class="warnings">${view.warnings.map((d) => `<li>${html(formatDiagnostic(d), 2000)}</li>`).join('')}</ul>`,
    `<h2 id="changes">Changes (${num(view.items.length)})</h2>`,
    view.items.length === 0 ? '<p>Nothing to change: every object is in sync.</p>' : filters(view),
    '<div id="items">',
    view.items.map((item) => renderItem(item, orgLabel(view, item.orgId))).join('\n'),
    '</div>',
    '</main>',
  ].join('\n');
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="smform">',
    `<title>${html(options.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    body,
    `<script>${SCRIPT}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}
