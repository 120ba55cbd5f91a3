import { SmformError } from '../../model/errors.js';
import { declaredOrgsRenderers } from '../../report/orgs.js';
import type { CliIo, GlobalFlags } from '../io.js';
import { loadDesired } from './desired.js';
import type { OrgsFlags } from '../flags.js';
import { finish } from '../outcome.js';

/** Lists the declared organizations, or prints them as a matrix for a fan-out workflow. */
export async function runOrgs(io: CliIo, options: GlobalFlags & OrgsFlags, paths: string[]): Promise<number> {
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
  const outcome = { organizations };
  io.out(declaredOrgsRenderers[options.matrix ? 'matrix' : options.output](outcome));
  return finish(io, { kind: 'done' });
}
