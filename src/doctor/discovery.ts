import type { ApiCaller } from '../live/caller.js';
import { Operation } from '../kinds/operations.js';
import { SmformError } from '../model/errors.js';

/*
 * Whether a declared organization and network exist for this key. The client has only the 64 SM and
 * wireless-controller operations here, so presence is read through them (a list answered = found).
 * When getOrganizations/getNetwork join the client, `findOrganization` and `findNetwork` are the only
 * two functions to change: the network's product types and owning organization then come from getNetwork.
 */

export interface Finding {
  found: boolean;
  /** The HTTP status of a refusal (404 absent, 401/403 the key may not see it). */
  status?: number;
  /** The API's message, for a refusal or a failure. */
  message?: string;
  /** Known only through getNetwork; undefined = not checked. */
  productTypes?: string[];
  /** The raw answer of the read that proved it (target groups for a network), for the echo checks. */
  answer?: unknown;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

async function probe(read: () => Promise<unknown>): Promise<Finding> {
  try {
    return { found: true, answer: await read() };
  } catch (error) {
    if (!(error instanceof SmformError)) throw error;
    const status = statusOf(error);
    return { found: false, ...(status === undefined ? {} : { status }), message: error.message };
  }
}

/** An organization is visible when its SM admin roles can be listed (one small page). */
export function findOrganization(caller: ApiCaller, orgId: string): Promise<Finding> {
  return probe(() =>
    caller.call(Operation.readAdminRoles, { organizationId: orgId, perPage: 3 }, { orgId, paginate: false }),
  );
}

/** A network is found when its target groups can be listed; product types need getNetwork (above). */
export function findNetwork(caller: ApiCaller, orgId: string, networkId: string): Promise<Finding> {
  return probe(() => caller.call(Operation.readTargetGroups, { networkId }, { orgId }));
}
