import { describe, expect, it } from 'vitest';
import {
  createClient,
  TransportError,
  UndiciTransport,
  type HttpRequest,
  type HttpResponse,
  type RequestLogEntry,
  type RetryWait,
  type Transport,
} from '../../src/client/index.js';
import {
  created,
  failureOf,
  fakeClock,
  ok,
  reply,
  resetConnection,
  serveClient,
  startScriptedServer,
  status,
  testPolicy,
} from './helpers/scripted-server.js';

// What a failed exchange (src/client/exchange.ts) tells the user, and whether it sends the request
// again: an abort on the wire, a failure that cannot be retried but may have reached the server, a POST
// that surely never left, an unreadable body to a write, a refused redirect's hint, and the members
// a retry notice or a log entry leaves out when a call has no organization.

const role = { organizationId: 'O_1', name: 'Helpdesk', scope: 'some', tags: ['emea'] };
const groups = { networkId: 'N_1' };

/**
 * The default transport behind a switch: the failures queued are reported, in order, instead of the
 * next requests reaching the wire (a transport of the caller's own may report any failure).
 */
class FailingTransport implements Transport {
  readonly failures: TransportError[] = [];
  sent = 0;
  private readonly wire = new UndiciTransport({ maxBodyBytes: 1024 * 1024 });

  async send(request: HttpRequest): Promise<HttpResponse> {
    this.sent += 1;
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
    return this.wire.send(request);
  }

  close(): Promise<void> {
    return this.wire.close();
  }
}

async function failingSetup(
  answer: Parameters<typeof startScriptedServer>[0],
  failures: TransportError[],
  onTestFinished: (fn: () => Promise<void>) => void,
  maxAttempts = 5,
) {
  const server = await startScriptedServer(answer);
  const transport = new FailingTransport();
  transport.failures.push(...failures);
  const clock = fakeClock();
  const client = createClient({
    apiKey: 'test-key',
    baseUrl: server.baseUrl,
    transport,
    policy: { ...testPolicy(clock), maxAttempts },
  });
  onTestFinished(async () => {
    await client.close();
    await transport.close();
    await server.close();
  });
  return { server, transport, client, clock };
}

/** A client over a transport of the test's own, closed when the test ends (port 9: nothing listens). */
function clientOver(
  transport: Transport,
  onTestFinished: (fn: () => Promise<void>) => void,
  baseUrl = 'http://127.0.0.1:9/api/v1',
) {
  const client = createClient({ apiKey: 'test-key', baseUrl, transport, policy: testPolicy(fakeClock()) });
  onTestFinished(() => client.close());
  return client;
}

const tls = (sent: boolean) =>
  new TransportError('tls', sent, { cause: new Error('CERT_HAS_EXPIRED'), code: 'CERT_HAS_EXPIRED' });
const TLS_HINT =
  'the certificate was not accepted (expired, wrong host, or issued by an unknown authority such as an intercepting proxy: NODE_EXTRA_CA_CERTS=FILE adds a trusted authority)';

