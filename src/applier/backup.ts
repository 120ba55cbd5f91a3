import { digestOf } from '../config/index.js';
import type { ReadScopes } from '../live/scopes.js';
import {
  DEFAULT_POLICY,
  type DesiredAdminRole,
  type DesiredNetwork,
  type DesiredOrganization,
  type DesiredSentryAssignment,
  type DesiredState,
  type DesiredTargetGroup,
} from '../model/desired.js';
import type { LiveOrganization, LiveState } from '../model/live.js';
import type { SourceLocation } from '../model/source.js';
import { createSnapshot, renderSnapshot, type LiveSnapshot } from '../snapshot/index.js';

/** Where `apply` keeps its backups unless `--backup-dir` says otherwise (relative to the working directory). */
export const DEFAULT_BACKUP_DIR = '.smform/backups';

/**
 * A backup is a live snapshot (the format of `smform snapshot`, so `plan --live-from` reads it too) of the
 * scopes an apply was about to write, taken after its staleness check and before its first write, plus
 * the plan it preceded.
 */
export interface Backup extends LiveSnapshot {
  backupOf: { planHash: string; configDigest: string };
}

/** The backup document of the live state an apply is about to change. */
export function createBackup(
  live: LiveState,
  scopes: ReadScopes,
  meta: { toolVersion: string; now: string; planHash: string; configDigest: string },
): Backup {
  return {
    ...createSnapshot(live, scopes, meta),
    backupOf: { planHash: meta.planHash, configDigest: meta.configDigest },
  };
}

export const renderBackup = (backup: Backup): string => renderSnapshot(backup);

/**
 * The backup's file name: its UTC time with `:` and `.` made safe for every file system
 * (`2026-11-22T00-23-23-123Z.json`); a second backup in the same millisecond gets `-2`, `-3`, ...
 */
export function backupFileName(at: Date, attempt = 1): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return attempt <= 1 ? `${stamp}.json` : `${stamp}-${attempt}.json`;
}

const POLICY = { ...DEFAULT_POLICY, prune: true };

/**
 * The desired state that puts the backup's scopes back as they were: every object of the backup declared
 * (pinned to its id when that id is still live, so renames are undone; recreated by name otherwise), and
 * `prune` on, so objects made since the backup are deleted. Only the scopes the backup read are managed.
 */
export function desiredOfBackup(backup: LiveSnapshot, current: LiveState, file: string): DesiredState {
  const source: SourceLocation = { file, line: 1, column: 1 };
  const organizations: DesiredOrganization[] = backup.scopes.organizations.map((scope) => {
    const saved = backup.live.organizations.find((o) => o.id === scope.orgId);
    const now = current.organizations.find((o) => o.id === scope.orgId);
    const org: DesiredOrganization = {
      id: scope.orgId,
      policy: POLICY,
      networks: scope.networks.map((networkId) => networkOf(saved, now, networkId, source)),
      source,
    };
    if (scope.adminRoles) {
      const live = new Set((now?.adminRoles ?? []).map((r) => r.roleId));
      org.adminRoles = (saved?.adminRoles ?? []).map((role): DesiredAdminRole => ({
        name: role.name,
        ...(live.has(role.roleId) ? { roleId: role.roleId } : {}),
        scope: role.scope,
        tags: role.tags,
        protected: false,
        source,
      }));
    }
    if (scope.sentry) {
      org.sentryPolicies = (saved?.sentryPolicies ?? [])
        .filter((assignment) => assignment.policies.length > 0)
        .map((assignment): DesiredSentryAssignment => ({
          networkId: assignment.networkId,
          policies: assignment.policies.map((p) => ({
            smNetworkId: p.smNetworkId,
            groupPolicyId: p.groupPolicyId,
            scope: p.scope,
            tags: p.tags,
            source,
          })),
          protected: false,
          source,
        }));
    }
    return org;
  });
  return { organizations, files: [file], digest: digestOf(organizations) };
}

function networkOf(
  saved: LiveOrganization | undefined,
  now: LiveOrganization | undefined,
  networkId: string,
  source: SourceLocation,
): DesiredNetwork {
  const groups = saved?.networks.find((n) => n.id === networkId)?.targetGroups ?? [];
  const live = new Set(
    (now?.networks.find((n) => n.id === networkId)?.targetGroups ?? []).map((group) => group.id),
  );
  return {
    id: networkId,
    policy: POLICY,
    targetGroups: groups.map((group): DesiredTargetGroup => ({
      name: group.name,
      ...(live.has(group.id) ? { id: group.id } : {}),
      scope: group.scope,
      tags: group.tags,
      protected: false,
      source,
    })),
    source,
  };
}
