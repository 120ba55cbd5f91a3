import type { DeviceNetwork, OrgReads } from '../live/index.js';
import type { Diagnostic } from '../model/source.js';

/**
 * What a workflow reports while it runs, in the order it happens. Workflows print nothing: a caller
 * that wants progress (a spinner, a log line per organization) renders these events itself.
 */
export type ProgressEvent =
  /** The live objects of one organization's read set are being read (one event per organization). */
  | { type: 'scope-read-started'; scope: OrgReads }
  | { type: 'scope-read-done'; scope: OrgReads }
  /** The devices of these networks are being read (blast radius, snapshots). */
  | { type: 'devices-read-started'; networks: readonly DeviceNetwork[] }
  | { type: 'devices-read-done'; networks: readonly DeviceNetwork[]; devices: number }
  /** A write (one API operation; a sentry PUT carries several addresses) started or ended. */
  | { type: 'write-started'; addresses: readonly string[] }
  | { type: 'write-done'; addresses: readonly string[] }
  /**
   * The client waited and sent a request again: a retry after a failure or a 429 (`attempt` counts
   * from 1, so a retry has attempt >= 2). Emitted from the client's request log, see `retryNotices`.
   */
  | { type: 'retry'; operationId: string; attempt: number; status?: number; failure?: string }
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
      operationId: entry.operationId,
      attempt: entry.attempt,
      ...(entry.status === undefined ? {} : { status: entry.status }),
      ...(entry.failure === undefined ? {} : { failure: entry.failure }),
    });
  };
}
