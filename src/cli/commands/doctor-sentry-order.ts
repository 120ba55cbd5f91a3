import type { ApiCaller } from '../../live/index.js';
import type { DesiredState } from '../../model/desired.js';
import { sentryOrderCheck } from '../../doctor/sentry-order.js';
import type { Check } from '../../doctor/types.js';

/** `--sentry-order`'s check, or a failed one naming what went wrong (never a stack trace). */
export async function sentryOrder(
  client: ApiCaller,
  networkId: string,
  desired: DesiredState | undefined,
): Promise<Check> {
  try {
    return await sentryOrderCheck(client, networkId, desired);
  } catch (error) {
    return {
      id: 'sentry-order',
      status: 'fail',
      subject: `network ${networkId}`,
      message: `the sentry order of network ${networkId} could not be read: ${(error as Error).message}`,
      hint: 'check the network id (`smform orgs --live` lists the networks the key reaches)',
    };
  }
}
