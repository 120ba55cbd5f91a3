/** A sentry list's network and the SM networks its policies apply to. */
export interface SentryList {
  networkId: string;
  policies: readonly { smNetworkId: string }[];
}

/** A sentry list touches a network when it belongs to it or holds a policy on it (its `smNetwork`). */
export function sentryTouches(list: SentryList, networkIds: readonly string[]): boolean {
  return (
    networkIds.includes(list.networkId) ||
    list.policies.some((policy) => networkIds.includes(policy.smNetworkId))
  );
}
