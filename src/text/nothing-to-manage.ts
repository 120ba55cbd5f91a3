/** The one wording of the warning, shared by `validate` (a config rule) and `plan` (the planner). */
export function nothingToManageMessage(orgId: string): string {
  return `nothing to manage in organization ${orgId}: it declares no adminRoles, no sentryPolicies and no network with targetGroups`;
}

export const NOTHING_TO_MANAGE_HINT =
  'declare what smform should manage (docs/config.md), or start from `smform export --org ID`';
