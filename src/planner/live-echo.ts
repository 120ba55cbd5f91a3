import type { DesiredOrganization, DesiredState, LiveEchoPolicy } from '../model/desired.js';

/** The organizations' declared `policy.liveEcho`, by organization id (only those that declare it). */
export function liveEchoByOrg(organizations: readonly DesiredOrganization[]): Record<string, LiveEchoPolicy> {
  const byOrg: Record<string, LiveEchoPolicy> = {};
  for (const org of organizations) if (org.policy.liveEcho !== undefined) byOrg[org.id] = org.policy.liveEcho;
  return byOrg;
}

/** The settings of the organizations a plan covers, or undefined when none declares any. */
export function planLiveEcho(
  desired: DesiredState,
  orgIds: readonly string[],
): Record<string, LiveEchoPolicy> | undefined {
  const byOrg = liveEchoByOrg(desired.organizations.filter((org) => orgIds.includes(org.id)));
  return Object.keys(byOrg).length === 0 ? undefined : byOrg;
}
