import type { Change } from '../../model/plan.js';
import { Operation } from '../operations.js';
import { checkTagWriteResponse, tagWriteBody, tagWrites, type TagAction, type TagWrite } from './writes.js';

/** One `modifyNetworkSmDevicesTags` call of a plan's tag change, ready for the applier. */
export interface TagCall {
  change: Change;
  write: TagWrite;
  operationId: typeof Operation.modifyDeviceTags;
  params: Record<string, unknown>;
  /** The problem with the call's answer, or undefined when it is as the call asked. */
  check: (response: unknown) => string | undefined;
}

const serialsOf = (record: Record<string, unknown> | null): string[] =>
  Array.isArray(record?.['serials'])
    ? (record['serials'] as unknown[]).filter((s): s is string => typeof s === 'string')
    : [];

/**
 * The calls of a plan's tag changes: per network, every add before any delete, one tag per call, serials
 * in batches (`writes.ts`). Never `update`.
 */
export function tagCalls(changes: readonly Change[]): TagCall[] {
  const byKey = new Map<string, Change>();
  const moves = changes.map((change) => {
    const before = serialsOf(change.before);
    const after = serialsOf(change.after);
    const tag = typeof change.after?.['tag'] === 'string' ? change.after['tag'] : '';
    const networkId = change.networkId ?? '';
    byKey.set(`${networkId}\u0000${tag}`, change);
    const had = new Set(before);
    const wants = new Set(after);
    return {
      networkId,
      tag,
      add: after.filter((serial) => !had.has(serial)),
      remove: before.filter((serial) => !wants.has(serial)),
    };
  });
  return tagWrites(moves).map((write) => ({
    change: byKey.get(`${write.networkId}\u0000${write.tag}`) as Change,
    write,
    operationId: Operation.modifyDeviceTags,
    params: { networkId: write.networkId, ...tagWriteBody(write) },
    check: (response) => checkTagWriteResponse(write, response).problem,
  }));
}

export type { TagAction };
