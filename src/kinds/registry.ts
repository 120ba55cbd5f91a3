import type { Kind } from '../model/plan.js';
import { adminRoleKind } from './admin-role/spec.js';
import type { KindSpec } from './kind-spec.js';
import { sentryKind } from './sentry/spec.js';
import { targetGroupKind } from './target-group/spec.js';

/**
 * The managed kinds, one spec each. `satisfies Record<Kind, KindSpec>` makes the compiler refuse a kind
 * without a spec (and a spec of no kind). The key order is the order scopes are read and planned in:
 * an organization's roles, its sentry lists, then its networks' target groups; a change's place in data
 * order is its spec's `rank`.
 */
export const KIND_SPECS = {
  adminRole: adminRoleKind,
  sentry: sentryKind,
  targetGroup: targetGroupKind,
} as const satisfies Record<Kind, KindSpec>;

/** Every kind, in read and plan order. */
export const KINDS = Object.keys(KIND_SPECS) as Kind[];

export { adminRoleKind, sentryKind, targetGroupKind };

export function kindSpec(kind: Kind): KindSpec {
  return KIND_SPECS[kind];
}
