import { defined } from '../canonical/defined.js';
import type { WriteResult } from '../applier/index.js';
import type { DeviceNetwork, OrgReads } from '../live/index.js';
import type { Diagnostic } from '../model/source.js';
import type { Plan, Refusal } from '../model/plan.js';

/**
 * What a workflow reports while it runs, in the order it happens. Workflows print nothing: a caller
 * that wants progress (a counter, a line per write) renders these events itself.
 */
export type ProgressEvent =
  /**
   * The live objects of one organization's reads are being read (one event per organization): `lists`
   * list reads, one per scope, each reported by a `list-read` event when done.
   */
  | { type: 'scope-read-started'; scope: OrgReads; lists: number }
  /** One scope's list read is done (`scope`: `org/<id>/adminRole`, `network/<id>/targetGroup`, ...). */
  | { type: 'list-read'; orgId: string; scope: string }
  | { type: 'scope-read-done'; scope: OrgReads }
  /**
   * The devices of these networks are being read (blast radius, snapshots); `total` networks once each,
   * each reported by a `devices-network-read` event when done.
   */
  | { type: 'devices-read-started'; networks: readonly DeviceNetwork[]; total: number }
  | { type: 'devices-network-read'; networkId: string; devices: number }
  | { type: 'devices-read-done'; networks: readonly DeviceNetwork[]; devices: number }
  /**
   * The checks are done and the writes begin (the staleness read, the backup, then the writes): from
   * now on an abort lets writes in flight finish instead of stopping the run at once.
   */
  | { type: 'writes-begin' }
  /** A write (one API operation; a sentry PUT carries several addresses) was sent. */
  | { type: 'write-started'; addresses: readonly string[] }
  /**
   * One write step's outcome is final (done, failed or skipped), whether it was sent or not (an object
   * adopted as it was, a write refused or skipped before sending); `durationMs` when it was sent.
   * Write steps an interrupt kept from starting are not reported (the result lists them).
   */
  | {
      type: 'write-done';
      addresses: readonly string[];
      result: Readonly<WriteResult>;
      durationMs?: number;
    }
  /**
   * The client is about to wait `waitMs` before sending a request again (`attempt` of `maxAttempts`,
   * so 2 for the first retry): a 429's `Retry-After`, or the backoff after a 5xx or a network failure
   * (`status` or `failure`). `attemptMs` is how long the failed attempt took (a timeout's whole wait).
   * Emitted from the client's `onRetryWait`, see `waitNotices`.
   */
  | {
      type: 'wait';
      operationId: string;
      orgId?: string;
      waitMs: number;
      attemptMs: number;
      attempt: number;
      maxAttempts: number;
      status?: number;
      failure?: string;
    }
  /**
   * The client waited and sent a request again: a retry after a failure or a 429 (`attempt` counts
   * from 1, so a retry has attempt >= 2). Emitted from the client's request log, see `retryNotices`.
   */
  | { type: 'retry'; operationId: string; attempt: number; status?: number; failure?: string }
  /** The plan is made (with its blast radius) and checked against the safety rules. */
  | { type: 'planned'; plan: Plan; refusals: readonly Refusal[] }
  /** A problem that does not stop the run (a declared network of another product type). */
  | { type: 'warning'; diagnostic: Diagnostic };

export type ProgressListener = (event: ProgressEvent) => void;

/** Options every workflow takes. */
export interface ProgressOptions {
  onProgress?: ProgressListener | undefined;
}

/** The fields of the client's request log a retry notice needs (`RequestLogEntry` of src/client). */
export interface RequestAttempt {
  operationId: string;
  attempt: number;
  status?: number;
  failure?: string;
}

/**
 * A client `onRequest` listener that turns every retried request into a `retry` event: pass it to
 * `createClient({ onRequest: retryNotices(onProgress) })` to see the waits of a run as they happen.
 */
export function retryNotices(onProgress: ProgressListener): (entry: RequestAttempt) => void {
  return (entry) => {
    if (entry.attempt < 2) return;
    onProgress({
      type: 'retry',
      ...defined({
        operationId: entry.operationId,
        attempt: entry.attempt,
        status: entry.status,
        failure: entry.failure,
      }),
    });
  };
}

/** The fields of the client's `RetryWait` a wait notice needs (src/client). */
export interface ClientWait {
  operationId: string;
  orgId?: string;
  waitMs: number;
  attemptMs: number;
  nextAttempt: number;
  maxAttempts: number;
  status?: number;
  failure?: string;
}

/**
 * A client `onRetryWait` listener that turns every pause before a retry into a `wait` event, before the
 * pause begins: `createClient({ onRetryWait: waitNotices(onProgress) })`.
 */
export function waitNotices(onProgress: ProgressListener): (wait: ClientWait) => void {
  return (wait) => {
    onProgress({
      type: 'wait',
      ...defined({
        operationId: wait.operationId,
        orgId: wait.orgId,
        waitMs: wait.waitMs,
        attemptMs: wait.attemptMs,
        attempt: wait.nextAttempt,
        maxAttempts: wait.maxAttempts,
        status: wait.status,
        failure: wait.failure,
      }),
    });
  };
}
