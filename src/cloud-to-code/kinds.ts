import { kindSpec } from '../kinds/registry.js';
import type { Kind } from '../model/plan.js';
import { adminRoleAdoption } from './admin-role.js';
import type { KindAdoption } from './kind-adoption.js';
import { sentryAdoption } from './sentry.js';
import { targetGroupAdoption } from './target-group.js';

/**
 * Adoption per kind. A kind without one gives the reason `adopt` leaves it to the admin in its spec
 * (`notAdopted`); test/cloud-to-code/adopt.test.ts fails for a built-in kind that does neither.
 */
export const KIND_ADOPTIONS = {
  adminRole: adminRoleAdoption,
  sentry: sentryAdoption,
  targetGroup: targetGroupAdoption,
} as const satisfies Partial<Record<Kind, KindAdoption>>;

/** How `adopt` takes an object of `kind`, or why it does not (its spec's reason; a generic one). */
export function adoptionOf(kind: Kind): KindAdoption | string {
  const adoption: KindAdoption | undefined = (KIND_ADOPTIONS as Partial<Record<Kind, KindAdoption>>)[kind];
  return adoption ?? kindSpec(kind).notAdopted ?? `adopt does not edit ${kindSpec(kind).plural}`;
}
