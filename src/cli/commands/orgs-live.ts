import {
  isSystemsManager,
  listNetworks,
  listOrganizations,
  type DiscoveredNetwork,
} from '../../live/index.js';
import { escapeControls } from '../../report/terminal-escape.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalOptions } from '../io.js';
import { finish } from '../outcome.js';

/** Names come from the Dashboard: control and invisible characters are shown escaped, never sent to the terminal. */
const shown = escapeControls;

/**
 * `orgs --live`: every organization the key can see (`getOrganizations`) and each one's networks with
 * their product types (`getOrganizationNetworks`, one list per organization, read together). An
 * organization whose networks the key may not list says so instead of failing the command.
 */
export async function runOrgsLive(
  io: CliIo,
  options: GlobalOptions,
  only: readonly string[],
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
    if (organizations.length === 0) io.out('The key sees no organizations.\n');
    organizations.forEach((org, i) => {
      const list = networks[i];
      const summary =
        typeof list === 'string'
          ? list
          : `${list?.length ?? 0} networks, ${list?.filter(isSystemsManager).length ?? 0} Systems Manager`;
      io.out(`${shown(org.id)}  ${shown(org.name) || '(no name)'}: ${summary}\n`);
      if (typeof list === 'string' || list === undefined) return;
      for (const network of list) {
        io.out(
          `  ${shown(network.id)}  ${shown(network.name)}  [${network.productTypes.map(shown).join(', ')}]\n`,
        );
      }
    });
    return finish(io, { kind: 'done' });
  } finally {
    await context.close();
  }
}
