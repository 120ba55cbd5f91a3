import type { KindAdoption } from './kind-adoption.js';
import { withTags } from './kind-adoption.js';

/** An organization's limited-access role: declared in its `adminRoles`, named by `name`. */
export const adminRoleAdoption: KindAdoption = {
  owner: 'org',
  listKey: 'adminRoles',
  itemKey: 'name',
  fromTemplate: 'override',
  declaration(live, parts, id) {
    const org = live.organizations.find((o) => o.id === parts.ownerId);
    const role =
      org?.adminRoles?.find((r) => id !== undefined && r.roleId === id) ??
      org?.adminRoles?.find((r) => r.name === parts.key);
    return role === undefined ? undefined : { name: role.name, scope: role.scope, ...withTags(role.tags) };
  },
  fields: (declaration) => [
    ['scope', declaration['scope']],
    ['tags', declaration['tags']],
  ],
};
