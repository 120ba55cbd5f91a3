import { describe, expect, it } from 'vitest';
import {
  reply,
  resetConnection,
  created,
  failureOf,
  ok,
  rateLimited,
  serveClient,
  status,
  truncatedReply,
  type Handler,
} from './helpers/scripted-server.js';

/** Holds the request open until the server closes: a timeout, whatever the machine's load. */
const neverAnswer: Handler = () => undefined;

const role = { organizationId: 'O_1', name: 'Helpdesk', scope: 'some', tags: ['emea'] };

describe('429 handling', () => {
  it.each([
    ['2', 2000],
    ['1.5', 1500],
    ['0.25', 250],
  ])('waits Retry-After %s s, retries and counts the 429', async (header, waitMs) => {
    const { server, client, clock } = await serveClient([rateLimited(header), ok]);
    await expect(
      client.call('getOrganizationSmAdminsRole', { organizationId: 'O_1', roleId: 'r1' }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(clock.sleeps).toEqual([waitMs]);
    expect(server.requests).toHaveLength(2);
    expect(client.stats().organizations['O_1']).toEqual({
      calls: 1,
      requests: 2,
      retries: 1,
      rateLimited: 1,
      errors: 0,
    });
  });

  it('retries a POST after 429 (the API did not process it) and backs off without Retry-After', async () => {
    const { server, client, clock } = await serveClient([rateLimited(), created], {
      policy: { backoffBaseMs: 400 },
    });
    await expect(client.call('createOrganizationSmAdminsRole', role)).resolves.toEqual({
      roleId: 'r9',
      name: 'Helpdesk',
    });
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(server.requests[1]?.body).toBe(
      JSON.stringify({ name: 'Helpdesk', scope: 'some', tags: ['emea'] }),
    );
    expect(clock.sleeps).toEqual([400]);
  });

  it('gives up after maxAttempts with a rate-budget hint', async () => {
    const { server, client } = await serveClient(rateLimited('1'), { policy: { maxAttempts: 3 } });
    const error = await failureOf(client.call('getOrganizationSmAdminsRoles', { organizationId: 'O_1' }));
    expect(error.status).toBe(429);
    expect(error.messages).toEqual(['API rate limit exceeded for organization']);
    expect(error.hint).toMatch(/rate budget exhausted after 3 attempts/);
    expect(server.requests).toHaveLength(3);
    expect(client.stats().totals).toMatchObject({ rateLimited: 3, errors: 1, retries: 2 });
  });
});

describe('server errors and network failures', () => {
  it.each([
    ['GET', 'getOrganizationSmAdminsRole', { organizationId: 'O_1', roleId: 'r1' }],
    ['PUT', 'updateOrganizationSmAdminsRole', { organizationId: 'O_1', roleId: 'r1', name: 'x' }],
    ['DELETE', 'deleteOrganizationSmAdminsRole', { organizationId: 'O_1', roleId: 'r1' }],
  ] as const)(
    'retries %s on 502, 503 and 504 with capped exponential backoff',
    async (method, id, params) => {
      const { server, client, clock } = await serveClient([status(502), status(503), status(504), ok], {
        policy: { backoffBaseMs: 100, backoffCapMs: 250 },
      });
      await expect(client.call(id, params)).resolves.toEqual({ ok: true });
      expect(server.requests.map((r) => r.method)).toEqual([method, method, method, method]);
      expect(clock.sleeps).toEqual([100, 200, 250]);
    },
  );

  it('applies jitter to the backoff delays', async () => {
    const { client, clock } = await serveClient([status(503), status(503), ok], {
      policy: { backoffBaseMs: 1000, jitter: 0.5, random: () => 1 },
    });
    await client.call('getOrganizationSmAdminsRole', { organizationId: 'O_1', roleId: 'r1' });
    expect(clock.sleeps).toEqual([500, 1000]);
  });

  it('does not retry a PUT that got 500, nor a 4xx', async () => {
    const put = await serveClient(status(500));
    const error = await failureOf(
      put.client.call('updateOrganizationSmAdminsRole', { ...role, roleId: 'r1' }),
    );
    expect(error.status).toBe(500);
    expect(put.server.requests).toHaveLength(1);
    const bad = await serveClient(status(400, { errors: ['Scope is invalid'] }));
    const badError = await failureOf(
      bad.client.call('getOrganizationSmAdminsRoles', { organizationId: 'O_1' }),
    );
    expect(badError.message).toContain('Scope is invalid');
    expect(bad.server.requests).toHaveLength(1);
  });

  it('retries a GET after a connection reset and after a truncated body', async () => {
    const { server, client } = await serveClient([
      (_req, res) => resetConnection(res),
      (_req, res) => truncatedReply(res, 200, [{ id: 't1', name: 'Kiosks' }]),
      (_req, res) => reply(res, 200, [{ id: 't1', name: 'Kiosks' }]),
    ]);
    await expect(client.call('getNetworkSmTargetGroups', { networkId: 'N_1' })).resolves.toEqual([
      { id: 't1', name: 'Kiosks' },
    ]);
    expect(server.requests).toHaveLength(3);
  });

  it('times out a slow response and retries the GET', async () => {
    // The second answer is immediate, but must still beat a real timer: 1 s leaves room on a loaded runner.
    const { server, client } = await serveClient([neverAnswer, (_req, res) => reply(res, 200, ['on time'])], {
      policy: { timeoutMs: 1000 },
    });
    await expect(client.call('getNetworkSmTargetGroups', { networkId: 'N_1' })).resolves.toEqual(['on time']);
    expect(server.requests).toHaveLength(2);
  });

  it('fails with a timeout error once the attempts are spent', async () => {
    const { client } = await serveClient(neverAnswer, { policy: { timeoutMs: 200, maxAttempts: 2 } });
    const error = await failureOf(client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }));
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/timed out/);
    expect(error.fault).toBe('network');
  });

  it('treats a DELETE that finds the object gone after an unknown outcome as done', async () => {
    const { client } = await serveClient([status(504), status(404, { errors: ['Not found'] })]);
    await expect(
      client.call('deleteNetworkSmTargetGroup', { networkId: 'N_1', targetGroupId: 't1' }),
    ).resolves.toBeNull();
  });

  it('reads a plain 404 as an error, never as absent', async () => {
    const { client } = await serveClient(status(404, { errors: ['Not found'] }));
    const error = await failureOf(client.call('getNetworkSmTargetGroups', { networkId: 'N_404' }));
    expect(error.status).toBe(404);
    expect(error.hint).toMatch(/unknown id/);
  });
});

