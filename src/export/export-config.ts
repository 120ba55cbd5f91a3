import { exportedByName } from '../kinds/sentry/group-policy-export.js';
import { ownerOf } from '../model/scope-address.js';
import type { LiveOrganization, LiveSentryAssignment } from '../model/live.js';
import type { Kind } from '../model/plan.js';
import { TAGGED_KEYWORDS } from '../model/scope.js';
import { adminRoleKind, registeredKinds, sentryKind, targetGroupKind } from '../kinds/registry.js';
import { slotObjects } from '../kinds/kind-slot.js';
import type { KindSlots } from '../model/kind-slots.js';
import { compareCodePoints } from '../canonical/compare.js';
import { renderConfigYaml, type SkippedObject } from './render-yaml.js';
import { escapeControls, firstInvisible } from '../text/terminal-escape.js';

/** Where a config repository keeps the schema when smform is a dev dependency (see `smform init`). */
export const DEFAULT_SCHEMA_PATH = 'node_modules/smform/schemas/smform.schema.json';

export interface ExportOptions {
  /**
   * The kinds exported only on request (their config part's `exportOnRequest`) that this export asks
   * for, each with the run's choice for it (the CLI's flags of the kind); a kind absent here: none.
   */
  requested?: Partial<Record<Kind, unknown>>;
  /** Pin every object to its live id (`id:`, `roleId:`). Objects sharing a name are pinned anyway. */
  withIds?: boolean;
  /** The schema, relative to the export's root directory; the modeline is made relative to each file. */
  schemaPath?: string;
  /** The command that made the export, named in each file's header. */
  command?: string;
  /**
   * Propose templates: networks whose whole target-group lists are the same (two or more, none pinned)
   * `use:` one template written to `templates/<orgId>.yaml` instead of repeating the list.
   */
  templates?: boolean;
  /** Names to carry as `name:`: the organization's, and the networks' by id. */
  names?: { organization?: string; networks?: ReadonlyMap<string, string> };
}

/** One file of an export, its path relative to the export's root. */
export interface ExportFile {
  path: string;
  text: string;
}

export interface ExportResult {
  files: ExportFile[];
  skipped: SkippedObject[];
}

/** What the config schema accepts as a tag: one word, no comma, no control or invisible character. */
const validTag = (tag: string): boolean => /^\s*[^\s,]+\s*$/.test(tag) && firstInvisible(tag) === undefined;

/** Why the config schema refuses a tag that `validTag` rejects. */
function tagProblem(tag: string): string {
  if (firstInvisible(tag) !== undefined) return 'no control or invisible characters';
  return tag.includes(',') ? 'commas are not allowed' : 'a tag holds no space: the Dashboard splits it there';
}

type Named = { name: string; scope: string; tags: string[] };

/**
 * An organization's or network's name as its `name:` label, or undefined (with a note in `skipped`) when
 * a config could not hold it: the label is left out rather than writing a file that fails validation.
 */
function labelOf(name: string | undefined, address: string, skipped: SkippedObject[]): string | undefined {
  if (name === undefined) return undefined;
  const hidden = firstInvisible(name);
  if (hidden === undefined) return name;
  skipped.push({
    address,
    reason: `the name: label is left out: the name holds the control or invisible character ${escapeControls(hidden.char)}, which a config cannot declare`,
  });
  return undefined;
}

/** Why an object cannot be written as config, or undefined when it can. */
function problemOf(object: Named, needsTags: boolean): string | undefined {
  const hidden = firstInvisible(object.name);
  if (hidden !== undefined) {
    return `its name holds the control or invisible character ${escapeControls(hidden.char)}, which a config cannot declare; rename it in the Dashboard`;
  }
  // The schema also refuses a name holding an invisible character: checked just above.
  if (!/\S/.test(object.name)) return 'its name is blank';
  if (needsTags && object.tags.length === 0) return `scope ${object.scope} with no tags cannot be declared`;
  const bad = object.tags.find((tag) => !validTag(tag));
  if (bad !== undefined) {
    return `tag ${escapeControls(JSON.stringify(bad))} cannot be declared (${tagProblem(bad)})`;
  }
  return undefined;
}

/**
 * Objects of one scope to declare: declarable ones, each name once. Of objects sharing a name, the one
 * with the lowest id is declared and pinned; the others are skipped (they stay unmanaged).
 */
