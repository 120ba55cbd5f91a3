import { defined } from '../../canonical/defined.js';
import type {
  DesiredOrganization,
  DesiredSentryAssignment,
  DesiredSentryPolicy,
} from '../../model/desired.js';
import type { LiveGroupPolicy, LiveOrganization } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import type { Diagnostic } from '../../model/source.js';
import { isRecord, liveDataError, optionalString } from '../json.js';
import { normalizeSentryPolicy, sameSentryPolicy } from './sentry.js';

/*
 * Group policies named in a sentry list: `groupPolicy: "Guest WiFi"` resolved to its id, and every id
 * checked, against the group policies of the network the list is for (getNetworkGroupPolicies). Pure:
 * the reads happen at the edge (src/live/group-policies.ts), the planner resolves from what was read.
 */

/** `getNetworkGroupPolicies` answers a plain array of group policies. */
export function readGroupPolicies(raw: unknown, networkId: string): LiveGroupPolicy[] {
  if (!Array.isArray(raw)) throw liveDataError(`the group policies of network ${networkId} are not a list`);
  return raw.map((entry) => {
    const id = isRecord(entry) ? optionalString(entry, 'groupPolicyId') : undefined;
    const name = isRecord(entry) ? entry['name'] : undefined;
    if (id === undefined || typeof name !== 'string') {
      throw liveDataError(`a group policy of network ${networkId} lacks groupPolicyId or name`);
    }
    return { groupPolicyId: id, name };
  });
}

const usesNames = (list: DesiredSentryAssignment): boolean =>
  list.policies.some((policy) => policy.groupPolicy !== undefined);

/**
 * The networks whose group policies the plan needs: a declared list in view that names a group policy,
 * or that would write ids the live list does not already hold as declared (an unchanged list by id needs
 * no read: the Dashboard holds those ids). Networks whose group policies are at hand are left out.
 */
export function groupPolicyNetworks(
  org: DesiredOrganization,
  live: LiveOrganization,
  inView: (list: DesiredSentryAssignment) => boolean,
  every = false,
): string[] {
  const needed = new Set<string>();
  for (const list of org.sentryPolicies ?? []) {
    if (list.policies.length === 0 || !inView(list) || live.groupPolicies?.[list.networkId] !== undefined)
      continue;
    const current = (live.sentryPolicies ?? []).find((entry) => entry.networkId === list.networkId);
    const before = (current?.policies ?? []).map(normalizeSentryPolicy);
    const after = list.policies.map(normalizeSentryPolicy);
    const same =
      before.length === after.length &&
      after.every((policy, i) => {
        const other = before[i];
        return other !== undefined && sameSentryPolicy(policy, other);
      });
    if (every || usesNames(list) || !same) needed.add(list.networkId);
  }
  return [...needed];
}

/** What resolving an organization's sentry lists yields. */
export interface ResolvedGroupPolicies {
  /** The declared lists with every name resolved to its id (a list with a problem keeps its own). */
  declared: DesiredSentryAssignment[];
  /** Networks whose list has a problem: their changes are left out of the plan (its errors refuse it). */
  failed: Set<string>;
  diagnostics: Diagnostic[];
  /** For the lists that name group policies: each id's name in that network, to show both. */
  names: Map<string, Map<string, string>>;
}

const listed = (policies: readonly LiveGroupPolicy[]): string =>
  policies.length === 0
    ? 'it has none'
    : `it has ${policies.map((p) => `${JSON.stringify(p.name)} (${p.groupPolicyId})`).join(', ')}`;

function problem(
  policy: DesiredSentryPolicy,
  code: string,
  message: string,
  hint: string,
  severity: Diagnostic['severity'] = 'error',
): Diagnostic {
  return { severity, code, message, hint, source: policy.source };
}

