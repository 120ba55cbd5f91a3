import { describe, expect, it } from 'vitest';
import { reply, startScriptedServer } from '../client/helpers/scripted-server.js';
import { smform, workdir } from './run-in-process.js';

/**
 * Resource limits against a scripted hostile server, through the CLI (in-process): a body that never ends
 * and paging that never ends both stop at the client's caps with an error naming the operation.
 */

const KEY = 'test-key';

async function api(baseUrl: string, ...args: string[]) {
  const cwd = await workdir(() => undefined, {});
  return smform(['--base-url', baseUrl, 'api', ...args], { cwd, env: { MERAKI_DASHBOARD_API_KEY: KEY } });
}

describe('a hostile server meets the client caps', () => {
  it('an endless body stops at 64 MiB, streamed, never buffered whole', async ({ onTestFinished }) => {
    let sent = 0;
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const server = await startScriptedServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      // Writes as fast as the client reads, forever, until the client hangs up.
      const pump = (): void => {
        while (!res.destroyed && res.write(chunk)) sent += chunk.length;
        if (!res.destroyed) res.once('drain', pump);
      };
      res.on('close', () => res.removeAllListeners('drain'));
      pump();
    });
    onTestFinished(() => server.close());
    const result = await api(server.baseUrl, 'getNetworkSmTargetGroups', 'networkId=N_1');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'error: getNetworkSmTargetGroups (GET /networks/N_1/sm/targetGroups) answered with a body over the 64 MiB cap; reading stopped there',
    );
    // Not retried: the same answer would come again.
    expect(server.requests).toHaveLength(1);
    expect(sent).toBeLessThan(256 * 1024 * 1024);
  }, 120_000);

  it('a declared Content-Length over the cap is refused before reading', async ({ onTestFinished }) => {
    const server = await startScriptedServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(65 * 1024 * 1024) });
      res.write('[');
    });
    onTestFinished(() => server.close());
    const result = await api(server.baseUrl, 'getNetworkSmTargetGroups', 'networkId=N_1');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('answered with a body over the 64 MiB cap');
  }, 60_000);

  it('endless paging stops after 1,000 pages, naming the operation', async ({ onTestFinished }) => {
    const server = await startScriptedServer((req, res) => {
      const at = Number(new URL(req.url, 'http://x').searchParams.get('startingAfter') ?? '0');
      reply(res, 200, [{ id: `d${at}` }], {
        link: `</api/v1/networks/N_1/sm/devices?startingAfter=${at + 1}>; rel=next`,
      });
    });
    onTestFinished(() => server.close());
    const result = await api(server.baseUrl, '--paginate', 'getNetworkSmDevices', 'networkId=N_1');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'error: getNetworkSmDevices (GET /networks/N_1/sm/devices) kept paging past 1000 pages; reading stopped there',
    );
    expect(server.requests).toHaveLength(1000);
  }, 120_000);

  it('a repeated cursor under another URL is a paging loop', async ({ onTestFinished }) => {
    const server = await startScriptedServer((req, res) => {
      const n = req.url.length;
      reply(res, 200, [{ id: 'd' }], {
        link: `</api/v1/networks/N_1/sm/devices?perPage=${n}&startingAfter=same>; rel=next`,
      });
    });
    onTestFinished(() => server.close());
    const result = await api(server.baseUrl, '--paginate', 'getNetworkSmDevices', 'networkId=N_1');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('returned a Link to a page already read (a paging loop)');
    expect(server.requests).toHaveLength(2);
  }, 60_000);
});
