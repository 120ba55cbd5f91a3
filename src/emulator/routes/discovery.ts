import { queryArray, queryString, badRequest } from '../http.js';
import { linkHeader, paginate, readPageRequest, type LinkContext } from '../paging.js';
import type { Query } from '../http.js';
import type { NetworkState, OrganizationState, Store } from '../store.js';
import { requireNetwork, type RouteHandler, type RouteResult } from './context.js';

/**
 * Discovery reads: the organizations a key can see, the networks of one organization (with their
 * `productTypes`) and one network. Paging bounds follow the API index: organizations 3-9000 (default
 * 9000), networks 3-100000 (default 1000).
 */
const ORGANIZATIONS_PER_PAGE = { default: 9000, maximum: 9000 };
const NETWORKS_PER_PAGE = { default: 1000, maximum: 100000 };

function renderOrganization(org: OrganizationState): Record<string, unknown> {
  const name = org.name ?? org.id;
  return {
    id: org.id,
    name,
    url: `https://n1.meraki.com/o/${encodeURIComponent(org.id)}/manage/organization/overview`,
    api: { enabled: true },
    licensing: { model: 'co-term' },
    cloud: { region: { name: 'North America', host: { name: 'United States' } } },
  };
}

export function renderNetwork(network: NetworkState): Record<string, unknown> {
  return {
    id: network.id,
    organizationId: network.orgId,
    name: network.name ?? network.id,
    productTypes: [...network.productTypes],
    timeZone: 'America/Los_Angeles',
    tags: [],
    notes: '',
    url: `https://n1.meraki.com/n/${encodeURIComponent(network.id)}/manage/usage/list`,
    isBoundToConfigTemplate: false,
  };
}

/**
 * `getOrganizations`: every organization the key may reach (an organization whose allow-list leaves
 * the key out is not listed), in seed order.
 */
export function listOrganizations(
  store: Store,
  visible: (org: OrganizationState) => boolean,
  query: Query,
  links: LinkContext,
): RouteResult {
  const request = readPageRequest(query, ORGANIZATIONS_PER_PAGE.default, ORGANIZATIONS_PER_PAGE.maximum);
  const all = [...store.organizations.values()].filter(visible).map(renderOrganization);
  const page = paginate(all, request);
  return { status: 200, body: page.items, headers: { Link: linkHeader(page, request.perPage, links) } };
}

const listNetworks: RouteHandler = (context) => {
  const request = readPageRequest(context.query, NETWORKS_PER_PAGE.default, NETWORKS_PER_PAGE.maximum);
  const productTypes = queryArray(context.query, 'productTypes');
  const tagsFilterType = queryString(context.query, 'tagsFilterType');
  if (tagsFilterType !== undefined && tagsFilterType !== 'withAnyTags' && tagsFilterType !== 'withAllTags') {
    throw badRequest("'tagsFilterType' must be one of withAnyTags, withAllTags");
  }
  const all = context.org.networks
    .filter((network) =>
      productTypes === undefined ? true : network.productTypes.some((type) => productTypes.includes(type)),
    )
    .map(renderNetwork);
  const page = paginate(all, request);
  return {
    status: 200,
    body: page.items,
    headers: { Link: linkHeader(page, request.perPage, context.links) },
  };
};

const getNetwork: RouteHandler = (context) => ({ status: 200, body: renderNetwork(requireNetwork(context)) });

export const discoveryRoutes: Record<string, RouteHandler> = {
  getOrganizationNetworks: listNetworks,
  getNetwork,
};
