import type { DesiredOrganization } from '../../model/desired.js';
import type { Change } from '../../model/plan.js';
import type { Diagnostic } from '../../model/source.js';
import { isRecord } from '../json.js';
import { compareCodePoints } from '../../canonical/compare.js';

/*
 * No guess that can invert sentry priorities (issue 30): until an admin has compared smform's reading
 * with the Dashboard's sentry page (`smform doctor --sentry-order`) and recorded
 * `policy.liveEcho.sentryOrderConfirmed: true`, a plan that reorders two or more policies of a
 * network says so, and applying it takes --force.
 */

const targets = (record: Record<string, unknown> | null): string[] => {
  const policies = record?.['policies'];
  return Array.isArray(policies)
    ? policies.map((p) => (isRecord(p) ? `${String(p['smNetworkId'])}/${String(p['groupPolicyId'])}` : '?'))
    : [];
};

/**
 * Whether a sentry change reorders the network's policies: two or more policies live before and kept
 * after (same SM network and group policy) stand in another relative order. An insert or a removal that
 * leaves the others in their order is not a reorder (the read-back after the write still checks it).
 */
export function setsSentryOrder(change: Change): boolean {
  if (change.kind !== 'sentry' || change.action !== 'update') return false;
  const before = targets(change.before);
  const unused = [...before.keys()];
  // Each kept policy's position in the live list, in the desired list's order.
  const kept: number[] = [];
  for (const target of targets(change.after)) {
    const at = unused.findIndex((index) => before[index] === target);
    if (at === -1) continue;
    kept.push(unused[at] ?? 0);
    unused.splice(at, 1);
  }
  return kept.some((position, i) => i > 0 && position < (kept[i - 1] ?? 0));
}

/** Whether an organization's `policy.liveEcho` records its sentry order confirmed. */
export const sentryOrderConfirmed = (liveEcho: { sentryOrderConfirmed?: boolean } | undefined): boolean =>
  liveEcho?.sentryOrderConfirmed === true;

/** How to confirm the order of an organization, or go ahead without: the hint of the notice and the refusal. */
export const confirmSentryOrderHint = (network: string, orgId: string): string =>
  `run \`smform doctor --sentry-order ${network}\`, compare its list with the Dashboard's sentry policies page, and record the answer in policy.liveEcho of organization ${orgId} (sentryOrderConfirmed: true; docs/doctor.md); or apply with --force`;

/** The plan's notice for an organization whose sentry order is unconfirmed and that this plan reorders. */
export function unconfirmedSentryOrder(org: DesiredOrganization, changes: readonly Change[]): Diagnostic[] {
  if (sentryOrderConfirmed(org.policy.liveEcho)) return [];
  const networks = changes
    .filter(setsSentryOrder)
    .map((change) => change.networkId ?? '?')
    .sort(compareCodePoints);
  const [first] = networks;
  if (first === undefined) return [];
  return [
    {
      severity: 'warning',
      code: 'sentry-order-unconfirmed',
      message: `SENTRY ORDER NOT CONFIRMED: this plan reorders the sentry policies of ${networks.length === 1 ? `network ${first}` : `networks ${networks.join(', ')}`} in organization ${org.id}, and nobody has confirmed that smform reads and writes this Dashboard's sentry order the right way round; if it does not, the policies end up inverted in production`,
      hint: confirmSentryOrderHint(first, org.id),
      source: org.source,
    },
  ];
}
