import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createClient, isMerakiApiHost, type RequestLogEntry } from '../../src/client/index.js';
import { describeFailure } from '../../src/client/responses.js';
import { classifyTransportFailure } from '../../src/client/transport.js';
import { SmformError } from '../../src/model/errors.js';
import {
  fakeClock,
  reply,
  startScriptedServer,
  testPolicy,
  type ScriptedServer,
} from './helpers/scripted-server.js';

const KEY = 'test-key-0123456789abcdef';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

function track(server: ScriptedServer): ScriptedServer {
  cleanups.push(() => server.close());
  return server;
}

describe('the API key', () => {
  it('is sent as a bearer token with the smform user agent and JSON headers', async () => {
    const server = track(await startScriptedServer((_req, res) => reply(res, 200, [])));
    const client = createClient({ apiKey: KEY, baseUrl: server.baseUrl, policy: testPolicy(fakeClock()) });
    cleanups.push(() => client.close());
    await client.call('getNetworkSmTargetGroups', { networkId: 'N_1', withDetails: true });
    const headers = server.requests[0]?.headers;
    expect(headers?.['authorization']).toBe(`Bearer ${KEY}`);
    expect(headers?.['user-agent']).toMatch(/^smform\/\d+\.\d+\.\d+/);
    expect(headers?.['accept']).toBe('application/json');
    expect(headers?.['content-type']).toBe('application/json');
    expect(server.requests[0]?.url).toBe('/api/v1/networks/N_1/sm/targetGroups?withDetails=true');
  });

  it('is refused over plain http except to loopback hosts', () => {
    const attempt = (baseUrl: string) => () => createClient({ apiKey: KEY, baseUrl });
    expect(attempt('http://api.example.com/api/v1')).toThrow(SmformError);
    expect(attempt('http://api.example.com/api/v1')).toThrow(/plain http/);
    expect(attempt('http://10.0.0.1:8080/api/v1')).toThrow(/plain http/);
    for (const loopback of [
      'http://127.0.0.1:8765/api/v1',
      'http://127.9.9.9/api/v1',
      'http://localhost:1/api/v1',
      'http://[::1]:1/api/v1',
    ]) {
      expect(attempt(loopback)).not.toThrow();
    }
    expect(() => createClient({ baseUrl: 'http://api.example.com/api/v1' })).not.toThrow();
    expect(attempt('ftp://x/api/v1')).toThrow(/https/);
  });

  it('never appears in error text or the debug log, even when the server echoes it', async () => {
    const server = track(
      await startScriptedServer((req, res) =>
        reply(res, 401, { errors: [`Invalid API key ${req.headers['authorization'] ?? ''}`] }),
      ),
    );
    const log: RequestLogEntry[] = [];
    const client = createClient({
      apiKey: KEY,
      baseUrl: server.baseUrl,
      policy: testPolicy(fakeClock()),
      onRequest: (entry) => log.push(entry),
    });
    cleanups.push(() => client.close());
    const error = (await client
      .call('getOrganizationSmAdminsRoles', { organizationId: 'O_1' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    const everything = [
      error.message,
      error.hint,
      error.stack,
      JSON.stringify(error),
      ...error.messages,
      JSON.stringify(log),
    ].join('\n');
    expect(everything).toContain('Invalid API key Bearer ***');
    expect(everything).not.toContain(KEY);
    expect(log).toEqual([
      expect.objectContaining({
        operationId: 'getOrganizationSmAdminsRoles',
        method: 'GET',
        url: '/api/v1/organizations/O_1/sm/admins/roles?perPage=1000',
        status: 401,
        attempt: 1,
        orgId: 'O_1',
      }),
    ]);
  });

  it('is not in validation errors either, even when a parameter holds it', async () => {
    const server = track(await startScriptedServer((_req, res) => reply(res, 200, [])));
    const client = createClient({ apiKey: KEY, baseUrl: server.baseUrl });
    cleanups.push(() => client.close());
    const error = (await client
      .call('getNetworkSmTargetGroups', { networkId: 'N_1', note: KEY })
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/unknown parameter/);
    expect(error.message).not.toContain(KEY);
    expect(server.requests).toHaveLength(0);
  });
});

describe('redirects and links to other origins', () => {
  it('follows a same-origin redirect with the key, keeping the method', async () => {
    const server = track(
      await startScriptedServer([
        (_req, res) =>
          reply(res, 307, '', { location: '/api/v1/organizations/O_1/sm/admins/roles/r1?moved=1' }),
        (_req, res) => reply(res, 200, { roleId: 'r1' }),
      ]),
    );
    const client = createClient({ apiKey: KEY, baseUrl: server.baseUrl, policy: testPolicy(fakeClock()) });
    cleanups.push(() => client.close());
    await expect(
      client.call('updateOrganizationSmAdminsRole', { organizationId: 'O_1', roleId: 'r1', name: 'n' }),
    ).resolves.toEqual({ roleId: 'r1' });
    expect(server.requests.map((r) => [r.method, r.headers['authorization'], r.body])).toEqual([
      ['PUT', `Bearer ${KEY}`, '{"name":"n"}'],
      ['PUT', `Bearer ${KEY}`, '{"name":"n"}'],
    ]);
  });

  it('does not follow a redirect to a host that is neither a Meraki API host nor loopback', async () => {
    const server = track(
      await startScriptedServer((_req, res) =>
        reply(res, 302, '', { location: 'https://attacker.example/api/v1/networks/N_1/sm/targetGroups' }),
      ),
    );
    const client = createClient({ apiKey: KEY, baseUrl: server.baseUrl, policy: testPolicy(fakeClock()) });
    cleanups.push(() => client.close());
    const error = (await client
      .call('getNetworkSmTargetGroups', { networkId: 'N_1' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toContain(
      `was redirected from ${new URL(server.baseUrl).host} to attacker.example, which smform refuses to follow (attacker.example is not a Meraki API host); the API key was not sent to attacker.example`,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a Link to a host that is not allowed, or rebases it onto the base URL when asked', async () => {
    const handler = (req: { url: string }, res: Parameters<typeof reply>[0]) =>
      req.url.includes('startingAfter')
        ? reply(res, 200, [{ id: 'd2' }])
        : reply(res, 200, [{ id: 'd1' }], {
            link: '<https://attacker.example/api/v1/networks/N_1/sm/devices?startingAfter=d1>; rel=next',
          });
    const server = track(await startScriptedServer(handler));
    const strict = createClient({ apiKey: KEY, baseUrl: server.baseUrl, policy: testPolicy(fakeClock()) });
    const rebasing = createClient({
      apiKey: KEY,
      baseUrl: server.baseUrl,
      policy: testPolicy(fakeClock()),
      linkFollowing: 'rebase',
    });
    cleanups.push(
      () => strict.close(),
      () => rebasing.close(),
    );
    await expect(strict.call('getNetworkSmDevices', { networkId: 'N_1' })).rejects.toThrow(
      /got a Link from 127\.0\.0\.1:\d+ to attacker\.example, which smform refuses to follow \(attacker\.example is not a Meraki API host\)/,
    );
    await expect(rebasing.call('getNetworkSmDevices', { networkId: 'N_1' })).resolves.toEqual([
      { id: 'd1' },
      { id: 'd2' },
    ]);
    expect(server.requests.at(-1)?.url).toBe('/api/v1/networks/N_1/sm/devices?startingAfter=d1');
  });
});

describe('the Meraki API host allow-list', () => {
  it('allows the Meraki API hosts and their subdomains, and nothing that merely looks like them', () => {
    for (const host of [
      'api.meraki.com',
      'n123.meraki.com',
      'API.Meraki.com',
      'api.meraki.ca',
      'x.api.meraki.ca',
      'api.meraki.cn',
      'api.meraki.in',
      'api.gov-meraki.com',
      'shard.api.gov-meraki.com',
    ])
      expect([host, isMerakiApiHost(host)]).toEqual([host, true]);
    for (const host of [
      'meraki.com.attacker.example',
      'evilmeraki.com',
      'meraki.ca',
      'n1.meraki.ca',
      'api.meraki.co',
      'gov-meraki.com',
      'attacker.example',
      '127.0.0.1',
    ])
      expect([host, isMerakiApiHost(host)]).toEqual([host, false]);
  });

  it('names an unreachable host as such and does not retry it', () => {
    const error = classifyTransportFailure(
      Object.assign(new Error('connect EHOSTUNREACH 10.9.9.9:443'), {
        code: 'EHOSTUNREACH',
        address: '10.9.9.9',
        port: 443,
      }),
      false,
      'api.meraki.com',
    );
    expect([error.failure, error.retryable, describeFailure(error)]).toEqual([
      'unreachable',
      false,
      '10.9.9.9:443 is unreachable from here (EHOSTUNREACH)',
    ]);
  });
});
