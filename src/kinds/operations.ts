/**
 * The Dashboard API operations the managed kinds read and write, spelled exactly as the operation table
 * (operations.json) spells them, so the applier can hand them to the client unchanged.
 */
export const Operation = {
  readTargetGroups: 'getNetworkSmTargetGroups',
  createTargetGroup: 'createNetworkSmTargetGroup',
  updateTargetGroup: 'updateNetworkSmTargetGroup',
  deleteTargetGroup: 'deleteNetworkSmTargetGroup',
  readAdminRoles: 'getOrganizationSmAdminsRoles',
  createAdminRole: 'createOrganizationSmAdminsRole',
  updateAdminRole: 'updateOrganizationSmAdminsRole',
  deleteAdminRole: 'deleteOrganizationSmAdminsRole',
  readSentryAssignments: 'getOrganizationSmSentryPoliciesAssignmentsByNetwork',
  updateSentryAssignments: 'updateOrganizationSmSentryPoliciesAssignments',
  readDevices: 'getNetworkSmDevices',
  readGroupPolicies: 'getNetworkGroupPolicies',
  modifyDeviceTags: 'modifyNetworkSmDevicesTags',
} as const;

export type ReadOperationId =
  | typeof Operation.readTargetGroups
  | typeof Operation.readAdminRoles
  | typeof Operation.readSentryAssignments
  | typeof Operation.readDevices;

export type WriteOperationId =
  | typeof Operation.createTargetGroup
  | typeof Operation.updateTargetGroup
  | typeof Operation.deleteTargetGroup
  | typeof Operation.createAdminRole
  | typeof Operation.updateAdminRole
  | typeof Operation.deleteAdminRole
  | typeof Operation.updateSentryAssignments
  | typeof Operation.modifyDeviceTags;

/** One API call the applier makes: the operation and its flat parameters (path and body, by name). */
export interface WriteRequest {
  operationId: WriteOperationId;
  params: Record<string, unknown>;
}
