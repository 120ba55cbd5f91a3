import { ChangeLogOperation, readKeyIdentity } from '../drift/change-log.js';
import type { ApiCaller } from '../live/caller.js';
import { DiscoveryOperation, readDiscoveredNetwork } from '../live/check-networks.js';
import type { DesiredState } from '../model/desired.js';
import type { ChangeLogSample, Check } from './types.js';

export type { ChangeLogSample };

const DAY_MS = 24 * 60 * 60 * 1000;
const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Who the API key belongs to: `drift` shows that admin's changes as "applied by smform". */
export async function keyAdminCheck(caller: ApiCaller): Promise<Check> {
  try {
    const identity = await readKeyIdentity(caller);
    if (identity === undefined)
      return {
        id: 'key-admin',
        status: 'warn',
        message: 'getAdministeredIdentitiesMe named no admin email for this key',
        hint: 'drift cannot mark smform\'s own changes as "applied by smform"; they may show as causes',
      };
    return {
      id: 'key-admin',
      status: 'ok',
      message: `the key belongs to ${JSON.stringify(identity.name)} <${identity.email}>: drift shows this admin's changes as "applied by smform"`,
    };
  } catch (error) {
    return {
      id: 'key-admin',
      status: 'warn',
      message: `getAdministeredIdentitiesMe failed: ${message(error)}`,
      hint: 'drift cannot mark smform\'s own changes as "applied by smform"; they may show as causes',
    };
  }
}

async function organizationOf(
  caller: ApiCaller,
  networkId: string,
  desired: DesiredState | undefined,
): Promise<string | undefined> {
  const declared = desired?.organizations.find((org) => org.networks.some((n) => n.id === networkId));
  if (declared !== undefined) return declared.id;
  const raw = await caller.call(DiscoveryOperation.readNetwork, { networkId });
  const network = readDiscoveredNetwork(raw);
  return network?.organizationId === '' ? undefined : network?.organizationId;
}

/** The change log of one network for the last day, read once (every page). */
export async function changeLogSample(
  caller: ApiCaller,
  networkId: string,
  desired: DesiredState | undefined,
  now: Date,
): Promise<{ check: Check; sample?: ChangeLogSample }> {
  const subject = `network ${networkId}`;
  try {
    const orgId = await organizationOf(caller, networkId, desired);
    if (orgId === undefined)
      return {
        check: {
          id: 'change-log',
          status: 'fail',
          subject,
          message: `the organization of network ${networkId} is unknown`,
          hint: 'declare the network in the config, or check the id',
        },
      };
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const raw = await caller.call(
      ChangeLogOperation.changes,
      { organizationId: orgId, networkId, t0: since, perPage: 5000 },
      { orgId, paginate: true },
    );
    const entries = Array.isArray(raw) ? (raw as unknown[]) : [];
    return {
      check: {
        id: 'change-log',
        status: 'info',
        subject,
        message: `change log of network ${networkId} (organization ${orgId}) since ${since}: ${entries.length} entries, shown below as answered`,
      },
      sample: { networkId, orgId, since, entries },
    };
  } catch (error) {
    return {
      check: {
        id: 'change-log',
        status: 'fail',
        subject,
        message: `the change log of network ${networkId} could not be read: ${message(error)}`,
        hint: 'the key needs read access to the organization (getOrganizationConfigurationChanges)',
      },
    };
  }
}

/** The sample's entries, one JSON line each, under a heading. */
export function changeLogLines(sample: ChangeLogSample): string[] {
  return [
    `Change log of network ${sample.networkId} since ${sample.since} (newest first, as the API answered):`,
    ...(sample.entries.length === 0
      ? ['  (no entries)']
      : sample.entries.map((e) => `  ${JSON.stringify(e)}`)),
  ];
}
