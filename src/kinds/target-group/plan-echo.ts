import type { DesiredOrganization, DesiredTargetGroup, TargetGroupScopeEcho } from '../../model/desired.js';
import type { LiveTargetGroup } from '../../model/live.js';
import type { CanonicalTargetGroup } from './target-groups.js';
import type { Diagnostic } from '../../model/source.js';
import type { NamedParts } from '../kind-spec.js';

type TargetGroupSpec = NamedParts<DesiredTargetGroup, LiveTargetGroup, CanonicalTargetGroup>;

/** The fields of a target group a Dashboard that echoes so does not give back, so they cannot be compared. */
export function unechoedTargetGroupFields(echo: TargetGroupScopeEcho | undefined): readonly string[] {
  if (echo === 'writeOnly') return ['scope', 'tags'];
  if (echo === 'keywordOnly') return ['tags'];
  return [];
}

/**
 * The target-group spec for an organization's echo: what the Dashboard does not give back is not diffed
 * (it is still written on create and on every update, from the declaration).
 */
export function targetGroupSpecFor(
  spec: TargetGroupSpec,
  echo: TargetGroupScopeEcho | undefined,
): TargetGroupSpec {
  const unechoed = unechoedTargetGroupFields(echo);
  if (unechoed.length === 0) return spec;
  return {
    ...spec,
    diff: (before, after) => spec.diff(before, after).filter((c) => !unechoed.includes(c.path)),
  };
}

/** One warning per organization whose target-group scope is not compared: the plan cannot see it move. */
export function unverifiedScopeWarning(org: DesiredOrganization, networks: number): Diagnostic[] {
  const echo = org.policy.liveEcho?.targetGroupScope;
  const unechoed = unechoedTargetGroupFields(echo);
  if (unechoed.length === 0 || networks === 0) return [];
  const what = unechoed.join(' and ');
  return [
    {
      severity: 'warning',
      code: 'scope-not-compared',
      message: `organization ${org.id} sets policy.liveEcho.targetGroupScope: ${echo ?? ''}, so the ${what} of its target groups (${networks} network${networks === 1 ? '' : 's'}) are written but not compared: a ${what} changed only in the Dashboard, or only in the config, is not planned`,
      hint: 'a name change (or a create) writes the declared scope; `smform doctor --write-probe NETWORK_ID` shows what the Dashboard echoes',
      source: org.source,
    },
  ];
}
