import type { Action, Kind } from '../model/plan.js';

export type WriteStatus = 'done' | 'failed' | 'skipped';

/** One write the applier made (or did not make), for the per-operation table. */
export interface WriteResult {
  /** The plan addresses this operation carries (a sentry PUT carries every changed network of its org). */
  addresses: string[];
  kind: Kind;
  action: Exclude<Action, 'noop'>;
  /**
   * The plan's action for each of `addresses`, where one operation carries changes of several actions
   * (a sentry PUT creating one network's list and updating another's); absent: `action` for all.
   */
  actions?: Exclude<Action, 'noop'>[];
  orgId: string;
  operationId: string;
  status: WriteStatus;
  /** For `failed`: the API's message. For `skipped`: why (what it needed that failed, or an interrupt). */
  message?: string;
  /** The live id the object has after the write (a create's new id). */
  id?: string;
  /** True when a create's outcome was unknown and the object was found by name instead of created again. */
  resolvedByLookup?: boolean;
  /**
   * A create whose name another writer took since the plan: the object found by the read just before it
   * was adopted (`as-is` when it already matched the declaration, `updated` when it was updated to it).
   */
  adopted?: 'as-is' | 'updated';
  /** Refused without sending: an object it changes moved since the plan (the apply exits 5). */
  stale?: boolean;
  /**
   * What a request names one by one (`KindWriteCall.names`): `add kiosk` and the serials of one batch.
   * The table lists them, as changed when done and as not changed otherwise.
   */
  names?: { what: string; names: string[] };
}

/** A difference between what was written and what the final re-read shows. */
export interface VerificationProblem {
  address: string;
  message: string;
}

export interface ApplyResult {
  writes: WriteResult[];
  /** Found by the re-read of every touched scope after the writes. */
  verification: VerificationProblem[];
  /** The run was interrupted (SIGINT): operations not started are `skipped`. */
  interrupted: boolean;
  /** Every operation done and verified. */
  ok: boolean;
  /** ISO timestamps from the injected clock: when the writes began and when verification ended. */
  startedAt: string;
  finishedAt: string;
}
