import type { KindAdoption } from './kind-adoption.js';
import { withTags } from './kind-adoption.js';

/** A network's target group: declared in the network's `targetGroups`, named by `name`. */
export const targetGroupAdoption: KindAdoption = {
  owner: 'network',
  listKey: 'targetGroups',
  itemKey: 'name',
  fromTemplate: 'override',
  declaration(live, parts, id) {
    const network = live.organizations.flatMap((o) => o.networks).find((n) => n.id === parts.ownerId);
    const group =
      network?.targetGroups?.find((g) => id !== undefined && g.id === id) ??
      network?.targetGroups?.find((g) => g.name === parts.key);
    return group === undefined
      ? undefined
      : { name: group.name, scope: group.scope, ...withTags(group.tags) };
  },
  fields: (declaration) => [
    ['scope', declaration['scope']],
    ['tags', declaration['tags']],
  ],
};
