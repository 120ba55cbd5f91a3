import type { DesiredOrganization } from '../../model/desired.js';
import { SmformError } from '../../model/errors.js';
import { escapeControls } from '../../report/terminal-escape.js';
import type { CliIo, GlobalOptions } from '../io.js';
import { loadDesired } from './desired.js';
import type { OrgsOptions } from '../flags.js';
import { finish } from '../outcome.js';

/** One entry of the GitHub Actions matrix: `matrix.org` is the id to pass to `--org`. */
export interface MatrixEntry {
  org: string;
  name: string;
}

function describe(org: DesiredOrganization): string {
  const parts = [
    ...(org.adminRoles === undefined ? [] : [`${org.adminRoles.length} admin roles`]),
    ...(org.sentryPolicies === undefined ? [] : [`${org.sentryPolicies.length} sentry networks`]),
    `${org.networks.filter((n) => n.targetGroups !== undefined).length} networks with target groups`,
  ];
  return parts.join(', ');
}

/** Lists the declared organizations, or prints them as a matrix for a fan-out workflow. */
export async function runOrgs(
  io: CliIo,
  options: GlobalOptions & OrgsOptions,
  paths: string[],
): Promise<number> {
  const desired = await loadDesired(io, paths);
  const wanted = options.org ?? [];
  const unknown = wanted.filter((id) => !desired.organizations.some((org) => org.id === id));
  if (unknown.length > 0) {
    throw new SmformError(`the config declares no organization ${unknown.join(', ')}`, {
      fault: 'usage',
      hint: `declared: ${desired.organizations.map((org) => org.id).join(', ') || 'none'}`,
    });
  }
  const organizations = desired.organizations
    .filter((org) => wanted.length === 0 || wanted.includes(org.id))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (options.matrix) {
    const include: MatrixEntry[] = organizations.map((org) => ({ org: org.id, name: org.name ?? org.id }));
    io.out(`${JSON.stringify({ include })}\n`);
    return finish(io, { kind: 'done' });
  }
  const width = Math.max(0, ...organizations.map((org) => org.id.length));
  for (const org of organizations) {
    io.out(`${escapeControls(`${org.id.padEnd(width)}  ${org.name ?? '(no name)'}: ${describe(org)}`)}\n`);
  }
  return finish(io, { kind: 'done' });
}