function declarable<T extends Named>(
  objects: readonly T[],
  idOf: (object: T) => string,
  address: (name: string) => string,
  needsTags: (object: T) => boolean,
  skipped: SkippedObject[],
): { object: T; pinned: boolean }[] {
  const sorted = [...objects].sort(
    (a, b) => compareCodePoints(a.name, b.name) || compareCodePoints(idOf(a), idOf(b)),
  );
  const counts = new Map<string, number>();
  for (const object of sorted) counts.set(object.name, (counts.get(object.name) ?? 0) + 1);
  const chosen: { object: T; pinned: boolean }[] = [];
  const taken = new Set<string>();
  for (const object of sorted) {
    const problem = problemOf(object, needsTags(object));
    if (problem !== undefined) {
      skipped.push({ address: address(object.name), reason: problem });
    } else if (taken.has(object.name)) {
      skipped.push({
        address: address(object.name),
        reason: `another object of this name (id ${idOf(object)}) is declared already`,
      });
    } else {
      taken.add(object.name);
      chosen.push({ object, pinned: (counts.get(object.name) ?? 0) > 1 });
    }
  }
  return chosen;
}

/** A sentry list can be declared only whole: every policy's tags must be declarable. */
function sentryProblem(assignment: LiveSentryAssignment): string | undefined {
  for (const [index, policy] of assignment.policies.entries()) {
    const tagged = TAGGED_KEYWORDS.includes(policy.scope);
    const problem = problemOf(
      { name: policy.groupPolicyId, scope: policy.scope, tags: tagged ? policy.tags : [] },
      tagged,
    );
    if (problem !== undefined) return `policy ${index + 1}: ${problem}`;
  }
  return undefined;
}

/**
 * The sections of the kinds added through the registry that one organization or network holds live,
 * by config key (none when none was read): each kind exported always, and each exported on request
 * that the export asks for; what such a kind leaves out goes to `skipped`, by address.
 */
function registeredSections(
  holder: { kinds?: KindSlots },
  where: { owner: 'org' | 'network'; orgId: string; networkId: string },
  withIds: boolean,
  skipped: SkippedObject[],
  requested: Partial<Record<Kind, unknown>> = {},
): Record<string, unknown> {
  const { owner } = where;
  const sections: Record<string, unknown> = {};
  for (const spec of registeredKinds()) {
    const objects = spec.owner === owner ? slotObjects(holder, spec.kind) : undefined;
    const config = spec.config;
    if (objects === undefined || config === undefined) continue;
    if (config.exportSection !== undefined) sections[spec.configKey] = config.exportSection(objects, withIds);
    else if (config.exportOnRequest !== undefined && spec.kind in requested) {
      const exported = config.exportOnRequest(objects, requested[spec.kind]);
      if (exported.section !== undefined) sections[spec.configKey] = exported.section;
      for (const { name, reason } of exported.skipped)
        skipped.push({ address: spec.address(where.orgId, where.networkId, name), reason });
    }
  }
  return sections;
}

/** A file name from an id: safe on every file system. */
function fileNameOf(id: string): string {
  const safe = id.replace(/[^A-Za-z0-9._-]/g, '_');
  return safe === '' || safe.startsWith('.') ? `_${safe}` : safe;
}

/**
 * Live state of one organization as config files: `orgs/<orgId>.yaml` with its admin roles and sentry
 * lists, `networks/<networkId>.yaml` per network with its target groups. Each declares exactly what
 * live holds (tags only where they count, ids quoted), so an immediate plan of it is empty. Pure.
 */
