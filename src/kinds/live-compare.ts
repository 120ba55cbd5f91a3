import type { LiveSentryAssignment } from '../model/live.js';
import { plural } from '../text/plural.js';

/** A named live object as far as it is compared: a target group, an admin role (a scope and tags), or another kind's. */
export interface NamedLive {
  name: string;
  scope?: string;
  tags?: readonly string[];
}

/** Scopes that select by tags; for `all` and `none` the API keeps no tags, so tags are not compared. */
const UNTAGGED = new Set(['all', 'none']);

interface Scoped {
  name?: unknown;
  scope?: unknown;
  tags?: unknown;
}

const sortedTags = (tags: unknown): string[] =>
  Array.isArray(tags) ? [...new Set(tags.map((t) => String(t).trim()))].sort() : [];

/**
 * Why a live object differs from the desired (`after`) side of a change, or undefined when it matches:
 * name, scope keyword, and the tag set for tag-selecting scopes.
 */
export function describeMismatch(live: NamedLive, after: Record<string, unknown>): string | undefined {
  const want = after as Scoped;
  const problems: string[] = [];
  if (typeof want.name === 'string' && live.name !== want.name) {
    problems.push(`name is ${JSON.stringify(live.name)}, expected ${JSON.stringify(want.name)}`);
  }
  if (typeof want.scope === 'string' && live.scope !== want.scope) {
    problems.push(`scope is ${live.scope}, expected ${want.scope}`);
  }
  if (typeof want.scope === 'string' && !UNTAGGED.has(want.scope)) {
    const a = sortedTags(live.tags).join(', ');
    const b = sortedTags(want.tags).join(', ');
    if (a !== b) problems.push(`tags are [${a}], expected [${b}]`);
  }
  return problems.length === 0 ? undefined : problems.join('; ');
}

export interface PolicyLike {
  smNetworkId?: unknown;
  groupPolicyId?: unknown;
  scope?: unknown;
  tags?: unknown;
}

const policyKey = (p: PolicyLike): string =>
  JSON.stringify([
    p.smNetworkId,
    p.groupPolicyId,
    p.scope,
    typeof p.scope === 'string' && UNTAGGED.has(p.scope) ? [] : sortedTags(p.tags),
  ]);

/** Why a network's live sentry list differs from the desired list (both highest priority first). */
export function describeSentryMismatch(
  live: LiveSentryAssignment | undefined,
  desiredPolicies: readonly PolicyLike[],
): string | undefined {
  const have = (live?.policies ?? []).map(policyKey);
  const want = desiredPolicies.map(policyKey);
  if (have.length === want.length && have.every((key, i) => key === want[i])) return undefined;
  return `the live list of ${plural(have.length, 'policy', 'policies')} differs from the ${want.length} declared (content or order)`;
}
