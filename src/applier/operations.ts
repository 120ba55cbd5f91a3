import {
  adminRoleWrite,
  Operation as ApiOperation,
  readAdminRole,
  readSentryAssignments,
  readTargetGroup,
  sentryWrite,
  targetGroupWrite,
} from '../kinds/index.js';
import type { ApiCaller } from '../live/caller.js';
import type { LiveAdminRole, LiveState, LiveTargetGroup } from '../model/live.js';
import type { Change } from '../model/plan.js';
import type { LiveEchoPolicy } from '../model/desired.js';
import { comparableAfter, diagnoseSentryEcho, diagnoseTargetGroupEcho } from './echo-check.js';
import { describeMismatch, describeSentryMismatch, type PolicyLike } from './compare.js';
import type { Operation } from './execute.js';

const PAGE_SIZE = 1000;

/** Turns the plan's active changes into writes: one per target group or role, one sentry PUT per org. */
export function buildOperations(
  changes: readonly Change[],
  fresh: LiveState,
  client: ApiCaller,
  liveEcho: Readonly<Record<string, LiveEchoPolicy>> = {},
): Operation[] {
  const operations: Operation[] = [];
  const sentryByOrg = new Map<string, Change[]>();
  for (const change of changes) {
    if (change.action === 'noop') continue;
    if (change.kind === 'sentry') {
      sentryByOrg.set(change.orgId, [...(sentryByOrg.get(change.orgId) ?? []), change]);
    } else if (change.kind === 'targetGroup') {
      operations.push(targetGroupOperation(change, client, liveEcho[change.orgId]));
    } else {
      operations.push(adminRoleOperation(change, client));
    }
  }
  for (const [orgId, sentryChanges] of sentryByOrg) {
    // The PUT carries the org's complete list, built from the fresh read, not from the plan's old view.
    const liveAll = fresh.organizations.find((o) => o.id === orgId)?.sentryPolicies ?? [];
    operations.push(
      sentryOperation(orgId, sentryChanges, sentryWrite(orgId, liveAll, sentryChanges), liveEcho[orgId]),
    );
  }
  return operations;
}

function baseResult(change: Change, operationId: string): Operation['result'] {
  const result: Operation['result'] = {
    addresses: [change.address],
    kind: change.kind,
    action: change.action === 'noop' ? 'update' : change.action,
    orgId: change.orgId,
    operationId,
    status: 'skipped',
  };
  if (change.id !== undefined) result.id = change.id;
  return result;
}

/** The declared (or, for a delete, the live) name of a change's object. */
export function nameOf(change: Change): string {
  const name = (change.after ?? change.before ?? {})['name'];
  return typeof name === 'string' ? name : '';
}

/** Reads a write response as one object; undefined when it is not one (the check reports that). */
function tryRead<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function responseCheck(
  change: Change,
  read: (response: unknown) => LiveTargetGroup | LiveAdminRole | undefined,
): (response: unknown) => string | undefined {
  return (response) => {
    if (change.after === null) return undefined;
    const live = read(response);
    if (live === undefined) return `the ${change.action} response did not carry the object`;
    const mismatch = describeMismatch(live, change.after);
    return mismatch === undefined ? undefined : `the ${change.action} response differs: ${mismatch}`;
  };
}

/**
 * A target group's write response, as far as the organization's Dashboard echoes it: a scope or tags it
 * does not give back is named once, by the re-read's verification (echo-check.ts), not here.
 */
function targetGroupResponseCheck(
  change: Change,
  read: (response: unknown) => LiveTargetGroup | undefined,
  echo: LiveEchoPolicy | undefined,
): (response: unknown) => string | undefined {
  const check = responseCheck(change, read);
  return (response) => {
    const live = read(response);
    if (live === undefined || change.after === null) return check(response);
    if (diagnoseTargetGroupEcho(change, live, echo) !== undefined) return undefined;
    const mismatch = describeMismatch(live, comparableAfter(change.after, live, echo));
    return mismatch === undefined ? undefined : `the ${change.action} response differs: ${mismatch}`;
  };
}

