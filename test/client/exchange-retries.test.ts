import { afterEach, describe, expect, it } from 'vitest';
import { type RequestLogEntry, type RetryWait } from '../../src/client/index.js';
import {
  failureOf,
  ok,
  rateLimited,
  reply,
  resetConnection,
  serveClient,
  status,
} from './helpers/scripted-server.js';

// Which answers one exchange (src/client/exchange.ts) retries and how: the retry notices and counters,
// the rate budget's hold in the debug log, Retry-After at its limit, and which statuses a DELETE, a GET
// and a POST retry.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

const role = { organizationId: 'O_1', name: 'Helpdesk', scope: 'some', tags: ['emea'] };
const groups = { networkId: 'N_1' };

describe('exchange: retry notices and counters', () => {
  it('tells each pause before it begins, with the attempt that failed and its cause, and counts the retries', async () => {
    const waits: RetryWait[] = [];
    const { client, clock } = await serveClient(
      [
        (_req, res) => {
          clock.advance(300);
          void rateLimited('2')(_req, res, 0);
        },
        (_req, res) => resetConnection(res),
        ok,
      ],
      { onRetryWait: (wait) => waits.push(wait) },
    );
    await expect(client.call('getOrganizationSmAdminsRoles', { organizationId: 'O_1' })).resolves.toEqual({
      ok: true,
    });
    expect(waits).toEqual([
      {
        operationId: 'getOrganizationSmAdminsRoles',
        method: 'GET',
        orgId: 'O_1',
        waitMs: 2000,
        attemptMs: 300,
        nextAttempt: 2,
        maxAttempts: 5,
        status: 429,
      },
      {
        operationId: 'getOrganizationSmAdminsRoles',
        method: 'GET',
        orgId: 'O_1',
        waitMs: 1000,
        attemptMs: 0,
        nextAttempt: 3,
        maxAttempts: 5,
        failure: 'reset',
      },
    ]);
    expect(clock.sleeps).toEqual([2000, 1000]);
    expect(client.stats().organizations['O_1']).toEqual({
      calls: 1,
      requests: 3,
      retries: 2,
      rateLimited: 1,
      errors: 0,
    });
  });

  it('a call without an organization names none, and a 503 pause names its status', async () => {
    const waits: RetryWait[] = [];
    const { client } = await serveClient([status(503), ok], {
      onRetryWait: (wait) => waits.push(wait),
      policy: { maxAttempts: 3, backoffBaseMs: 40 },
    });
    await client.call('getNetworkSmTargetGroups', groups);
    expect(waits).toEqual([
      {
        operationId: 'getNetworkSmTargetGroups',
        method: 'GET',
        waitMs: 40,
        attemptMs: 0,
        nextAttempt: 2,
        maxAttempts: 3,
        status: 503,
      },
    ]);
    expect(client.stats().totals.retries).toBe(1);
  });
});

describe("exchange: the rate budget's hold", () => {
  it('is logged on the first hop of the attempt it held back, not on its redirect', async () => {
    const entries: RequestLogEntry[] = [];
    const { client, clock } = await serveClient(
      [(_req, res) => reply(res, 307, '', { location: '/api/v1/networks/N_1/sm/targetGroups?moved=1' }), ok],
      { onRequest: (entry) => entries.push(entry), policy: { globalRate: 1, globalBurst: 0 } },
    );
    await client.call('getNetworkSmTargetGroups', groups);
    expect(clock.sleeps).toEqual([1000]);
    expect(entries.map((e) => [e.url, e.status, e.pacedMs])).toEqual([
      ['/api/v1/networks/N_1/sm/targetGroups', 307, 1000],
      ['/api/v1/networks/N_1/sm/targetGroups?moved=1', 200, undefined],
    ]);
    expect(entries.map((e) => 'pacedMs' in e)).toEqual([true, false]);
    expect(client.stats().totals.requests).toBe(2);
  });

  it('an abort while the budget holds the request back fails the call before anything is sent', async () => {
    const cause = new Error('stopped');
    const { client, server } = await serveClient(ok, {
      policy: {
        globalRate: 1,
        globalBurst: 0,
        sleep: (_ms, signal) => (signal?.aborted === true ? Promise.reject(cause) : Promise.resolve()),
      },
    });
    const error = await failureOf(
      client.call('getNetworkSmTargetGroups', groups, { signal: AbortSignal.abort() }),
    );
    expect(error.message).toBe('getNetworkSmTargetGroups (GET /networks/N_1/sm/targetGroups) was aborted');
    expect([error.attempts, error.status, error.cause]).toEqual([1, undefined, cause]);
    expect(server.requests).toHaveLength(0);
  });
});

