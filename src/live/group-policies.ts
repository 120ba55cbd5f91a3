import type { DesiredState } from '../model/desired.js';
import type { LiveGroupPolicy, LiveOrganization, LiveState } from '../model/live.js';
import { groupPolicyNetworks, readGroupPolicies } from '../kinds/sentry/group-policy-names.js';
import { Operation } from '../kinds/operations.js';
import type { ApiCaller } from './caller.js';
import { runBounded } from './run-bounded.js';
import { sentryTouches } from './selection.js';

const CONCURRENCY = 4;

/**
 * The live state with the group policies the plan needs: one `getNetworkGroupPolicies` per network whose
 * declared sentry list names a group policy or writes ids (src/kinds/sentry/group-policy-names.ts), each
 * network read once however many policies name it. Organizations and networks outside the run are not read.
 */
export async function withGroupPolicies(
  client: ApiCaller,
  desired: DesiredState,
  live: LiveState,
  filters: {
    orgIds?: readonly string[] | undefined;
    networkIds?: readonly string[] | undefined;
    /** Every declared list's network, changed or not (`smform snapshot`, for any later plan). */
    every?: boolean;
  },
): Promise<LiveState> {
  const networkFilter = filters.networkIds ?? [];
  const reads: { orgIndex: number; orgId: string; networkId: string }[] = [];
  live.organizations.forEach((liveOrg, orgIndex) => {
    const org = desired.organizations.find((candidate) => candidate.id === liveOrg.id);
    if (org === undefined || liveOrg.sentryPolicies === undefined) return;
    if ((filters.orgIds ?? []).length > 0 && !(filters.orgIds ?? []).includes(org.id)) return;
    const inView = (list: { networkId: string; policies: readonly { smNetworkId: string }[] }): boolean =>
      networkFilter.length === 0 || sentryTouches(list, networkFilter);
    for (const networkId of groupPolicyNetworks(org, liveOrg, inView, filters.every === true))
      reads.push({ orgIndex, orgId: org.id, networkId });
  });
  if (reads.length === 0) return live;
  const read = new Map<string, LiveGroupPolicy[]>();
  await runBounded(reads, CONCURRENCY, async ({ orgId, networkId }) => {
    const raw = await client.call(Operation.readGroupPolicies, { networkId }, { orgId });
    read.set(`${orgId}\u0000${networkId}`, readGroupPolicies(raw, networkId));
  });
  const organizations = live.organizations.map((liveOrg, orgIndex) => {
    const mine = reads.filter((entry) => entry.orgIndex === orgIndex);
    if (mine.length === 0) return liveOrg;
    const groupPolicies = { ...liveOrg.groupPolicies };
    for (const { orgId, networkId } of mine)
      groupPolicies[networkId] = read.get(`${orgId}\u0000${networkId}`) ?? [];
    return { ...liveOrg, groupPolicies };
  });
  return { ...live, organizations };
}

/**
 * The organization with the group policies of every network that holds a sentry list (`smform export`
 * writes names). A network whose group policies the key may not read keeps its ids, with a warning.
 */
export async function withEveryGroupPolicy(
  client: ApiCaller,
  org: LiveOrganization,
  onWarning: (message: string) => void,
): Promise<LiveOrganization> {
  const networkIds = (org.sentryPolicies ?? [])
    .filter((list) => list.policies.length > 0)
    .map((list) => list.networkId);
  if (networkIds.length === 0) return org;
  const groupPolicies: Record<string, LiveGroupPolicy[]> = {};
  await runBounded(networkIds, CONCURRENCY, async (networkId) => {
    try {
      const raw = await client.call(Operation.readGroupPolicies, { networkId }, { orgId: org.id });
      groupPolicies[networkId] = readGroupPolicies(raw, networkId);
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      if (status !== 403 && status !== 404) throw error;
      onWarning(
        `the group policies of network ${networkId} could not be read (HTTP ${String(status)}): its sentry policies keep groupPolicyId`,
      );
    }
  });
  return { ...org, groupPolicies };
}