function targetGroupOperation(
  change: Change,
  client: ApiCaller,
  echo: LiveEchoPolicy | undefined,
): Operation {
  const request = targetGroupWrite(change);
  const networkId = change.networkId ?? '';
  const read = (response: unknown): LiveTargetGroup | undefined =>
    tryRead(() => readTargetGroup(response, networkId));
  const op: Operation = {
    phase: change.action === 'delete' ? 'delete' : 'createUpdate',
    scopeKey: `network/${networkId}`,
    changes: [change],
    request,
    result: baseResult(change, request.operationId),
    idOf: (response) => read(response)?.id,
    checkResponse: targetGroupResponseCheck(change, read, echo),
  };
  if (change.action === 'create') {
    op.lookup = async () => {
      const raw = await client.call(ApiOperation.readTargetGroups, { networkId }, { orgId: change.orgId });
      return findByName(raw, (item) => read(item)?.name, nameOf(change));
    };
  }
  return op;
}

function adminRoleOperation(change: Change, client: ApiCaller): Operation {
  const request = adminRoleWrite(change);
  const read = (response: unknown): LiveAdminRole | undefined =>
    tryRead(() => readAdminRole(response, change.orgId));
  const op: Operation = {
    phase: change.action === 'delete' ? 'delete' : 'createUpdate',
    scopeKey: `org/${change.orgId}`,
    changes: [change],
    request,
    result: baseResult(change, request.operationId),
    idOf: (response) => read(response)?.roleId,
    checkResponse: responseCheck(change, read),
  };
  if (change.action === 'create') {
    op.lookup = async () => {
      const raw = await client.call(
        ApiOperation.readAdminRoles,
        { organizationId: change.orgId, perPage: PAGE_SIZE },
        { orgId: change.orgId, paginate: true },
      );
      return findByName(raw, (item) => read(item)?.name, nameOf(change));
    };
  }
  return op;
}

/** The raw list entry carrying `name`, so the client can hand it back as the create's response. */
function findByName(raw: unknown, nameOfItem: (item: unknown) => string | undefined, name: string): unknown {
  const items = Array.isArray(raw) ? raw : ((raw as { items?: unknown } | null)?.items ?? []);
  return Array.isArray(items) ? (items as unknown[]).find((item) => nameOfItem(item) === name) : undefined;
}

/** The desired list of a sentry change, highest priority first (empty for a delete). */
export function desiredPoliciesOf(change: Change): PolicyLike[] {
  const policies = change.after?.['policies'];
  return Array.isArray(policies) ? (policies as PolicyLike[]) : [];
}

function sentryOperation(
  orgId: string,
  changes: Change[],
  request: { operationId: string; params: Record<string, unknown> },
  echo: LiveEchoPolicy | undefined,
): Operation {
  return {
    phase: 'sentry',
    scopeKey: `org/${orgId}`,
    changes,
    request,
    result: {
      addresses: changes.map((c) => c.address),
      kind: 'sentry',
      action: 'update',
      orgId,
      operationId: request.operationId,
      status: 'skipped',
    },
    checkResponse: (response) => {
      const live = tryRead(() => readSentryAssignments(response, orgId, echo?.sentryPriorityOne));
      if (live === undefined) return 'the sentry PUT response did not carry the policy lists';
      const problems = changes.flatMap((change) => {
        const networkLive = live.find((a) => a.networkId === change.networkId);
        // A reversed answer is the priority numbering: the re-read names it (echo-check.ts), not this.
        if (diagnoseSentryEcho(change, networkLive, desiredPoliciesOf(change), echo) !== undefined) return [];
        const mismatch = describeSentryMismatch(networkLive, desiredPoliciesOf(change));
        return mismatch === undefined ? [] : [`${change.address}: ${mismatch}`];
      });
      return problems.length === 0 ? undefined : `the sentry PUT response differs: ${problems.join('; ')}`;
    },
  };
}