describe('POST after an ambiguous failure', () => {
  it('never resends without a hook: fails as ambiguous after one request', async () => {
    const { server, client } = await serveClient([status(502), created]);
    const error = await failureOf(client.call('createOrganizationSmAdminsRole', role));
    expect(error.ambiguous).toBe(true);
    expect(error.status).toBe(502);
    expect(server.requests).toHaveLength(1);
  });

  it('returns what the hook found instead of resending', async () => {
    const { server, client } = await serveClient([(_req, res) => resetConnection(res), created]);
    const lookups: string[] = [];
    const result = await client.call('createOrganizationSmAdminsRole', role, {
      resolveAmbiguous: () => {
        lookups.push('looked');
        return Promise.resolve({ roleId: 'r7', name: 'Helpdesk' });
      },
    });
    expect(result).toEqual({ roleId: 'r7', name: 'Helpdesk' });
    expect(lookups).toEqual(['looked']);
    expect(server.requests).toHaveLength(1);
  });

  it('resends when the hook finds nothing (the object was not created)', async () => {
    const { server, client } = await serveClient([status(503), created]);
    let lookups = 0;
    const result = await client.call('createOrganizationSmAdminsRole', role, {
      resolveAmbiguous: () => {
        lookups += 1;
        return Promise.resolve(undefined);
      },
    });
    expect(result).toEqual({ roleId: 'r9', name: 'Helpdesk' });
    expect(lookups).toBe(1);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('stays ambiguous when the lookup itself fails, naming both failures', async () => {
    const { server, client } = await serveClient([status(502), created]);
    const error = await failureOf(
      client.call('createOrganizationSmAdminsRole', role, {
        resolveAmbiguous: () => Promise.reject(new Error('lookup answered 503')),
      }),
    );
    expect(error.ambiguous).toBe(true);
    expect(error.message).toMatch(
      /failed with HTTP 502, and looking the object up failed too \(lookup answered 503\)/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('never resends a POST that got 500, even when the hook finds nothing', async () => {
    const { server, client } = await serveClient([status(500), created]);
    let lookups = 0;
    const error = await failureOf(
      client.call('createOrganizationSmAdminsRole', role, {
        resolveAmbiguous: () => {
          lookups += 1;
          return Promise.resolve(undefined);
        },
      }),
    );
    expect(error.status).toBe(500);
    expect(lookups).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('treats a POST timeout as ambiguous', async () => {
    const { server, client } = await serveClient(neverAnswer, { policy: { timeoutMs: 200 } });
    const error = await failureOf(client.call('createOrganizationSmAdminsRole', role));
    expect(error.ambiguous).toBe(true);
    expect(error.message).toMatch(/timed out/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('bodies', () => {
  it('returns null for 204 and parses 201', async () => {
    const { client } = await serveClient([(_req, res) => reply(res, 204), created]);
    await expect(
      client.call('deleteOrganizationSmAdminsRole', { organizationId: 'O_1', roleId: 'r1' }),
    ).resolves.toBeNull();
    await expect(client.call('createOrganizationSmAdminsRole', role)).resolves.toMatchObject({
      roleId: 'r9',
    });
  });

  it('retries a GET once for invalid JSON, then fails clearly', async () => {
    const { server, client } = await serveClient(status(200, '[{"id": "t1", "na'));
    const error = await failureOf(client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }));
    expect(error.message).toMatch(/not valid JSON/);
    expect(server.requests).toHaveLength(2);
  });

  it('looks up a POST whose 201 body is unreadable instead of failing blind', async () => {
    const { server, client } = await serveClient(status(201, '{"roleId": "r9", "na'));
    let lookups = 0;
    const result = await client.call('createOrganizationSmAdminsRole', role, {
      resolveAmbiguous: () => {
        lookups += 1;
        return Promise.resolve({ roleId: 'r9', name: 'Helpdesk' });
      },
    });
    expect(result).toEqual({ roleId: 'r9', name: 'Helpdesk' });
    expect(lookups).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('stops waiting when the caller aborts', async () => {
    const controller = new AbortController();
    let sleeps = 0;
    const { server, client } = await serveClient(status(503), {
      policy: {
        // A backoff that never ends by itself; the caller aborts once the client is waiting in it.
        sleep: (_ms, signal) =>
          new Promise((_resolve, reject) => {
            sleeps += 1;
            signal?.addEventListener('abort', () => reject(new Error('aborted')));
            controller.abort();
          }),
      },
    });
    const pending = client.call(
      'getNetworkSmTargetGroups',
      { networkId: 'N_1' },
      { signal: controller.signal },
    );
    const error = await failureOf(pending);
    expect(sleeps).toBe(1);
    expect(server.requests).toHaveLength(1);
    expect(error.message).toMatch(/was aborted/);
  });

  it('fails at once after close() instead of retrying a closed pool', async () => {
    const { server, client, clock } = await serveClient(ok);
    await client.close();
    const error = await failureOf(client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }));
    expect(error.attempts).toBe(1);
    expect(clock.sleeps).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('names an HTML error page', async () => {
    const { client } = await serveClient(status(403, '<html><body>Forbidden</body></html>'));
    const error = await failureOf(client.call('getOrganizationSmAdminsRoles', { organizationId: 'O_9' }));
    expect(error.status).toBe(403);
    expect(error.messages).toEqual(['the API answered with an HTML page instead of JSON']);
    expect(error.hint).toBe("the key's admin cannot reach organization O_9");
  });

  it('gives the 401 hint about MERAKI_DASHBOARD_API_KEY', async () => {
    const { client } = await serveClient(status(401, { errors: ['Invalid API key'] }));
    const error = await failureOf(client.call('getOrganizationSmAdminsRoles', { organizationId: 'O_1' }));
    expect(error.hint).toMatch(/MERAKI_DASHBOARD_API_KEY/);
    expect(error.message).toBe(
      'getOrganizationSmAdminsRoles (GET /organizations/O_1/sm/admins/roles) failed with HTTP 401: Invalid API key',
    );
  });
});
