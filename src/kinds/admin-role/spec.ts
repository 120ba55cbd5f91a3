import { readRole } from './snapshot.js';
import type { DesiredAdminRole } from '../../model/desired.js';
import type { LiveAdminRole } from '../../model/live.js';
import {
  diffAdminRole,
  normalizeAdminRole,
  readAdminRole,
  readAdminRoles,
  adminRoleWrite,
  readAdminRoleChange,
  type CanonicalAdminRole,
} from './admin-roles.js';
import { adminRoleLiveRecord } from './live-record.js';
import { namedKind } from '../named-kind.js';
import { Operation } from '../operations.js';
import { smNetworksOf } from '../sm-networks.js';

const PAGE_SIZE = 1000;

/** Limited-access admin roles: named objects of an organization, pinned by `roleId`. */
export const adminRoleKind = namedKind<DesiredAdminRole, LiveAdminRole, CanonicalAdminRole>({
  parts: {
    kind: 'adminRole',
    label: 'admin role',
    pinKey: 'roleId',
    pinnedId: (desired) => desired.roleId,
    liveId: (live) => live.roleId,
    normalizeDesired: normalizeAdminRole,
    normalizeLive: normalizeAdminRole,
    liveRecord: adminRoleLiveRecord,
    diff: diffAdminRole,
  },
  plural: 'admin roles',
  configKey: 'adminRoles',
  rank: 0,
  owner: 'org',
  readPart: 'adminRoles',
  devicesCountedIn: 'organization',
  listRead: {
    operationId: Operation.readAdminRoles,
    paginate: true,
    params: (orgId) => ({ organizationId: orgId, perPage: PAGE_SIZE }),
  },
  describeScope: (orgId) => `the admin roles of organization ${orgId}`,
  declaredScopes: (org) => (org.adminRoles === undefined ? [] : [{ networkId: '', objects: org.adminRoles }]),
  liveObjects: (org) => org.adminRoles,
  readOne: (raw, change) => readAdminRole(raw, change.orgId),
  placeRead: (org, _networkId, raw) => {
    org.adminRoles = readAdminRoles(raw, org.id);
  },
  declaredObjects: (org) => org.adminRoles,
  placeDeclared: (org, _networkId, roles) => {
    org.adminRoles = roles;
  },
  readSnapshot: (r, raw, where, { org }) => {
    if (org === undefined) return;
    org.adminRoles = r.list(raw, where).map((x, i) => readRole(r, x, `${where}[${i}]`));
  },
  copyRead: (from, into) => {
    if (from.adminRoles === undefined) return false;
    into.adminRoles = from.adminRoles;
    return true;
  },
  exportEntry: (role, pinned) => ({
    name: role.name,
    ...(pinned ? { roleId: role.roleId } : {}),
    scope: role.scope,
    tags: role.tags,
  }),
  restoreDeclaration: (role, how) => ({
    name: role.name,
    ...(how.pinned ? { roleId: role.roleId } : {}),
    scope: role.scope,
    tags: role.tags,
    protected: how.protected,
    source: how.source,
  }),
  // A role belongs to the organization: it selects from every SM network the config declares there.
  scopeNetworks: (change, desired) => {
    const org = desired.organizations.find((candidate) => candidate.id === change.orgId);
    return org === undefined ? [] : smNetworksOf(org);
  },
  readChange: readAdminRoleChange,
  write: adminRoleWrite,
});