describe('exchange: which statuses are retried', () => {
  it('a DELETE that got 503 and then 404 is done; after a 429 or a 500 the 404 is an error', async () => {
    const params = { networkId: 'N_1', targetGroupId: 't1' };
    const gone = await serveClient([status(503), status(404)]);
    await expect(gone.client.call('deleteNetworkSmTargetGroup', params)).resolves.toBeNull();
    const limited = await serveClient([rateLimited('1'), status(404)]);
    expect((await failureOf(limited.client.call('deleteNetworkSmTargetGroup', params))).status).toBe(404);
    const failed = await serveClient([status(500), status(404)]);
    const error = await failureOf(failed.client.call('deleteNetworkSmTargetGroup', params));
    expect([error.status, failed.server.requests.length]).toEqual([500, 1]);
  });

  it('a GET is retried after 500, 502, 503 and 504, not after 501; a 2xx is a body up to 299', async () => {
    for (const code of [500, 502, 503, 504]) {
      const { client, server } = await serveClient([status(code), ok]);
      await expect(client.call('getNetworkSmTargetGroups', groups)).resolves.toEqual({ ok: true });
      expect([code, server.requests.length]).toEqual([code, 2]);
    }
    const notImplemented = await serveClient([status(501), ok]);
    expect((await failureOf(notImplemented.client.call('getNetworkSmTargetGroups', groups))).status).toBe(
      501,
    );
    expect(notImplemented.server.requests).toHaveLength(1);
    const edge = await serveClient(status(299, { ok: 299 }));
    await expect(edge.client.call('getNetworkSmTargetGroups', groups)).resolves.toEqual({ ok: 299 });
  });

  it('a PUT is retried after 502, not after 500', async () => {
    const params = { organizationId: 'O_1', roleId: 'r1', name: 'n' };
    const retried = await serveClient([status(502), ok]);
    await expect(retried.client.call('updateOrganizationSmAdminsRole', params)).resolves.toEqual({
      ok: true,
    });
    expect(retried.server.requests).toHaveLength(2);
    const failed = await serveClient([status(500), ok]);
    expect((await failureOf(failed.client.call('updateOrganizationSmAdminsRole', params))).status).toBe(500);
    expect(failed.server.requests).toHaveLength(1);
  });

  it('a POST that got 503 with its last attempt fails plainly once the hook finds nothing', async () => {
    let lookups = 0;
    const { client, server } = await serveClient(status(503), { policy: { maxAttempts: 1 } });
    const error = await failureOf(
      client.call('createOrganizationSmAdminsRole', role, {
        resolveAmbiguous: () => {
          lookups += 1;
          return Promise.resolve(undefined);
        },
      }),
    );
    expect([error.status, error.ambiguous, error.attempts, lookups]).toEqual([503, false, 1, 1]);
    expect(server.requests).toHaveLength(1);
  });

  it('a GET with an unreadable body on its last attempt is not read again', async () => {
    const { client, server } = await serveClient(status(200, '[{"id": "t1"'), { policy: { maxAttempts: 1 } });
    const error = await failureOf(client.call('getNetworkSmTargetGroups', groups));
    expect(error.status).toBe(200);
    expect(server.requests).toHaveLength(1);
  });
});

describe('exchange: a lookup that fails after an unknown outcome', () => {
  it('names both failures, whatever the lookup threw', async () => {
    const post = await serveClient(status(502));
    const error = await failureOf(
      post.client.call('createOrganizationSmAdminsRole', role, {
        // A hook may reject with anything; the message takes its text.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        resolveAmbiguous: () => Promise.reject('no answer'),
      }),
    );
    expect(error.message).toBe(
      'createOrganizationSmAdminsRole (POST /organizations/O_1/sm/admins/roles) failed with HTTP 502, and looking the object up failed too (no answer): status 502 (outcome unknown: the write may have been applied)',
    );
    expect([error.status, error.ambiguous, error.cause]).toEqual([502, true, 'no answer']);
    const reset = await serveClient((_req, res) => resetConnection(res));
    const lost = await failureOf(
      reset.client.call('createOrganizationSmAdminsRole', role, {
        resolveAmbiguous: () => Promise.reject(new Error('lookup 500')),
      }),
    );
    expect(lost.message).toMatch(
      /^createOrganizationSmAdminsRole \(POST \/organizations\/O_1\/sm\/admins\/roles\) failed: the connection to .+ was reset.*, and looking the object up failed too \(lookup 500\) \(outcome unknown: the write may have been applied\)$/,
    );
    expect([lost.status, lost.ambiguous, reset.server.requests.length]).toEqual([undefined, true, 1]);
  });
});

describe('exchange: Retry-After at the limit', () => {
  it('waits exactly maxRetryAfterMs, and refuses one second more at once', async () => {
    const at = await serveClient([rateLimited('2'), ok], { policy: { maxRetryAfterMs: 2000 } });
    await expect(at.client.call('getNetworkSmTargetGroups', { networkId: 'N_1' })).resolves.toEqual({
      ok: true,
    });
    expect(at.clock.sleeps).toEqual([2000]);
    const over = await serveClient([rateLimited('3'), ok], { policy: { maxRetryAfterMs: 2000 } });
    const error = await failureOf(over.client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }));
    expect(error.status).toBe(429);
    expect(over.server.requests).toHaveLength(1);
  });
});
