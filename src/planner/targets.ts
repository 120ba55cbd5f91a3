import { ownerOf, parseScope } from '../model/scope-address.js';
import { suggest } from '../text/did-you-mean.js';
import { matchesAnyGlob } from '../glob.js';
import { SmformError } from '../model/errors.js';
import type { Plan } from '../model/plan.js';
import type { Diagnostic } from '../model/source.js';
import { compareCodePoints } from '../canonical/compare.js';

const CODE = 'target-matches-nothing';

/**
 * An error diagnostic per `--target` glob that matches no address of the run (declared objects, and live
 * ones reported as unmanaged or pruned): a typo must not pass as an empty plan. The hint names the
 * nearest address of the same scope, or some addresses of the run.
 */
export function unmatchedTargets(targets: readonly string[], addresses: readonly string[]): Diagnostic[] {
  const unmatched = targets.filter((glob) => !addresses.some((address) => matchesAnyGlob(address, [glob])));
  if (unmatched.length === 0) return [];
  const sorted = [...new Set(addresses)].sort(compareCodePoints);
  return unmatched.map((glob) => {
    // Only addresses of the same owner (`network/N_1/...`) are compared: a run may hold 100,000 of them.
    const parts = parseScope(glob);
    const root = parts === undefined ? undefined : `${ownerOf(parts.owner, parts.ownerId)}/`;
    const nearest = suggest(
      glob,
      root === undefined ? [] : sorted.filter((address) => address.startsWith(root)),
    );
    const some = `${sorted.slice(0, 10).join(', ')}${sorted.length > 10 ? ` and ${sorted.length - 10} more` : ''}`;
    const hint =
      nearest !== undefined
        ? `did you mean ${nearest}?`
        : sorted.length === 0
          ? 'this run holds no objects; check --org and --network'
          : `addresses in this run: ${some}`;
    return {
      severity: 'error',
      code: CODE,
      message: `--target '${glob}' matches no declared or live object`,
      hint,
    };
  });
}

/**
 * The plan's unmatched `--target` globs as one usage error (exit 1), or undefined. The CLI throws it before
 * printing the plan: the fix is in the command line, not in the config.
 */
export function targetError(plan: Plan): SmformError | undefined {
  const found = plan.diagnostics.filter((diagnostic) => diagnostic.code === CODE);
  const [first] = found;
  if (first === undefined) return undefined;
  const message = found.map((diagnostic) => diagnostic.message).join('; ');
  return first.hint === undefined
    ? new SmformError(message, { fault: 'usage' })
    : new SmformError(message, { fault: 'usage', hint: first.hint });
}
