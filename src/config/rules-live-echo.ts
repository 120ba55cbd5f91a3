import type { Diagnostic } from '../model/source.js';
import type { ConfigIndex } from './config-index.js';

/**
 * `policy.liveEcho` describes the Dashboard an organization lives on, so it belongs to the organization's
 * policy; a network's policy may not set it (its networks all answer alike).
 */
export function checkLiveEchoPlacement(index: ConfigIndex): Diagnostic[] {
  return index.networks.flatMap((network) =>
    network.value.policy?.liveEcho === undefined
      ? []
      : [
          {
            severity: 'error' as const,
            code: 'live-echo-on-network',
            message: `network ${network.value.id} sets policy.liveEcho, which only an organization's policy may set`,
            path: network.pathOf(['policy', 'liveEcho']),
            hint: 'move liveEcho to the policy of the organization the network belongs to',
            source: network.locate(['policy', 'liveEcho']),
          },
        ],
  );
}
