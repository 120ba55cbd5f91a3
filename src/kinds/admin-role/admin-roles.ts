import type { TagSet } from '../../model/desired.js';
import type { LiveAdminRole } from '../../model/live.js';
import type { Change, FieldChange } from '../../model/plan.js';
import { ROLE_SCOPES, type RoleScope } from '../../model/scope.js';
import { brokenPlan, changeId, scopedSide } from '../change-fields.js';
import { diffCanonical } from '../canonical-diff.js';
import { isRecord, liveDataError, optionalString, unwrapItems } from '../json.js';
import { Operation, type WriteRequest } from '../operations.js';
import { canonicalTags } from '../../canonical/tags.js';
import { readTags } from '../tags.js';

/** What is compared for a limited-access role: its name, its scope and its tag set. */
export interface CanonicalAdminRole {
  name: string;
  scope: RoleScope;
  tags: TagSet;
}

export function isRoleScope(value: unknown): value is RoleScope {
  return typeof value === 'string' && (ROLE_SCOPES as readonly string[]).includes(value);
}

/** The one normal form for roles, desired and live. Every role scope is tagged, so tags always count. */
export function normalizeAdminRole(role: {
  name: string;
  scope: RoleScope;
  tags: readonly string[];
}): CanonicalAdminRole {
  return { name: role.name, scope: role.scope, tags: canonicalTags(role.tags) };
}

export function readAdminRole(raw: unknown, orgId: string): LiveAdminRole {
  if (!isRecord(raw)) throw liveDataError(`unexpected admin role in organization ${orgId}: not an object`);
  const name = optionalString(raw, 'name');
  if (name === undefined) throw liveDataError(`an admin role in organization ${orgId} has no name`);
  const roleId = optionalString(raw, 'roleId');
  if (roleId === undefined)
    throw liveDataError(`admin role "${name}" in organization ${orgId} has no roleId`);
  const scope = raw['scope'];
  if (!isRoleScope(scope)) {
    throw liveDataError(
      `admin role "${name}" in organization ${orgId} has an unknown scope ${JSON.stringify(scope)}`,
    );
  }
  return { roleId, name, scope, tags: readTags(raw['tags']) };
}

/** Reads `getOrganizationSmAdminsRoles`: an `{items, meta}` envelope, a bare list, or merged pages. */
export function readAdminRoles(raw: unknown, orgId: string): LiveAdminRole[] {
  return unwrapItems(raw, `the admin roles of organization ${orgId}`).map((entry) =>
    readAdminRole(entry, orgId),
  );
}

/** The fields that differ between two canonical forms (name, scope, then tags): every field of the form. */
export function diffAdminRole(before: CanonicalAdminRole, after: CanonicalAdminRole): FieldChange[] {
  return diffCanonical(before, after);
}

/**
 * Reads a plan entry as a role change, once, before its write is built: a plan file is untrusted input,
 * so its tags are made canonical here and the write sends them as they are.
 */
export function readAdminRoleChange(change: Change): Change<CanonicalAdminRole> {
  if (change.kind !== 'adminRole') throw brokenPlan(change, 'kind adminRole');
  const writes = change.action === 'create' || change.action === 'update';
  const after = writes ? scopedSide(change, 'after', isRoleScope) : null;
  const before = change.before === null ? null : scopedSide(change, 'before', isRoleScope);
  return { ...change, before, after };
}

/** The API call for a role change (read by `readAdminRoleChange`); create and update send the full body. */
export function adminRoleWrite(change: Change<CanonicalAdminRole>): WriteRequest {
  const organizationId = change.orgId;
  switch (change.action) {
    case 'create':
    case 'update': {
      const { after } = change;
      if (after === null) throw brokenPlan(change, 'after');
      const body = { name: after.name, scope: after.scope, tags: after.tags };
      return change.action === 'create'
        ? { operationId: Operation.createAdminRole, params: { organizationId, ...body } }
        : {
            operationId: Operation.updateAdminRole,
            params: { organizationId, roleId: changeId(change), ...body },
          };
    }
    case 'delete':
      return { operationId: Operation.deleteAdminRole, params: { organizationId, roleId: changeId(change) } };
    case 'noop':
      throw brokenPlan(change, 'write (a noop needs none)');
  }
}
