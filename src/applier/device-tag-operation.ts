import { tagCalls } from '../kinds/device-tag/write-calls.js';
import type { Change } from '../model/plan.js';
import { ownerOf } from '../model/scope-address.js';
import type { WriteStep } from './execute.js';

/**
 * The writes of a plan's device-tag changes: one per (network, tag, action, batch). Adds run in the
 * create-and-update phase and deletes in the delete phase, so every add of an organization goes out
 * before any delete, and a network's deletes are skipped when one of its adds failed (a device moving
 * between two tags is never left in neither).
 */
export function deviceTagSteps(changes: readonly Change[]): WriteStep[] {
  return tagCalls(changes).map((call) => ({
    phase: call.write.action === 'add' ? 'createUpdate' : 'delete',
    ownerKey: ownerOf('network', call.write.networkId),
    changes: [call.change],
    request: { operationId: call.operationId, params: call.params },
    checkResponse: call.check,
    result: {
      addresses: [call.change.address],
      kind: call.change.kind,
      action: 'update',
      orgId: call.change.orgId,
      operationId: call.operationId,
      status: 'skipped',
      devices: { action: call.write.action, tag: call.write.tag, serials: call.write.serials },
    },
  }));
}
