import { describe, expect, it } from 'vitest';
import { adminRoleWrite, readAdminRoleChange } from '../../src/kinds/admin-role/admin-roles.js';
import { Operation } from '../../src/kinds/operations.js';
import { readTargetGroupChange, targetGroupWrite } from '../../src/kinds/target-group/target-groups.js';
import type { Change } from '../../src/model/plan.js';
import { OPERATION_IDS, OPERATIONS } from '../../src/client/operations.js';
import { validateParams } from '../../src/client/validate.js';
import type { WriteRequest } from '../../src/kinds/operations.js';

/** A plan entry's write as the applier builds it: read once as the kind's change, then written. */
const writeGroup = (entry: Change) => targetGroupWrite(readTargetGroupChange(entry));
const writeRole = (entry: Change) => adminRoleWrite(readAdminRoleChange(entry));

function change(overrides: Partial<Change>): Change {
  return {
    address: 'network/N_1/targetGroup/Kiosks',
    kind: 'targetGroup',
    action: 'create',
    orgId: 'O_1',
    networkId: 'N_1',
    before: null,
    after: { name: 'Kiosks', scope: 'withAny', tags: ['ipad', 'kiosk'] },
    fieldChanges: [],
    liveFingerprint: null,
    ...overrides,
  };
}

/** The client's own parameter validation accepts the request as built. */
function accepted(request: WriteRequest): WriteRequest {
  expect(validateParams(OPERATIONS[request.operationId], request.params, Date.now())).toEqual([]);
  return request;
}

describe('write request builders', () => {
  it('use operation ids that exist in the operation table', () => {
    const known = new Set<string>(OPERATION_IDS);
    for (const operationId of Object.values(Operation))
      expect(known.has(operationId), operationId).toBe(true);
  });

  it('create a target group with the full scope string', () => {
    expect(accepted(writeGroup(change({})))).toEqual({
      operationId: 'createNetworkSmTargetGroup',
      params: { networkId: 'N_1', name: 'Kiosks', scope: 'withAny, ipad, kiosk' },
    });
  });

  it('update a target group with the full desired name and scope, keyword alone for all/none', () => {
    const update = change({
      action: 'update',
      id: 't1',
      after: { name: 'Everyone', scope: 'all', tags: [] },
    });
    expect(accepted(writeGroup(update))).toEqual({
      operationId: 'updateNetworkSmTargetGroup',
      params: { networkId: 'N_1', targetGroupId: 't1', name: 'Everyone', scope: 'all' },
    });
  });

  it('delete a target group by id', () => {
    expect(accepted(writeGroup(change({ action: 'delete', id: 't1', after: null })))).toEqual({
      operationId: 'deleteNetworkSmTargetGroup',
      params: { networkId: 'N_1', targetGroupId: 't1' },
    });
  });

  it('send a role full body on create and update, and delete by roleId', () => {
    const base = {
      kind: 'adminRole' as const,
      address: 'org/O_1/adminRole/R',
      after: { name: 'R', scope: 'some', tags: ['a'] },
    };
    expect(accepted(writeRole(change({ ...base })))).toEqual({
      operationId: 'createOrganizationSmAdminsRole',
      params: { organizationId: 'O_1', name: 'R', scope: 'some', tags: ['a'] },
    });
    expect(accepted(writeRole(change({ ...base, action: 'update', id: 'r1' })))).toEqual({
      operationId: 'updateOrganizationSmAdminsRole',
      params: { organizationId: 'O_1', roleId: 'r1', name: 'R', scope: 'some', tags: ['a'] },
    });
    expect(accepted(writeRole(change({ ...base, action: 'delete', id: 'r1', after: null })))).toEqual({
      operationId: 'deleteOrganizationSmAdminsRole',
      params: { organizationId: 'O_1', roleId: 'r1' },
    });
  });

  it('refuse a broken plan entry instead of sending a half request', () => {
    expect(() => writeGroup(change({ action: 'update' }))).toThrow('has no valid id');
    expect(() => writeGroup(change({ after: { name: 'K', scope: 'everything', tags: [] } }))).toThrow(
      'after.scope',
    );
    expect(() => writeGroup(change({ action: 'noop' }))).toThrow('a noop needs none');
  });
});
