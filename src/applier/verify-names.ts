import type { LiveState } from '../model/live.js';
import { compareIds } from '../kinds/ids.js';
import { kindSpec } from '../kinds/registry.js';
import { nameOf } from './change-name.js';
import type { WriteStep } from './execute.js';
import { writtenBy } from './operations.js';
import type { KnownIds } from './staleness.js';
import type { VerificationProblem } from './types.js';

/**
 * Names, not only ids: each name a done create or update left in its scope must be carried by one live
 * object, or by several only when the plan (`planned`) or this apply accounts for each of them (a restore
 * recreates two objects of one name). One more means another writer created it too (a second smform on
 * another machine, a colleague), and the apply fails naming every id. A list kind (sentry) has no names.
 */
export function verifyNames(
  operations: readonly WriteStep[],
  after: LiveState,
  planned: KnownIds,
): VerificationProblem[] {
  const problems: VerificationProblem[] = [];
  const seen = new Set<string>();
  for (const op of operations) {
    if (op.result.status !== 'done') continue;
    for (const change of op.changes) {
      const spec = kindSpec(change.kind);
      if (change.after === null || spec.shape === 'list') continue;
      const name = nameOf(change);
      const key = JSON.stringify([change.kind, change.orgId, change.networkId ?? '', name]);
      if (seen.has(key)) continue;
      seen.add(key);
      const org = after.organizations.find((o) => o.id === change.orgId);
      const ids = spec.idsNamed(change, org, name);
      const theirs = ids.filter((id) => !planned(change.kind, id) && !writtenBy(operations, change.kind, id));
      if (ids.length < 2 || theirs.length === 0) continue;
      problems.push({
        address: change.address,
        message: `after apply, ${ids.length} ${spec.plural} are named ${JSON.stringify(name)} (ids ${ids.sort(compareIds).join(', ')}); another writer created it too: delete one (\`smform plan --allow-delete\` proposes the newer)`,
      });
    }
  }
  return problems;
}