/** One policy's group policy, resolved and checked; a diagnostic when it is not one of the network's. */
function resolvePolicy(
  networkId: string,
  policy: DesiredSentryPolicy,
  policies: readonly LiveGroupPolicy[] | undefined,
): { id?: string; diagnostic?: Diagnostic } {
  const name = policy.groupPolicy;
  if (policies === undefined) {
    if (name === undefined) return { id: policy.groupPolicyId };
    return {
      diagnostic: problem(
        policy,
        'group-policies-not-read',
        `the group policies of network ${networkId} were not read, so groupPolicy ${JSON.stringify(name)} cannot be resolved`,
        'plan against the Dashboard, or take the snapshot again with this smform version (it records the group policies a sentry list names)',
      ),
    };
  }
  if (name === undefined) {
    if (policies.some((p) => p.groupPolicyId === policy.groupPolicyId)) return { id: policy.groupPolicyId };
    if (policies.length === 0) {
      // Seeds and organizations that answer no group policies at all: nothing to check against.
      return {
        id: policy.groupPolicyId,
        diagnostic: problem(
          policy,
          'group-policy-unchecked',
          `network ${networkId} answers no group policies, so groupPolicyId ${policy.groupPolicyId} cannot be checked`,
          'check the id on the Dashboard (Network-wide > Group policies); the sentry write fails if the network lacks it',
          'warning',
        ),
      };
    }
    return {
      diagnostic: problem(
        policy,
        'group-policy-unknown',
        `groupPolicyId ${policy.groupPolicyId} is not a group policy of network ${networkId} (${listed(policies)})`,
        'use one of the ids listed, or name the group policy: groupPolicy: "NAME"',
      ),
    };
  }
  const matches = policies.filter((p) => p.name === name);
  const [only] = matches;
  if (only !== undefined && matches.length === 1) return { id: only.groupPolicyId };
  if (matches.length > 1) {
    const ids = matches.map((p) => p.groupPolicyId).join(', ');
    return {
      diagnostic: problem(
        policy,
        'group-policy-ambiguous',
        `groupPolicy ${JSON.stringify(name)} names ${matches.length} group policies of network ${networkId} (ids ${ids})`,
        `name the one meant by its id: groupPolicyId: "${matches[0]?.groupPolicyId ?? ''}" (or rename the others on the Dashboard)`,
      ),
    };
  }
  return {
    diagnostic: problem(
      policy,
      'group-policy-unknown',
      `groupPolicy ${JSON.stringify(name)} is not a group policy of network ${networkId} (${listed(policies)})`,
      'use a name exactly as the Dashboard spells it (Network-wide > Group policies), or groupPolicyId: "ID"',
    ),
  };
}

/**
 * Resolves and checks the group policies of an organization's declared sentry lists against what was
 * read. Names must be read; an id is checked when its network's group policies were read.
 */
export function resolveGroupPolicies(
  org: DesiredOrganization,
  live: LiveOrganization,
  planned: (list: DesiredSentryAssignment) => boolean,
): ResolvedGroupPolicies {
  const declared: DesiredSentryAssignment[] = [];
  const diagnostics: Diagnostic[] = [];
  const names = new Map<string, Map<string, string>>();
  const failedNetworks = new Set<string>();
  for (const list of org.sentryPolicies ?? []) {
    if (!planned(list)) {
      declared.push(list);
      continue;
    }
    const policies = live.groupPolicies?.[list.networkId];
    let failed = false;
    const resolved = list.policies.map((policy) => {
      const { id, diagnostic } = resolvePolicy(list.networkId, policy, policies);
      if (diagnostic !== undefined) diagnostics.push(diagnostic);
      if (id === undefined) failed = true;
      return id === undefined || id === policy.groupPolicyId ? policy : { ...policy, groupPolicyId: id };
    });
    if (failed) {
      declared.push(list);
      failedNetworks.add(list.networkId);
      continue;
    }
    declared.push(resolved.every((p, i) => p === list.policies[i]) ? list : { ...list, policies: resolved });
    if (usesNames(list) && policies !== undefined) {
      names.set(list.networkId, new Map(policies.map((p) => [p.groupPolicyId, p.name])));
    }
  }
  return { declared, diagnostics, names, failed: failedNetworks };
}

/** A policy record with its group policy's name beside the id, when the network has one of that id. */
function named(record: unknown, names: ReadonlyMap<string, string>): unknown {
  if (!isRecord(record) || typeof record['groupPolicyId'] !== 'string') return record;
  const name = names.get(record['groupPolicyId']);
  return name === undefined ? record : { ...record, groupPolicy: name };
}

/**
 * The changes of lists that name group policies, with each policy's name shown beside its id (in the
 * desired list and the policy diff; the live record, which fingerprints cover, is left as read).
 */
export function withGroupPolicyNames(
  changes: readonly Change[],
  names: ReadonlyMap<string, ReadonlyMap<string, string>>,
): Change[] {
  if (names.size === 0) return [...changes];
  return changes.map((change) => {
    const byId = names.get(change.networkId ?? '');
    if (byId === undefined || change.kind !== 'sentry') return change;
    const after = change.after;
    const policies = after?.['policies'];
    return {
      ...change,
      after:
        after === null || !Array.isArray(policies)
          ? after
          : { ...after, policies: policies.map((p) => named(p, byId)) },
      fieldChanges: change.fieldChanges.map((field) =>
        field.policies === undefined
          ? field
          : {
              ...field,
              policies: field.policies.map((p) => ({
                ...p,
                // `named` leaves an absent side absent.
                ...defined({
                  before: named(p.before, byId) as Record<string, unknown> | undefined,
                  after: named(p.after, byId) as Record<string, unknown> | undefined,
                }),
              })),
            },
      ),
    };
  });
}
