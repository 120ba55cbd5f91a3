import { readNetworkDevices } from '../../live/index.js';
import type { DesiredState } from '../../model/desired.js';
import type { Diagnostic } from '../../model/source.js';
import { declarationsOf, lintDeviceTags, smNetworksOf } from '../../planner/index.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalOptions } from '../io.js';

/** What `validate --live` found: the tag warnings and how much it read to find them. */
export interface LiveLint {
  diagnostics: Diagnostic[];
  networks: number;
  devices: number;
}

/**
 * `validate --live`: reads the devices of every SM network the config declares (under `networks:` or
 * as a sentry `smNetwork`) and checks every declared scope's tags against the tags devices carry.
 */
export async function lintAgainstLive(
  io: CliIo,
  options: GlobalOptions,
  desired: DesiredState,
): Promise<LiveLint> {
  const context = await openContext(io, options);
  try {
    const networks = desired.organizations.flatMap((org) =>
      smNetworksOf(org).map((networkId) => ({ orgId: org.id, networkId })),
    );
    const fleet = await readNetworkDevices(context.client, networks);
    const devices = [...fleet.values()].reduce((total, list) => total + list.length, 0);
    return { diagnostics: lintDeviceTags(declarationsOf(desired), fleet), networks: fleet.size, devices };
  } finally {
    await context.close();
  }
}

export function formatLiveLintSummary(lint: LiveLint): string {
  const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
  return `Checked scope tags against ${plural(lint.devices, 'device')} in ${plural(lint.networks, 'network')}: ${plural(lint.diagnostics.length, 'warning')}.`;
}
