import { isSystemsManager, type DiscoveredNetwork, type VisibleOrganization } from '../live/index.js';
import type { DesiredOrganization } from '../model/desired.js';
import { escapeControls } from '../text/terminal-escape.js';
import { plural } from '../text/plural.js';
import { registeredKinds } from '../kinds/registry.js';
import { columnWidth } from '../text/columns.js';

/** One entry of the GitHub Actions matrix: `matrix.org` is the id to pass to `--org`. */
export interface MatrixEntry {
  org: string;
  name: string;
}

/** `smform orgs`: the declared organizations, sorted by id. */
export interface DeclaredOrgsOutcome {
  organizations: readonly DesiredOrganization[];
}

function describe(org: DesiredOrganization): string {
  const parts = [
    ...(org.adminRoles === undefined ? [] : [plural(org.adminRoles.length, 'admin role')]),
    ...(org.sentryPolicies === undefined ? [] : [plural(org.sentryPolicies.length, 'sentry network')]),
    `${plural(org.networks.filter((n) => n.targetGroups !== undefined).length, 'network')} with target groups`,
    ...registeredKinds().flatMap((spec) => {
      const scopes = spec.declaredScopes(org);
      // A kind of networks only where some network declares it, as `network`/`networks` by count.
      if (spec.owner === 'network')
        return scopes.length === 0
          ? []
          : [`${plural(scopes.length, 'network', 'networks')} with ${spec.plural}`];
      const objects = scopes[0]?.objects;
      return objects === undefined ? [] : [plural(objects.length, spec.label, spec.plural)];
    }),
  ];
  return parts.join(', ');
}

/** What the config manages of the kinds added through the registry, by config key (absent: none). */
function registeredCounts(org: DesiredOrganization): { kinds?: Record<string, number | null> } {
  const specs = registeredKinds();
  if (specs.length === 0) return {};
  const kinds: Record<string, number | null> = {};
  for (const spec of specs) {
    const scopes = spec.declaredScopes(org);
    // Like networksWithTargetGroups for a kind of networks; like adminRoles for an organization's kind.
    kinds[spec.configKey] = spec.owner === 'network' ? scopes.length : (scopes[0]?.objects.length ?? null);
  }
  return { kinds };
}

/** One line per declared organization: id, name, what the config manages in it. */
export function renderDeclaredOrgsText({ organizations }: DeclaredOrgsOutcome): string {
  const width = Math.max(0, ...organizations.map((org) => org.id.length));
  return organizations
    .map(
      (org) => `${escapeControls(`${org.id.padEnd(width)}  ${org.name ?? '(no name)'}: ${describe(org)}`)}\n`,
    )
    .join('');
}

/** `smform orgs --matrix`: `{"include":[{"org":ID,"name":NAME}...]}` for a fan-out workflow. */
export function renderOrgsMatrix({ organizations }: DeclaredOrgsOutcome): string {
  const include: MatrixEntry[] = organizations.map((org) => ({ org: org.id, name: org.name ?? org.id }));
  return `${JSON.stringify({ include })}\n`;
}

/** The declared organizations as JSON (`id`, `name`, what is managed). */
export function renderDeclaredOrgsJson({ organizations }: DeclaredOrgsOutcome): string {
  const document = organizations.map((org) => ({
    id: org.id,
    name: org.name ?? null,
    adminRoles: org.adminRoles?.length ?? null,
    sentryNetworks: org.sentryPolicies?.length ?? null,
    networksWithTargetGroups: org.networks.filter((n) => n.targetGroups !== undefined).length,
    ...registeredCounts(org),
  }));
  return `${JSON.stringify({ organizations: document }, null, 2)}\n`;
}

/** `smform orgs`'s formats (`matrix` is `--matrix`). */
export const declaredOrgsRenderers: Record<
  'text' | 'matrix' | 'json',
  (outcome: DeclaredOrgsOutcome) => string
> = {
  text: renderDeclaredOrgsText,
  matrix: renderOrgsMatrix,
  json: renderDeclaredOrgsJson,
};

/** `smform orgs --live`: the organizations the key sees, each with its networks or why they are hidden. */
export interface LiveOrgsOutcome {
  organizations: readonly VisibleOrganization[];
  /** Per organization, in the same order: its networks, or why the key may not list them. */
  networks: readonly (readonly DiscoveredNetwork[] | string)[];
}

/** Names come from the Dashboard: control and invisible characters are shown escaped, never sent to the terminal. */
const shown = escapeControls;

export function renderLiveOrgsText({ organizations, networks }: LiveOrgsOutcome): string {
  if (organizations.length === 0) return 'The key sees no organizations.\n';
  const lines: string[] = [];
  // Columns line up over the whole listing: ids and names padded to the longest (escaped) one, within a cap.
  const all = networks.flatMap((list) => (typeof list === 'string' || list === undefined ? [] : list));
  const orgWidth = columnWidth(organizations.map((org) => shown(org.id)));
  const idWidth = columnWidth(all.map((network) => shown(network.id)));
  const nameWidth = columnWidth(all.map((network) => shown(network.name)));
  organizations.forEach((org, i) => {
    const list = networks[i];
    const summary =
      typeof list === 'string'
        ? list
        : `${plural(list?.length ?? 0, 'network')}, ${list?.filter(isSystemsManager).length ?? 0} Systems Manager`;
    lines.push(`${shown(org.id).padEnd(orgWidth)}  ${shown(org.name) || '(no name)'}: ${summary}\n`);
    if (typeof list === 'string' || list === undefined) return;
    for (const network of list) {
      lines.push(
        `  ${shown(network.id).padEnd(idWidth)}  ${shown(network.name).padEnd(nameWidth)}  [${network.productTypes.map(shown).join(', ')}]\n`,
      );
    }
  });
  return lines.join('');
}

/** The live listing as JSON: each organization with its networks, or `networksHidden` saying why. */
export function renderLiveOrgsJson({ organizations, networks }: LiveOrgsOutcome): string {
  const document = organizations.map((org, i) => {
    const list = networks[i];
    return typeof list === 'string' || list === undefined
      ? { ...org, networksHidden: list ?? 'not read' }
      : { ...org, networks: list };
  });
  return `${JSON.stringify({ organizations: document }, null, 2)}\n`;
}

export const liveOrgsRenderers: Record<'text' | 'json', (outcome: LiveOrgsOutcome) => string> = {
  text: renderLiveOrgsText,
  json: renderLiveOrgsJson,
};
