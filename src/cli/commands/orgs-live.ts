import {
  DiscoveryOperation,
  isSystemsManager,
  listNetworks,
  type DiscoveredNetwork,
} from '../../live/index.js';
import { ExitCode } from '../../model/errors.js';
import { escapeControls } from '../../report/terminal-escape.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalOptions } from '../io.js';

/** Names come from the Dashboard: control and invisible characters are shown escaped, never sent to the terminal. */
const shown = escapeControls;

interface VisibleOrganization {
  id: string;
  name: string;
}

function organizationsOf(raw: unknown): VisibleOrganization[] {
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  return list.flatMap((item) => {
    const r = item as { id?: unknown; name?: unknown } | null;
    if (r === null || typeof r !== 'object' || typeof r.id !== 'string') return [];
    return [{ id: r.id, name: typeof r.name === 'string' ? r.name : '' }];
  });
}

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
    const all = organizationsOf(
      await context.client.call(DiscoveryOperation.listOrganizations, {}, { paginate: true }),
    );
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
    return ExitCode.ok;
  } finally {
    await context.close();
  }
}
