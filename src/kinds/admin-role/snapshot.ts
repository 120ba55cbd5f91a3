import type { LiveAdminRole } from '../../model/live.js';
import { ROLE_SCOPES, type RoleScope } from '../../model/scope.js';
import type { Json, SnapshotReader } from '../snapshot-reader.js';

function roleScope(r: SnapshotReader, record: Json, where: string): RoleScope {
  const value = record['scope'];
  if (!(ROLE_SCOPES as readonly unknown[]).includes(value)) r.fail(`${where}.scope`, 'is not a role scope');
  return value as RoleScope;
}

/** An admin role as a snapshot or backup records it. */
export function readRole(r: SnapshotReader, raw: unknown, where: string): LiveAdminRole {
  const g = r.object(raw, where);
  return {
    roleId: r.string(g, 'roleId', where),
    name: r.string(g, 'name', where),
    scope: roleScope(r, g, where),
    tags: r.tags(g, where),
  };
}
