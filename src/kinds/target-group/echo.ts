import type { LiveEchoPolicy } from '../../model/desired.js';
import type { LiveTargetGroup } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import { formatScopeString, isTagScopeKeyword } from '../tag-scope.js';
import { liveEchoSetting as setting } from '../live-echo-setting.js';

/*
 * Target groups. Where no source settles what the Dashboard gives back (docs/config.md, policy.liveEcho), a write that
 * does not come back as written is diagnosed here: which field, on which object, what was sent and what
 * came back, the known explanation, and the setting that adapts smform to it. The verification calls
 * these first; what they do not explain, it reports as before.
 */

const UNTAGGED = new Set(['all', 'none']);

const tagList = (tags: readonly string[]): string => `[${[...tags].sort().join(', ')}]`;

/** The fields a target group's setting leaves uncompared. */
function unechoed(echo: LiveEchoPolicy | undefined): string[] {
  const scope = echo?.targetGroupScope;
  return scope === 'writeOnly' ? ['scope', 'tags'] : scope === 'keywordOnly' ? ['tags'] : [];
}

/**
 * The desired side of a target-group change as far as it can be checked: the fields the organization's
 * Dashboard does not echo are taken from the live object, so they are not compared.
 */
export function comparableAfter(
  after: Record<string, unknown>,
  live: LiveTargetGroup,
  echo: LiveEchoPolicy | undefined,
): Record<string, unknown> {
  const skip = unechoed(echo);
  const comparable = { ...after };
  if (skip.includes('scope')) comparable['scope'] = live.scope;
  if (skip.includes('tags')) comparable['tags'] = [...live.tags];
  return comparable;
}

/**
 * A written target group whose scope or tags came back otherwise, explained: the Dashboard does not echo
 * the scope (or the tags). Undefined when the scope came back as written or the setting already says so.
 */
export function diagnoseTargetGroupEcho(
  change: Change,
  live: LiveTargetGroup,
  echo: LiveEchoPolicy | undefined,
): string | undefined {
  const after = change.after;
  if (after === null || change.action === 'delete') return undefined;
  const scope = after['scope'];
  const tags = Array.isArray(after['tags']) ? after['tags'].map(String) : [];
  if (!isTagScopeKeyword(scope)) return undefined;
  const skip = unechoed(echo);
  // Made only for a message: a write that came back as written formats nothing.
  const sent = () => JSON.stringify(formatScopeString(scope, tags));
  const name = `target group ${JSON.stringify(String(after['name']))} (id ${live.id}) in network ${change.networkId ?? '?'}`;
  const cameBack = `came back as scope ${live.scope} with tags ${tagList(live.tags)}`;
  if (!skip.includes('scope') && live.scope !== scope) {
    return `${name}: scope was written as ${sent()} but ${cameBack}; the Dashboard does not echo target-group scope. Adapt smform: ${setting(change.orgId, 'targetGroupScope', 'writeOnly')}`;
  }
  // Tags written under a tagged keyword that came back as none at all (other tags are a real difference).
  const tagged = !UNTAGGED.has(scope) && tags.length > 0;
  if (!skip.includes('tags') && tagged && live.tags.length === 0) {
    return `${name}: tags were written as ${tagList(tags)} (scope ${sent()}) but ${cameBack}; the Dashboard does not echo target-group tags. Adapt smform: ${setting(change.orgId, 'targetGroupScope', 'keywordOnly')}`;
  }
  return undefined;
}
