import type { LiveGroupPolicy } from '../model/live.js';
import { SmformError } from '../model/errors.js';
import type { LiveSnapshot } from '../snapshot/index.js';

/**
 * A network's group policies as a snapshot recorded them (`smform snapshot` records those of every
 * declared sentry list's network); refused, naming the network, when the snapshot holds none for it.
 */
export function groupPoliciesOf(
  snapshot: LiveSnapshot,
  file: string,
  networkId: string,
): Promise<LiveGroupPolicy[]> {
  for (const org of snapshot.live.organizations) {
    const recorded = org.groupPolicies?.[networkId];
    if (recorded !== undefined) return Promise.resolve(recorded);
  }
  return Promise.reject(
    new SmformError(
      `${file} holds no group policies of network ${networkId}, which a sentry list of the config needs (to resolve a groupPolicy name or check an id)`,
      {
        fault: 'usage',
        hint: 'take the snapshot again with this smform version (it records the group policies of every declared sentry list), or drop --live-from',
      },
    ),
  );
}
