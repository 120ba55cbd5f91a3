import type { OperationId, OperationParams } from './operations.js';

/**
 * The parameters the untyped form of `call` accepts for operation `K`: any record, but a member the
 * operation declares must still have its declared type. So a literal `{ perPage: 'x' }` is a compile
 * error while a `Record<string, unknown>` built at run time (or an id known only as `OperationId`)
 * still compiles; the client validates those at run time before anything is sent.
 */
export type LooseParams<K extends OperationId> = {
  [P in keyof OperationParams[K]]?: OperationParams[K][P];
} & Record<string, unknown>;
