import { afterEach, describe, expect, it } from 'vitest';
import { created, failureOf, ok, resetConnection, serveClient, status } from './helpers/scripted-server.js';

// What one exchange (src/client/exchange.ts) makes of unusual answers, exactly: a DELETE that finds
// nothing, bodies that are not JSON or too large, and what a failure and the debug log carry.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

const role = { organizationId: 'O_1', name: 'Helpdesk', scope: 'some', tags: ['emea'] };
const groups = { networkId: 'N_1' };

describe('exchange: a body over the cap', () => {
  it('fails at once, naming the cap in MiB when it is whole MiB and in bytes otherwise', async () => {
    const big = [{ name: 'x'.repeat(1024 * 1024) }];
    const mib = await serveClient(status(200, big), { maxResponseBytes: 1024 * 1024 });
    const whole = await failureOf(mib.client.call('getNetworkSmTargetGroups', groups));
    expect(whole.message).toBe(
      'getNetworkSmTargetGroups (GET /networks/N_1/sm/targetGroups) answered with a body over the 1 MiB cap; reading stopped there',
    );
    expect(mib.server.requests).toHaveLength(1);
    const bytes = await serveClient(status(200, big), { maxResponseBytes: 1000 });
    const odd = await failureOf(bytes.client.call('getNetworkSmTargetGroups', groups));
    expect(odd.message).toBe(
      'getNetworkSmTargetGroups (GET /networks/N_1/sm/targetGroups) answered with a body over the 1000 bytes cap; reading stopped there',
    );
    expect(odd.status).toBeUndefined();
  });
});

describe('exchange: a DELETE that finds nothing', () => {
  it('is an error on a first 404, and done on a 404 after a reset (the reset may have deleted it)', async () => {
    const params = { networkId: 'N_1', targetGroupId: 't1' };
    const plain = await serveClient(status(404, { errors: ['Not found'] }));
    const error = await failureOf(plain.client.call('deleteNetworkSmTargetGroup', params));
    expect(error.status).toBe(404);
    const reset = await serveClient([
      (_req, res) => resetConnection(res),
      status(404, { errors: ['Not found'] }),
    ]);
    await expect(reset.client.call('deleteNetworkSmTargetGroup', params)).resolves.toBeNull();
    expect(reset.server.requests.map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
  });
});

describe('exchange: unreadable and unusual answers', () => {
  it('never resends a POST whose 201 body is unreadable; a GET is read again once, and neither is ambiguous', async () => {
    const post = await serveClient(status(201, '{"roleId": "r9", "na'));
    const error = await failureOf(
      post.client.call('createOrganizationSmAdminsRole', role, {
        resolveAmbiguous: () => Promise.resolve(undefined),
      }),
    );
    expect(error.status).toBe(201);
    expect(post.server.requests).toHaveLength(1);
    const get = await serveClient(status(200, '[{"id": "t1", "na'));
    const read = await failureOf(get.client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }));
    expect(read.ambiguous).toBe(false);
    expect(get.server.requests).toHaveLength(2);
  });

  it('reads 300 as an error, not as a body', async () => {
    const { client } = await serveClient(status(300, { ok: true }));
    const error = await failureOf(client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }));
    expect(error.status).toBe(300);
  });

  it('a 4xx to a POST is a plain error after one request, not an unknown outcome', async () => {
    const { client, server } = await serveClient(status(400, { errors: ['bad scope'] }));
    let lookups = 0;
    const error = await failureOf(
      client.call('createOrganizationSmAdminsRole', role, {
        resolveAmbiguous: () => {
          lookups += 1;
          return Promise.resolve(undefined);
        },
      }),
    );
    expect([error.status, error.ambiguous, error.messages, lookups]).toEqual([400, false, ['bad scope'], 0]);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a GET after 500, and returns what the hook found after a POST got 502', async () => {
    const get = await serveClient([status(500), ok]);
    await expect(get.client.call('getNetworkSmTargetGroups', { networkId: 'N_1' })).resolves.toEqual({
      ok: true,
    });
    expect(get.server.requests).toHaveLength(2);
    const post = await serveClient([status(502), created]);
    const found = await post.client.call('createOrganizationSmAdminsRole', role, {
      resolveAmbiguous: () => Promise.resolve({ roleId: 'r7', name: 'Helpdesk' }),
    });
    expect(found).toEqual({ roleId: 'r7', name: 'Helpdesk' });
    expect(post.server.requests).toHaveLength(1);
  });

  it('sends exactly maxAttempts requests to a GET that keeps failing', async () => {
    const { client, server } = await serveClient(status(502), { policy: { maxAttempts: 2 } });
    const error = await failureOf(client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }));
    expect([error.status, error.attempts]).toEqual([502, 2]);
    expect(server.requests).toHaveLength(2);
  });
});

describe('exchange: what a failure and the debug log carry', () => {
  it('names the organization, the cause of a network failure, and logs each attempt exactly', async () => {
    const entries: unknown[] = [];
    const { client } = await serveClient(
      [(_req, res) => resetConnection(res), status(403, { errors: ['no'] })],
      {
        onRequest: (entry) => entries.push(entry),
      },
    );
    const error = await failureOf(client.call('getOrganizationSmAdminsRoles', { organizationId: 'O_1' }));
    expect([error.status, error.messages, error.attempts]).toEqual([403, ['no'], 2]);
    expect(error.hint).toBe("the key's admin cannot reach organization O_1");
    expect(entries).toEqual([
      {
        operationId: 'getOrganizationSmAdminsRoles',
        method: 'GET',
        url: '/api/v1/organizations/O_1/sm/admins/roles?perPage=1000',
        attempt: 1,
        durationMs: 0,
        orgId: 'O_1',
        failure: 'reset',
      },
      {
        operationId: 'getOrganizationSmAdminsRoles',
        method: 'GET',
        url: '/api/v1/organizations/O_1/sm/admins/roles?perPage=1000',
        attempt: 2,
        durationMs: 0,
        orgId: 'O_1',
        status: 403,
      },
    ]);
    const spent = await serveClient((_req, res) => resetConnection(res), { policy: { maxAttempts: 1 } });
    const network = await failureOf(spent.client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }));
    expect(network.cause).toBeDefined();
    expect(network.status).toBeUndefined();
    expect(network.hint).toBe('check the network and the base URL (--base-url / MERAKI_BASE_URL)');
  });
});
