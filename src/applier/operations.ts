import { ownerOf } from '../model/scope-address.js';
import { addReadOwner, type KindWriteCall } from '../kinds/kind-spec.js';
import type { NamedKindSpec } from '../kinds/named-kind.js';
import { kindSpec } from '../kinds/registry.js';
import type { ApiCaller } from '../live/caller.js';
import type { OrgReads } from '../live/scopes.js';
import type { LiveEchoPolicy } from '../model/desired.js';
import type { Change, Kind } from '../model/plan.js';
import { nameOf } from './change-name.js';
import { adoptOrCreate } from './adopt.js';
import type { WriteStep } from './execute.js';
import type { ScopeReader } from './fresh-scopes.js';
import type { KnownIds } from './staleness.js';
import { sentryOperation } from './sentry-operation.js';

/** What a kind's operations are built from: the client, the reader of fresh scopes, the plan's settings. */
interface WriteContext {
  client: ApiCaller;
  readScope: ScopeReader;
  liveEcho: Readonly<Record<string, LiveEchoPolicy>>;
  /** Whether the plan or a write of this apply accounts for a live object (it is no other writer's). */
  ours: KnownIds;
}

/**
 * How the applier writes a list kind: one write per organization for all of its changes, built from the
 * organization's list as read right before the PUT (other writers act meanwhile). A named kind needs no
 * row: one write per change, its API call (`write`) and checks from its spec.
 */
type ListWriter = (orgId: string, changes: Change[], context: WriteContext) => WriteStep;

const LIST_WRITERS: Partial<Record<Kind, ListWriter>> = {
  sentry: (orgId, changes, { readScope, liveEcho }) =>
    sentryOperation(orgId, changes, readScope, liveEcho[orgId]),
};

function listWriter(kind: Kind): ListWriter {
  const writer = LIST_WRITERS[kind];
  if (writer === undefined) throw new Error(`the list kind ${kind} has no writer`);
  return writer;
}

/**
 * Turns the plan's active changes into writes: one per target group or role, one sentry PUT per org.
 * `readScope` serves the reads made just before writes: a create looks its name up in its scope's list,
 * and the sentry PUT is built from the organization's list as it is then.
 */
export function buildWriteSteps(
  changes: readonly Change[],
  client: ApiCaller,
  readScope: ScopeReader,
  liveEcho: Readonly<Record<string, LiveEchoPolicy>> | undefined,
  planned: KnownIds,
): WriteStep[] {
  const operations: WriteStep[] = [];
  const ours: KnownIds = (kind, id) => planned(kind, id) || writtenBy(operations, kind, id);
  const context: WriteContext = { client, readScope, liveEcho: liveEcho ?? {}, ours };
  const lists = new Map<string, { writer: ListWriter; orgId: string; changes: Change[] }>();
  const own = new Map<Kind, Change[]>();
  for (const change of changes) {
    if (change.action === 'noop') continue;
    const spec = kindSpec(change.kind);
    if (spec.shape === 'own') {
      own.set(change.kind, [...(own.get(change.kind) ?? []), change]);
      continue;
    }
    if (spec.shape === 'named') {
      const named = spec as NamedKindSpec;
      operations.push(namedOperation(named, change, context));
      continue;
    }
    const writer = listWriter(change.kind);
    const key = JSON.stringify([change.kind, change.orgId]);
    const list = lists.get(key) ?? { writer, orgId: change.orgId, changes: [] };
    list.changes.push(change);
    lists.set(key, list);
  }
  for (const { writer, orgId, changes: listChanges } of lists.values()) {
    operations.push(writer(orgId, listChanges, context));
  }
  for (const [kind, ownChanges] of own) operations.push(...ownWriteSteps(kind, ownChanges));
  return operations;
}

/**
 * The writes of a kind of shape `own`: its spec's requests, in its order. Its `add` requests run with
 * the creates and updates and its `delete` ones with the deletes, so the executor sends every add of an
 * organization first and holds back an owner's deletes when one of its adds failed.
 */
