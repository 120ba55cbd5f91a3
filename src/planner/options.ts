import type { PlanOrigin } from '../model/plan.js';
import type { PruneReason } from '../kinds/kind-spec.js';

export type { PruneReason };

/** What a plan run is asked for, beyond the desired and live states. */
export interface PlanOptions {
  /** The smform version written into the plan. */
  toolVersion: string;
  /** The plan's `createdAt`, an ISO timestamp (injected: the planner reads no clock). */
  now: string;
  /** `--allow-delete`: deletes may be applied. Checked by `checkSafety`, recorded nowhere in the plan. */
  allowDelete?: boolean;
  /** `--force`: threshold, protected and risky changes may be applied. Checked by `checkSafety`. */
  force?: boolean;
  /** `--target GLOB...`: only changes and unmanaged objects whose address matches one of these. */
  targets?: readonly string[];
  /** `--exclude GLOB...`: leave out changes and unmanaged objects whose address matches one of these. */
  excludes?: readonly string[];
  /** `--org ID...`: only these organizations. */
  orgIds?: readonly string[];
  /**
   * `--network ID...`: only these networks' target groups and sentry assignments. Admin roles belong to
   * no network, so a network filter leaves them out.
   */
  networkIds?: readonly string[];
  /**
   * `--changed-since REF`: only these scopes (`org/<id>/adminRole`, `org/<id>/sentry`,
   * `network/<id>/targetGroup`), as `readSetOfDesired` reads them. Undefined plans every declared scope.
   */
  onlyScopes?: readonly string[];
  /**
   * Keep the live and desired records (`before`/`after`) on noop changes. Off by default: a noop is
   * compact (records and `liveFingerprint` null), since nothing is written for it; `smform scope` turns
   * it on to show an unchanged object's scope.
   */
  noopRecords?: boolean;
  /** Recorded in the plan as `origin`: what `apply PLANFILE` plans again to check the file. */
  origin?: PlanOrigin;
  /**
   * The `reason` recorded on deletes of undeclared live objects: `prune` (the default), or `backup` for
   * `smform restore`, whose desired state is a backup (rendered "not in the backup").
   */
  pruneReason?: PruneReason;
}