describe('exchange: an abort while the request is on the wire', () => {
  it('ends the call at once as aborted, without a retry or a pause', async () => {
    const controller = new AbortController();
    // The server never answers: the caller gives up once the request arrived.
    const { client, server, clock } = await serveClient(() => controller.abort());
    const error = await failureOf(
      client.call('getNetworkSmTargetGroups', groups, { signal: controller.signal }),
    );
    expect(error.message).toBe('getNetworkSmTargetGroups (GET /networks/N_1/sm/targetGroups) was aborted');
    expect([error.attempts, error.status, error.ambiguous]).toEqual([1, undefined, false]);
    expect(error.cause).toBeInstanceOf(TransportError);
    expect((error.cause as TransportError).failure).toBe('aborted');
    expect(server.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });
});

describe('exchange: an abort with a reason of its own', () => {
  it('is an abort too, whatever the reason the caller gave, not a network error to retry', async () => {
    for (const reason of [new Error('stop'), 'deadline passed']) {
      const controller = new AbortController();
      const waits: RetryWait[] = [];
      const entries: RequestLogEntry[] = [];
      const { client, server, clock } = await serveClient(() => controller.abort(reason), {
        onRetryWait: (wait) => waits.push(wait),
        onRequest: (entry) => entries.push(entry),
      });
      const error = await failureOf(
        client.call('createOrganizationSmAdminsRole', role, {
          signal: controller.signal,
          resolveAmbiguous: () => Promise.resolve(undefined),
        }),
      );
      expect(error.message).toBe(
        'createOrganizationSmAdminsRole (POST /organizations/O_1/sm/admins/roles) was aborted',
      );
      expect([error.attempts, error.ambiguous, waits, server.requests.length, clock.sleeps]).toEqual([
        1,
        false,
        [],
        1,
        [],
      ]);
      expect((error.cause as TransportError).failure).toBe('aborted');
      expect((error.cause as TransportError).cause).toBe(reason);
      expect(entries.map((entry) => entry.failure)).toEqual(['aborted']);
    }
  });
});

describe('exchange: a body over the cap', () => {
  it('names the setting that raises the cap, and keeps the transport failure as the cause', async () => {
    const { client } = await serveClient(status(200, [{ name: 'x'.repeat(2048) }]), {
      maxResponseBytes: 1024,
    });
    const error = await failureOf(client.call('getNetworkSmTargetGroups', groups));
    expect(error.hint).toBe('the body cap is ClientOptions.maxResponseBytes (default 64 MiB)');
    expect(error.cause).toBeInstanceOf(TransportError);
    expect((error.cause as TransportError).failure).toBe('too-large');
  });
});

describe('exchange: a failure that sending again cannot cure', () => {
  it('fails a GET at once with the failure and its hint, even when the request may have left', async ({
    onTestFinished,
  }) => {
    const { client, transport, clock } = await failingSetup(ok, [tls(true)], onTestFinished);
    const error = await failureOf(client.call('getNetworkSmTargetGroups', groups));
    expect(error.message).toBe(
      'getNetworkSmTargetGroups (GET /networks/N_1/sm/targetGroups) failed: the TLS connection to the host failed (CERT_HAS_EXPIRED)',
    );
    expect([error.hint, error.attempts, error.ambiguous, transport.sent]).toEqual([TLS_HINT, 1, false, 1]);
    expect(clock.sleeps).toEqual([]);
  });

  it('fails a POST that surely never left plainly, without asking the hook', async ({ onTestFinished }) => {
    const { client, transport } = await failingSetup(created, [tls(false)], onTestFinished);
    let lookups = 0;
    const error = await failureOf(
      client.call('createOrganizationSmAdminsRole', role, {
        resolveAmbiguous: () => {
          lookups += 1;
          return Promise.resolve(undefined);
        },
      }),
    );
    expect([error.hint, error.ambiguous, error.attempts, lookups, transport.sent]).toEqual([
      TLS_HINT,
      false,
      1,
      0,
      1,
    ]);
  });

  it('treats a POST that may have left as an unknown outcome: ambiguous without a hook', async ({
    onTestFinished,
  }) => {
    const { client, transport } = await failingSetup(created, [tls(true)], onTestFinished);
    const error = await failureOf(client.call('createOrganizationSmAdminsRole', role));
    expect(error.message).toBe(
      'createOrganizationSmAdminsRole (POST /organizations/O_1/sm/admins/roles) failed: the TLS connection to the host failed (CERT_HAS_EXPIRED) (outcome unknown: the write may have been applied)',
    );
    expect([error.ambiguous, error.attempts, transport.sent]).toEqual([true, 1, 1]);
  });

  it('returns what the hook found for such a POST, and sends it again only when the hook found nothing', async ({
    onTestFinished,
  }) => {
    const found = await failingSetup(created, [tls(true)], onTestFinished);
    await expect(
      found.client.call('createOrganizationSmAdminsRole', role, {
        resolveAmbiguous: () => Promise.resolve({ roleId: 'r7', name: 'Helpdesk' }),
      }),
    ).resolves.toEqual({ roleId: 'r7', name: 'Helpdesk' });
    expect([found.transport.sent, found.server.requests.length]).toEqual([1, 0]);
    const absent = await failingSetup(created, [tls(true)], onTestFinished);
    await expect(
      absent.client.call('createOrganizationSmAdminsRole', role, {
        resolveAmbiguous: () => Promise.resolve(undefined),
      }),
    ).resolves.toEqual({ roleId: 'r9', name: 'Helpdesk' });
    expect([absent.transport.sent, absent.server.requests.length]).toEqual([2, 1]);
    expect(absent.clock.sleeps).toEqual([500]);
  });
});

describe('exchange: a POST that surely never left', () => {
  it('is sent again after a backoff without asking the hook; on its last attempt it fails plainly', async ({
    onTestFinished,
  }) => {
    const unsent = () => new TransportError('timeout', false, { cause: new Error('connect timeout') });
    let lookups = 0;
    const resolveAmbiguous = () => {
      lookups += 1;
      return Promise.resolve({ roleId: 'r7' });
    };
    const retried = await failingSetup(created, [unsent()], onTestFinished);
    await expect(
      retried.client.call('createOrganizationSmAdminsRole', role, { resolveAmbiguous }),
    ).resolves.toEqual({ roleId: 'r9', name: 'Helpdesk' });
    expect([retried.transport.sent, retried.server.requests.length, lookups]).toEqual([2, 1, 0]);
    expect(retried.clock.sleeps).toEqual([500]);
    const last = await failingSetup(created, [unsent()], onTestFinished, 1);
    const error = await failureOf(
      last.client.call('createOrganizationSmAdminsRole', role, { resolveAmbiguous }),
    );
    expect(error.message).toBe(
      'createOrganizationSmAdminsRole (POST /organizations/O_1/sm/admins/roles) failed: timed out connecting to the host',
    );
    expect([error.ambiguous, error.attempts, lookups, last.transport.sent]).toEqual([false, 1, 0, 1]);
  });
});

describe('exchange: an unreadable body to a write that is not a POST', () => {
  it('fails a PUT and a DELETE after one request, naming the status and the problem', async () => {
    const put = await serveClient(status(200, '{"roleId": "r1", "na'));
    const error = await failureOf(
      put.client.call('updateOrganizationSmAdminsRole', { organizationId: 'O_1', roleId: 'r1', name: 'n' }),
    );
    expect(error.message).toBe(
      'updateOrganizationSmAdminsRole (PUT /organizations/O_1/sm/admins/roles/r1) answered 200 with a body that is not valid JSON (truncated?)',
    );
    expect([error.status, error.ambiguous, put.server.requests.length]).toEqual([200, false, 1]);
    const del = await serveClient(status(200, '<html>gone</html>'));
    const gone = await failureOf(
      del.client.call('deleteNetworkSmTargetGroup', { networkId: 'N_1', targetGroupId: 't1' }),
    );
    expect(gone.message).toBe(
      'deleteNetworkSmTargetGroup (DELETE /networks/N_1/sm/targetGroups/t1) answered 200 with an HTML page instead of JSON',
    );
    expect(del.server.requests).toHaveLength(1);
  });
});

describe('exchange: the path a failure names', () => {
  it('is the path under the base URL, or the whole path when a redirect left the base path', async () => {
    for (const [location, path] of [
      ['/api/v1/networks/N_2/sm/targetGroups', '/networks/N_2/sm/targetGroups'],
      ['/api/v1beta/networks/N_1', '/api/v1beta/networks/N_1'],
      ['/elsewhere/x', '/elsewhere/x'],
    ] as const) {
      const { client } = await serveClient([
        (_req, res) => reply(res, 302, '', { location }),
        status(400, { errors: ['bad'] }),
      ]);
      const error = await failureOf(client.call('getNetworkSmTargetGroups', groups));
      expect([location, error.path, error.message]).toEqual([
        location,
        path,
        `getNetworkSmTargetGroups (GET ${path}) failed with HTTP 400: bad`,
      ]);
    }
  });
});

describe('exchange: a refused redirect', () => {
  it('says how to point the run at the other host on purpose', async () => {
    const { client, server } = await serveClient((_req, res) =>
      reply(res, 301, '', { location: 'https://attacker.example/api/v1/networks/N_1/sm/targetGroups' }),
    );
    const error = await failureOf(client.call('getNetworkSmTargetGroups', groups));
    expect([error.status, error.hint]).toEqual([
      301,
      'the key only follows redirects to Meraki API hosts over https (docs/client.md); if https://attacker.example is right, pass it as --base-url (MERAKI_BASE_URL)',
    ]);
    expect(error.message).toBe(
      `getNetworkSmTargetGroups (GET /networks/N_1/sm/targetGroups) was redirected from ${new URL(server.origin).host} to attacker.example, which smform refuses to follow (attacker.example is not a Meraki API host); the API key was not sent to attacker.example`,
    );
  });
});

describe('exchange: a call without an organization', () => {
  it('leaves out of the retry notice and the log entries what it does not have, rather than setting it to undefined', async () => {
    const waits: RetryWait[] = [];
    const entries: RequestLogEntry[] = [];
    const { client } = await serveClient([status(503), (_req, res) => resetConnection(res), ok], {
      onRetryWait: (wait) => waits.push(wait),
      onRequest: (entry) => entries.push(entry),
    });
    await client.call('getNetworkSmTargetGroups', groups);
    const common = ['operationId', 'method', 'waitMs', 'attemptMs', 'nextAttempt', 'maxAttempts'];
    expect(waits.map((wait) => Object.keys(wait))).toEqual([
      [...common, 'status'],
      [...common, 'failure'],
    ]);
    const logged = ['operationId', 'method', 'url', 'attempt', 'durationMs'];
    expect(entries.map((entry) => Object.keys(entry))).toEqual([
      [...logged, 'status'],
      [...logged, 'failure'],
      [...logged, 'status'],
    ]);
  });
});

describe('exchange: a re-base nobody listens for', () => {
  it('still moves the run to the new host when no onRebase is given', async () => {
    const target = await startScriptedServer(ok);
    const moved = `http://localhost:${new URL(target.origin).port}/api/v1`;
    const { client, server } = await serveClient((req, res) =>
      reply(res, 307, '', { location: `${moved}${req.url.replace(/^\/api\/v1/, '')}` }),
    );
    try {
      await expect(client.call('getNetworkSmTargetGroups', groups)).resolves.toEqual({ ok: true });
      await expect(client.call('getNetworkSmTargetGroups', groups)).resolves.toEqual({ ok: true });
      expect([server.requests.length, target.requests.length]).toEqual([1, 2]);
    } finally {
      await target.close();
    }
  });
});

describe('exchange: a 404 after a transient failure, and the hints of other statuses', () => {
  it('fails a GET and a PUT whose retry meets 404: only a DELETE takes that 404 as done', async () => {
    const { client, server } = await serveClient([status(503), status(404), status(503), status(404)]);
    const read = await failureOf(client.call('getNetworkSmTargetGroups', groups));
    expect([read.status, read.attempts]).toEqual([404, 2]);
    const update = { networkId: 'N_1', targetGroupId: 't1', name: 'Kiosks' };
    const written = await failureOf(client.call('updateNetworkSmTargetGroup', update));
    expect([written.status, written.attempts]).toEqual([404, 2]);
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'PUT', 'PUT']);
  });

  it('gives the base-URL hint to a 404 only: a 400 keeps its own words', async ({ onTestFinished }) => {
    const server = await startScriptedServer([status(400, { errors: ['bad scope'] }), status(404)]);
    const clock = fakeClock();
    // The server's origin without /api/v1: the one mistake every path answers with 404.
    const client = createClient({
      apiKey: 'test-key',
      baseUrl: new URL(server.baseUrl).origin,
      policy: testPolicy(clock),
    });
    onTestFinished(async () => {
      await client.close();
      await server.close();
    });
    const bad = await failureOf(client.call('getNetworkSmTargetGroups', groups));
    expect([bad.status, bad.messages]).toEqual([400, ['bad scope']]);
    expect(bad.hint ?? '').not.toContain('does not end in /api/v1');
    const missing = await failureOf(client.call('getNetworkSmTargetGroups', groups));
    expect(missing.status).toBe(404);
    expect(missing.hint).toContain('does not end in /api/v1');
  });
});

