import { defined } from '../canonical/defined.js';
import type { DesiredState, LiveEchoPolicy } from '../model/desired.js';
import type { LiveGroupPolicy, LiveSentryPolicy } from '../model/live.js';
import { DiscoveryOperation, readDiscoveredNetwork, type ApiCaller } from '../live/index.js';
import { Operation, readSentryAssignments } from '../kinds/index.js';
import { readGroupPolicies } from '../kinds/sentry/group-policy-names.js';
import { describePolicy } from '../report/text-fields.js';
import type { Check } from './types.js';

/*
 * `smform doctor --sentry-order NETWORK_ID`: the one question no API answer settles (which end of a sentry
 * list wins) asked of the admin once per organization. It prints the network's live policies in the order
 * smform believes wins first; the admin compares with the Dashboard's sentry policies page and records
 * the answer in the organization's `policy.liveEcho` (docs/doctor.md).
 */

/** The organization the network belongs to: from the config, else from `getNetwork`. */
async function organizationOf(
  client: ApiCaller,
  networkId: string,
  desired: DesiredState | undefined,
): Promise<{ orgId: string; echo: LiveEchoPolicy | undefined }> {
  const declared = desired?.organizations.find(
    (org) =>
      org.networks.some((n) => n.id === networkId) ||
      (org.sentryPolicies ?? []).some((list) => list.networkId === networkId),
  );
  if (declared !== undefined) return { orgId: declared.id, echo: declared.policy.liveEcho };
  const found = readDiscoveredNetwork(await client.call(DiscoveryOperation.readNetwork, { networkId }));
  if (found === undefined || found.organizationId === '')
    throw new Error(`network ${networkId} answered without its organization`);
  const org = desired?.organizations.find((o) => o.id === found.organizationId);
  return { orgId: found.organizationId, echo: org?.policy.liveEcho };
}

/** Names beside ids where the network's group policies can be read; ids alone otherwise. */
async function namesOf(client: ApiCaller, orgId: string, networkId: string): Promise<LiveGroupPolicy[]> {
  try {
    return readGroupPolicies(
      await client.call(Operation.readGroupPolicies, { networkId }, { orgId }),
      networkId,
    );
  } catch {
    return [];
  }
}

function line(policy: LiveSentryPolicy, index: number, names: readonly LiveGroupPolicy[]): string {
  const name = names.find((p) => p.groupPolicyId === policy.groupPolicyId)?.name;
  const record = { ...policy, ...defined({ groupPolicy: name }) };
  return `${index + 1}. ${describePolicy(record)}`;
}

/** The check `--sentry-order` adds: the list as smform reads it, and what to record after comparing. */
export async function sentryOrderCheck(
  client: ApiCaller,
  networkId: string,
  desired: DesiredState | undefined,
): Promise<Check> {
  const subject = `network ${networkId}`;
  const { orgId, echo } = await organizationOf(client, networkId, desired);
  const read = echo?.sentryPriorityOne ?? 'highest';
  const raw = await client.call(
    Operation.readSentryAssignments,
    { organizationId: orgId, perPage: 1000 },
    { orgId, paginate: true },
  );
  const policies =
    readSentryAssignments(raw, orgId, read).find((list) => list.networkId === networkId)?.policies ?? [];
  if (policies.length < 2) {
    return {
      id: 'sentry-order',
      status: 'warn',
      subject,
      message: `${subject} of organization ${orgId} holds ${policies.length === 0 ? 'no sentry policy' : 'one sentry policy'}: nothing to compare an order by`,
      hint: 'run `smform doctor --sentry-order NETWORK_ID` with a network whose sentry list holds two or more policies',
    };
  }
  const names = await namesOf(client, orgId, networkId);
  const recorded = echo?.sentryOrderConfirmed === true;
  const setting = `\`policy: { liveEcho: { sentryPriorityOne: ${read}, sentryOrderConfirmed: true } }\``;
  const other = read === 'highest' ? 'lowest' : 'highest';
  return {
    id: 'sentry-order',
    status: recorded ? 'ok' : 'info',
    subject,
    message: `the sentry policies of ${subject} in organization ${orgId}, read with sentryPriorityOne: ${read}, the policy that wins first at the top:${recorded ? ' (organization records sentryOrderConfirmed: true)' : ''}`,
    lines: policies.map((policy, index) => line(policy, index, names)),
    hint: `compare with the Dashboard (Systems Manager > Sentry policies, network ${networkId}). Same order: record ${setting} on organization ${orgId}. Reverse order: record \`policy: { liveEcho: { sentryPriorityOne: ${other}, sentryOrderConfirmed: true } }\` and run this again to see them match (docs/doctor.md)`,
  };
}
