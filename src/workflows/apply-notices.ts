import type { Plan } from '../model/plan.js';

/**
 * What an apply workflow has to say besides progress, as data: the CLI prints each on stderr (the
 * notes unless `--quiet`; `lock-unavailable` and `trust-plan-unchecked` always, they are warnings).
 */
export type ApplyNotice =
  /** A lock left by a process of this host that is gone was taken over. */
  | { type: 'lock-taken-over'; file: string; holder: string }
  /** No lock could be written (a read-only checkout): the apply goes on without one. */
  | { type: 'lock-unavailable'; dir: string; message: string }
  /** The live state about to change was saved here before the first write. */
  | { type: 'backup-saved'; file: string }
  /** The plan is signed, but no signing key was given: its signature was not checked. */
  | { type: 'signature-unchecked'; file: string }
  /**
   * `trustPlan`: the plan's config is not at hand; its own changes are applied. `config` tells whether
   * the repository's config was there to check `protected` marks against (else nothing checked them).
   */
  | { type: 'trust-plan'; reason: string; signed: boolean; config: 'checked' | 'absent' }
  /** A fresh plan of the saved plan's config has exactly its changes. */
  | { type: 'saved-plan-checked'; label: string; changes: number }
  /** The saved plan's writes begin (`plan` is the plan that runs). */
  | { type: 'applying-saved-plan'; file: string; plan: Plan };
