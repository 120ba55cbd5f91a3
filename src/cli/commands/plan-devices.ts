import type { ApiCaller } from '../../live/index.js';
import { readNetworkDevices } from '../../live/index.js';
import type { DesiredState } from '../../model/desired.js';
import type { Plan } from '../../model/plan.js';
import { deviceNetworksOfPlan, evaluateDevices } from '../../planner/index.js';

/**
 * Adds the blast radius to a plan: reads the devices of exactly the networks its changes touch (none
 * when nothing changes) and evaluates every change over them.
 */
export async function addDevicesToPlan(client: ApiCaller, desired: DesiredState, plan: Plan): Promise<Plan> {
  const fleet = await readNetworkDevices(client, deviceNetworksOfPlan(plan, desired));
  return evaluateDevices(plan, desired, fleet);
}
