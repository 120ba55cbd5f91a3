import type { DesiredAdminRole, DesiredTargetGroup } from '../model/desired.js';
import type { LiveAdminRole, LiveTargetGroup } from '../model/live.js';
import { diffAdminRole, normalizeAdminRole, type CanonicalAdminRole } from '../kinds/admin-roles.js';
import { diffTargetGroup, normalizeTargetGroup, type CanonicalTargetGroup } from '../kinds/target-groups.js';
import { adminRoleLiveRecord, targetGroupLiveRecord } from '../kinds/live-records.js';
import type { ObjectKindSpec } from './plan-objects.js';

export const targetGroupSpec: ObjectKindSpec<DesiredTargetGroup, LiveTargetGroup, CanonicalTargetGroup> = {
  kind: 'targetGroup',
  label: 'target group',
  pinKey: 'id',
  pinnedId: (desired) => desired.id,
  liveId: (live) => live.id,
  normalizeDesired: normalizeTargetGroup,
  normalizeLive: normalizeTargetGroup,
  liveRecord: targetGroupLiveRecord,
  diff: diffTargetGroup,
};

export const adminRoleSpec: ObjectKindSpec<DesiredAdminRole, LiveAdminRole, CanonicalAdminRole> = {
  kind: 'adminRole',
  label: 'admin role',
  pinKey: 'roleId',
  pinnedId: (desired) => desired.roleId,
  liveId: (live) => live.roleId,
  normalizeDesired: normalizeAdminRole,
  normalizeLive: normalizeAdminRole,
  liveRecord: adminRoleLiveRecord,
  diff: diffAdminRole,
};
