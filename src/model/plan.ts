import type { LiveEchoPolicy } from './desired.js';
import type { Diagnostic, SourceLocation } from './source.js';

export type Kind = 'targetGroup' | 'adminRole' | 'sentry' | 'deviceTag';
export type Action = 'create' | 'update' | 'delete' | 'noop';

/**
 * One field that differs. Scalars use `before`/`after`; tag sets use `added`/`removed`; a sentry list
 * uses `policies` (inserted, removed, changed and moved entries).
 */
export interface FieldChange {
  path: string;
  before?: unknown;
  after?: unknown;
  added?: string[];
  removed?: string[];
  policies?: SentryPolicyChange[];
}

export type SentryPolicyChangeType = 'insert' | 'remove' | 'change' | 'move';

export interface SentryPolicyChange {
  type: SentryPolicyChangeType;
  /** 1-based position in the highest-priority-first list, before and after. */
  fromPosition?: number;
  toPosition?: number;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface DeviceSample {
  name: string;
  serial: string;
}

/** Which devices a change moves into or out of scope. */
export interface DeviceImpact {
  before: number;
  after: number;
  /** Devices that enter the scope (a sample; `addedCount` is the full count). */
  added: DeviceSample[];
  removed: DeviceSample[];
  addedCount: number;
  removedCount: number;
  /** The networks whose devices were evaluated. */
  networks: string[];
  /** Per network: its size, the devices moved and the share allowed, so safety needs only the plan. */
  byNetwork?: NetworkDeviceShare[];
}

/** How much of one network's fleet a change moves (a device both added and removed counts once). */
export interface NetworkDeviceShare {
  networkId: string;
  /** Devices in the network. */
  devices: number;
  /** Devices whose standing changes: entering or leaving the scope (for sentry: another group policy). */
  moved: number;
  /** The network's `policy.maxDevicePercent` when the plan was made. */
  maxDevicePercent: number;
  /**
   * The network's `policy.minDevicesForPercent` when the plan was made; absent: the default, 10 (so plans
   * made with the default keep their bytes).
   */
  minDevicesForPercent?: number;
}

/** What one device-tag change does to one object that selects on the tag (docs/config.md, "Device tags"). */
export interface KnockOnEffect {
  /** The target group, role or sentry list, as the plan leaves it. */
  address: string;
  kind: string;
  gainedCount: number;
  lostCount: number;
  /** Sentry: devices the list gives another group policy. */
  changedCount: number;
  /** Every device, by name and serial (text and Markdown cap them). */
  gained: DeviceSample[];
  lost: DeviceSample[];
  changed: DeviceSample[];
}

/** A device-tag change's devices (all of them) and its knock-on effect. */
export interface DeviceTagEffects {
  added: DeviceSample[];
  removed: DeviceSample[];
  knockOn: KnockOnEffect[];
}

/**
 * One planned change. `C`: its kind's canonical form, once a kind has read the change as its own (a
 * device tag's `Change<CanonicalDeviceTag>`); plan JSON and generic code see plain records.
 */
export interface Change<C extends object = Record<string, unknown>> {
  /** `org/<orgId>/adminRole/<name>`, `org/<orgId>/sentry/<networkId>`, `network/<networkId>/targetGroup/<name>`. */
  address: string;
  kind: Kind;
  action: Action;
  orgId: string;
  /** The target group's network, or the sentry assignment's network. */
  networkId?: string;
  /** The live id (target group id, roleId), when the object exists. */
  id?: string;
  /** Canonical live object, null for a create. */
  before: C | null;
  /** Canonical desired object, null for a delete. */
  after: C | null;
  fieldChanges: FieldChange[];
  /** `sha256:` of the canonical live object this change was computed from; null for a create. */
  liveFingerprint: string | null;
  source?: SourceLocation;
  devices?: DeviceImpact;
  /** A device-tag change only: every device it moves and what that does to the objects selecting on it. */
  deviceTag?: DeviceTagEffects;
  /**
   * Why a delete is planned: `prune` (undeclared live object), `declared` (config asks for it),
   * `duplicate` (a newer live object of a declared name an older one also carries), or `backup`
   * (`smform restore`: not in the backup).
   */
  reason?: string;
  /** The declaration is marked `protected: true`: no flag lets it be changed. Absent when false. */
  protected?: boolean;
}

export interface UnmanagedObject {
  address: string;
  kind: Kind;
  id?: string;
}

export interface PlanSummary {
  create: number;
  update: number;
  delete: number;
  noop: number;
  unmanaged: number;
}

/** What the plan was computed over: the scopes an apply must re-read to check staleness. */
export interface PlanScopes {
  organizations: string[];
  /** Networks whose target groups were read. */
  networks: string[];
}

/**
 * What the plan was made from, so `apply PLANFILE` can plan it again and compare: the command, the paths
 * it was given (relative to the working directory it ran in) and the selection options given to it.
 */
export interface PlanOrigin {
  /**
   * `plan`: `paths` are config files and directories; `restore`: `paths` holds the backup file, then the
   * config whose thresholds and protected marks the restore followed (none when there was none).
   */
  command: 'plan' | 'restore';
  paths: string[];
  /** `--org`, `--network`, `--target`, `--exclude` as given; absent when not given. */
  org?: string[];
  network?: string[];
  target?: string[];
  exclude?: string[];
  /** `--changed-since REF`: the plan covers only the scopes the config changed since REF. */
  changedSince?: ChangedSince;
}

/**
 * What `plan --changed-since REF` planned: the scopes whose declaration differs between REF and the
 * working tree. `apply PLANFILE` plans and checks exactly `scopes` again.
 */
export interface ChangedSince {
  /** REF as given (`origin/main`). */
  ref: string;
  /** The commit REF named when the plan was made. */
  commit: string;
  /** The scopes planned (`org/<id>/adminRole`, `org/<id>/sentry`, `network/<id>/targetGroup`), sorted. */
  scopes: string[];
  /** Declared scopes left unread: unchanged since REF (`smform drift` reads them all). */
  unread: number;
  /** Scopes REF's config declared and the config no longer does: not planned, nothing in them deleted. */
  noLongerManaged: string[];
}

export interface Plan {
  formatVersion: string;
  toolVersion: string;
  createdAt: string;
  configDigest: string;
  /** `sha256:` over the plan's content without `planHash`, `createdAt` and `signature`. */
  planHash: string;
  /**
   * `hmac-sha256:<hex>` over the canonical plan without this field, keyed with `SMFORM_PLAN_SIGNING_KEY`;
   * present only when that key was set when the plan was saved.
   */
  signature?: string;
  summary: PlanSummary;
  changes: Change[];
  unmanaged: UnmanagedObject[];
  diagnostics: Diagnostic[];
  scopes: PlanScopes;
  /** False when the plan was made with `--no-devices` or without device data. */
  devicesEvaluated: boolean;
  /** Size and thresholds of every scope the plan covers, so safety can be checked from the plan alone. */
  scopeStats?: ScopeStat[];
  /**
   * `policy.liveEcho` of the organizations planned that declare it, by organization id: an apply of the
   * saved plan reads back and verifies by it. Absent when none does.
   */
  liveEcho?: Record<string, LiveEchoPolicy>;
  /** Absent in plans of format 1.0 and in plans made by library callers that give none. */
  origin?: PlanOrigin;
}

/** One scope (a network's target groups, an organization's roles or sentry networks) and its rules. */
export interface ScopeStat {
  /** `network/<networkId>/targetGroup`, `org/<orgId>/adminRole` or `org/<orgId>/sentry`. */
  scope: string;
  kind: Kind;
  /** Live objects in view (ignored ones excluded) before the plan. */
  objects: number;
  maxChangePercent: number;
  minObjectsForPercent: number;
}

/** Why a plan may not be applied as it is, and the flag that would allow it (exit code 4). */
export interface Refusal {
  /** `delete`, `threshold`, `protected`, `risky`, `devices`. */
  rule: string;
  /** The change refused, or the scope for a threshold. */
  address: string;
  message: string;
  /** The flag that allows it; absent when none does (`protected`: only an edit of the config). */
  flag?: '--allow-delete' | '--force';
}
