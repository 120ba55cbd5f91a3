import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/index.js';
import {
  failureOf,
  fakeClock,
  ok,
  reply,
  serveClient,
  startScriptedServer,
  status,
  testPolicy,
} from './helpers/scripted-server.js';

// Redirects and base URLs in one exchange (src/client/exchange.ts, src/client/redirects.ts): 303 and cross-host redirects, loops,
// a base URL without /api/v1, and the 404 hint about the base URL.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

const role = { organizationId: 'O_1', name: 'Helpdesk', scope: 'some', tags: ['emea'] };
const groups = { networkId: 'N_1' };

describe('exchange: redirects that change the request or the host', () => {
  it('a 303 turns a POST into a GET without a body', async () => {
    const { client, server } = await serveClient([
      (_req, res) => reply(res, 303, '', { location: '/api/v1/organizations/O_1/sm/admins/roles/r9' }),
      (_req, res) => reply(res, 200, { roleId: 'r9' }),
    ]);
    await expect(client.call('createOrganizationSmAdminsRole', role)).resolves.toEqual({ roleId: 'r9' });
    expect(server.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      [
        'POST',
        '/api/v1/organizations/O_1/sm/admins/roles',
        JSON.stringify({ name: 'Helpdesk', scope: 'some', tags: ['emea'] }),
      ],
      ['GET', '/api/v1/organizations/O_1/sm/admins/roles/r9', ''],
    ]);
  });

  it('a redirect to another loopback host re-bases the run once; later calls and failures use the new base', async () => {
    const target = await startScriptedServer(status(400, { errors: ['bad'] }));
    const moved = `http://localhost:${new URL(target.origin).port}/meraki/api/v1`;
    const rebases: string[][] = [];
    const { client, server } = await serveClient(
      (req, res) => reply(res, 308, '', { location: `${moved}${req.url.replace(/^\/api\/v1/, '')}` }),
      { onRebase: (from, to) => rebases.push([from, to]) },
    );
    try {
      const first = await failureOf(client.call('getNetworkSmTargetGroups', groups));
      expect([first.status, first.path]).toEqual([400, '/networks/N_1/sm/targetGroups']);
      const second = await failureOf(client.call('getNetworkSmTargetGroups', { networkId: 'N_2' }));
      expect([second.status, second.path]).toEqual([400, '/networks/N_2/sm/targetGroups']);
      expect(rebases).toEqual([[server.baseUrl, moved]]);
      expect(server.requests).toHaveLength(1);
      expect(target.requests.map((r) => r.url)).toEqual([
        '/meraki/api/v1/networks/N_1/sm/targetGroups',
        '/meraki/api/v1/networks/N_2/sm/targetGroups',
      ]);
    } finally {
      await target.close();
    }
  });

  it('a same-origin redirect re-bases nothing', async () => {
    const rebases: string[][] = [];
    const { client } = await serveClient(
      [(_req, res) => reply(res, 301, '', { location: '/api/v1/networks/N_1/sm/targetGroups?x=1' }), ok],
      { onRebase: (from, to) => rebases.push([from, to]) },
    );
    await client.call('getNetworkSmTargetGroups', groups);
    expect(rebases).toEqual([]);
  });

  it('a Location that is not a URL fails the call, naming it', async () => {
    const { client, server } = await serveClient((_req, res) =>
      reply(res, 302, '', { location: 'http://[bad' }),
    );
    const error = await failureOf(client.call('getNetworkSmTargetGroups', groups));
    expect([error.status, error.message]).toEqual([
      302,
      'getNetworkSmTargetGroups (GET /networks/N_1/sm/targetGroups) was redirected to a Location that is not a URL',
    ]);
    expect(server.requests).toHaveLength(1);
  });
});

describe('exchange: the 404 hint about the base URL', () => {
  it('is given only when the base path does not end in /api/v<N>, with or without a final slash', async () => {
    const server = await startScriptedServer(status(404, { errors: ['Not found'] }));
    try {
      const hintFor = async (path: string) => {
        const client = createClient({ apiKey: 'test-key', baseUrl: `${server.origin}${path}` });
        try {
          return (await failureOf(client.call('getNetworkSmTargetGroups', groups))).hint;
        } finally {
          await client.close();
        }
      };
      const plain = 'unknown id: check the organization, network or object id in the path';
      expect(await hintFor('/api/v1')).toBe(plain);
      expect(await hintFor('/api/v1/')).toBe(plain);
      expect(await hintFor('/api/v12')).toBe(plain);
      expect(await hintFor('/api/v1/x')).toBe(
        `the base URL ${server.origin}/api/v1/x does not end in /api/v1, so every path answers 404: try --base-url ${server.origin}/api/v1/x/api/v1`,
      );
      expect(await hintFor('/api/v')).toBe(
        `the base URL ${server.origin}/api/v does not end in /api/v1, so every path answers 404: try --base-url ${server.origin}/api/v/api/v1`,
      );
      expect(await hintFor('/v1')).toBe(
        `the base URL ${server.origin}/v1 does not end in /api/v1, so every path answers 404: try --base-url ${server.origin}/v1/api/v1`,
      );
    } finally {
      await server.close();
    }
  });
});

describe('exchange: redirects', () => {
  it('stops a redirect loop after five hops, and a redirect without a Location at once', async () => {
    const loop = await serveClient((req, res) => reply(res, 302, {}, { location: req.url }));
    const error = await failureOf(loop.client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }));
    expect(error.status).toBe(302);
    expect(error.message).toBe(
      'getNetworkSmTargetGroups (GET /networks/N_1/sm/targetGroups) redirected too often or without a Location',
    );
    expect(loop.server.requests).toHaveLength(6);
    const bare = await serveClient(status(301, {}));
    const missing = await failureOf(bare.client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }));
    expect(missing.status).toBe(301);
    expect(missing.message).toMatch(/ redirected too often or without a Location$/);
    expect(bare.server.requests).toHaveLength(1);
  });
});

describe('exchange: a base URL without /api/v1', () => {
  it('names the base URL on a 404, with the one to try', async () => {
    const server = await startScriptedServer(status(404, { errors: ['Not found'] }));
    const clock = fakeClock();
    const base = server.baseUrl.replace(/\/api\/v1$/, '/meraki//');
    const client = createClient({ apiKey: 'test-key', baseUrl: base, policy: testPolicy(clock) });
    cleanups.push(
      () => server.close(),
      () => client.close(),
    );
    const error = await failureOf(client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }));
    expect(error.hint).toBe(
      `the base URL ${base} does not end in /api/v1, so every path answers 404: try --base-url ${base.replace(/\/+$/, '')}/api/v1`,
    );
    expect(error.status).toBe(404);
  });
});
