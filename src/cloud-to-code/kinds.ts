import type { Kind } from '../model/plan.js';
import { adminRoleAdoption } from './admin-role.js';
import type { KindAdoption } from './kind-adoption.js';
import { sentryAdoption } from './sentry.js';
import { targetGroupAdoption } from './target-group.js';

/**
 * Adoption per kind: a new kind is refused by the compiler until it says how it is adopted, or gives the
 * reason `adopt` leaves it to the admin.
 */
export const KIND_ADOPTIONS = {
  adminRole: adminRoleAdoption,
  sentry: sentryAdoption,
  targetGroup: targetGroupAdoption,
  // A tag's membership may come from selectors and CSV files: only the admin knows which to change.
  deviceTag: 'adopt does not edit deviceTags: change the serials or selectors of the tag in the config',
} as const satisfies Record<Kind, KindAdoption | string>;
