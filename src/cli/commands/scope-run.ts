import { parseScope } from '../../model/scope-address.js';
import { suggest } from '../../text/did-you-mean.js';
import { readNetworkDevices } from '../../live/index.js';
import { isKind, kindSpec } from '../../kinds/registry.js';
import { SmformError } from '../../model/errors.js';
import { isMoved } from '../../model/scoped-device.js';
import { planError, scopeNetworksOf, scopedDevices } from '../../planner/index.js';
import { scopeRenderers } from '../../report/scope.js';
import { renderPlanWarnings } from '../../report/text.js';
import { planAgainstLive } from '../../workflows/index.js';
import { openContext } from '../context.js';
import { toolVersion } from '../version.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import { loadDesired } from './desired.js';
import type { ScopeFlags, SelectionFlags } from '../flags.js';
import { finish } from '../outcome.js';
import { scopeTagFacts, tagNetworksOfList } from './scope-tags.js';

/** The `--org`/`--network` narrowing an address allows, so only its scope is read. */
function selectionOf(address: string): SelectionFlags & { devices: false; noopRecords: true } {
  // An unchanged object's now/after come from the noop's records, which plans leave out by default.
  const base = { allowDelete: false, force: false, devices: false as const, noopRecords: true as const };
  const { owner, ownerId: id, kind = '', key: rest = '' } = parseScope(address) ?? {};
  if (owner === 'network') return { ...base, network: [id ?? ''] };
  // A list kind owned by the organization addresses one network's list: `org/<id>/sentry/<networkId>`.
  const spec = isKind(kind) ? kindSpec(kind) : undefined;
  if (owner === 'org' && spec?.shape === 'list' && rest !== '')
    return { ...base, org: [id ?? ''], network: [rest] };
  if (owner === 'org') return { ...base, org: [id ?? ''] };
  throw new SmformError(`${address} is not an object address`, {
    fault: 'usage',
    hint: 'use network/<networkId>/targetGroup/<name>, org/<orgId>/adminRole/<name>, org/<orgId>/sentry/<networkId> or network/<networkId>/deviceTag/<tag>',
  });
}

/** `smform scope ADDRESS [PATH...]`: reads the object's scope, plans it, and lists its devices. */
export async function runScope(
  io: CliIo,
  options: GlobalFlags & ScopeFlags,
  address: string,
  paths: string[],
): Promise<number> {
  const listed = selectionOf(address);
  const loaded = await loadDesired(io, paths, options);
  // A sentry list's smNetworks' tag changes decide where its devices stand after the plan: plan them too.
  const tagNetworks =
    listed.network === undefined || listed.org === undefined
      ? []
      : tagNetworksOfList(loaded, listed.org[0] ?? '', listed.network[0] ?? '');
  const selection =
    tagNetworks.length === 0
      ? listed
      : { ...listed, network: [...new Set([...(listed.network ?? []), ...tagNetworks])] };
  const context = await openContext(io, options);
  try {
    const { desired, plan } = await planAgainstLive({ kind: 'api', client: context.client }, loaded, {
      ...selection,
      toolVersion: toolVersion(),
      onProgress: context.progress.onProgress,
    });
    // The plan's warnings in plan's words, on stderr: stdout holds the scope (JSON for tools).
    const warnings = renderPlanWarnings(plan, useColor(io, options, 'err'));
    if (warnings !== '') io.err(warnings);
    // Errors fail as `plan` fails (exit 3); they may be why the object is not in the plan.
    const error = planError(plan);
    const change = plan.changes.find((candidate) => candidate.address === address);
    if (change === undefined) {
      if (error !== undefined) throw error;
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
    const { judged, planned, tagChanges, knockOn } = scopeTagFacts(change, plan, networks, fleet);
    const rows = scopedDevices(judged, networks, fleet, planned);
    const shown = options.moved ? rows.filter(isMoved) : rows;
    io.out(scopeRenderers[options.output]({ change, networks, rows, shown, tagChanges, knockOn }));
    if (error !== undefined) throw error;
    return finish(io, { kind: 'done' });
  } finally {
    await context.close();
  }
}
