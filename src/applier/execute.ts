import { ApiError } from '../client/api-error.js';
import type { ApiCaller } from '../live/caller.js';
import { runBounded } from '../live/run-bounded.js';
import type { Change } from '../model/plan.js';
import type { WriteRequest } from '../kinds/operations.js';
import { NOT_STARTED } from './not-started.js';
import type { WriteResult } from './types.js';

/**
 * What a write decided from a read made just before it (other writers may have acted since the plan):
 * send a request (the planned one, or an update of an object it adopts), adopt an object as it is, or be
 * refused without sending (`stale`: an object it changes moved; otherwise a plain failure).
 */
export type Prepared =
  | { type: 'send'; request: WriteRequest; adopted?: 'updated' }
  | { type: 'adopt'; id: string }
  | { type: 'refuse'; message: string; stale: boolean };

/** The three phases of an apply, run in this order inside each organization. */
export const PHASES = ['createUpdate', 'list', 'delete'] as const;
export type Phase = (typeof PHASES)[number];

/** One write, ready to send; built from the plan and the fresh live read. */
export interface WriteStep {
  phase: Phase;
  /** `network/<id>` or `org/<id>`: a delete is skipped when a create or update of its scope failed. */
  ownerKey: string;
  /** The plan changes this write carries out. */
  changes: Change[];
  request: { operationId: string; params: Record<string, unknown> };
  /** Reads what the write depends on right before it and decides what to send (see `Prepared`). */
  prepare?: () => Promise<Prepared>;
  /** Finds the object a create may already have made (its outcome unknown); undefined = not there. */
  lookup?: () => Promise<unknown>;
  /** Checks the write's response; returns a problem message, or undefined when it matches. */
  checkResponse: (response: unknown) => string | undefined;
  /** The id the object has after the write (read from a create's response). */
  idOf?: (response: unknown) => string | undefined;
  result: WriteResult;
}

export interface ExecuteOptions {
  client: ApiCaller;
  /** Writes in flight per organization. */
  concurrency: number;
  signal?: AbortSignal | undefined;
  /** Told when a write is sent and when it ended. */
  onWrite?: ((addresses: readonly string[], state: 'start' | 'end') => void) | undefined;
  /**
   * Told once per operation when its status is final: after its answer, or when it ends without being
   * sent (adopted, refused, its read failed, skipped). Not for those an interrupt kept from starting.
   */
  onSettled?: ((result: Readonly<WriteResult>) => void) | undefined;
  /** Collects problems found in write responses. */
  onProblem: (address: string, message: string) => void;
}

/** Runs the operations: organizations in parallel, phases in order, bounded concurrency inside a phase. */
export async function executeOperations(operations: WriteStep[], options: ExecuteOptions): Promise<void> {
  const byOrg = new Map<string, WriteStep[]>();
  for (const operation of operations) {
    const list = byOrg.get(operation.result.orgId) ?? [];
    list.push(operation);
    byOrg.set(operation.result.orgId, list);
  }
  await Promise.all([...byOrg.values()].map((list) => executeOrganization(list, options)));
}

async function executeOrganization(operations: WriteStep[], options: ExecuteOptions): Promise<void> {
  for (const phase of PHASES) {
    const current = operations.filter((op) => op.phase === phase);
    const runnable: WriteStep[] = [];
    for (const op of current) {
      const blocker = phase === 'delete' ? failedDependency(op, operations) : undefined;
      if (blocker === undefined) runnable.push(op);
      else {
        skip(op, `skipped because ${blocker} failed`);
        options.onSettled?.(op.result);
      }
    }
    await runBounded(runnable, options.concurrency, (op) => settleOne(op, options), {
      signal: options.signal,
      onSkipped: (op) => skip(op, NOT_STARTED),
    });
  }
}

function failedDependency(op: WriteStep, all: readonly WriteStep[]): string | undefined {
  const failed = all.find(
    (other) =>
      other.phase === 'createUpdate' && other.ownerKey === op.ownerKey && other.result.status !== 'done',
  );
  return failed === undefined ? undefined : `${failed.result.action} ${failed.result.addresses.join(', ')}`;
}

function skip(op: WriteStep, message: string): void {
  op.result.status = 'skipped';
  op.result.message = message;
}

/** Runs `prepare`: undefined means go on and send `op.request`; otherwise the result is settled. */
async function prepareOne(op: WriteStep): Promise<boolean> {
  if (op.prepare === undefined) return true;
  let prepared: Prepared;
  try {
    prepared = await op.prepare();
  } catch (error) {
    op.result.status = 'failed';
    op.result.message = `not sent: the read before it failed: ${describeFailure(error)}`;
    return false;
  }
  switch (prepared.type) {
    case 'send':
      if (prepared.request !== op.request) {
        // An update of an adopted object: a PUT, idempotent, never looked up as a create is.
        op.request = prepared.request;
        delete op.lookup;
        op.result.operationId = prepared.request.operationId;
      }
      if (prepared.adopted !== undefined) op.result.adopted = prepared.adopted;
      return true;
    case 'adopt':
      op.result.status = 'done';
      op.result.id = prepared.id;
      op.result.adopted = 'as-is';
      return false;
    case 'refuse':
      op.result.status = prepared.stale ? 'skipped' : 'failed';
      op.result.message = prepared.message;
      if (prepared.stale) op.result.stale = true;
      return false;
  }
}

async function settleOne(op: WriteStep, options: ExecuteOptions): Promise<void> {
  await executeOne(op, options);
  options.onSettled?.(op.result);
}

async function executeOne(op: WriteStep, options: ExecuteOptions): Promise<void> {
  if (!(await prepareOne(op))) return;
  const { lookup } = op;
  let foundByLookup = false;
  const callOptions =
    lookup === undefined
      ? { orgId: op.result.orgId }
      : {
          orgId: op.result.orgId,
          resolveAmbiguous: async (): Promise<unknown> => {
            const found = await lookup();
            foundByLookup = found !== undefined;
            return found;
          },
        };
  options.onWrite?.(op.result.addresses, 'start');
  try {
    // In-flight writes are never aborted: an interrupt only stops new ones from starting.
    const response = await options.client.call(op.request.operationId, op.request.params, callOptions);
    op.result.status = 'done';
    if (foundByLookup) op.result.resolvedByLookup = true;
    const id = op.idOf?.(response);
    if (id !== undefined) op.result.id = id;
    const problem = op.checkResponse(response);
    if (problem !== undefined) options.onProblem(op.result.addresses.join(', '), problem);
  } catch (error) {
    op.result.status = 'failed';
    op.result.message = describeFailure(error);
  } finally {
    options.onWrite?.(op.result.addresses, 'end');
  }
}

/** The API's own words when it gave any; otherwise the error's message. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError && error.messages.length > 0) {
    const words = error.messages.join('; ');
    return `${error.status ?? ''} ${words}`.trim();
  }
  return error instanceof Error ? error.message : String(error);
}
