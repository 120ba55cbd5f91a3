import type {
  RegisteredNetworkSections,
  RegisteredOrganizationSections,
  RegisteredTemplates,
} from '../kinds/config-sections.js';
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
export type ConfigSentryPolicy = Omit<
  DesiredSentryPolicy,
  'source' | 'tags' | 'smNetworkId' | 'groupPolicyId'
> & {
  smNetwork: string;
  /** Either `groupPolicyId` or `groupPolicy` (checked by the sentry kind's config rule). */
  groupPolicyId?: string;
  tags?: string[];
};

/** Written `network`; normalized to `networkId`. Either `policies` or `use` (a sentryPolicies template). */
export type ConfigSentryAssignment = Omit<
  DesiredSentryAssignment,
  'source' | 'networkId' | 'policies' | 'protected'
> & {
  network: string;
  policies?: ConfigSentryPolicy[];
  use?: string;
  protected?: boolean;
};

/** `use` names templates of the network's kinds, expanded into this network's objects of that kind. */
export type ConfigNetwork = Omit<DesiredNetwork, 'source' | 'policy' | 'targetGroups' | 'kinds'> &
  RegisteredNetworkSections & {
    policy?: ConfigPolicy;
    use?: string[];
    targetGroups?: ConfigTargetGroup[];
  };

export type ConfigOrganization = Omit<
  DesiredOrganization,
  'source' | 'policy' | 'adminRoles' | 'sentryPolicies' | 'networks' | 'kinds'
> &
  RegisteredOrganizationSections & {
    policy?: ConfigPolicy;
    /** Names templates of the organization's kinds (adminRoles), expanded into its objects of that kind. */
    use?: string[];
    adminRoles?: ConfigAdminRole[];
    sentryPolicies?: ConfigSentryAssignment[];
    networks?: ConfigNetwork[];
  };

/**
 * Named reusable sets, by kind: `templates.targetGroups.<name>` is a list of target groups, a registered
 * kind's template is its whole section, as a scope writes it under the kind's config key.
 */
export interface ConfigTemplates extends RegisteredTemplates {
  targetGroups?: Record<string, ConfigTargetGroup[]>;
  adminRoles?: Record<string, ConfigAdminRole[]>;
  sentryPolicies?: Record<string, ConfigSentryPolicy[]>;
}

export interface ConfigFile {
  templates?: ConfigTemplates;
  organizations?: ConfigOrganization[];
}
