import type { LiveEchoPolicy } from '../model/desired.js';
import type { LiveState } from '../model/live.js';
import type { Change } from '../model/plan.js';
import { describeMismatch, describeSentryMismatch } from './compare.js';
import { comparableAfter, diagnoseSentryEcho, diagnoseTargetGroupEcho } from './echo-check.js';
import type { Operation } from './execute.js';
import { desiredPoliciesOf } from './operations.js';
import type { VerificationProblem } from './types.js';

/**
 * Checks the state re-read after the writes against what each done operation should have left: created
 * and updated objects present and equal to the declaration, deleted ones gone, sentry lists as declared.
 */
export function verifyWrites(
  operations: readonly Operation[],
  after: LiveState,
  liveEcho: Readonly<Record<string, LiveEchoPolicy>> = {},
): VerificationProblem[] {
  const problems: VerificationProblem[] = [];
  for (const op of operations) {
    if (op.result.status !== 'done') continue;
    const org = after.organizations.find((o) => o.id === op.result.orgId);
    const echo = liveEcho[op.result.orgId];
    for (const change of op.changes) {
      const problem = checkChange(change, op, org, echo);
      if (problem !== undefined) problems.push({ address: change.address, message: problem });
    }
  }
  return problems;
}

function checkChange(
  change: Change,
  op: Operation,
  org: LiveState['organizations'][number] | undefined,
  echo: LiveEchoPolicy | undefined,
): string | undefined {
  if (org === undefined) return 'its organization could not be re-read';
  const id = op.result.id;
  switch (change.kind) {
    case 'targetGroup': {
      const groups = org.networks.find((n) => n.id === change.networkId)?.targetGroups ?? [];
      const live = groups.find((g) => g.id === id);
      // What the Dashboard does not echo is explained (echo-check.ts), or left uncompared by the setting.
      if (live === undefined || change.after === null) return checkObject(change, live);
      return (
        diagnoseTargetGroupEcho(change, live, echo) ??
        checkObject(change, live, comparableAfter(change.after, live, echo))
      );
    }
    case 'adminRole': {
      const live = (org.adminRoles ?? []).find((r) => r.roleId === id);
      return checkObject(change, live);
    }
    case 'sentry': {
      const live = (org.sentryPolicies ?? []).find((a) => a.networkId === change.networkId);
      const explained = diagnoseSentryEcho(change, live, desiredPoliciesOf(change), echo);
      if (explained !== undefined) return explained;
      const mismatch = describeSentryMismatch(live, desiredPoliciesOf(change));
      return mismatch === undefined ? undefined : `after apply, ${mismatch}`;
    }
  }
}

function checkObject(
  change: Change,
  live: Parameters<typeof describeMismatch>[0] | undefined,
  after: Record<string, unknown> | null = change.after,
): string | undefined {
  if (change.action === 'delete') return live === undefined ? undefined : 'after apply, it still exists';
  if (live === undefined) return 'after apply, it is missing';
  if (after === null) return undefined;
  const mismatch = describeMismatch(live, after);
  return mismatch === undefined ? undefined : `after apply, ${mismatch}`;
}