describe('exchange: what a transport or a wait of the caller throws', () => {
  it('passes an error of a transport of its own through as it is, once, without a retry', async ({
    onTestFinished,
  }) => {
    const thrown = new Error('the transport broke');
    let sent = 0;
    const transport: Transport = {
      send: () => {
        sent += 1;
        return Promise.reject(thrown);
      },
      close: () => Promise.resolve(),
    };
    const clock = fakeClock();
    const client = createClient({
      apiKey: 'test-key',
      baseUrl: 'http://127.0.0.1:9/api/v1',
      transport,
      policy: testPolicy(clock),
    });
    onTestFinished(() => client.close());
    const error = await client.call('getNetworkSmTargetGroups', groups).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBe(thrown);
    expect(sent).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('fails as aborted, naming the operation, when the wait before a retry is cut short', async () => {
    const stopped = new Error('the wait was cut short');
    const { client, server } = await serveClient([status(503), ok], {
      policy: { sleep: () => Promise.reject(stopped) },
    });
    const error = await failureOf(client.call('getNetworkSmTargetGroups', groups));
    expect(error.message).toBe('getNetworkSmTargetGroups (GET /networks/N_1/sm/targetGroups) was aborted');
    expect(error.cause).toBe(stopped);
    expect(server.requests).toHaveLength(1);
  });
});

describe('exchange: a base URL written with trailing slashes', () => {
  it('still names the path under it in an error, and suggests the base URL without them', async ({
    onTestFinished,
  }) => {
    const server = await startScriptedServer([status(400), status(400), status(404)]);
    const clock = fakeClock();
    const clientAt = (baseUrl: string) => {
      const client = createClient({ apiKey: 'test-key', baseUrl, policy: testPolicy(clock) });
      onTestFinished(() => client.close());
      return client;
    };
    onTestFinished(() => server.close());
    for (const slashes of ['/', '//']) {
      const error = await failureOf(
        clientAt(`${server.baseUrl}${slashes}`).call('getNetworkSmTargetGroups', groups),
      );
      expect(error.path).toBe('/networks/N_1/sm/targetGroups');
    }
    const origin = new URL(server.baseUrl).origin;
    const missing = await failureOf(
      clientAt(`${origin}/dashboard//`).call('getNetworkSmTargetGroups', groups),
    );
    expect(missing.hint).toBe(
      `the base URL ${origin}/dashboard// does not end in /api/v1, so every path answers 404: try --base-url ${origin}/dashboard/api/v1`,
    );
  });
});

describe('exchange: what the transport is asked to send', () => {
  it('after a 303, a GET: the method the transport is given, not only what the wire shows', async ({
    onTestFinished,
  }) => {
    const server = await startScriptedServer([
      (_req, res) => reply(res, 303, '', { location: '/api/v1/organizations/O_1/sm/admins/roles/r9' }),
      (_req, res) => reply(res, 200, { roleId: 'r9' }),
    ]);
    const wire = new UndiciTransport({ maxBodyBytes: 1024 * 1024 });
    const methods: string[] = [];
    const transport: Transport = {
      send: (request) => {
        methods.push(request.method);
        return wire.send(request);
      },
      close: () => wire.close(),
    };
    onTestFinished(() => server.close());
    const client = clientOver(transport, onTestFinished, server.baseUrl);
    await expect(client.call('createOrganizationSmAdminsRole', role)).resolves.toEqual({ roleId: 'r9' });
    expect(methods).toEqual(['POST', 'GET']);
  });

  it('a status below 200 from a transport of its own is a failure, not an answer', async ({
    onTestFinished,
  }) => {
    const transport: Transport = {
      send: () => Promise.resolve({ status: 199, headers: {}, text: '{"ok":true}' }),
      close: () => Promise.resolve(),
    };
    const client = clientOver(transport, onTestFinished);
    const error = await failureOf(client.call('getNetworkSmTargetGroups', groups));
    expect(error.status).toBe(199);
  });
});
