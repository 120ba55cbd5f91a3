import type { KindSpec } from '../kinds/kind-spec.js';
import { readSetOfChanges } from '../live/scopes.js';
import type { LiveEchoPolicy } from '../model/desired.js';
import type { Change } from '../model/plan.js';
import { ownerOf } from '../model/scope-address.js';
import type { WriteStep, Prepared } from './execute.js';
import type { ScopeReader } from './fresh-scopes.js';
import { findStaleChanges } from './staleness.js';

/**
 * A list kind's one write of an organization's changes (its spec's `writeList`). Right before it, the
 * organization's lists are read again, as the plan read them: the write is refused as stale, nothing
 * sent, when a list it changes moved since the plan; otherwise it is built over that read, so the lists
 * it does not change go as they are then (another writer's edit since the plan survives).
 */
export function listOperation(
  spec: KindSpec,
  orgId: string,
  changes: Change[],
  readScope: ScopeReader,
  liveEcho: Readonly<Record<string, LiveEchoPolicy>>,
): WriteStep {
  if (spec.writeList === undefined) throw new Error(`the list kind ${spec.kind} has no writer`);
  const write = spec.writeList(orgId, changes, liveEcho[orgId]);
  // The organization's lists, read with its `liveEcho` as the plan read them.
  const [scope] = readSetOfChanges(changes, liveEcho).organizations;
  if (scope === undefined) throw new Error(`a write of ${spec.plural} without an active change`);
  const prepare = async (): Promise<Prepared> => {
    const fresh = await readScope(scope);
    const stale = findStaleChanges(changes, fresh);
    if (stale.length > 0) {
      const moved = stale.map((s) => s.address).join(', ');
      return {
        type: 'refuse',
        stale: true,
        message: `refused as stale: ${moved} changed live since the plan; nothing was sent`,
      };
    }
    return { type: 'send', request: write.over(fresh.organizations[0]) };
  };
  return {
    phase: 'list',
    ownerKey: ownerOf(spec.owner, orgId),
    changes,
    request: write.request,
    prepare,
    result: {
      addresses: changes.map((c) => c.address),
      kind: spec.kind,
      action: 'update',
      // The write updates the organization's lists; for each network it is the plan's create, update or delete.
      actions: changes.map((c) => (c.action === 'noop' ? 'update' : c.action)),
      orgId,
      operationId: write.request.operationId,
      status: 'skipped',
    },
    checkResponse: (response) => write.check(response),
  };
}
