import { badRequest, isRecord, isStringArray, queryArray, requireObjectBody } from '../http.js';
import { linkHeader, paginate, readPageRequest } from '../paging.js';
import { isScopeKeyword, SCOPE_KEYWORDS, splitAtSpaces } from '../scope.js';
import { assignId, formatTimestamp, type OrganizationState } from '../store.js';
import type { SentryPolicyRecord } from '../types.js';
import type { RouteContext, RouteHandler } from './context.js';

const DEFAULT_PER_PAGE = 50;

/** One policy of a PUT request, checked. */
interface RequestedPolicy {
  policyId?: string;
  smNetworkId: string;
  scope: string;
  tags: string[];
  groupPolicyId: string;
}

interface RequestedNetwork {
  networkId: string;
  /** As the request lists them: highest priority LAST. */
  policies: RequestedPolicy[];
}

/**
 * GET byNetwork: networks holding policies, paged over networks, each network's policies in ascending
 * order of the priority number (priority "1", the highest, first). The body is an ARRAY holding one
 * `{items, meta}` envelope, as the spec writes it.
 */
const listByNetwork: RouteHandler = (context) => {
  const request = readPageRequest(context.query, DEFAULT_PER_PAGE);
  const filter = queryArray(context.query, 'networkIds');
  const networks = [...context.org.sentry.entries()].filter(
    ([networkId, policies]) => policies.length > 0 && (filter === undefined || filter.includes(networkId)),
  );
  const page = paginate(networks, request);
  const envelope = {
    items: page.items.map(([networkId, policies]) => ({
      networkId,
      policies: presentPolicies(policies, context),
    })),
    meta: { counts: { items: { total: page.total, remaining: page.total - page.end } } },
  };
  return {
    status: 200,
    headers: { Link: linkHeader(page, request.perPage, context.links) },
    body: context.behaviour.sentryEnvelope === 'object' ? envelope : [envelope],
  };
};

/**
 * A network's policies as answered: stored highest priority first with "1" the highest; with
 * `--sentry-priority lowest-first` they are numbered from the other end ("1" the lowest) and listed by
 * that number, ascending.
 */
function presentPolicies(
  policies: readonly SentryPolicyRecord[],
  context: RouteContext,
): SentryPolicyRecord[] {
  const copy = structuredClone([...policies]);
  if (context.behaviour.sentryPriority === 'highest-first') return copy;
  return copy.reverse().map((policy, index) => ({ ...policy, priority: String(index + 1) }));
}

/** Checks the whole PUT body and reports every problem at once. */
function readRequest(body: unknown, org: OrganizationState): RequestedNetwork[] {
  const object = requireObjectBody(body);
  const errors: string[] = [];
  const networks: RequestedNetwork[] = [];
  const seenNetworks = new Set<string>();
  const seenPolicies = new Set<string>();
  const known = new Set([...org.sentry.values()].flatMap((policies) => policies.map((p) => p.policyId)));
  if (!Array.isArray(object['items'])) throw badRequest("'items' is required and must be an array");
  object['items'].forEach((item: unknown, i) => {
    const at = `items[${i}]`;
    if (!isRecord(item)) return void errors.push(`'${at}' must be an object`);
    const networkId = item['networkId'];
    if (typeof networkId !== 'string' || networkId === '') {
      errors.push(`'${at}.networkId' is required and must be a string`);
    } else if (seenNetworks.has(networkId)) {
      errors.push(`'${at}.networkId' ${networkId} is listed more than once`);
    } else seenNetworks.add(networkId);
    const rawPolicies = item['policies'] ?? [];
    if (!Array.isArray(rawPolicies)) return void errors.push(`'${at}.policies' must be an array`);
    const policies: RequestedPolicy[] = [];
    rawPolicies.forEach((raw: unknown, j) => {
      const where = `${at}.policies[${j}]`;
      if (!isRecord(raw)) return void errors.push(`'${where}' must be an object`);
      const { policyId, smNetworkId, scope, tags, groupPolicyId } = raw;
      const before = errors.length;
      if (typeof smNetworkId !== 'string' || smNetworkId === '')
        errors.push(`'${where}.smNetworkId' is required`);
      if (!isScopeKeyword(scope)) errors.push(`'${where}.scope' must be one of ${SCOPE_KEYWORDS.join(', ')}`);
      if (!isStringArray(tags)) errors.push(`'${where}.tags' is required and must be an array of strings`);
      if (typeof groupPolicyId !== 'string' || groupPolicyId === '') {
        errors.push(`'${where}.groupPolicyId' is required and must be a string`);
      } else if (typeof networkId === 'string' && !hasGroupPolicy(org, networkId, groupPolicyId)) {
        errors.push(
          `'${where}.groupPolicyId' ${groupPolicyId} is not a group policy of network ${networkId}`,
        );
      }
      if (policyId !== undefined) {
        if (typeof policyId !== 'string') errors.push(`'${where}.policyId' must be a string`);
        else if (!known.has(policyId))
          errors.push(`'${where}.policyId' ${policyId} is not a sentry policy of this organization`);
        else if (seenPolicies.has(policyId))
          errors.push(`'${where}.policyId' ${policyId} is listed more than once`);
        else seenPolicies.add(policyId);
      }
      if (errors.length > before) return;
      const policy: RequestedPolicy = {
        smNetworkId: smNetworkId as string,
        scope: scope as string,
        tags: splitAtSpaces(tags as string[]),
        groupPolicyId: groupPolicyId as string,
      };
      if (typeof policyId === 'string') policy.policyId = policyId;
      policies.push(policy);
    });
    if (typeof networkId === 'string') networks.push({ networkId, policies });
  });
  if (errors.length > 0) throw badRequest(errors);
  return networks;
}

