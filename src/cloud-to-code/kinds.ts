import type { Kind } from '../model/plan.js';
import { adminRoleAdoption } from './admin-role.js';
import type { KindAdoption } from './kind-adoption.js';
import { sentryAdoption } from './sentry.js';
import { targetGroupAdoption } from './target-group.js';

/** Adoption per kind: a new kind is refused by the compiler until it says how it is adopted. */
export const KIND_ADOPTIONS = {
  adminRole: adminRoleAdoption,
  sentry: sentryAdoption,
  targetGroup: targetGroupAdoption,
} as const satisfies Record<Kind, KindAdoption>;
