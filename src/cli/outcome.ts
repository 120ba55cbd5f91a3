import type { ApplyResult } from '../applier/index.js';
import type { DriftReport } from '../drift/index.js';
import { ExitCode } from '../model/errors.js';
import type { Plan, Refusal } from '../model/plan.js';
import { formatRefusals } from '../report/refusals.js';
import type { CliIo } from './io.js';

/**
 * How a command ended, as data. Errors are thrown (`SmformError` carries its exit code); everything
 * else ends as one of these, and `exitCodeOf` is the one place that maps it to CONVENTIONS §3.
 */
export type CommandOutcome =
  /** A plan (plan, restore, the plan half of apply): refused (4), changes with --detailed-exitcode (2), else 0. */
  | { kind: 'plan'; plan: Plan; refusals: readonly Refusal[]; detailedExitcode?: boolean }
  /** Refused before any plan was made against live state (a saved plan checked with today's flags). */
  | { kind: 'refused'; refusals: readonly Refusal[] }
  /** An apply ran: all done (0), only stale refusals (5), anything failed or interrupted (1). */
  | { kind: 'apply'; result: ApplyResult }
  /** The approval question was answered no: nothing changed, but nothing was applied either (1). */
  | { kind: 'declined' }
  /** A drift report: drift found (2) or none (0). */
  | { kind: 'drift'; report: DriftReport }
  /** `smform doctor`: every check passed (0) or one failed (1). */
  | { kind: 'doctor'; ok: boolean }
  /** `smform validate`: valid (0) or not (3). */
  | { kind: 'validation'; valid: boolean }
  /** Anything else that finished (snapshot, scope, orgs, ...). */
  | { kind: 'done' };

/** Whether the plan has anything to write. */
export const hasChanges = (plan: Plan): boolean =>
  plan.summary.create + plan.summary.update + plan.summary.delete > 0;

/** The exit code of an outcome (CONVENTIONS §3): the only place the CLI maps one to the other. */
export function exitCodeOf(outcome: CommandOutcome): ExitCode {
  switch (outcome.kind) {
    case 'plan':
      if (outcome.refusals.length > 0) return ExitCode.unsafe;
      return outcome.detailedExitcode === true && hasChanges(outcome.plan) ? ExitCode.changes : ExitCode.ok;
    case 'refused':
      return outcome.refusals.length > 0 ? ExitCode.unsafe : ExitCode.ok;
    case 'apply': {
      const { result } = outcome;
      if (result.ok) return ExitCode.ok;
      // Refused as stale (another writer moved what it changes) and nothing else went wrong: exit 5.
      const stale = result.writes.some((op) => op.stale === true);
      const failed = result.writes.some((op) => op.status === 'failed') || result.verification.length > 0;
      return stale && !failed && !result.interrupted ? ExitCode.stale : ExitCode.error;
    }
    case 'declined':
      return ExitCode.error;
    case 'drift':
      return outcome.report.drifted ? ExitCode.changes : ExitCode.ok;
    case 'doctor':
      return outcome.ok ? ExitCode.ok : ExitCode.error;
    case 'validation':
      return outcome.valid ? ExitCode.ok : ExitCode.invalidConfig;
    case 'done':
      return ExitCode.ok;
  }
}

/** Refusals of a plan or a saved plan: printed on stderr, each with the flag that would allow it. */
export function refusalsOf(outcome: CommandOutcome): readonly Refusal[] {
  return outcome.kind === 'plan' || outcome.kind === 'refused' ? outcome.refusals : [];
}

/** The tail every command shares: the refusals (if any) on stderr, then the outcome's exit code. */
export function finish(io: CliIo, outcome: CommandOutcome): number {
  const refusals = refusalsOf(outcome);
  if (refusals.length > 0) io.err(formatRefusals(refusals));
  return exitCodeOf(outcome);
}
