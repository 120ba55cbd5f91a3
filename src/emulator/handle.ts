import type { Behaviour } from './behaviour.js';
import type { IncomingMessage } from 'node:http';
import { stormRetryAfter, type FaultDecision, type FaultSpec, type ServerErrorStatus } from './faults.js';
import { rejectPlainArrayParams } from './array-params.js';
import { ApiFailure, parseJsonBody, parseQuery } from './http.js';
import { linkOrigin } from './link-origin.js';
import type { LinkStyle } from './paging.js';
import { GLOBAL_RATE_LIMIT_MESSAGE, ORG_RATE_LIMIT_MESSAGE, type RateLimiter } from './rate-limit.js';
import { errorAnswer, type Answer } from './respond.js';
import type { Router } from './router.js';
import { listOrganizations } from './routes/discovery.js';
import type { NetworkState, OrganizationState, Store } from './store.js';
import type { RequestLogEntry } from './types.js';
import { unjoinSdkLink } from './sdk-link.js';
import { adminOf, afterWrite, beforeWrite, identityOf } from './change-log.js';

/** Everything one running emulator holds; `handleRequest` reads and changes it. */
export interface Emulation {
  store: Store;
  router: Router;
  faults: FaultSpec;
  random: () => number;
  randomSeed: number;
  startedAt: number;
  clock: () => number;
  orgLimiter: RateLimiter;
  globalLimiter: RateLimiter;
  apiKeys: Set<string> | undefined;
  orgKeyAllowList: Record<string, string[]>;
  linkStyle: LinkStyle;
  /** `http://host:port` the server listens on; links use the request's Host header when it is valid. */
  origin: string;
  behaviour: Behaviour;
}

const BASE_PATH = '/api/v1';

const SERVER_ERROR_MESSAGES: Record<ServerErrorStatus, string> = {
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
};

/** The API key from `Authorization: Bearer` or the legacy `X-Cisco-Meraki-API-Key` header. */
function readApiKey(req: IncomingMessage): string | undefined {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    if (match?.[1] !== undefined && match[1].trim() !== '') return match[1].trim();
  }
  const legacy = req.headers['x-cisco-meraki-api-key'];
  const value = Array.isArray(legacy) ? legacy[0] : legacy;
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** `getAdministeredIdentitiesMe`: who the key belongs to, in the API's shape. */
function identityBody(admin: { name: string; email: string }): Record<string, unknown> {
  return {
    name: admin.name,
    email: admin.email,
    lastUsedDashboardAt: '2026-01-01T00:00:00Z',
    authentication: {
      mode: 'email',
      api: { key: { created: true } },
      saml: { enabled: false },
      twoFactor: { enabled: false },
    },
  };
}

