import type {
  DesiredAdminRole,
  DesiredNetwork,
  DesiredOrganization,
  DesiredSentryAssignment,
  DesiredSentryPolicy,
  DesiredTargetGroup,
  OwnershipPolicy,
} from '../model/desired.js';

/*
 * The shape of a config file as written, after schema validation and before normalization. Each type is
 * derived from its desired-state counterpart, so a field added to the model shows up here (and the
 * schema/type drift test in test/config fails until schemas/smform.schema.json follows).
 */

/** Every key optional: unset keys inherit (network from organization, organization from the defaults). */
export type ConfigPolicy = Partial<OwnershipPolicy>;

export type ConfigTargetGroup = Omit<DesiredTargetGroup, 'source' | 'tags' | 'protected'> & {
  tags?: string[];
  protected?: boolean;
};

export type ConfigAdminRole = Omit<DesiredAdminRole, 'source' | 'tags' | 'protected'> & {
  tags?: string[];
  protected?: boolean;
};

/** Written `smNetwork`; normalized to `smNetworkId`. */
export type ConfigSentryPolicy = Omit<DesiredSentryPolicy, 'source' | 'tags' | 'smNetworkId'> & {
  smNetwork: string;
  tags?: string[];
};

/** Written `network`; normalized to `networkId`. */
export type ConfigSentryAssignment = Omit<
  DesiredSentryAssignment,
  'source' | 'networkId' | 'policies' | 'protected'
> & {
  network: string;
  policies: ConfigSentryPolicy[];
  protected?: boolean;
};

export type ConfigNetwork = Omit<DesiredNetwork, 'source' | 'policy' | 'targetGroups'> & {
  policy?: ConfigPolicy;
  targetGroups?: ConfigTargetGroup[];
};

export type ConfigOrganization = Omit<
  DesiredOrganization,
  'source' | 'policy' | 'adminRoles' | 'sentryPolicies' | 'networks'
> & {
  policy?: ConfigPolicy;
  adminRoles?: ConfigAdminRole[];
  sentryPolicies?: ConfigSentryAssignment[];
  networks?: ConfigNetwork[];
};

export interface ConfigFile {
  organizations?: ConfigOrganization[];
}
