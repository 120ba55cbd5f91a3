import { badRequest, isStringArray, notFound, optionalObjectBody, requireObjectBody } from '../http.js';
import { linkHeader, paginate, readPageRequest } from '../paging.js';
import { ROLE_SCOPE_VALUES, splitAtSpaces } from '../scope.js';
import { assignId, type AdminRoleRecord, type OrganizationState } from '../store.js';
import { param, type RouteHandler } from './context.js';

const DEFAULT_PER_PAGE = 50;
/** The scope a role gets when a create omits it (the API documents no default). */
const DEFAULT_ROLE_SCOPE = 'all_tags';

function render(role: AdminRoleRecord): AdminRoleRecord {
  return { roleId: role.roleId, name: role.name, scope: role.scope, tags: [...role.tags] };
}

function findRole(org: OrganizationState, roleId: string): AdminRoleRecord {
  const role = org.adminRoles.find((candidate) => candidate.roleId === roleId);
  if (role === undefined) throw notFound(`Limited access role ${roleId} not found in organization ${org.id}`);
  return role;
}

interface RoleFields {
  name?: string;
  scope?: string;
  tags?: string[];
}

/** Checks a create or update body: every problem is reported at once, as the API's `errors` list. */
function readFields(body: Record<string, unknown>): RoleFields {
  const errors: string[] = [];
  const fields: RoleFields = {};
  const { name, scope, tags } = body;
  if (name !== undefined) {
    if (typeof name !== 'string' || name.trim() === '') errors.push("'name' must be a non-empty string");
    else fields.name = name;
  }
  if (scope !== undefined) {
    if (typeof scope !== 'string' || !(ROLE_SCOPE_VALUES as readonly string[]).includes(scope)) {
      errors.push(`'scope' must be one of ${ROLE_SCOPE_VALUES.join(', ')}`);
    } else fields.scope = scope;
  }
  if (tags !== undefined) {
    if (!isStringArray(tags)) errors.push("'tags' must be an array of strings");
    else fields.tags = splitAtSpaces(tags);
  }
  if (errors.length > 0) throw badRequest(errors);
  return fields;
}

const list: RouteHandler = (context) => {
  const request = readPageRequest(context.query, DEFAULT_PER_PAGE);
  const page = paginate(context.org.adminRoles, request);
  return {
    status: 200,
    headers: { Link: linkHeader(page, request.perPage, context.links) },
    body: {
      items: page.items.map(render),
      meta: { counts: { items: { total: page.total, remaining: page.total - page.end } } },
    },
  };
};

const get: RouteHandler = (context) => ({
  status: 200,
  body: render(findRole(context.org, param(context, 'roleId'))),
});

const create: RouteHandler = (context) => {
  const body = requireObjectBody(context.body);
  if (body['name'] === undefined) throw badRequest("'name' is required");
  const fields = readFields(body);
  const role: AdminRoleRecord = {
    roleId: assignId(context.store),
    name: fields.name ?? '',
    scope: fields.scope ?? DEFAULT_ROLE_SCOPE,
    tags: fields.tags ?? [],
  };
  context.org.adminRoles.push(role);
  return { status: 201, body: render(role) };
};

/** Update: omitted fields keep their values (the conservative reading; the reference is unconfirmed). */
const update: RouteHandler = (context) => {
  const role = findRole(context.org, param(context, 'roleId'));
  const fields = readFields(optionalObjectBody(context.body));
  if (fields.name !== undefined) role.name = fields.name;
  if (fields.scope !== undefined) role.scope = fields.scope;
  if (fields.tags !== undefined) role.tags = fields.tags;
  return { status: 200, body: render(role) };
};

const remove: RouteHandler = (context) => {
  const role = findRole(context.org, param(context, 'roleId'));
  context.org.adminRoles = context.org.adminRoles.filter((candidate) => candidate !== role);
  return { status: 204 };
};

export const adminRoleRoutes: Record<string, RouteHandler> = {
  getOrganizationSmAdminsRoles: list,
  getOrganizationSmAdminsRole: get,
  createOrganizationSmAdminsRole: create,
  updateOrganizationSmAdminsRole: update,
  deleteOrganizationSmAdminsRole: remove,
};
