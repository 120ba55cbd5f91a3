import type { DesiredNetwork, DesiredOrganization, DesiredState } from '../model/desired.js';
import type { ApiCaller } from '../live/caller.js';
import { listOrganizations, type DiscoveredNetwork } from '../live/check-networks.js';
import { Operation } from '../kinds/operations.js';
import { attempt, findNetwork, findNetworks, findOrganization, type Finding } from './discovery.js';
import { checkRolesEcho, checkSentryEcho, checkTargetGroupEcho } from './echo-forms.js';
import type { Check } from './types.js';
import { plural } from '../text/plural.js';

/** Organizations named in the `organizations` line; the rest are counted. */
const ORGANIZATIONS_SHOWN = 10;

function refusal(what: string, finding: Finding): string {
  const status = finding.status === undefined ? '' : ` (${finding.status})`;
  return `${what} was not found${status}: ${finding.message ?? 'no answer'}`;
}

function organizationsLine(visible: readonly { id: string; name: string }[]): string {
  const shown = visible.slice(0, ORGANIZATIONS_SHOWN).map((o) => `${o.id} ${JSON.stringify(o.name)}`);
  const more =
    visible.length > ORGANIZATIONS_SHOWN ? ` and ${visible.length - ORGANIZATIONS_SHOWN} more` : '';
  const count = plural(visible.length, 'organization');
  return `the key sees ${count}: ${shown.join(', ')}${more}`;
}

/** How the organization's roles and sentry lists come back (one page each). */
async function checkOrganizationEcho(caller: ApiCaller, org: DesiredOrganization): Promise<Check[]> {
  const subject = `organization ${org.id}`;
  const checks: Check[] = [];
  const roles = await attempt(() =>
    caller.call(
      Operation.readAdminRoles,
      { organizationId: org.id, perPage: 3 },
      { orgId: org.id, paginate: false },
    ),
  );
  checks.push(
    'value' in roles
      ? checkRolesEcho(org.id, roles.value)
      : {
          id: 'echo-roles',
          status: 'warn',
          subject,
          message: `${subject}: the admin roles could not be read: ${roles.message ?? ''}`,
        },
  );
  // One page, as answered: its shape is what this check reports.
  const sentry = await attempt(() =>
    caller.call(
      Operation.readSentryAssignments,
      { organizationId: org.id, perPage: 50 },
      { orgId: org.id, paginate: false },
    ),
  );
  checks.push(
    'value' in sentry
      ? checkSentryEcho(org.id, sentry.value, org.policy.liveEcho)
      : {
          id: 'echo-sentry',
          status: 'warn',
          subject,
          message: `${subject}: the sentry list could not be read: ${sentry.message ?? ''}`,
        },
  );
  return checks;
}

/** One declared network: in its organization, a Systems Manager network where target groups are declared. */
async function checkNetwork(
  caller: ApiCaller,
  org: DesiredOrganization,
  network: DesiredNetwork,
  listed: readonly DiscoveredNetwork[],
): Promise<Check[]> {
  const subject = `organization ${org.id}`;
  const where = `network ${network.id}`;
  const net = await findNetwork(caller, org.id, network.id, listed);
  if (!net.found) {
    return net.owner === undefined
      ? [
          {
            id: 'network',
            status: 'fail',
            subject: where,
            message: `${refusal(`${where} (declared under ${subject})`, net)}, and no network with this id is visible to the key`,
            hint: 'check the network id and the organization it is declared under (`smform orgs --live` lists what the key can see)',
          },
        ]
      : [
          {
            id: 'network',
            status: 'fail',
            subject: where,
            message: `${where} is declared under ${subject} but belongs to organization ${net.owner}`,
            hint: `declare it under organization ${net.owner}`,
          },
        ];
  }
  const types = net.productTypes ?? [];
  const smMissing = network.targetGroups !== undefined && net.systemsManager !== true;
  const checks: Check[] = [
    {
      id: 'network',
      status: smMissing ? 'fail' : 'ok',
      subject: where,
      message: `${where} ${JSON.stringify(net.name ?? '')} is found in ${subject}; product types ${types.join(', ') || 'none'}`,
      ...(smMissing
        ? {
            hint: 'target groups need a Systems Manager network: declare them only under one (productTypes systemsManager)',
          }
        : {}),
    },
  ];
  if (net.systemsManager !== true) return checks;
  const groups = await attempt(() =>
    caller.call(Operation.readTargetGroups, { networkId: network.id }, { orgId: org.id }),
  );
  checks.push(
    'value' in groups
      ? checkTargetGroupEcho(network.id, org.id, groups.value, org.policy.liveEcho)
      : {
          id: 'echo-target-groups',
          status: 'warn',
          subject: where,
          message: `${where}: the target groups could not be read: ${groups.message ?? ''}`,
        },
  );
  return checks;
}

/** Every check of one declared organization that the key sees. */
async function checkOrganization(
  caller: ApiCaller,
  org: DesiredOrganization,
  name: string,
): Promise<Check[]> {
  const subject = `organization ${org.id}`;
  const checks: Check[] = [
    {
      id: 'organization',
      status: 'ok',
      subject,
      message: `${subject} is visible to this key: ${JSON.stringify(name)}`,
    },
    ...(await checkOrganizationEcho(caller, org)),
  ];
  if (org.networks.length === 0) return checks;
  const listed = await findNetworks(caller, org.id);
  if (!('value' in listed)) {
    checks.push({
      id: 'network',
      status: 'warn',
      subject,
      message: `the networks of ${subject} could not be listed${listed.status === undefined ? '' : ` (${listed.status})`}: its ${plural(org.networks.length, 'declared network')} were not checked: ${listed.message ?? ''}`,
      hint: 'the key may lack organization-wide read access; plan warns the same way and goes on',
    });
    return checks;
  }
  for (const network of org.networks)
    checks.push(...(await checkNetwork(caller, org, network, listed.value)));
  return checks;
}

/**
 * The read-only API checks: the organizations the key sees, then each declared organization and network
 * found (and of the right product type), and the echo forms its live objects use. Sequential and small
 * (one page per echo list), so it stays far from rate limits.
 */
export async function checkDeclared(caller: ApiCaller, desired: DesiredState | undefined): Promise<Check[]> {
  const visible = await attempt(() => listOrganizations(caller));
  if (!('value' in visible)) {
    const status = visible.status === undefined ? '' : ` (${visible.status})`;
    return [
      {
        id: 'organizations',
        status: 'fail',
        message: `the organizations visible to this key could not be listed${status}: ${visible.message ?? 'no answer'}`,
        hint: 'check the key and the base URL; declared organizations and networks were not checked',
      },
    ];
  }
  const checks: Check[] = [
    visible.value.length === 0
      ? {
          id: 'organizations',
          status: 'fail',
          message: 'the key sees no organization',
          hint: 'the key belongs to an administrator with no organization access; create the key as an administrator of the organizations to manage',
        }
      : { id: 'organizations', status: 'ok', message: organizationsLine(visible.value) },
  ];
  for (const org of desired?.organizations ?? []) {
    const subject = `organization ${org.id}`;
    const found = findOrganization(visible.value, org.id);
    if (!found.found) {
      checks.push({
        id: 'organization',
        status: 'fail',
        subject,
        message: refusal(subject, found),
        hint: 'check the id in the config, and that the key belongs to an administrator of that organization',
      });
      continue;
    }
    checks.push(...(await checkOrganization(caller, org, found.name ?? '')));
  }
  return checks;
}
