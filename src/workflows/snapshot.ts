import { readSetOfDesired, type ApiCaller, type ReadSet } from '../live/index.js';
import type { DesiredState } from '../model/desired.js';
import { createSnapshot, snapshotDeviceNetworks, withDevices, type LiveSnapshot } from '../snapshot/index.js';
import type { ProgressOptions } from './progress.js';
import { withGroupPolicies } from '../live/group-policies.js';
import { readDevicesReporting, readScopesReporting } from './source.js';

export interface SnapshotWorkflowOptions extends ProgressOptions {
  toolVersion: string;
  /** Only these organizations and networks (`--org`, `--network`). */
  org?: readonly string[] | undefined;
  network?: readonly string[] | undefined;
  /** Record the devices of the declared SM networks (for `plan --live-from` with devices). */
  devices: boolean;
  now?: Date | undefined;
}

/** Reads the declared scopes (and the devices of their SM networks) into a snapshot. Prints nothing. */
export async function takeSnapshot(
  client: ApiCaller,
  desired: DesiredState,
  options: SnapshotWorkflowOptions,
): Promise<{ snapshot: LiveSnapshot; scopes: ReadSet }> {
  const scopes = readSetOfDesired(desired, { orgs: options.org, networks: options.network });
  // The group policies of every declared sentry list's network: a later plan may name or change any of them.
  let live = await withGroupPolicies(
    client,
    desired,
    await readScopesReporting(client, scopes, options.onProgress),
    { orgIds: options.org, networkIds: options.network, every: true },
  );
  if (options.devices) {
    const refs = snapshotDeviceNetworks(desired, live, scopes);
    live = withDevices(live, refs, await readDevicesReporting(client, refs, options.onProgress));
  }
  const snapshot = createSnapshot(live, scopes, {
    toolVersion: options.toolVersion,
    now: (options.now ?? new Date()).toISOString(),
  });
  return { snapshot, scopes };
}
