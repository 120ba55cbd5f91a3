import type { Change, KnockOnEffect } from '../model/plan.js';
import { isMoved, type ScopedDevice } from '../model/scoped-device.js';
import { escapeControls } from '../text/terminal-escape.js';
import { columnWidth } from '../text/columns.js';
import { kindSpec } from '../kinds/registry.js';
import { knockOnMoves } from '../kinds/device-tag/report.js';

/** One knock-on effect of the plan that concerns the object: a tag change and what it does to an object. */
export interface ScopeKnockOn extends KnockOnEffect {
  /** The tag change's address (`network/N_1/deviceTag/kiosk`); `address` is the object it moves devices of. */
  tagChange: string;
}

/** What `smform scope ADDRESS` found: the object's change, its networks, and the devices it scopes. */
export interface ScopeOutcome {
  change: Change;
  networks: readonly string[];
  /** Every device of those networks, in scope now and/or after. */
  rows: readonly ScopedDevice[];
  /** The rows to list (`--moved`: only those the plan moves). */
  shown: readonly ScopedDevice[];
  /** The plan's tag changes in those networks: the side after the plan is judged on their planned tags. */
  tagChanges?: readonly string[];
  /**
   * The plan's knock-on effects on the object (for a tag's own address: the tag change's effects), as
   * the plan lists them under each tag change.
   */
  knockOn?: readonly ScopeKnockOn[];
}

const TAG_KIND = 'deviceTag';

function describeSide(
  record: Record<string, unknown> | null,
  kind: Change['kind'],
  carriers: number,
): string {
  // A tag's records are null when it does not change: its side is told by the devices that carry it.
  if (kind === TAG_KIND)
    return `carried by ${carriers.toLocaleString('en-US')} ${carriers === 1 ? 'device' : 'devices'}`;
  const list = kindSpec(kind).shape === 'list';
  if (record === null) return list ? 'no policies' : 'not in the Dashboard';
  if (list) {
    const policies = Array.isArray(record['policies']) ? record['policies'].length : 0;
    return `${policies} ${policies === 1 ? 'policy' : 'policies'}`;
  }
  const tags = Array.isArray(record['tags']) ? (record['tags'] as unknown[]).map(String) : [];
  return `${String(record['scope'])}${tags.length === 0 ? '' : ` [${tags.join(', ')}]`}`;
}

function symbolOf(device: ScopedDevice): string {
  if (!isMoved(device)) return '=';
  if (device.now && device.after) return '~';
  return device.after ? '+' : '-';
}

function standing(device: ScopedDevice, kind: Change['kind']): string {
  if (kindSpec(kind).shape === 'list') {
    const now = device.nowPolicy ?? 'none';
    const after = device.afterPolicy ?? 'none';
    return now === after ? `group policy ${now}` : `group policy ${now} -> ${after}`;
  }
  if (kind === TAG_KIND)
    return device.now ? (device.after ? 'keeps the tag' : 'loses the tag') : 'gains the tag';
  if (!isMoved(device)) return device.now ? 'stays' : 'stays out';
  return device.after ? 'enters' : 'leaves';
}

/** `  (planned tags: +loaner)`: why a device moves, when the plan's tag changes move it. */
function tagNote(device: ScopedDevice, kind: Change['kind']): string {
  if (device.movedByTags !== true || kind === TAG_KIND) return '';
  const moves = [
    ...(device.tagsAdded ?? []).map((tag) => `+${tag}`),
    ...(device.tagsRemoved ?? []).map((tag) => `-${tag}`),
  ];
  return `  (planned ${moves.length === 1 ? 'tag' : 'tags'}: ${moves.join(' ')})`;
}

/** The knock-on lines: the plan's own for a tag, else one per tag change that moves the object's devices. */
function knockOnLine(effect: ScopeKnockOn, kind: Change['kind']): string {
  return kind === TAG_KIND
    ? `knock-on: ${effect.address} ${knockOnMoves(effect)}`
    : `knock-on of ${effect.tagChange}: ${knockOnMoves(effect)}`;
}

/** The text listing of `smform scope`: the object's scope now and after, and its devices. */
export function renderScopeText({
  change,
  networks,
  rows,
  shown,
  tagChanges = [],
  knockOn = [],
}: ScopeOutcome): string {
  const count = (n: number): string => n.toLocaleString('en-US');
  const now = rows.filter((row) => row.now).length;
  const after = rows.filter((row) => row.after).length;
  const added = rows.filter((row) => isMoved(row) && row.after).length;
  const removed = rows.filter((row) => isMoved(row) && row.now).length;
  const where =
    kindSpec(change.kind).devicesCountedIn === 'organization'
      ? `${networks.join(', ')} (every SM network of organization ${change.orgId} in the config)`
      : networks.join(', ');
  const lines = [
    `${change.address}  (${change.action === 'noop' ? 'no changes' : change.action})`,
    `  now:   ${describeSide(change.before, change.kind, now)}`,
    `  after: ${describeSide(change.after, change.kind, after)}`,
    `devices in ${where === '' ? 'no network' : where}: ${count(now)} now, ${count(after)} after (+${count(added)} -${count(removed)})`,
    ...(tagChanges.length === 0
      ? []
      : [`tags after the plan: live, but for the planned changes of ${tagChanges.join(', ')}`]),
    ...knockOn.map((effect) => knockOnLine(effect, change.kind)),
  ];
  if (shown.length > 0) {
    const nameWidth = columnWidth(shown.map((row) => row.name));
    const serialWidth = columnWidth(shown.map((row) => row.serial));
    const networkWidth = columnWidth(shown.map((row) => row.networkId));
    lines.push('');
    for (const row of shown) {
      lines.push(
        `${symbolOf(row)} ${row.name.padEnd(nameWidth)}  ${row.serial.padEnd(serialWidth)}  ${row.networkId.padEnd(networkWidth)}  ${standing(row, change.kind)}${tagNote(row, change.kind)}`,
      );
    }
  }
  // Each line holds names and tags from the Dashboard: escaped whole, one line stays one line.
  return `${lines.map(escapeControls).join('\n')}\n`;
}

/** `smform scope --output json`. */
export function renderScopeJson({
  change,
  networks,
  rows,
  shown,
  tagChanges = [],
  knockOn = [],
}: ScopeOutcome): string {
  const document = {
    address: change.address,
    kind: change.kind,
    action: change.action,
    networks,
    now: rows.filter((row) => row.now).length,
    after: rows.filter((row) => row.after).length,
    tagChanges,
    knockOn,
    devices: shown,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** `smform scope`'s formats. */
export const scopeRenderers: Record<'text' | 'json', (outcome: ScopeOutcome) => string> = {
  text: renderScopeText,
  json: renderScopeJson,
};
