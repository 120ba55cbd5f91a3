import type { LiveEchoPolicy } from '../model/desired.js';
import type { LiveState } from '../model/live.js';
import { kindSpec } from '../kinds/registry.js';
import type { WriteStep } from './execute.js';
import type { VerificationProblem } from './types.js';

/**
 * Checks the state re-read after the writes against what each done operation should have left: created
 * and updated objects present and equal to the declaration, deleted ones gone, sentry lists as declared
 * (each kind's check: `KindSpec.verify`).
 */
export function verifyWrites(
  operations: readonly WriteStep[],
  after: LiveState,
  liveEcho: Readonly<Record<string, LiveEchoPolicy>> = {},
): VerificationProblem[] {
  const problems: VerificationProblem[] = [];
  for (const op of operations) {
    if (op.result.status !== 'done') continue;
    const org = after.organizations.find((o) => o.id === op.result.orgId);
    const echo = liveEcho[op.result.orgId];
    for (const change of op.changes) {
      const problem =
        org === undefined
          ? 'its organization could not be re-read'
          : kindSpec(change.kind).verify(change, op.result.id, org, echo);
      if (problem !== undefined) problems.push({ address: change.address, message: problem });
    }
  }
  return problems;
}
