import type { ConfigDeviceTags } from './device-tag/config.js';

/*
 * The config sections of the kinds added through the registry, as written (after the schema): the
 * config loader's types take them from here, so a kind's section is typed without the loader naming it.
 */

/** The sections a network may hold, by config key. */
export interface RegisteredNetworkSections {
  deviceTags?: ConfigDeviceTags;
}

/** The sections an organization may hold, by config key (none yet). */
export type RegisteredOrganizationSections = Record<never, never>;

/** A template of a registered kind is a whole section, as a scope writes it: `templates.<key>.<name>`. */
export type RegisteredTemplates = {
  [K in keyof (RegisteredNetworkSections & RegisteredOrganizationSections)]?: Record<
    string,
    NonNullable<(RegisteredNetworkSections & RegisteredOrganizationSections)[K]>
  >;
};
