import type { DesiredState } from '../model/desired.js';
import type { ApiCaller } from '../live/caller.js';
import { Operation } from '../kinds/operations.js';
import { findNetwork, findOrganization, type Finding } from './discovery.js';
import { checkRolesEcho, checkSentryEcho, checkTargetGroupEcho } from './echo-forms.js';
import type { Check } from './types.js';

function refusal(what: string, finding: Finding): string {
  const status = finding.status === undefined ? '' : ` (${finding.status})`;
  return `${what} was not found${status}: ${finding.message ?? 'no answer'}`;
}

/**
 * The read-only API checks of every declared organization and network: found for this key, and the echo
 * forms its live objects use. Sequential and small (one page per list), so it stays far from rate limits.
 */
export async function checkDeclared(caller: ApiCaller, desired: DesiredState): Promise<Check[]> {
  const checks: Check[] = [];
  for (const org of desired.organizations) {
    const subject = `organization ${org.id}`;
    const found = await findOrganization(caller, org.id);
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
    checks.push({ id: 'organization', status: 'ok', subject, message: `${subject} is visible to this key` });
    checks.push(checkRolesEcho(org.id, found.answer));
    try {
      const sentry = await caller.call(
        Operation.readSentryAssignments,
        { organizationId: org.id, perPage: 50 },
        // One page, as answered: its shape is what this check reports.
        { orgId: org.id, paginate: false },
      );
      checks.push(checkSentryEcho(org.id, sentry, org.policy.liveEcho));
    } catch (error) {
      checks.push({
        id: 'echo-sentry',
        status: 'warn',
        subject,
        message: `${subject}: the sentry list could not be read: ${(error as Error).message}`,
      });
    }
    for (const network of org.networks) {
      const where = `network ${network.id}`;
      const net = await findNetwork(caller, org.id, network.id);
      if (!net.found) {
        checks.push({
          id: 'network',
          status: 'fail',
          subject: where,
          message: refusal(`${where} (declared under ${subject})`, net),
          hint: 'check the network id and the organization it is declared under',
        });
        continue;
      }
      const product =
        net.productTypes === undefined
          ? 'its product types are not checked (that needs getNetwork)'
          : `product types ${net.productTypes.join(', ')}`;
      const smMissing =
        net.productTypes !== undefined &&
        network.targetGroups !== undefined &&
        !net.productTypes.includes('systemsManager');
      checks.push({
        id: 'network',
        status: smMissing ? 'fail' : 'ok',
        subject: where,
        message: `${where} is found (its target groups answer); ${product}`,
        ...(smMissing ? { hint: 'target groups need a Systems Manager network' } : {}),
      });
      checks.push(checkTargetGroupEcho(network.id, org.id, net.answer, org.policy.liveEcho));
    }
  }
  return checks;
}
