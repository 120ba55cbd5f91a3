import { suggest } from '../../config/did-you-mean.js';
import { readNetworkDevices } from '../../live/index.js';
import { SmformError } from '../../model/errors.js';
import type { Change } from '../../model/plan.js';
import { isMoved, scopeNetworksOf, scopedDevices, type ScopedDevice } from '../../planner/index.js';
import { escapeControls } from '../../report/terminal-escape.js';
import { planAgainstLive } from '../../workflows/index.js';
import { openContext } from '../context.js';
import { cliProgress } from '../progress.js';
import { toolVersion } from '../version.js';
import type { CliIo, GlobalOptions } from '../io.js';
import { loadDesired } from './desired.js';
import type { ScopeOptions, SelectionOptions } from '../flags.js';
import { finish } from '../outcome.js';

/** The `--org`/`--network` narrowing an address allows, so only its scope is read. */
function selectionOf(address: string): SelectionOptions & { devices: false; noopRecords: true } {
  // An unchanged object's now/after come from the noop's records, which plans leave out by default.
  const base = { allowDelete: false, force: false, devices: false as const, noopRecords: true as const };
  const [root = '', id = '', kind = '', rest = ''] = address.split('/');
  if (root === 'network' && id !== '') return { ...base, network: [id] };
  if (root === 'org' && id !== '' && kind === 'sentry' && rest !== '')
    return { ...base, org: [id], network: [rest] };
  if (root === 'org' && id !== '') return { ...base, org: [id] };
  throw new SmformError(`${address} is not an object address`, {
    fault: 'usage',
    hint: 'use network/<networkId>/targetGroup/<name>, org/<orgId>/adminRole/<name> or org/<orgId>/sentry/<networkId>',
  });
}

function describeSide(record: Record<string, unknown> | null, kind: Change['kind']): string {
  if (record === null) return kind === 'sentry' ? 'no policies' : 'not in the Dashboard';
  if (kind === 'sentry') {
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
  if (kind === 'sentry') {
    const now = device.nowPolicy ?? 'none';
    const after = device.afterPolicy ?? 'none';
    return now === after ? `group policy ${now}` : `group policy ${now} -> ${after}`;
  }
  if (!isMoved(device)) return 'stays';
  return device.after ? 'enters' : 'leaves';
}

function renderText(change: Change, networks: string[], rows: ScopedDevice[], shown: ScopedDevice[]): string {
  const count = (n: number): string => n.toLocaleString('en-US');
  const now = rows.filter((row) => row.now).length;
  const after = rows.filter((row) => row.after).length;
  const added = rows.filter((row) => isMoved(row) && row.after).length;
  const removed = rows.filter((row) => isMoved(row) && row.now).length;
  const where =
    change.kind === 'adminRole'
      ? `${networks.join(', ')} (every SM network of organization ${change.orgId} in the config)`
      : networks.join(', ');
  const lines = [
    `${change.address}  (${change.action === 'noop' ? 'no changes' : change.action})`,
    `  now:   ${describeSide(change.before, change.kind)}`,
    `  after: ${describeSide(change.after, change.kind)}`,
    `devices in ${where === '' ? 'no network' : where}: ${count(now)} now, ${count(after)} after (+${count(added)} -${count(removed)})`,
  ];
  if (shown.length > 0) {
    const nameWidth = Math.max(...shown.map((row) => row.name.length));
    const serialWidth = Math.max(...shown.map((row) => row.serial.length));
    lines.push('');
    for (const row of shown) {
      lines.push(
        `${symbolOf(row)} ${row.name.padEnd(nameWidth)}  ${row.serial.padEnd(serialWidth)}  ${row.networkId}  ${standing(row, change.kind)}`,
      );
    }
  }
  // Each line holds names and tags from the Dashboard: escaped whole, one line stays one line.
  return `${lines.map(escapeControls).join('\n')}\n`;
}

/** `smform scope ADDRESS [PATH...]`: reads the object's scope, plans it, and lists its devices. */
export async function runScope(
  io: CliIo,
  options: GlobalOptions & ScopeOptions,
  address: string,
  paths: string[],
): Promise<number> {
  const selection = selectionOf(address);
  const loaded = await loadDesired(io, paths);
  const context = await openContext(io, options);
  try {
    const { desired, plan } = await planAgainstLive({ kind: 'api', client: context.client }, loaded, {
      ...selection,
      toolVersion: toolVersion(),
      onProgress: cliProgress(io),
    });
    const change = plan.changes.find((candidate) => candidate.address === address);
    if (change === undefined) {
      const nearest = suggest(
        address,
        plan.changes.map((candidate) => candidate.address),
      );
      throw new SmformError(`${address} is not declared in the config`, {
        fault: 'usage',
        hint:
          nearest === undefined
            ? '`smform plan` lists the addresses of every declared object'
            : `did you mean ${nearest}?`,
      });
    }
    const networks = scopeNetworksOf(change, desired);
    const fleet = await readNetworkDevices(
      context.client,
      networks.map((networkId) => ({ orgId: change.orgId, networkId })),
    );
    const rows = scopedDevices(change, networks, fleet);
    const shown = options.moved ? rows.filter(isMoved) : rows;
    if (options.output === 'json') {
      const document = {
        address: change.address,
        kind: change.kind,
        action: change.action,
        networks,
        now: rows.filter((row) => row.now).length,
        after: rows.filter((row) => row.after).length,
        devices: shown,
      };
      io.out(`${JSON.stringify(document, null, 2)}\n`);
    } else io.out(renderText(change, networks, rows, shown));
    return finish(io, { kind: 'done' });
  } finally {
    await context.close();
  }
}
