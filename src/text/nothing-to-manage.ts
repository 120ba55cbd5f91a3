/** A kind the wording names: its config key, and whether an organization or its networks declare it. */
export interface ManagedKey {
  owner: 'org' | 'network';
  configKey: string;
}

/**
 * The one wording of the warning, shared by `validate` (a config rule) and `plan` (the planner); `more`:
 * the kinds added through the registry, named after the built-in ones.
 */
export function nothingToManageMessage(orgId: string, more: readonly ManagedKey[] = []): string {
  const keys = [
    'no adminRoles',
    'no sentryPolicies',
    'no network with targetGroups',
    ...more.map(({ owner, configKey }) =>
      owner === 'org' ? `no ${configKey}` : `no network with ${configKey}`,
    ),
  ];
  return `nothing to manage in organization ${orgId}: it declares ${keys.slice(0, -1).join(', ')} and ${keys.at(-1) ?? ''}`;
}

export const NOTHING_TO_MANAGE_HINT =
  'declare what smform should manage (docs/config.md), or start from `smform export --org ID`';
