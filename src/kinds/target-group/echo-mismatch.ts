import type { DesiredOrganization, DesiredTargetGroup, TargetGroupScopeEcho } from '../../model/desired.js';
import type { LiveTargetGroup } from '../../model/live.js';
import type { Diagnostic } from '../../model/source.js';
import { compareCodePoints } from '../../canonical/compare.js';

/*
 * A target-group echo setting that does not fit the Dashboard makes plan propose false updates (every
 * group "changing" from none, or losing its tags). Before any refusal, the plan names the signature it
 * sees and the doctor command that settles it (issue 30). Pure: declared and live groups in, a notice out.
 */

/** One network's declared and live target groups, as the planner compared them. */
export interface ComparedGroups {
  networkId: string;
  declared: readonly DesiredTargetGroup[];
  live: readonly LiveTargetGroup[];
}

const TAGGED = new Set(['withAny', 'withAll', 'withoutAny', 'withoutAll']);
/** Fewer matches than this prove nothing: one group may simply have been changed on the Dashboard. */
const MIN_MATCHES = 2;

interface Pair {
  declared: DesiredTargetGroup;
  live: LiveTargetGroup;
}

/** One network's declared groups paired with the live group each answers to. */
function networkPairs({ declared, live }: ComparedGroups): Pair[] {
  const byName = new Map(live.map((group) => [group.name, group]));
  const byId = new Map(live.map((group) => [group.id, group]));
  return declared.flatMap((group) => {
    const found = (group.id === undefined ? undefined : byId.get(group.id)) ?? byName.get(group.name);
    return found === undefined ? [] : [{ declared: group, live: found }];
  });
}

function pairs(networks: readonly ComparedGroups[]): Pair[] {
  return networks.flatMap(networkPairs);
}

/**
 * Whether one group each already breaks both signatures an `echoed` setting is checked for (a scoped group
 * read back scoped, a tagged group read back with tags): then there is nothing to count. A fleet of 4,000
 * networks answers after its first group instead of pairing all 100,000.
 */
function echoedFits(networks: readonly ComparedGroups[]): boolean {
  let scopedBack = false;
  let taggedBack = false;
  for (const network of networks) {
    for (const { declared, live } of networkPairs(network)) {
      if (declared.scope !== 'none' && live.scope !== 'none') scopedBack = true;
      if (TAGGED.has(declared.scope) && declared.tags.length > 0 && live.scope === declared.scope)
        taggedBack ||= live.tags.length > 0;
      if (scopedBack && taggedBack) return true;
    }
  }
  return false;
}

/** What the live groups show against the setting, and the setting they call for. */
function signature(
  setting: TargetGroupScopeEcho,
  matched: readonly Pair[],
  live: readonly LiveTargetGroup[],
): { seen: string; implied: TargetGroupScopeEcho } | undefined {
  const scoped = matched.filter((pair) => pair.declared.scope !== 'none');
  if (
    setting !== 'writeOnly' &&
    scoped.length >= MIN_MATCHES &&
    scoped.every((p) => p.live.scope === 'none')
  ) {
    return {
      seen: `all ${scoped.length} target groups declared with a scope read back as scope none`,
      implied: 'writeOnly',
    };
  }
  const tagged = matched.filter(
    (p) => TAGGED.has(p.declared.scope) && p.declared.tags.length > 0 && p.live.scope === p.declared.scope,
  );
  if (setting === 'echoed' && tagged.length >= MIN_MATCHES && tagged.every((p) => p.live.tags.length === 0)) {
    return {
      seen: `all ${tagged.length} target groups declared with tags read back with their scope keyword and no tags`,
      implied: 'keywordOnly',
    };
  }
  const withTags = live.filter((group) => TAGGED.has(group.scope) && group.tags.length > 0);
  if (setting !== 'echoed' && withTags.length > 0) {
    return {
      seen: `${withTags.length} live target groups read back with their tags, which targetGroupScope: ${setting} says the Dashboard does not give back`,
      implied: 'echoed',
    };
  }
  return undefined;
}

/** The notice for an organization whose live target groups show the signature of another echo form. */
export function echoMismatchNotice(
  org: DesiredOrganization,
  networks: readonly ComparedGroups[],
): Diagnostic[] {
  const setting = org.policy.liveEcho?.targetGroupScope ?? 'echoed';
  if (setting === 'echoed' && echoedFits(networks)) return [];
  const live = networks.flatMap((network) => network.live);
  const found = signature(setting, pairs(networks), live);
  // The first network id in code-point order, so the notice does not depend on the order networks arrive in.
  const [first] = networks.map((network) => network.networkId).sort(compareCodePoints);
  if (found === undefined || first === undefined) return [];
  return [
    {
      severity: 'warning',
      code: 'echo-mismatch',
      message: `ECHO SETTING MAY NOT FIT THE DASHBOARD: in organization ${org.id}, ${found.seen}, the signature of targetGroupScope: ${found.implied}; the organization uses targetGroupScope: ${setting}${org.policy.liveEcho?.targetGroupScope === undefined ? ' (the default)' : ''}, so this plan's target-group updates may be false`,
      hint: `run \`smform doctor\` with this config (it checks the echo form of every declared network) or \`smform doctor --write-probe ${first}\`, and set policy.liveEcho.targetGroupScope as it says before applying (docs/doctor.md)`,
      source: org.source,
    },
  ];
}
