import type { DeviceImpact, DeviceSample } from '../../model/plan.js';
import { html, num } from './escape.js';
import type { ReportItem } from './model.js';
import { movedCount } from './moved.js';

/* One change or drifted object as a closed <details>: its diff, device moves, refusals and notes. */

const LINE_CLASS: Record<string, string> = { '+': 'add', '-': 'del', '!': 'chg', '#': 'ctx' };
/** Devices named per side of a change: the plan keeps a sample, the counts are whole. */
const MAX_SAMPLES = 20;
/** The longest diff shown per change: a sentry list of 10,000 policies keeps the page small. */
const MAX_LINES = 200;

function diffBlock(lines: readonly string[]): string {
  const shown = lines.slice(1, MAX_LINES + 1);
  if (shown.length === 0) return '';
  const body = shown
    .map((line) => `<span class="${LINE_CLASS[line[0] ?? '#'] ?? 'ctx'}">${html(line, 2000)}</span>`)
    .join('\n');
  const more = lines.length - 1 - shown.length;
  return `<pre class="diff">${body}${more > 0 ? `\n<span class="ctx">… ${num(more)} more lines (see the JSON)</span>` : ''}</pre>`;
}

function samples(list: readonly DeviceSample[], total: number): string {
  const names = list.slice(0, MAX_SAMPLES).map((device) => `${html(device.name)} (${html(device.serial)})`);
  const rest = total - names.length;
  return `${names.join(', ')}${rest > 0 ? `${names.length > 0 ? ', ' : ''}and ${num(rest)} more` : ''}`;
}

function deviceBlock(devices: DeviceImpact): string {
  const rows = (devices.byNetwork ?? [])
    .map((share) => {
      const percent = share.devices === 0 ? 0 : (100 * share.moved) / share.devices;
      const over = percent > share.maxDevicePercent ? ' class="over"' : '';
      return `<tr${over}><td><code>${html(share.networkId)}</code></td><td>${num(share.devices)}</td><td>${num(share.moved)}</td><td>${percent.toFixed(1)}%</td><td>${share.maxDevicePercent}%</td></tr>`;
    })
    .join('');
  return [
    `<div class="devices"><p><b>Devices in scope:</b> ${num(devices.before)} → ${num(devices.after)} (+${num(devices.addedCount)} −${num(devices.removedCount)})</p>`,
    rows === ''
      ? ''
      : `<table class="shares"><thead><tr><th>network</th><th>devices</th><th>moved</th><th>share</th><th>allowed</th></tr></thead><tbody>${rows}</tbody></table>`,
    devices.addedCount > 0 ? `<p><b>Entering:</b> ${samples(devices.added, devices.addedCount)}</p>` : '',
    devices.removedCount > 0
      ? `<p><b>Leaving:</b> ${samples(devices.removed, devices.removedCount)}</p>`
      : '',
    '</div>',
  ].join('');
}

function extraValue(value: unknown): string {
  return html(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)), 1000);
}

/** One item: a summary line a reader scans, the detail one click away. */
export function renderItem(item: ReportItem, orgLabel: string): string {
  const moved = movedCount(item.devices);
  const refused = item.refusals.length > 0;
  const text = `${item.address} ${item.orgId} ${orgLabel} ${item.kind} ${item.state}`.toLowerCase();
  const summary = [
    `<span class="badge s-${html(item.state)}">${html(item.state)}</span>`,
    `<code class="address">${html(item.address)}</code>`,
    `<span class="meta">${html(orgLabel)} · ${html(item.kind)}</span>`,
    refused ? '<span class="badge refused">refused</span>' : '',
    moved > 0 ? `<span class="badge moves">${num(moved)} devices</span>` : '',
  ].join(' ');
  const refusals = refused
    ? `<ul class="refusals">${item.refusals
        .map(
          (refusal) =>
            `<li><b>${html(refusal.rule)}</b>: ${html(refusal.message, 2000)}${refusal.flag === undefined ? ' (no flag allows it: edit the config)' : ` (allowed by <code>${html(refusal.flag)}</code>)`}</li>`,
        )
        .join('')}</ul>`
    : '';
  const notes =
    item.notes.length > 0
      ? `<ul class="notes">${item.notes.map((note) => `<li>${html(note)}</li>`).join('')}</ul>`
      : '';
  const extra =
    item.extra.length > 0
      ? `<dl class="extra">${item.extra.map(([key, value]) => `<dt>${html(key)}</dt><dd>${extraValue(value)}</dd>`).join('')}</dl>`
      : '';
  return [
    `<details class="item" data-section="${item.section}" data-org="${html(item.orgId)}" data-kind="${html(item.kind)}" data-state="${html(item.state)}" data-refused="${refused}" data-devices="${moved}" data-text="${html(text)}">`,
    `<summary>${summary}</summary>`,
    refusals,
    diffBlock(item.lines),
    item.devices === undefined ? '' : deviceBlock(item.devices),
    notes,
    extra,
    '</details>',
  ].join('');
}
