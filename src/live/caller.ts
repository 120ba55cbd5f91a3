/**
 * The part of the Dashboard client that reading and applying need. The client of src/client satisfies it;
 * naming only this much keeps the applier honest about what it calls.
 */
export interface CallerOptions {
  /** Rate-budget key: every call passes its organization, network operations too. */
  orgId?: string;
  paginate?: boolean;
  /** For a create whose outcome is unknown: look the object up instead of creating it twice. */
  resolveAmbiguous?: () => Promise<unknown>;
  /** Undefined: no signal (the call cannot be aborted). */
  signal?: AbortSignal | undefined;
}

export interface ApiCaller {
  call(operationId: string, params?: Record<string, unknown>, options?: CallerOptions): Promise<unknown>;
}
