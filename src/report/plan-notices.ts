import type { Plan } from '../model/plan.js';
import type { Diagnostic } from '../model/source.js';

/**
 * Warnings a reader must see before the changes and any refusal: a setting that may not fit the
 * Dashboard (`echo-mismatch`) and an unconfirmed sentry order this plan writes (`sentry-order-unconfirmed`).
 * They stay in the plan's diagnostics too (JSON); the text and Markdown plans put them on top.
 */
const NOTICE_CODES: ReadonlySet<string> = new Set(['echo-mismatch', 'sentry-order-unconfirmed']);

export function planNotices(plan: Plan): Diagnostic[] {
  return plan.diagnostics.filter((diagnostic) => NOTICE_CODES.has(diagnostic.code));
}
