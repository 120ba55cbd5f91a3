import { badRequest, notFound, optionalObjectBody, queryBoolean } from '../http.js';
import type { TargetGroupEcho } from '../behaviour.js';
import { isInScope, parseTargetGroupScope, splitAtSpaces, type ScopeKeyword } from '../scope.js';
import { assignId, type NetworkState, type TargetGroupRecord } from '../store.js';
import { param, requireNetwork, type RouteContext, type RouteHandler } from './context.js';

/**
 * The field `withDetails=true` adds to each target group: the ids of the devices in its scope. The API
 * does not document its name; this is the emulator's choice, kept here and in docs/emulator.md only.
 */
export const WITH_DETAILS_FIELD = 'deviceIds';

/** The scope as `--echo target-group-scope` answers it (docs/emulator.md). */
function echoScope(group: TargetGroupRecord, echo: TargetGroupEcho): Record<string, unknown> {
  switch (echo) {
    case 'full':
      return { scope: group.scope, tags: [...group.tags] };
    case 'keyword':
      return { scope: group.scope };
    case 'string':
      return { scope: [group.scope, ...group.tags].join(', ') };
    case 'none':
      return {};
  }
}

function render(
  group: TargetGroupRecord,
  network: NetworkState,
  withDetails: boolean,
  echo: TargetGroupEcho,
): Record<string, unknown> {
  const shown: Record<string, unknown> = {
    id: group.id,
    name: group.name,
    ...echoScope(group, echo),
    type: TARGET_GROUP_TYPE,
  };
  if (withDetails) {
    shown[WITH_DETAILS_FIELD] = network.devices
      .filter((device) => isInScope(group.scope as ScopeKeyword, group.tags, deviceTags(device.tags)))
      .map((device) => device.id);
  }
  return shown;
}

/** The only `type` the reference shows for a target group (the v1.43 example); SM scopes devices. */
const TARGET_GROUP_TYPE = 'devices';

function deviceTags(tags: unknown): string[] {
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
}

function findGroup(network: NetworkState, id: string): TargetGroupRecord {
  const group = network.targetGroups.find((candidate) => candidate.id === id);
  if (group === undefined) throw notFound(`Target group ${id} not found in network ${network.id}`);
  return group;
}

/** Reads `name` and `scope` from a create or update body; absent fields stay undefined. */
function readFields(body: Record<string, unknown>): {
  name?: string;
  scope?: { keyword: ScopeKeyword; tags: string[] };
} {
  const fields: { name?: string; scope?: { keyword: ScopeKeyword; tags: string[] } } = {};
  if (body['name'] !== undefined) {
    if (typeof body['name'] !== 'string' || body['name'].trim() === '') {
      throw badRequest("'name' must be a non-empty string");
    }
    fields.name = body['name'];
  }
  if (body['scope'] !== undefined) {
    if (typeof body['scope'] !== 'string') throw badRequest("'scope' must be a string");
    const parsed = parseTargetGroupScope(body['scope']);
    if (!parsed.ok) throw badRequest(parsed.error);
    fields.scope = { keyword: parsed.keyword, tags: splitAtSpaces(parsed.tags) };
  }
  return fields;
}

const list: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const withDetails = queryBoolean(context.query, 'withDetails') ?? false;
  return {
    status: 200,
    body: network.targetGroups.map((group) =>
      render(group, network, withDetails, context.behaviour.targetGroupEcho),
    ),
  };
};

const get: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const withDetails = queryBoolean(context.query, 'withDetails') ?? false;
  return {
    status: 200,
    body: render(
      findGroup(network, param(context, 'targetGroupId')),
      network,
      withDetails,
      context.behaviour.targetGroupEcho,
    ),
  };
};

/**
 * Create: the spec marks the body optional and no field required, so a POST without a body makes a
 * group with an empty name and scope `none` ("Default to none if empty").
 */
const create: RouteHandler = (context: RouteContext) => {
  const network = requireNetwork(context);
  const fields = readFields(optionalObjectBody(context.body));
  const scope = fields.scope ?? { keyword: 'none', tags: [] };
  const group: TargetGroupRecord = {
    id: assignId(context.store),
    name: fields.name ?? '',
    scope: scope.keyword,
    tags: scope.tags,
  };
  network.targetGroups.push(group);
  return { status: 201, body: render(group, network, false, context.behaviour.targetGroupEcho) };
};

/** Update: omitted fields keep their values (the conservative reading; the reference is unconfirmed). */
const update: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const group = findGroup(network, param(context, 'targetGroupId'));
  const fields = readFields(optionalObjectBody(context.body));
  if (fields.name !== undefined) group.name = fields.name;
  if (fields.scope !== undefined) {
    group.scope = fields.scope.keyword;
    group.tags = fields.scope.tags;
  }
  return { status: 200, body: render(group, network, false, context.behaviour.targetGroupEcho) };
};

const remove: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const group = findGroup(network, param(context, 'targetGroupId'));
  network.targetGroups = network.targetGroups.filter((candidate) => candidate !== group);
  return { status: 204 };
};

export const targetGroupRoutes: Record<string, RouteHandler> = {
  getNetworkSmTargetGroups: list,
  getNetworkSmTargetGroup: get,
  createNetworkSmTargetGroup: create,
  updateNetworkSmTargetGroup: update,
  deleteNetworkSmTargetGroup: remove,
};
