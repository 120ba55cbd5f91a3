import { checkDeclaredNetworks, readNetworkDevices, type ApiCaller } from '../live/index.js';
import type { DesiredState } from '../model/desired.js';
import type { Diagnostic } from '../model/source.js';
import { declarationsOf, lintDeviceTags, smNetworksOf } from '../planner/index.js';

/** What `validate --live` found: the tag warnings and how much it read to find them. */
export interface LiveLint {
  diagnostics: Diagnostic[];
  networks: number;
  devices: number;
}

/**
 * `validate --live`: checks that every declared network is in its organization and, where target
 * groups are declared, a Systems Manager network (errors: exit 3); reads the devices of every SM network
 * the config declares (under `networks:` or as a sentry `smNetwork`) and checks every declared scope's
 * tags against the tags devices carry. Prints nothing.
 */
export async function lintAgainstLive(client: ApiCaller, desired: DesiredState): Promise<LiveLint> {
  const networks = desired.organizations.flatMap((org) =>
    smNetworksOf(org).map((networkId) => ({ orgId: org.id, networkId })),
  );
  // The network check runs alongside the device reads; its errors win over a read that failed because of them.
  const [read, check] = await Promise.allSettled([
    readNetworkDevices(client, networks),
    checkDeclaredNetworks(client, desired),
  ]);
  if (check.status === 'rejected') throw check.reason;
  if (check.value.some((d) => d.severity === 'error')) {
    return { diagnostics: check.value, networks: 0, devices: 0 };
  }
  if (read.status === 'rejected') throw read.reason;
  const fleet = read.value;
  const devices = [...fleet.values()].reduce((total, list) => total + list.length, 0);
  const diagnostics = [...check.value, ...lintDeviceTags(declarationsOf(desired), fleet)];
  return { diagnostics, networks: fleet.size, devices };
}
