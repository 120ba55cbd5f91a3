import { selectionError } from '../../live/index.js';
import { snapshotWrittenNotice } from '../../report/notices.js';
import { snapshotRenderers } from '../../report/commands.js';
import { takeSnapshot } from '../../workflows/index.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalFlags } from '../io.js';
import { finish } from '../outcome.js';
import { toolVersion } from '../version.js';
import { loadDesired } from './desired.js';
import type { SnapshotFlags } from '../flags.js';
import { writeOut } from '../../workflows/no-follow.js';
import { plural } from '../../text/plural.js';

/** Reads the declared scopes (and the devices of their SM networks) and writes the snapshot. */
export async function runSnapshot(
  io: CliIo,
  options: GlobalFlags & SnapshotFlags,
  paths: string[],
): Promise<number> {
  const desired = await loadDesired(io, paths, options);
  const unselected = selectionError(desired, { orgs: options.org, networks: options.network });
  if (unselected !== undefined) throw unselected;
  const context = await openContext(io, options);
  let text: string;
  let counts: string;
  try {
    const { snapshot, scopes } = await takeSnapshot(context.client, desired, {
      toolVersion: toolVersion(),
      org: options.org,
      network: options.network,
      devices: options.devices,
      onProgress: context.progress.onProgress,
    });
    text = snapshotRenderers.json(snapshot, undefined);
    const networks = scopes.organizations.reduce((sum, org) => sum + org.networks.length, 0);
    counts = `${plural(scopes.organizations.length, 'organization')}, ${plural(networks, 'network')} of target groups${options.devices ? ', with devices' : ''}`;
  } finally {
    await context.close();
  }
  if (options.out === undefined) io.out(text);
  else {
    await writeOut(io.cwd, options.out, text);
    if (!options.quiet) {
      io.err(snapshotWrittenNotice(counts, options.out));
    }
  }
  return finish(io, { kind: 'done' });
}
