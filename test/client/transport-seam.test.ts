import { describe, expect, it } from 'vitest';
import {
  createClient,
  TransportError,
  UndiciTransport,
  type HttpRequest,
  type HttpResponse,
  type Transport,
} from '../../src/client/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { fakeClock, testPolicy } from './helpers/scripted-server.js';

const seed = {
  organizations: [
    { id: '1', name: 'One', networks: [{ id: 'N_1', name: 'Net', productTypes: ['systemsManager'] }] },
  ],
};

/** The default transport behind a recorder: what a caller's own transport (a proxy, a test) sees. */
class RecordingTransport implements Transport {
  readonly sent: { method: string; path: string; keyed: boolean }[] = [];
  closed = false;
  /** Failures to report before the next requests reach the wire, in order. */
  readonly failures: TransportError[] = [];
  private readonly wire = new UndiciTransport({ maxBodyBytes: 1024 * 1024 });

  async send(request: HttpRequest): Promise<HttpResponse> {
    this.sent.push({
      method: request.method,
      path: request.url.pathname,
      keyed: request.headers['authorization'] === 'Bearer test-key',
    });
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
    return this.wire.send(request);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.wire.close();
  }
}

describe('a transport passed in ClientOptions', () => {
  it('carries every request, and the client leaves it open for its owner', async ({ onTestFinished }) => {
    const emulator = await startTestEmulator(seed);
    const transport = new RecordingTransport();
    onTestFinished(() => transport.close());
    const client = createClient({ apiKey: 'test-key', baseUrl: emulator.url, transport });
    const organizations = await client.call('getOrganizations');
    expect(organizations).toEqual([expect.objectContaining({ id: '1', name: 'One' })]);
    await client.call('getNetworkSmTargetGroups', { networkId: 'N_1' }, { orgId: '1' });
    expect(transport.sent).toEqual([
      { method: 'GET', path: '/api/v1/organizations', keyed: true },
      { method: 'GET', path: '/api/v1/networks/N_1/sm/targetGroups', keyed: true },
    ]);
    expect(emulator.requestLog.map((entry) => entry.path)).toEqual([
      '/api/v1/organizations',
      '/api/v1/networks/N_1/sm/targetGroups',
    ]);
    await client.close();
    expect(transport.closed).toBe(false);
    // Still usable by another client: the caller owns it.
    const second = createClient({ apiKey: 'test-key', baseUrl: emulator.url, transport });
    await second.call('getOrganizations');
    expect(transport.sent).toHaveLength(3);
  });

  it("gets the client's retry policy: a reset it reports is retried, a refusal is not", async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(seed);
    const transport = new RecordingTransport();
    onTestFinished(() => transport.close());
    const client = createClient({
      apiKey: 'test-key',
      baseUrl: emulator.url,
      transport,
      policy: testPolicy(fakeClock()),
    });
    transport.failures.push(new TransportError('reset', true, { cause: new Error('socket hang up') }));
    await expect(client.call('getOrganizations')).resolves.toHaveLength(1);
    expect(transport.sent).toHaveLength(2);
    expect(client.stats().totals).toMatchObject({ calls: 1, requests: 2, retries: 1 });
    transport.failures.push(
      new TransportError('refused', false, {
        cause: new Error('connect ECONNREFUSED'),
        code: 'ECONNREFUSED',
      }),
    );
    await expect(client.call('getOrganizations')).rejects.toThrow(/refused|ECONNREFUSED/);
    expect(transport.sent).toHaveLength(3);
  });

  it('takes no proxy beside it', () => {
    const transport = new RecordingTransport();
    expect(() =>
      createClient({ apiKey: 'test-key', transport, proxy: { httpsProxy: 'http://127.0.0.1:3128' } }),
    ).toThrow('proxy and transport exclude each other');
  });
});
