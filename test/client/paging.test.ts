import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type DashboardClient } from '../../src/client/index.js';
import { linkFor, mergePages, parseLinkHeader, resolveLink } from '../../src/client/paging.js';
import {
  fakeClock,
  reply,
  startScriptedServer,
  testPolicy,
  type Handler,
  type ScriptedServer,
} from './helpers/scripted-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function serve(
  handlers: Handler | Handler[],
): Promise<{ server: ScriptedServer; client: DashboardClient }> {
  const server = await startScriptedServer(handlers);
  const client = createClient({
    apiKey: 'test-key',
    baseUrl: server.baseUrl,
    policy: testPolicy(fakeClock()),
  });
  cleanups.push(
    () => server.close(),
    () => client.close(),
  );
  return { server, client };
}

type LinkStyle = 'absolute' | 'relative' | 'quoted' | 'reordered' | 'base-path';

/** A handler serving `pages` of a dataset, one page per request, with a Link header in the given style. */
function pagedHandler(pages: unknown[], style: LinkStyle, origin: () => string): Handler {
  return (req, res) => {
    const url = new URL(req.url, 'http://x');
    const index = Number(url.searchParams.get('startingAfter') ?? '0');
    const links: string[] = [];
    const link = (target: number, rel: string): string => {
      const path = `/networks/N_1/sm/devices?perPage=3&startingAfter=${target}`;
      const href =
        style === 'relative' ? path : style === 'base-path' ? `/api/v1${path}` : `${origin()}/api/v1${path}`;
      return style === 'quoted' ? `<${href}>; rel="${rel}"` : `<${href}>; rel=${rel}`;
    };
    links.push(link(0, 'first'));
    if (index + 1 < pages.length) links.push(link(index + 1, 'next'));
    if (index > 0) links.push(link(index - 1, 'prev'));
    if (style === 'reordered') links.reverse();
    reply(res, 200, pages[index], { link: links.join(', ') });
  };
}

