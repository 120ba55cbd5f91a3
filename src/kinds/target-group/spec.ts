import { readGroup } from './snapshot.js';
import type { DesiredTargetGroup } from '../../model/desired.js';
import type { LiveTargetGroup } from '../../model/live.js';
import { comparableAfter, diagnoseTargetGroupEcho } from './echo.js';
import { targetGroupSpecFor, unverifiedScopeWarning } from './plan-echo.js';
import { echoMismatchNotice } from './echo-mismatch.js';
import { targetGroupLiveRecord } from './live-record.js';
import type { NamedParts } from '../kind-spec.js';
import { namedKind } from '../named-kind.js';
import { effectiveTags } from '../tag-scope.js';
import { Operation } from '../operations.js';
import {
  diffTargetGroup,
  normalizeTargetGroup,
  readTargetGroup,
  readTargetGroups,
  targetGroupWrite,
  readTargetGroupChange,
  type CanonicalTargetGroup,
} from './target-groups.js';

const targetGroupParts: NamedParts<DesiredTargetGroup, LiveTargetGroup, CanonicalTargetGroup> = {
  kind: 'targetGroup',
  label: 'target group',
  pinKey: 'id',
  pinnedId: (desired) => desired.id,
  liveId: (live) => live.id,
  normalizeDesired: normalizeTargetGroup,
  normalizeLive: normalizeTargetGroup,
  liveRecord: targetGroupLiveRecord,
  diff: diffTargetGroup,
};

/** Target groups: named objects of a network, pinned by `id`. */
export const targetGroupKind = namedKind<DesiredTargetGroup, LiveTargetGroup, CanonicalTargetGroup>({
  parts: targetGroupParts,
  plural: 'target groups',
  configKey: 'targetGroups',
  rank: 1,
  owner: 'network',
  readPart: 'networks',
  devicesCountedIn: 'own network',
  listRead: {
    operationId: Operation.readTargetGroups,
    paginate: false,
    params: (_orgId, networkId) => ({ networkId }),
  },
  describeScope: (_orgId, networkId) => `the target groups of network ${networkId}`,
  declaredScopes: (org) =>
    org.networks.flatMap((network) =>
      network.targetGroups === undefined ? [] : [{ networkId: network.id, objects: network.targetGroups }],
    ),
  liveObjects: (org, networkId) => org.networks.find((network) => network.id === networkId)?.targetGroups,
  readOne: (raw, change) => readTargetGroup(raw, change.networkId ?? ''),
  placeRead: (org, networkId, raw) => {
    org.networks.push({ id: networkId, targetGroups: readTargetGroups(raw, networkId) });
  },
  readSnapshot: (r, raw, where, { network }) => {
    if (network === undefined) return;
    network.targetGroups = r.list(raw, where).map((g, i) => readGroup(r, g, `${where}[${i}]`));
  },
  copyRead: (from, into, networkId) => {
    const targetGroups = from.networks.find((network) => network.id === networkId)?.targetGroups;
    if (targetGroups === undefined) return false;
    const network = into.networks.find((candidate) => candidate.id === networkId);
    if (network === undefined) into.networks.push({ id: networkId, targetGroups });
    else network.targetGroups = targetGroups;
    return true;
  },
  scopeNetworks: (change) => (change.networkId === undefined ? [] : [change.networkId]),
  exportEntry: (group, pinned) => {
    const tags = effectiveTags(group.scope, group.tags);
    return {
      name: group.name,
      ...(pinned ? { id: group.id } : {}),
      scope: group.scope,
      ...(tags.length > 0 ? { tags } : {}),
    };
  },
  declaredObjects: (org, networkId) => org.networks.find((network) => network.id === networkId)?.targetGroups,
  placeDeclared: (org, networkId, groups) => {
    const network = org.networks.find((candidate) => candidate.id === networkId);
    if (network !== undefined) network.targetGroups = groups;
  },
  restoreDeclaration: (group, how) => ({
    name: group.name,
    ...(how.pinned ? { id: group.id } : {}),
    scope: group.scope,
    tags: group.tags,
    protected: how.protected,
    source: how.source,
  }),
  echo: {
    diagnose: diagnoseTargetGroupEcho,
    comparable: comparableAfter,
  },
  readChange: readTargetGroupChange,
  write: targetGroupWrite,
  // What the organization's Dashboard does not echo is written but not diffed.
  partsFor: (policy) => targetGroupSpecFor(targetGroupParts, policy.liveEcho?.targetGroupScope),
  // The echo-mismatch notice comes first: it explains the updates and refusals that follow.
  planWarnings: (org, compared) => [
    ...echoMismatchNotice(org, compared),
    ...unverifiedScopeWarning(org, compared.length),
  ],
});
