import { digestOf } from '../model/digest.js';
import { readNetworks, readOwners } from '../kinds/kind-spec.js';
import { KINDS, kindSpec } from '../kinds/registry.js';
import type { ReadSet } from '../live/scopes.js';
import {
  DEFAULT_POLICY,
  type OwnershipPolicy,
  type PolicyThresholds,
  type DesiredNetwork,
  type DesiredOrganization,
  type DesiredState,
} from '../model/desired.js';
import type { LiveState } from '../model/live.js';
import type { SourceLocation } from '../model/source.js';
import { createSnapshot, renderSnapshot, type LiveSnapshot } from '../snapshot/snapshot.js';

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
  scopes: ReadSet,
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

/**
 * A restore's policy: `prune` on and nothing ignored (the whole scope goes back), with the thresholds the
 * working tree's config gives the scope (`maxChangePercent`, `minObjectsForPercent`, `maxDevicePercent`),
 * else those of `fallback` (the project settings file's `restore:`), else the defaults.
 */
function restorePolicy(
  configured: OwnershipPolicy | undefined,
  fallback: Partial<PolicyThresholds>,
): OwnershipPolicy {
  const thresholds = configured ?? { ...DEFAULT_POLICY, ...fallback };
  return {
    prune: true,
    ignore: [],
    maxChangePercent: thresholds.maxChangePercent,
    minObjectsForPercent: thresholds.minObjectsForPercent,
    maxDevicePercent: thresholds.maxDevicePercent,
  };
}

/**
 * The desired state that puts the backup's scopes back as they were: every object of the backup declared
 * (pinned to its id when that id is still live, so renames are undone; recreated by name otherwise), and
 * `prune` on, so objects made since the backup are deleted. Only the scopes the backup read are managed.
 * `config`, the working tree's config when there is one, lends each scope its thresholds and its
 * `protected: true` marks, so a restore is as safe as a plan of that config. `fallback` gives the
 * thresholds of scopes the config does not declare (or of every scope, without a config).
 */
export function desiredOfBackup(
  backup: LiveSnapshot,
  current: LiveState,
  file: string,
  config?: DesiredState,
  fallback: Partial<PolicyThresholds> = {},
): DesiredState {
  const source: SourceLocation = { file, line: 1, column: 1 };
  const organizations: DesiredOrganization[] = backup.scopes.organizations.map((scope) => {
    const saved = backup.live.organizations.find((o) => o.id === scope.orgId);
    const now = current.organizations.find((o) => o.id === scope.orgId);
    const declared = config?.organizations.find((o) => o.id === scope.orgId);
    const org: DesiredOrganization = {
      id: scope.orgId,
      policy: restorePolicy(declared?.policy, fallback),
      networks: readNetworks(scope).map((networkId) => networkOf(networkId, source, declared, fallback)),
      source,
    };
    for (const kind of KINDS) {
      const spec = kindSpec(kind);
      for (const networkId of readOwners(spec, scope))
        spec.restoreScope(org, { networkId, saved, now, declared, source });
    }
    return org;
  });
  return { organizations, files: [file], digest: digestOf(organizations) };
}

function networkOf(
  networkId: string,
  source: SourceLocation,
  declaredOrg: DesiredOrganization | undefined,
  fallback: Partial<PolicyThresholds>,
): DesiredNetwork {
  const declared = declaredOrg?.networks.find((n) => n.id === networkId);
  return {
    id: networkId,
    // A network's effective policy already holds its organization's keys where it sets none.
    policy: restorePolicy(declared?.policy ?? declaredOrg?.policy, fallback),
    source,
  };
}
