import { listNetworks, listOrganizations, type DiscoveredNetwork } from '../../live/index.js';
import { liveOrgsRenderers } from '../../report/orgs.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalFlags } from '../io.js';
import { finish } from '../outcome.js';

/**
 * `orgs --live`: every organization the key can see (`getOrganizations`) and each one's networks with
 * their product types (`getOrganizationNetworks`, one list per organization, read together). An
 * organization whose networks the key may not list says so instead of failing the command.
 */
export async function runOrgsLive(
  io: CliIo,
  options: GlobalFlags,
  only: readonly string[],
  output: 'text' | 'json' = 'text',
): Promise<number> {
  const context = await openContext(io, options);
  try {
    const all = await listOrganizations(context.client);
    const organizations = all.filter((org) => only.length === 0 || only.includes(org.id));
    const networks = await Promise.all(
      organizations.map((org) =>
        listNetworks(context.client, org.id).then(
          (list): DiscoveredNetwork[] | string => list,
          (error: unknown): string => {
            const status = (error as { status?: unknown } | null)?.status;
            if (status === 403 || status === 404) return `networks not visible to this key (HTTP ${status})`;
            throw error;
          },
        ),
      ),
    );
    io.out(liveOrgsRenderers[output]({ organizations, networks }));
    return finish(io, { kind: 'done' });
  } finally {
    await context.close();
  }
}
