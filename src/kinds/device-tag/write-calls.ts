import { ownerOf } from '../../model/scope-address.js';
import type { KindWriteCall } from '../kind-spec.js';
import { Operation } from '../operations.js';
import type { TagChange } from './tag-change.js';
import { checkTagWriteResponse, tagWriteBody, tagWrites } from './writes.js';

/**
 * The calls of a plan's tag changes: per network, every add before any delete, one tag per call, serials
 * in batches (`writes.ts`), never the API's `update` action. A network's deletes wait for its adds and
 * are held back when one failed (the applier's `add`/`delete` order, by network).
 */
export function tagCalls(changes: readonly TagChange[]): KindWriteCall[] {
  const byKey = new Map<string, TagChange>();
  const moves = changes.map((change) => {
    const before = change.before?.serials ?? [];
    const after = change.after?.serials ?? [];
    const tag = change.after?.tag ?? '';
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
    change: byKey.get(`${write.networkId}\u0000${write.tag}`) as TagChange,
    order: write.action,
    ownerKey: ownerOf('network', write.networkId),
    // The apply's table: the tag's membership is updated, whichever way its devices move.
    action: 'update',
    request: {
      operationId: Operation.modifyDeviceTags,
      params: { networkId: write.networkId, ...tagWriteBody(write) },
    },
    check: (response) => checkTagWriteResponse(write, response).problem,
    names: { what: `${write.action} ${write.tag}`, names: write.serials },
  }));
}
