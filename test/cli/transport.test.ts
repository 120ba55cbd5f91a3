import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startEmulator, type EmulatorOptions, type Seed } from '../../src/emulator/index.js';
import { startTestProxy } from '../helpers/proxy.js';
import { smform as smformBuilt } from './run-built.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

/**
 * Transport as real networks have it, through the CLI (in-process; with a trusted test certificate, the built CLI): shard redirects, proxies, the causes of
 * connection failures, the key's shape, the base URL's path, and the --timeout / --max-attempts flags.
 */

const KEY = 'test-key-never-printed';
const CERT_FILE = fileURLToPath(new URL('../fixtures/tls/loopback-cert.pem', import.meta.url));
const TLS = {
  cert: readFileSync(CERT_FILE, 'utf8'),
  key: readFileSync(new URL('../fixtures/tls/loopback-key.pem', import.meta.url), 'utf8'),
};
/** Trusts the test certificate, as a user behind an intercepting proxy trusts its authority. */
const TRUST_TEST_CERT = { NODE_EXTRA_CA_CERTS: CERT_FILE };

const devices = Array.from({ length: 7 }, (_, i) => ({ id: `d${i}`, name: `Dev ${i}`, tags: ['t'] }));
const seed: Seed = {
  organizations: [
    {
      id: '7001',
      name: 'Org',
      networks: [
        { id: 'N_1', name: 'SM', devices, targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'all' }] },
      ],
    },
  ],
};

const config = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: all }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

async function emulator(onFinished: OnFinished, options: EmulatorOptions = {}) {
  const running = await startEmulator({ seed, port: 0, rateLimit: 0, ...options });
  onFinished(() => running.close());
  return running;
}

