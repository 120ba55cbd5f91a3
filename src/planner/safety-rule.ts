import type { DesiredState } from '../model/desired.js';
import type { Plan, Refusal } from '../model/plan.js';

/*
 * What a safety rule is, on its own: the rules (safety.ts, device-safety.ts) import this, and
 * safety.ts lists them, so neither rule module imports the other's.
 */

export interface SafetyOptions {
  allowDelete?: boolean;
  force?: boolean;
}

/** What a safety rule sees: the plan (self-contained), the config when at hand, and the flags given. */
export interface SafetyContext {
  plan: Plan;
  desired: DesiredState | undefined;
  options: SafetyOptions;
}

/** One named rule: returns a refusal per change (or scope) it does not allow. */
export type SafetyRule = (context: SafetyContext) => Refusal[];
