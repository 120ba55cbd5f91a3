import { defined } from '../canonical/defined.js';
import type { ApiCaller } from '../live/caller.js';
import {
  isSystemsManager,
  listNetworks,
  owningOrganization,
  type DiscoveredNetwork,
  type VisibleOrganization,
} from '../live/check-networks.js';
import { SmformError } from '../model/errors.js';
import { plural } from '../text/plural.js';

/*
 * Whether a declared organization and network exist for this key, through the discovery operations and the
 * same reads `plan` checks declared networks with (src/live/check-networks.ts): `getOrganizations` once,
 * `getOrganizationNetworks` once per declared organization, `getNetwork` only for a network that is not in
 * its organization's list, to name the organization it really belongs to.
 */

export interface Finding {
  found: boolean;
  /** The HTTP status of a refusal (404 absent, 401/403 the key may not see it). */
  status?: number;
  /** The API's message, for a refusal or a failure. */
  message?: string;
  /** The network's name and product types, as its organization lists it. */
  name?: string;
  productTypes?: string[];
  /** Whether its product types include `systemsManager`. */
  systemsManager?: boolean;
  /** For a network not in its declared organization: the organization it belongs to, when the key sees it. */
  owner?: string;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** A refusal of the API as a finding (an SmformError carries status and message); anything else is thrown. */
export async function attempt<T>(read: () => Promise<T>): Promise<{ value: T } | Finding> {
  try {
    return { value: await read() };
  } catch (error) {
    if (!(error instanceof SmformError)) throw error;
    const status = statusOf(error);
    return { found: false, ...defined({ status }), message: error.message };
  }
}

/** A declared organization is found when `getOrganizations` lists it for this key. */
export function findOrganization(visible: readonly VisibleOrganization[], orgId: string): Finding {
  const org = visible.find((o) => o.id === orgId);
  return org === undefined
    ? {
        found: false,
        message: `getOrganizations lists ${plural(visible.length, 'organization')} for this key, not this one`,
      }
    : { found: true, name: org.name };
}

/** The networks of one organization, or the refusal of its list. */
export function findNetworks(
  caller: ApiCaller,
  orgId: string,
): Promise<{ value: DiscoveredNetwork[] } | Finding> {
  return attempt(() => listNetworks(caller, orgId));
}

/** A declared network is found when its organization lists it; otherwise `getNetwork` names its owner. */
export async function findNetwork(
  caller: ApiCaller,
  orgId: string,
  networkId: string,
  listed: readonly DiscoveredNetwork[],
): Promise<Finding> {
  const network = listed.find((n) => n.id === networkId);
  if (network !== undefined) {
    return {
      found: true,
      name: network.name,
      productTypes: network.productTypes,
      systemsManager: isSystemsManager(network),
    };
  }
  const owner = await owningOrganization(caller, orgId, networkId, undefined);
  return {
    found: false,
    message: `getOrganizationNetworks of organization ${orgId} does not list it`,
    ...defined({ owner }),
  };
}