export function exportOrganization(org: LiveOrganization, options: ExportOptions = {}): ExportResult {
  const skipped: SkippedObject[] = [];
  const withIds = options.withIds === true;
  const files: ExportFile[] = [];
  const orgFileSkipped: SkippedObject[] = [];
  const roles =
    org.adminRoles === undefined
      ? undefined
      : declarable(
          org.adminRoles,
          (r) => r.roleId,
          (name) => adminRoleKind.address(org.id, '', name),
          () => true,
          orgFileSkipped,
        ).map(({ object, pinned }) => adminRoleKind.exportEntry(object, withIds || pinned));
  const sentry =
    org.sentryPolicies === undefined
      ? undefined
      : [...org.sentryPolicies]
          .filter((assignment) => assignment.policies.length > 0)
          .sort((a, b) => compareCodePoints(a.networkId, b.networkId))
          .flatMap((assignment) => {
            const problem = sentryProblem(assignment);
            if (problem === undefined)
              return [exportedByName(sentryKind.exportEntry(assignment), org.groupPolicies)];
            orgFileSkipped.push({
              address: sentryKind.address(org.id, assignment.networkId, ''),
              reason: problem,
            });
            return [];
          });
  const orgName = labelOf(options.names?.organization, ownerOf('org', org.id), orgFileSkipped);
  const orgPath = `orgs/${fileNameOf(org.id)}.yaml`;
  files.push({
    path: orgPath,
    text: renderConfigYaml(
      {
        organizations: [
          {
            // A key whose value is undefined (a label left out, a scope not read) is left out of the YAML.
            id: org.id,
            name: orgName,
            adminRoles: roles,
            sentryPolicies: sentry,
            ...registeredSections(
              org,
              { owner: 'org', orgId: org.id, networkId: '' },
              withIds,
              orgFileSkipped,
              options.requested,
            ),
          },
        ],
      },
      {
        file: orgPath,
        title: `organization ${org.id}: admin roles and sentry policy assignments`,
        skipped: orgFileSkipped,
        ...options,
      },
    ),
  });
  skipped.push(...orgFileSkipped);
  const networks = [...org.networks]
    .sort((a, b) => compareCodePoints(a.id, b.id))
    .flatMap((network) => {
      const networkSkipped: SkippedObject[] = [];
      const more = registeredSections(
        network,
        { owner: 'network', orgId: org.id, networkId: network.id },
        withIds,
        networkSkipped,
        options.requested,
      );
      if (network.targetGroups === undefined && Object.keys(more).length === 0) return [];
      const chosen = declarable(
        network.targetGroups ?? [],
        (g) => g.id,
        (name) => targetGroupKind.address(org.id, network.id, name),
        (g) => TAGGED_KEYWORDS.includes(g.scope),
        networkSkipped,
      );
      const groups = chosen.map(({ object, pinned }) =>
        targetGroupKind.exportEntry(object, withIds || pinned),
      );
      return [
        { network, networkSkipped, groups: network.targetGroups === undefined ? undefined : groups, more },
      ];
    });
  const proposal: Proposal =
    options.templates === true
      ? proposeTemplates(org.id, networks)
      : { lists: new Map(), templateOf: new Map() };
  for (const { network, networkSkipped, groups, more } of networks) {
    const template = proposal.templateOf.get(network.id);
    const path = `networks/${fileNameOf(network.id)}.yaml`;
    const networkName = labelOf(
      options.names?.networks?.get(network.id),
      ownerOf('network', network.id),
      networkSkipped,
    );
    files.push({
      path,
      text: renderConfigYaml(
        {
          organizations: [
            {
              id: org.id,
              networks: [
                {
                  id: network.id,
                  name: networkName,
                  ...(template === undefined ? { targetGroups: groups } : { use: [template] }),
                  ...more,
                },
              ],
            },
          ],
        },
        {
          file: path,
          title: `network ${network.id} of organization ${org.id}: target groups`,
          skipped: networkSkipped,
          ...options,
        },
      ),
    });
    skipped.push(...networkSkipped);
  }
  if (proposal.lists.size > 0) files.push(templatesFile(org.id, proposal, options));
  return { files, skipped };
}

interface ExportedNetwork {
  network: { id: string };
  /** Undefined when the network's target groups were not read (it holds a registered kind only). */
  groups: Record<string, unknown>[] | undefined;
}

/** The proposed templates: each one's target groups (most used first) and the template each network uses. */
interface Proposal {
  lists: Map<string, Record<string, unknown>[]>;
  templateOf: Map<string, string>;
}

/**
 * Every list of target groups that two or more networks hold exactly (a list with a pinned id never
 * repeats: live ids are one network's), named `<orgId>-shared-<n>` with the most used first: a name per organization, so the exports
 * of two organizations into one repository do not collide.
 */
function proposeTemplates(orgId: string, networks: readonly ExportedNetwork[]): Proposal {
  const byList = new Map<string, { groups: Record<string, unknown>[]; ids: string[] }>();
  for (const { network, groups } of networks) {
    if (groups === undefined || groups.length === 0) continue;
    const key = JSON.stringify(groups);
    const entry = byList.get(key) ?? { groups, ids: [] };
    entry.ids.push(network.id);
    byList.set(key, entry);
  }
  const shared = [...byList.values()]
    .filter((entry) => entry.ids.length > 1)
    // Lists used equally often keep the order they were first seen in: their first network's id (the sort is stable).
    .sort((a, b) => b.ids.length - a.ids.length);
  const proposal: Proposal = { lists: new Map(), templateOf: new Map() };
  for (const [index, { groups, ids }] of shared.entries()) {
    const name = `${fileNameOf(orgId)}-shared-${index + 1}`;
    proposal.lists.set(name, groups);
    for (const id of ids) proposal.templateOf.set(id, name);
  }
  return proposal;
}

/** `templates/<orgId>.yaml`: the proposed templates, for the networks' `use:`. */
function templatesFile(orgId: string, proposal: Proposal, options: ExportOptions): ExportFile {
  const path = `templates/${fileNameOf(orgId)}.yaml`;
  const count = proposal.lists.size;
  return {
    path,
    text: renderConfigYaml(
      { templates: { targetGroups: Object.fromEntries(proposal.lists) } },
      {
        file: path,
        title: `organization ${orgId}: ${count === 1 ? 'a template' : `${count} templates`} for the target-group lists that ${proposal.templateOf.size} of its networks share`,
        skipped: [],
        ...options,
      },
    ),
  };
}
