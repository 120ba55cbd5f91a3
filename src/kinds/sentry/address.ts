import { kindAddress, kindScope } from '../kind-spec.js';

/** The scope of an organization's sentry lists: `org/<id>/sentry`. */
export const sentryScope = (orgId: string): string => kindScope('sentry', 'org', orgId, '');

/** One network's sentry list in its organization's scope (a list is addressed by its network). */
export const sentryAddress = (orgId: string, networkId: string): string =>
  kindAddress('sentry', 'org', orgId, '', networkId);

/** The scope in words, for messages: `the sentry policies of organization 1`. */
export const sentryScopeInWords = (orgId: string): string => `the sentry policies of organization ${orgId}`;
