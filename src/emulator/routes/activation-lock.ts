import { badRequest, notFound, requireObjectBody } from '../http.js';
import { assignId, type NetworkState } from '../store.js';
import { param, requireNetwork, type RouteHandler } from './context.js';
import { optionalStrings } from './records.js';

/**
 * Activation-lock bypass attempts: a create answers 201 `pending` with empty `data`; the attempt is
 * worked off before the next read, which answers `complete` with one result per device id. Devices of
 * the network succeed; unknown ids fail with the API's message.
 */

interface Attempt {
  id: string;
  ids: string[];
  status: 'pending' | 'complete';
  data: Record<string, { success: boolean; errors: string[] }>;
}

const UNKNOWN_CODE = 'Activation lock bypass code not known for this device';

const attempts = new WeakMap<NetworkState, Map<string, Attempt>>();

function attemptsOf(network: NetworkState): Map<string, Attempt> {
  let map = attempts.get(network);
  if (map === undefined) {
    map = new Map();
    attempts.set(network, map);
  }
  return map;
}

function render(attempt: Attempt): Record<string, unknown> {
  return { id: attempt.id, status: attempt.status, data: structuredClone(attempt.data) };
}

const create: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const ids = optionalStrings(requireObjectBody(context.body), 'ids');
  if (ids === undefined || ids.length === 0)
    throw badRequest("'ids' is required (a non-empty array of device ids)");
  const attempt: Attempt = { id: assignId(context.store), ids: [...ids], status: 'pending', data: {} };
  attemptsOf(network).set(attempt.id, attempt);
  return { status: 201, body: render(attempt) };
};

const get: RouteHandler = (context) => {
  const network = requireNetwork(context);
  const id = param(context, 'attemptId');
  const attempt = attemptsOf(network).get(id);
  if (attempt === undefined) throw notFound(`Bypass activation lock attempt ${id} not found`);
  if (attempt.status === 'pending') {
    for (const deviceId of attempt.ids) {
      const known = network.devices.some((device) => device.id === deviceId);
      attempt.data[deviceId] = known
        ? { success: true, errors: [] }
        : { success: false, errors: [UNKNOWN_CODE] };
    }
    attempt.status = 'complete';
  }
  return { status: 200, body: render(attempt) };
};

export const activationLockRoutes: Record<string, RouteHandler> = {
  createNetworkSmBypassActivationLockAttempt: create,
  getNetworkSmBypassActivationLockAttempt: get,
};
