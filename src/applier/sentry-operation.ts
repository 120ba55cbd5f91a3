import { defined } from '../canonical/defined.js';
import { buildSentryPut, Operation as ApiOperation, sentryKind } from '../kinds/index.js';
import type { LiveEchoPolicy } from '../model/desired.js';
import type { Change } from '../model/plan.js';
import { ownerOf } from '../model/scope-address.js';
import type { WriteStep, Prepared } from './execute.js';
import type { ScopeReader } from './fresh-scopes.js';
import { findStaleChanges } from './staleness.js';

/**
 * The organization's one sentry PUT. Right before it, the organization's list is read again: every
 * network the plan does not change is carried as it is then (another writer's edit since the plan
 * survives), and the PUT is refused as stale, nothing sent, when a network it changes moved since the
 * plan. Its response is checked for the changed networks (as declared) and the others (as sent).
 */
export function sentryOperation(
  orgId: string,
  changes: Change[],
  readScope: ScopeReader,
  echo: LiveEchoPolicy | undefined,
): WriteStep {
  // Checks the changes before any write (a broken plan throws); `prepare` builds the PUT that is sent.
  let sent = buildSentryPut([], changes, echo?.sentryWriteOrder);
  const request = {
    operationId: ApiOperation.updateSentryAssignments,
    params: { organizationId: orgId, ...sent },
  };
  const prepare = async (): Promise<Prepared> => {
    const priorityOne = echo?.sentryPriorityOne;
    const fresh = await readScope({
      orgId,
      adminRoles: false,
      sentry: true,
      networks: [],
      ...defined({ sentryPriorityOne: priorityOne }),
    });
    const stale = findStaleChanges(changes, fresh);
    if (stale.length > 0) {
      const moved = stale.map((s) => s.address).join(', ');
      return {
        type: 'refuse',
        stale: true,
        message: `refused as stale: ${moved} changed live since the plan; nothing was sent`,
      };
    }
    sent = buildSentryPut(fresh.organizations[0]?.sentryPolicies ?? [], changes, echo?.sentryWriteOrder);
    return {
      type: 'send',
      request: {
        operationId: ApiOperation.updateSentryAssignments,
        params: { organizationId: orgId, ...sent },
      },
    };
  };
  return {
    phase: 'sentry',
    ownerKey: ownerOf(sentryKind.owner, orgId),
    changes,
    request,
    prepare,
    result: {
      addresses: changes.map((c) => c.address),
      kind: 'sentry',
      action: 'update',
      // The PUT updates the organization's list; for each network it is the plan's create, update or delete.
      actions: changes.map((c) => (c.action === 'noop' ? 'update' : c.action)),
      orgId,
      operationId: request.operationId,
      status: 'skipped',
    },
    checkResponse: (response) => sentryKind.checkResponse(orgId, changes, sent, response, echo),
  };
}
