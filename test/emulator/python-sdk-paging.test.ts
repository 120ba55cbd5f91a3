import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { RunningEmulator, Seed } from '../../src/emulator/index.js';
import { parseLinks, startTestEmulator } from '../helpers/emulator.js';

/*
 * The official Python SDK (meraki/dashboard-api-python, `RestSession.request` in rest_session.py) cannot
 * be installed here, so its paging rule is reproduced as written there:
 *   allowed_domains = ['meraki.com', 'meraki.ca', 'meraki.cn', 'meraki.in', 'gov-meraki.com']
 *   if any(domain in parsed_url.netloc for domain in allowed_domains): abs_url = url
 *   else: abs_url = self._base_url + url
 * and `get_pages` GETs `response.links['next']['url']` through it until there is no `next`, extending a
 * list or an envelope's `items`. requests sends the path of abs_url exactly as it stands.
 */
const ALLOWED_DOMAINS = ['meraki.com', 'meraki.ca', 'meraki.cn', 'meraki.in', 'gov-meraki.com'];

function sdkAbsoluteUrl(baseUrl: string, url: string): string {
  const netloc = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';
  return ALLOWED_DOMAINS.some((domain) => netloc.includes(domain)) ? url : baseUrl + url;
}

function sdkGet(url: string): Promise<{ body: unknown; link: string | null; status: number }> {
  const match = /^http:\/\/([^/:]+):(\d+)(\/.*)$/.exec(url);
  if (match === null) throw new Error(`not an http URL: ${url}`);
  const [, host, port, path] = match;
  return new Promise((resolve, reject) => {
    const req = request(
      { host, port: Number(port), path, headers: { Authorization: 'Bearer test-key-sdk' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const link = res.headers['link'];
          const header = typeof link === 'string' ? link : null;
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown, link: header });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** `get_pages(..., total_pages=-1)`: every page, merged as the SDK merges them. */
async function sdkGetPages(
  baseUrl: string,
  resource: string,
): Promise<{ merged: unknown; statuses: number[] }> {
  let url: string | undefined = resource;
  let merged: unknown;
  const statuses: number[] = [];
  while (url !== undefined) {
    const page = await sdkGet(sdkAbsoluteUrl(baseUrl, url));
    statuses.push(page.status);
    if (page.status !== 200) break;
    if (Array.isArray(page.body)) {
      merged = [...((merged as unknown[] | undefined) ?? []), ...(page.body as unknown[])];
    } else {
      const envelope = page.body as { items: unknown[] };
      const previous = (merged as { items: unknown[] } | undefined)?.items ?? [];
      merged = { ...envelope, items: [...previous, ...envelope.items] };
    }
    url = parseLinks(page.link)['next'];
  }
  return { merged, statuses };
}

const SEED: Seed = {
  organizations: [
    {
      id: '1',
      adminRoles: Array.from({ length: 8 }, (_, i) => ({ roleId: `r${i}`, name: `Role ${i}`, tags: ['a'] })),
      networks: [{ id: 'N_1', devices: Array.from({ length: 7 }, (_, i) => ({ id: `d${i}`, tags: [] })) }],
    },
  ],
};

function paths(emulator: RunningEmulator): string[] {
  return emulator.requestLog.map((entry) => entry.path);
}

describe('the official Python SDK paging through the emulator with default options', () => {
  it('reads every page of an envelope list and of a bare array list', async () => {
    const emulator = await startTestEmulator(SEED, { rateLimit: 0 });
    const roles = await sdkGetPages(emulator.url, '/organizations/1/sm/admins/roles?perPage=3');
    expect(roles.statuses).toEqual([200, 200, 200]);
    expect((roles.merged as { items: { roleId: string }[] }).items.map((r) => r.roleId)).toEqual(
      SEED.organizations[0]?.adminRoles?.map((r) => r.roleId),
    );
    const devices = await sdkGetPages(emulator.url, '/networks/N_1/sm/devices?perPage=3');
    expect(devices.statuses).toEqual([200, 200, 200]);
    expect((devices.merged as { id: string }[]).map((d) => d.id)).toEqual([
      'd0',
      'd1',
      'd2',
      'd3',
      'd4',
      'd5',
      'd6',
    ]);
    // The SDK really joined the absolute Link to its base URL: the emulator read the path it named.
    expect(paths(emulator)[1]).toBe(`/api/v1${emulator.url}/organizations/1/sm/admins/roles`);
  });

  it('answers a joined Link naming another host 404, as any unknown path', async () => {
    const emulator = await startTestEmulator(SEED, { rateLimit: 0 });
    const other = await sdkGet(`${emulator.url}http://198.51.100.7:9/api/v1/organizations/1/sm/admins/roles`);
    expect(other.status).toBe(404);
  });
});