describe('paging', () => {
  const list = [[{ id: 'd1' }, { id: 'd2' }], [{ id: 'd3' }], [{ id: 'd4' }, { id: 'd5' }]];
  const styles: LinkStyle[] = ['absolute', 'relative', 'quoted', 'reordered', 'base-path'];

  it.each(styles)('merges a bare list across 3 pages (%s links)', async (style) => {
    let origin = '';
    const { server, client } = await serve(pagedHandler(list, style, () => origin));
    origin = server.origin;
    const body = await client.call('getNetworkSmDevices', { networkId: 'N_1' }, { orgId: 'O_1' });
    expect(body).toEqual([{ id: 'd1' }, { id: 'd2' }, { id: 'd3' }, { id: 'd4' }, { id: 'd5' }]);
    expect(server.requests).toHaveLength(3);
    expect(server.requests[0]?.url).toBe('/api/v1/networks/N_1/sm/devices?perPage=1000');
    expect(server.requests[2]?.url).toBe('/api/v1/networks/N_1/sm/devices?perPage=3&startingAfter=2');
    expect(client.stats().organizations['O_1']).toMatchObject({ calls: 1, requests: 3 });
  });

  it('merges {items, meta} envelopes: items concatenated, last meta kept', async () => {
    const meta = (remaining: number) => ({ counts: { items: { total: 4, remaining } } });
    const pages = [
      { items: [{ roleId: 'r1' }], meta: meta(3) },
      { items: [{ roleId: 'r2' }, { roleId: 'r3' }], meta: meta(1) },
      { items: [{ roleId: 'r4' }], meta: meta(0) },
    ];
    let origin = '';
    const { server, client } = await serve(pagedHandler(pages, 'absolute', () => origin));
    origin = server.origin;
    const body = await client.call('getOrganizationSmAdminsRoles', { organizationId: 'O_1' });
    expect(body).toEqual({
      items: [{ roleId: 'r1' }, { roleId: 'r2' }, { roleId: 'r3' }, { roleId: 'r4' }],
      meta: meta(0),
    });
    expect(client.stats().organizations['O_1']).toMatchObject({ calls: 1, requests: 3 });
  });

  it('merges arrays of envelopes (sentry byNetwork) into one envelope in an array', async () => {
    const pages = [
      [{ items: [{ networkId: 'N_1', policies: [] }], meta: { page: 1 } }],
      [{ items: [{ networkId: 'N_2', policies: [] }], meta: { page: 2 } }],
      [{ items: [{ networkId: 'N_3', policies: [] }], meta: { page: 3 } }],
    ];
    let origin = '';
    const { server, client } = await serve(pagedHandler(pages, 'relative', () => origin));
    origin = server.origin;
    const body = await client.call('getOrganizationSmSentryPoliciesAssignmentsByNetwork', {
      organizationId: 'O_1',
    });
    expect(body).toEqual([
      {
        items: [
          { networkId: 'N_1', policies: [] },
          { networkId: 'N_2', policies: [] },
          { networkId: 'N_3', policies: [] },
        ],
        meta: { page: 3 },
      },
    ]);
    expect(server.requests).toHaveLength(3);
  });

  it('merges bare envelopes when the server sends them for an array-of-envelopes operation', async () => {
    const pages = [
      { items: [1], meta: { a: 1 } },
      { items: [2], meta: { a: 2 } },
      { items: [3], meta: { a: 3 } },
    ];
    let origin = '';
    const { server, client } = await serve(pagedHandler(pages, 'quoted', () => origin));
    origin = server.origin;
    const body = await client.call('getOrganizationWirelessControllerDevicesRedundancyFailoverHistory', {
      organizationId: 'O_1',
    });
    expect(body).toEqual({ items: [1, 2, 3], meta: { a: 3 } });
  });

  it('stops after totalPages and reads only the first page with paginate: false', async () => {
    let origin = '';
    const { server, client } = await serve(pagedHandler(list, 'absolute', () => origin));
    origin = server.origin;
    const two = await client.call(
      'getNetworkSmDevices',
      { networkId: 'N_1' },
      { paginate: { totalPages: 2 } },
    );
    expect(two).toEqual([{ id: 'd1' }, { id: 'd2' }, { id: 'd3' }]);
    const first = await client.call(
      'getNetworkSmDevices',
      { networkId: 'N_1', perPage: 3 },
      { paginate: false },
    );
    expect(first).toEqual([{ id: 'd1' }, { id: 'd2' }]);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/networks/N_1/sm/devices?perPage=1000',
      '/api/v1/networks/N_1/sm/devices?perPage=3&startingAfter=1',
      '/api/v1/networks/N_1/sm/devices?perPage=3',
    ]);
  });

  it('follows rel=prev with direction prev and returns the pages in dataset order', async () => {
    let origin = '';
    const { server, client } = await serve(pagedHandler(list, 'absolute', () => origin));
    origin = server.origin;
    const body = await client.call(
      'getNetworkSmDevices',
      { networkId: 'N_1', startingAfter: '2' },
      { paginate: { direction: 'prev', totalPages: -1 } },
    );
    expect(body).toEqual([{ id: 'd1' }, { id: 'd2' }, { id: 'd3' }, { id: 'd4' }, { id: 'd5' }]);
    expect(server.requests).toHaveLength(3);
  });

  it('fails on a paging loop instead of reading forever', async () => {
    const { server, client } = await serve((_req, res) =>
      reply(res, 200, [1], { link: '</networks/N_1/sm/devices?perPage=1000>; rel=next' }),
    );
    await expect(client.call('getNetworkSmDevices', { networkId: 'N_1' })).rejects.toThrow(/paging loop/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('parseLinkHeader', () => {
  it('reads quoted and unquoted rel, several relations, commas inside URLs', () => {
    expect(
      parseLinkHeader(
        '<https://a/x?p=1,2>; rel="prev first", <https://a/y>;rel=next , </z>; title="t"; rel=last',
      ),
    ).toEqual([
      { url: 'https://a/x?p=1,2', rels: ['prev', 'first'] },
      { url: 'https://a/y', rels: ['next'] },
      { url: '/z', rels: ['last'] },
    ]);
    expect(parseLinkHeader(undefined)).toEqual([]);
  });
});

// Exact values for the pieces of paging the loop tests reach only in their common forms: the less usual
// `Link` header forms, how a link is placed against a base URL with a path, and how odd page bodies merge.

describe('parseLinkHeader: the less usual forms', () => {
  it('skips a parameter without a value, and a quoted one holding commas and semicolons', () => {
    expect(parseLinkHeader('<https://h/a>; crossorigin; rel=next')).toEqual([
      { url: 'https://h/a', rels: ['next'] },
    ]);
    expect(parseLinkHeader('<https://h/a>; title="a, b; c"; rel=next, <https://h/b>; rel=prev')).toEqual([
      { url: 'https://h/a', rels: ['next'] },
      { url: 'https://h/b', rels: ['prev'] },
    ]);
  });

  it('trims around a quoted value, keeps a quote inside one, and reads an empty relation as none', () => {
    expect(linkFor('<https://h/a>; rel= "next"', 'next')).toBe('https://h/a');
    expect(parseLinkHeader('<https://h/a>; rel=next"x')).toEqual([{ url: 'https://h/a', rels: ['next"x'] }]);
    expect(parseLinkHeader('<https://h/a>; rel=""')).toEqual([{ url: 'https://h/a', rels: [] }]);
    expect(parseLinkHeader('<https://h/a>; rel=" next"')).toEqual([{ url: 'https://h/a', rels: ['next'] }]);
    expect(parseLinkHeader('<https://h/a>; rel="next x=y"')).toEqual([
      { url: 'https://h/a', rels: ['next', 'x=y'] },
    ]);
  });
});

describe('resolveLink: a link against a base URL with a path', () => {
  const base = new URL('https://h.example/api/v1');
  const at = (link: string, from: URL = base): string => resolveLink(link, from).href;

  it('takes a path under the base path from the origin, any other path under the base', () => {
    expect(at('/api/v1/networks?startingAfter=5')).toBe('https://h.example/api/v1/networks?startingAfter=5');
    expect(at('/api/v1')).toBe('https://h.example/api/v1');
    expect(at('/api/v1?perPage=5')).toBe('https://h.example/api/v1?perPage=5');
    expect(at('/other')).toBe('https://h.example/api/v1/other');
    expect(at('networks?x=1')).toBe('https://h.example/api/v1/networks?x=1');
    // A colon in the query does not make a path an absolute URL.
    expect(at('/api/v1/x?t=a:b')).toBe('https://h.example/api/v1/x?t=a:b');
    expect(at('https://other.example/p')).toBe('https://other.example/p');
  });

  it('places any link under a base URL without a path at its origin', () => {
    const bare = new URL('https://h.example');
    expect(at('/x?y=1', bare)).toBe('https://h.example/x?y=1');
    expect(at('x', bare)).toBe('https://h.example/x');
  });

  it('ignores trailing slashes of the base path', () => {
    expect(at('/api/v1/networks', new URL('https://h.example/api/v1//'))).toBe(
      'https://h.example/api/v1/networks',
    );
  });
});

describe('mergePages: odd page bodies', () => {
  it('returns one page as it is, whatever its shape', () => {
    expect(mergePages([{ a: 1 }], 'object')).toEqual({ a: 1 });
  });

  it('an operation documented as a bare list merges as a list, even of envelope-shaped pages', () => {
    expect(mergePages([{ items: [1] }, { items: [2] }], 'array')).toEqual([{ items: [1] }, { items: [2] }]);
  });

  it('merges lists as lists when no page is an envelope; null pages are entries', () => {
    expect(mergePages([[1], [2, 3]], 'object')).toEqual([1, 2, 3]);
    expect(mergePages([null, null], 'envelope')).toEqual([null, null]);
    expect(mergePages([[{ items: 1 }], [{ items: 2 }]], 'envelope')).toEqual([{ items: 1 }, { items: 2 }]);
  });

  it('takes the shape from the first page that is an envelope or a non-empty list of them', () => {
    expect(mergePages([[], { items: [1], meta: { page: 2 } }], 'envelope')).toEqual({
      items: [1],
      meta: { page: 2 },
    });
    // A list holding one envelope among other entries is no list of envelopes: its page adds nothing.
    expect(mergePages([[{ items: [1] }, 'x'], [{ items: [2] }]], 'envelope-array')).toEqual([{ items: [2] }]);
    const last = mergePages([{ items: [1], meta: { page: 1 } }, { items: [2] }], 'envelope');
    expect(last).toStrictEqual({ items: [1, 2] });
  });
});

describe('mergePages: a page that is no value at all', () => {
  it('is kept as a list entry, not read for items', () => {
    expect(mergePages([undefined, [{ id: 1 }]], 'unspecified')).toEqual([undefined, { id: 1 }]);
  });
});
