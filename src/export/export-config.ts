import type { LiveOrganization, LiveSentryAssignment } from '../model/live.js';
import { TAGGED_KEYWORDS } from '../model/scope.js';
import { adminRoleKind, sentryKind, targetGroupKind } from '../kinds/registry.js';
import { compareCodePoints } from '../canonical/compare.js';
import { renderConfigYaml, type SkippedObject } from './render-yaml.js';
import { escapeControls, firstInvisible } from '../text/terminal-escape.js';

/** Where a config repository keeps the schema when smform is a dev dependency (see `smform init`). */
export const DEFAULT_SCHEMA_PATH = 'node_modules/smform/schemas/smform.schema.json';

export interface ExportOptions {
  /** Pin every object to its live id (`id:`, `roleId:`). Objects sharing a name are pinned anyway. */
  withIds?: boolean;
  /** The schema, relative to the export's root directory; the modeline is made relative to each file. */
  schemaPath?: string;
  /** The command that made the export, named in each file's header. */
  command?: string;
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

/** What the config schema accepts as a name and as a tag (no control or invisible character either). */
const validName = (name: string): boolean => /\S/.test(name) && firstInvisible(name) === undefined;
const validTag = (tag: string): boolean =>
  /^[^,]*[^\s,][^,]*$/.test(tag) && firstInvisible(tag) === undefined;

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
  if (!validName(object.name)) return 'its name is blank';
  if (needsTags && object.tags.length === 0) return `scope ${object.scope} with no tags cannot be declared`;
  const bad = object.tags.find((tag) => !validTag(tag));
  if (bad !== undefined) {
    return `tag ${escapeControls(JSON.stringify(bad))} cannot be declared (${firstInvisible(bad) === undefined ? 'commas are not allowed' : 'no control or invisible characters'})`;
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
            if (problem === undefined) return [sentryKind.exportEntry(assignment)];
            orgFileSkipped.push({
              address: sentryKind.address(org.id, assignment.networkId, ''),
              reason: problem,
            });
            return [];
          });
  const orgName = labelOf(options.names?.organization, `org/${org.id}`, orgFileSkipped);
  const orgPath = `orgs/${fileNameOf(org.id)}.yaml`;
  files.push({
    path: orgPath,
    text: renderConfigYaml(
      {
        organizations: [
          {
            id: org.id,
            ...(orgName === undefined ? {} : { name: orgName }),
            ...(roles === undefined ? {} : { adminRoles: roles }),
            ...(sentry === undefined ? {} : { sentryPolicies: sentry }),
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
  for (const network of [...org.networks].sort((a, b) => compareCodePoints(a.id, b.id))) {
    if (network.targetGroups === undefined) continue;
    const networkSkipped: SkippedObject[] = [];
    const groups = declarable(
      network.targetGroups,
      (g) => g.id,
      (name) => targetGroupKind.address(org.id, network.id, name),
      (g) => TAGGED_KEYWORDS.includes(g.scope),
      networkSkipped,
    ).map(({ object, pinned }) => targetGroupKind.exportEntry(object, withIds || pinned));
    const path = `networks/${fileNameOf(network.id)}.yaml`;
    const networkName = labelOf(
      options.names?.networks?.get(network.id),
      `network/${network.id}`,
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
                  ...(networkName === undefined ? {} : { name: networkName }),
                  targetGroups: groups,
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
  return { files, skipped };
}
