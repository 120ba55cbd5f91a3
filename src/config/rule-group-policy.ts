import type { ConfigIndex } from './config-index.js';
import type { Diagnostic } from '../model/source.js';

/**
 * A sentry policy names its group policy once: by `groupPolicyId` or by `groupPolicy` (its name), never
 * both (which one would win?) and never neither.
 */
export function checkGroupPolicyNamedOnce(index: ConfigIndex): Diagnostic[] {
  return index.sentryAssignments.flatMap((item) =>
    (item.value.policies ?? []).flatMap((policy, p): Diagnostic[] => {
      const both = policy.groupPolicyId !== undefined && policy.groupPolicy !== undefined;
      if (!both && (policy.groupPolicyId !== undefined || policy.groupPolicy !== undefined)) return [];
      const at = both ? ['policies', p, 'groupPolicy'] : ['policies', p];
      return [
        {
          severity: 'error',
          code: both ? 'group-policy-twice' : 'group-policy-missing',
          message: both
            ? `sentry policy ${p + 1} of network ${item.value.network} names its group policy twice (groupPolicyId and groupPolicy)`
            : `sentry policy ${p + 1} of network ${item.value.network} names no group policy`,
          path: item.pathOf(at),
          hint: both
            ? 'keep one: groupPolicy: "NAME" (resolved in that network at plan time) or groupPolicyId: "ID"'
            : 'add groupPolicy: "NAME" (the group policy\'s name in that network) or groupPolicyId: "ID"',
          source: item.locate(at),
        },
      ];
    }),
  );
}