function rateLimited(message: string, retryAfterSeconds: number): Answer {
  return errorAnswer(429, [message], { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Answers one request, in the order the API checks things: key (401), path (404), organization or
 * network (404), allow-list (404, as if absent), rate limits (429), then faults and the route. Routes throw
 * `ApiFailure` for error answers. `entry` gets the organization, network, operation and fault.
 */
export function handleRequest(
  emulation: Emulation,
  req: IncomingMessage,
  url: URL,
  bodyText: string,
  decision: FaultDecision,
  entry: RequestLogEntry,
): Answer {
  try {
    const method = req.method ?? 'GET';
    const pathname = unjoinSdkLink(url.pathname, BASE_PATH, req.headers.host) ?? url.pathname;
    if (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`)) {
      throw new ApiFailure(404, 'Not found');
    }
    const key = readApiKey(req);
    if (key === undefined) throw new ApiFailure(401, 'Missing API key');
    if (emulation.apiKeys !== undefined && !emulation.apiKeys.has(key))
      throw new ApiFailure(401, 'Invalid API key');
    const global = emulation.globalLimiter.take(req.socket.remoteAddress ?? 'unknown');
    if (!global.ok) return rateLimited(GLOBAL_RATE_LIMIT_MESSAGE, global.retryAfterSeconds);

    const path = pathname.slice(BASE_PATH.length);
    const matched = emulation.router.match(method, path);
    if (matched.kind !== 'match') throw new ApiFailure(404, 'Not found');
    const { operation, params, handler } = matched.match;
    entry.operationId = operation.operationId;

    const links = {
      origin: linkOrigin(emulation.origin, req.headers.host),
      style: emulation.linkStyle,
      path,
      pairs: [...new URLSearchParams(url.search)],
    };
    if (operation.operationId === 'getOrganizations') {
      // Not an organization's call: only the per-address budget applies (checked above).
      const visible = (candidate: OrganizationState): boolean =>
        emulation.orgKeyAllowList[candidate.id]?.includes(key) ?? true;
      const result = listOrganizations(emulation.store, visible, parseQuery(url.search), links);
      return { status: result.status, headers: result.headers ?? {}, body: result.body };
    }
    if (operation.operationId === 'getAdministeredIdentitiesMe') {
      const admin = identityOf(emulation.store.organizations.values(), key);
      return { status: 200, headers: {}, body: identityBody(admin) };
    }

    let org: OrganizationState | undefined;
    let network: NetworkState | undefined;
    const networkId = params['networkId'];
    const orgId = params['organizationId'];
    if (networkId !== undefined) {
      network = emulation.store.networks.get(networkId);
      if (network === undefined) throw new ApiFailure(404, `Network ${networkId} not found`);
      entry.networkId = network.id;
      org = emulation.store.organizations.get(network.orgId);
    } else if (orgId !== undefined) {
      org = emulation.store.organizations.get(orgId);
    }
    if (org === undefined) throw new ApiFailure(404, `Organization ${orgId ?? '?'} not found`);
    entry.orgId = org.id;
    const allowed = emulation.orgKeyAllowList[org.id];
    if (allowed !== undefined && !allowed.includes(key)) {
      // Meraki answers 404 here, as for an absent resource: it does not reveal that the organization exists.
      throw new ApiFailure(
        404,
        networkId === undefined ? `Organization ${orgId ?? '?'} not found` : `Network ${networkId} not found`,
      );
    }

    const now = emulation.clock();
    const storm = stormRetryAfter(emulation.faults, emulation.randomSeed, now - emulation.startedAt);
    if (storm !== undefined) {
      entry.fault = 'storm';
      return rateLimited(ORG_RATE_LIMIT_MESSAGE, storm);
    }
    const taken = emulation.orgLimiter.take(org.id);
    if (!taken.ok) return rateLimited(ORG_RATE_LIMIT_MESSAGE, taken.retryAfterSeconds);

    if (handler === undefined) {
      throw new ApiFailure(404, `${operation.operationId} is not emulated yet (smform emulator)`);
    }
    if (decision.serverError !== undefined) {
      entry.fault = '5xx';
      return errorAnswer(decision.serverError, [SERVER_ERROR_MESSAGES[decision.serverError]]);
    }
    rejectPlainArrayParams(operation.operationId, url.search);
    const body = parseJsonBody(bodyText);
    const subject = method === 'GET' ? undefined : beforeWrite(org, network);
    const result = handler({
      store: emulation.store,
      params,
      query: parseQuery(url.search),
      body,
      org,
      network,
      now,
      behaviour: emulation.behaviour,
      links,
    });
    if (subject !== undefined && result.status < 300) {
      const admin = adminOf(org, key);
      org.changeLog.push(
        ...afterWrite(org, subject, { operationId: operation.operationId, body, admin, now }),
      );
    }
    if (method !== 'GET' && decision.serverErrorAfterWrite !== undefined) {
      entry.fault = '5xx-after-write';
      return errorAnswer(decision.serverErrorAfterWrite, [
        SERVER_ERROR_MESSAGES[decision.serverErrorAfterWrite],
      ]);
    }
    return { status: result.status, headers: result.headers ?? {}, body: result.body };
  } catch (error) {
    if (error instanceof ApiFailure) return errorAnswer(error.status, error.errors, error.headers);
    throw error;
  }
}