async function run(onFinished: OnFinished, argv: string[], env: Record<string, string>) {
  const cwd = await workdir(onFinished, { 'smform.yaml': config });
  // Node reads NODE_EXTRA_CA_CERTS as a process starts: a run trusting the test certificate is a real one.
  const start = env['NODE_EXTRA_CA_CERTS'] === undefined ? smform : smformBuilt;
  return start(argv, { cwd, env: { MERAKI_DASHBOARD_API_KEY: KEY, ...env } });
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The --debug request lines of the target-group read (the network check runs alongside it). */
const debugLines = (stderr: string): string[] =>
  stderr.split('\n').filter((l) => l.startsWith('debug: ') && l.includes('/sm/targetGroups'));

describe('redirects: a shard answers 308', () => {
  it('follows a 308 from a loopback base to another loopback emulator with the key, and re-bases the rest of the run once', async ({
    onTestFinished,
  }) => {
    const shard = await emulator(onTestFinished, { apiKeys: [KEY] });
    const front = await emulator(onTestFinished, { redirectTo: shard.url });
    const paged = await run(
      onTestFinished,
      ['--base-url', front.url, 'api', '--paginate', 'getNetworkSmDevices', 'networkId=N_1', 'perPage=3'],
      {},
    );
    expect(paged.stderr).toContain(`note: the API redirected ${front.url} to ${shard.url}`);
    expect(paged.code).toBe(0);
    expect((JSON.parse(paged.stdout) as unknown[]).length).toBe(7);
    // One redirect, then every page straight from the shard, which accepted the key.
    expect(front.requestLog.map((e) => e.status)).toEqual([308]);
    expect(shard.requestLog.map((e) => e.status)).toEqual([200, 200, 200]);

    const planned = await run(onTestFinished, ['--base-url', front.url, 'plan', '--detailed-exitcode'], {});
    expect(planned.code).toBe(2);
    expect(planned.stdout).toContain('Laptops');
    const shardOps = new Set(shard.requestLog.slice(3).map((e) => e.operationId));
    expect(shardOps).toContain('getNetworkSmTargetGroups');
  }, 60_000);

  it('refuses a redirect to a host that is not a Meraki API host without sending the key, naming both hosts', async ({
    onTestFinished,
  }) => {
    const front = await emulator(onTestFinished, { redirectTo: 'https://attacker.example/api/v1' });
    const result = await run(onTestFinished, ['--base-url', front.url, 'plan', '--detailed-exitcode'], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `was redirected from 127.0.0.1:${front.port} to attacker.example, which smform refuses to follow (attacker.example is not a Meraki API host); the API key was not sent to attacker.example`,
    );
    expect(result.stderr).not.toContain(KEY);
  }, 60_000);

  it('refuses a redirect from https to http, even on loopback', async ({ onTestFinished }) => {
    const plain = await emulator(onTestFinished);
    const front = await emulator(onTestFinished, { tls: TLS, redirectTo: plain.url });
    const result = await run(
      onTestFinished,
      ['--base-url', front.url, 'plan', '--detailed-exitcode'],
      TRUST_TEST_CERT,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `was redirected from 127.0.0.1:${front.port} to 127.0.0.1:${plain.port}, which smform refuses to follow (it would downgrade https to http)`,
    );
    expect(plain.requestLog).toEqual([]);
  }, 60_000);
});

describe('proxies', () => {
  it('HTTPS_PROXY carries an https run through a CONNECT tunnel; the proxy never sees the key', async ({
    onTestFinished,
  }) => {
    const proxy = await startTestProxy();
    onTestFinished(() => proxy.close());
    const api = await emulator(onTestFinished, { tls: TLS });
    const result = await run(onTestFinished, ['--base-url', api.url, 'plan', '--detailed-exitcode'], {
      ...TRUST_TEST_CERT,
      HTTPS_PROXY: proxy.url,
    });
    expect(result.code).toBe(2);
    expect(proxy.seen.length).toBeGreaterThan(0);
    for (const sighting of proxy.seen) {
      expect(sighting.method).toBe('CONNECT');
      expect(sighting.target).toBe(`127.0.0.1:${api.port}`);
      expect(JSON.stringify(sighting)).not.toContain(KEY);
    }
    expect(api.requestLog.length).toBeGreaterThan(0);
  }, 60_000);

  it('HTTP_PROXY applies to the http base URL of a plain emulator; --proxy does too; NO_PROXY exempts a host', async ({
    onTestFinished,
  }) => {
    const proxy = await startTestProxy();
    onTestFinished(() => proxy.close());
    const api = await emulator(onTestFinished);
    const viaEnv = await run(onTestFinished, ['--base-url', api.url, 'plan', '--detailed-exitcode'], {
      HTTP_PROXY: proxy.url,
    });
    expect(viaEnv.code).toBe(2);
    const afterEnv = proxy.seen.length;
    expect(afterEnv).toBeGreaterThan(0);
    for (const sighting of proxy.seen) expect(sighting.target).toContain(`127.0.0.1:${api.port}`);

    // HTTPS_PROXY alone is for https URLs: an http base URL goes direct (as curl does).
    const httpsOnly = await run(onTestFinished, ['--base-url', api.url, 'plan', '--detailed-exitcode'], {
      HTTPS_PROXY: proxy.url,
    });
    expect(httpsOnly.code).toBe(2);
    expect(proxy.seen.length).toBe(afterEnv);

    const viaFlag = await run(
      onTestFinished,
      ['--proxy', proxy.url, '--base-url', api.url, 'plan', '--detailed-exitcode'],
      {},
    );
    expect(viaFlag.code).toBe(2);
    const afterFlag = proxy.seen.length;
    expect(afterFlag).toBeGreaterThan(afterEnv);

    const exempt = await run(onTestFinished, ['--base-url', api.url, 'plan', '--detailed-exitcode'], {
      HTTP_PROXY: proxy.url,
      NO_PROXY: '127.0.0.1',
    });
    expect(exempt.code).toBe(2);
    expect(proxy.seen.length).toBe(afterFlag);
  }, 90_000);

  it('a proxy that is down is named as the host that refused', async ({ onTestFinished }) => {
    const port = await closedPort();
    const api = await emulator(onTestFinished);
    const result = await run(onTestFinished, ['--base-url', api.url, 'plan', '--detailed-exitcode'], {
      HTTP_PROXY: `http://127.0.0.1:${port}`,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`127.0.0.1:${port} refused the connection (ECONNREFUSED)`);
    expect(result.stderr).toContain('a proxy is in use');
    expect(api.requestLog).toEqual([]);
  }, 60_000);
});

describe('causes, not symptoms', () => {
  it('a DNS failure names the errno and the host', async ({ onTestFinished }) => {
    const result = await run(
      onTestFinished,
      [
        '--debug',
        '--max-attempts',
        '2',
        '--base-url',
        'https://smform-test.invalid/api/v1',
        'plan',
        '--detailed-exitcode',
      ],
      {},
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /the host name smform-test\.invalid could not be resolved(?: for now)? \((ENOTFOUND|EAI_AGAIN)\)/,
    );
    // A name that does not exist is not asked again; a resolver that failed for now is.
    const requests = debugLines(result.stderr).length;
    expect(requests).toBe(result.stderr.includes('ENOTFOUND') ? 1 : 2);
  }, 60_000);

  it('a refused connection names the errno and host:port and is not retried', async ({ onTestFinished }) => {
    const port = await closedPort();
    const result = await run(
      onTestFinished,
      ['--debug', '--base-url', `http://127.0.0.1:${port}/api/v1`, 'plan', '--detailed-exitcode'],
      {},
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`127.0.0.1:${port} refused the connection (ECONNREFUSED)`);
    expect(debugLines(result.stderr)).toHaveLength(1);
  }, 60_000);

  it('a certificate the machine does not trust is a TLS error naming the code and host, not retried', async ({
    onTestFinished,
  }) => {
    const api = await emulator(onTestFinished, { tls: TLS });
    const result = await run(
      onTestFinished,
      ['--debug', '--base-url', api.url, 'plan', '--detailed-exitcode'],
      {},
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /the TLS connection to 127\.0\.0\.1(?::\d+)? failed \((DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE)\)/,
    );
    expect(result.stderr).toContain('NODE_EXTRA_CA_CERTS');
    expect(debugLines(result.stderr)).toHaveLength(1);
  }, 60_000);

  it.each([
    ['a trailing newline', `${KEY}\n`],
    ['leading whitespace', ` ${KEY}`],
    ['a line break inside it', `${KEY}\r\nX`],
  ])(
    'a key with %s is named before any request',
    async (what, key) => {
      const api = await startEmulator({ seed, port: 0, rateLimit: 0 });
      try {
        const cwd = await workdir(() => undefined, { 'smform.yaml': config });
        const result = await smform(['--base-url', api.url, 'plan', '--detailed-exitcode'], {
          cwd,
          env: { MERAKI_DASHBOARD_API_KEY: key },
        });
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`error: the API key has ${what}`);
        expect(result.stderr).not.toContain(KEY);
        expect(api.requestLog).toEqual([]);
      } finally {
        await api.close();
      }
    },
    60_000,
  );

  it('a base URL without /api/v1 gets a base-URL hint', async ({ onTestFinished }) => {
    const api = await emulator(onTestFinished);
    const origin = api.url.replace(/\/api\/v1$/, '');
    const result = await run(onTestFinished, ['--base-url', origin, 'plan', '--detailed-exitcode'], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `does not end in /api/v1, so every path answers 404: try --base-url ${api.url}`,
    );
  }, 60_000);

  it('--max-attempts bounds the attempts and --timeout the wait for an answer', async ({
    onTestFinished,
  }) => {
    const failing = await emulator(onTestFinished, { faults: '5xx=1' });
    const bounded = await run(
      onTestFinished,
      ['--max-attempts', '2', '--base-url', failing.url, 'plan', '--detailed-exitcode'],
      {
        SMFORM_TEST_FAST_RETRY: '1',
      },
    );
    expect(bounded.code).toBe(1);
    const perCall = new Map<string, number>();
    for (const entry of failing.requestLog) perCall.set(entry.path, (perCall.get(entry.path) ?? 0) + 1);
    expect(Math.max(...perCall.values())).toBe(2);

    const slow = await emulator(onTestFinished, { latencyMs: 5_000 });
    const timedOut = await run(
      onTestFinished,
      ['--timeout', '0.2', '--max-attempts', '1', '--base-url', slow.url, 'plan', '--detailed-exitcode'],
      {},
    );
    expect(timedOut.code).toBe(1);
    expect(timedOut.stderr).toContain('timed out waiting for the response');
  }, 60_000);
});