function ownWriteSteps(kind: Kind, changes: readonly Change[]): WriteStep[] {
  const spec = kindSpec(kind);
  if (spec.writeCalls === undefined) throw new Error(`the kind ${kind} has no writer`);
  return spec.writeCalls(changes).map((call: KindWriteCall) => {
    const result: WriteStep['result'] = {
      addresses: [call.change.address],
      kind: call.change.kind,
      action: call.action,
      orgId: call.change.orgId,
      operationId: call.request.operationId,
      status: 'skipped',
    };
    if (call.names !== undefined) result.names = call.names;
    return {
      phase: call.order === 'add' ? 'createUpdate' : 'delete',
      ownerKey: call.ownerKey,
      changes: [call.change],
      request: call.request,
      checkResponse: (response) => call.check(response),
      result,
    };
  });
}

/** Whether a done write of `operations` left the object `id` (a create's new object, an update's). */
export function writtenBy(operations: readonly WriteStep[], kind: Kind, id: string): boolean {
  return operations.some(
    (op) => op.result.status === 'done' && op.result.kind === kind && op.result.id === id,
  );
}

function baseResult(change: Change, operationId: string): WriteStep['result'] {
  const result: WriteStep['result'] = {
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

/** Reads a write response as one object; undefined when it is not one (the check reports that). */
function tryRead<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    // Not one object: undefined, below.
  }
  return undefined;
}

/**
 * One write of a named object. A create first reads its scope's list (another writer may have made the
 * name since the plan: adopt it), and can look its object up when its outcome is unknown.
 */
function namedOperation(
  spec: NamedKindSpec,
  change: Change,
  { client, readScope, liveEcho, ours }: WriteContext,
): WriteStep {
  // Read once as the kind's own (a saved plan is untrusted input); an adopting update reuses the reading.
  const read = spec.readChange(change);
  const request = spec.write(read);
  const networkId = change.networkId ?? '';
  const echo = liveEcho[change.orgId];
  const readLive = (response: unknown) => tryRead(() => spec.readOne(response, change));
  const nameOfTheirs = (item: unknown) => {
    const live = readLive(item);
    return live === undefined || ours(spec.kind, spec.parts.liveId(live)) ? undefined : live.name;
  };
  const op: WriteStep = {
    phase: change.action === 'delete' ? 'delete' : 'createUpdate',
    ownerKey: ownerOf(spec.owner, spec.owner === 'network' ? networkId : change.orgId),
    changes: [change],
    request,
    result: baseResult(change, request.operationId),
    idOf: (response) => {
      const live = readLive(response);
      return live === undefined ? undefined : spec.parts.liveId(live);
    },
    checkResponse: (response) => spec.checkResponse(change, response, echo),
  };
  if (change.action === 'create') {
    op.prepare = () =>
      adoptOrCreate(
        change,
        spec.label,
        async () => {
          const scope: OrgReads = { orgId: change.orgId, adminRoles: false, sentry: false, networks: [] };
          addReadOwner(spec, scope, spec.owner === 'org' ? '' : networkId);
          const live = await readScope(scope);
          const org = live.organizations[0];
          const objects = org === undefined ? [] : (spec.liveObjects(org, networkId) ?? []);
          // An object the plan or this apply accounts for is no other writer's (two of one name: a restore).
          return objects
            .map((object) => ({ id: spec.parts.liveId(object), live: object }))
            .filter((entry) => !ours(spec.kind, entry.id));
        },
        (id) => spec.write({ ...read, action: 'update', id }),
        request,
      );
    op.lookup = async () => {
      const { operationId, paginate } = spec.listRead;
      const raw = await client.call(operationId, spec.listRead.params(change.orgId, networkId), {
        orgId: change.orgId,
        paginate,
      });
      // An object of the name the plan or this apply accounts for is not this create's (a restore's twins).
      return findByName(raw, nameOfTheirs, nameOf(change));
    };
  }
  return op;
}

/** The raw list entry carrying `name`, so the client can hand it back as the create's response. */
function findByName(raw: unknown, nameOfItem: (item: unknown) => string | undefined, name: string): unknown {
  const items = Array.isArray(raw) ? raw : ((raw as { items?: unknown } | null)?.items ?? []);
  return Array.isArray(items) ? (items as unknown[]).find((item) => nameOfItem(item) === name) : undefined;
}
