import type { Plan } from '../model/plan.js';
import { confirmSentryOrderHint, sentryOrderConfirmed, setsSentryOrder } from '../kinds/sentry/order.js';
import type { SafetyRule } from './safety-rule.js';

/** A reorder in an organization whose sentry order is unconfirmed needs --force (from the plan alone). */
export const refuseUnconfirmedSentryOrder: SafetyRule = ({ plan, options }) =>
  options.force === true
    ? []
    : plan.changes
        .filter((change) => setsSentryOrder(change) && !sentryOrderConfirmed(orgEcho(plan, change.orgId)))
        .map((change) => ({
          rule: 'sentry-order',
          address: change.address,
          message: `${change.address} reorders its sentry policies, and organization ${change.orgId} has not confirmed how its Dashboard orders sentry priority: ${confirmSentryOrderHint(change.networkId ?? '?', change.orgId)}`,
          flag: '--force' as const,
        }));

function orgEcho(plan: Plan, orgId: string): { sentryOrderConfirmed?: boolean } | undefined {
  return plan.liveEcho?.[orgId];
}