/** A network whose seed lists no group policies accepts any id (seeds written before they were modelled). */
function hasGroupPolicy(org: OrganizationState, networkId: string, groupPolicyId: string): boolean {
  const groupPolicies = org.networks.find((network) => network.id === networkId)?.groupPolicies;
  return (
    groupPolicies === undefined || groupPolicies.some((policy) => policy.groupPolicyId === groupPolicyId)
  );
}

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, i) => tag === b[i]);
}

/** Builds one network's stored list (highest priority first) from a request list (highest last). */
function applyNetwork(
  context: RouteContext,
  requested: RequestedNetwork,
  previous: Map<string, SentryPolicyRecord>,
): SentryPolicyRecord[] {
  const timestamp = formatTimestamp(context.now);
  return [...requested.policies].reverse().map((policy, index) => {
    const priority = String(index + 1);
    const old = policy.policyId === undefined ? undefined : previous.get(policy.policyId);
    const record: SentryPolicyRecord = {
      policyId: old?.policyId ?? assignId(context.store),
      networkId: requested.networkId,
      smNetworkId: policy.smNetworkId,
      tags: policy.tags,
      scope: policy.scope,
      groupPolicyId: policy.groupPolicyId,
      priority,
      createdAt: old?.createdAt ?? timestamp,
      lastUpdatedAt: timestamp,
    };
    // A seeded groupNumber stays with its group policy; none is invented for another.
    if (old?.groupNumber !== undefined && old.groupPolicyId === policy.groupPolicyId) {
      record.groupNumber = old.groupNumber;
    }
    if (
      old !== undefined &&
      old.networkId === record.networkId &&
      old.smNetworkId === record.smNetworkId &&
      old.scope === record.scope &&
      sameTags(old.tags, record.tags) &&
      old.groupPolicyId === record.groupPolicyId &&
      old.priority === record.priority
    ) {
      record.lastUpdatedAt = old.lastUpdatedAt;
    }
    return record;
  });
}

/**
 * PUT: replaces the organization's WHOLE list. Networks absent from the request lose their policies,
 * policies without a kept `policyId` are created, kept ids survive, and the order sets the priority.
 */
const replaceAssignments: RouteHandler = (context) => {
  const requested = readRequest(context.body, context.org);
  const previous = new Map(
    [...context.org.sentry.values()].flatMap((policies) => policies.map((p) => [p.policyId, p] as const)),
  );
  const next = new Map<string, SentryPolicyRecord[]>();
  const items = requested.map((network) => {
    const policies = applyNetwork(context, network, previous);
    if (policies.length > 0) next.set(network.networkId, policies);
    return { networkId: network.networkId, policies: presentPolicies(policies, context) };
  });
  context.org.sentry = next;
  return { status: 200, body: { items } };
};

export const sentryRoutes: Record<string, RouteHandler> = {
  getOrganizationSmSentryPoliciesAssignmentsByNetwork: listByNetwork,
  updateOrganizationSmSentryPoliciesAssignments: replaceAssignments,
};
