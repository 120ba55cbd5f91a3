import { codeName, escapeHtml } from '../text/markdown-escape.js';

/** The one organization a Markdown report covers, with its name when the config gives one. */
export interface OrganizationSubject {
  id: string;
  name?: string | undefined;
}

/**
 * The organization a run covers when it covers exactly one (the config declares one, or `--org` picked
 * one), for the Markdown title; undefined for a fleet.
 */
export function organizationSubject(
  organizations: readonly OrganizationSubject[],
  only: readonly string[] | undefined,
): OrganizationSubject | undefined {
  const covered =
    only === undefined || only.length === 0
      ? organizations
      : organizations.filter((org) => only.includes(org.id));
  const [first, ...others] = covered;
  if (first !== undefined && others.length === 0) return { id: first.id, name: first.name };
  // `--org` naming one organization the config does not name: the id alone.
  const [id, ...more] = only ?? [];
  return id !== undefined && more.length === 0 ? { id } : undefined;
}

/**
 * The title's ` for ...` words: ` for \`Acme\` (organization 549236)` when the config names the
 * organization (the untrusted name in a code span), ` for organization 549236` when not, or nothing.
 */
export function forOrganization(subject: OrganizationSubject | undefined): string {
  if (subject === undefined) return '';
  const organization = `organization ${escapeHtml(subject.id)}`;
  const name = subject.name?.trim() ?? '';
  return name === '' ? ` for ${organization}` : ` for ${codeName(name)} (${organization})`;
}
