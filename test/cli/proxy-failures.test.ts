import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { smformBounded } from '../helpers/run-bounded.js';
import { startScriptedProxy, type ConnectAnswer } from '../helpers/scripted-proxy.js';
import { workdir, type OnFinished } from './run-built.js';

/**
 * A proxy that misbehaves ends the run with an error naming the proxy, within the attempts and the
 * timeout the user gave: never a loop of CONNECTs (issue 27 item 2), through the built CLI.
 */

const KEY = 'test-key-proxy-failures';
const TIMEOUT_S = 2;
const ATTEMPTS = 2;
/**
 * Longest honest run: every attempt waits its timeout, plus the backoff between attempts (under 1 s
 * here), plus a generous allowance for starting Node on a loaded machine. The bug was an endless loop.
 */
const BOUND_MS = ATTEMPTS * TIMEOUT_S * 1000 + 1000 + 20_000;
const KILL_MS = BOUND_MS + 15_000;
const LIMITS = ['--timeout', String(TIMEOUT_S), '--max-attempts', String(ATTEMPTS)];

async function proxy(onFinished: OnFinished, answer: (target: string) => ConnectAnswer) {
  const running = await startScriptedProxy(answer);
  onFinished(() => running.close());
  return running;
}

async function server(onFinished: OnFinished, handle: Parameters<typeof createServer>[1]) {
  const running: Server = createServer(handle);
  await new Promise<void>((resolve) => running.listen(0, '127.0.0.1', resolve));
  onFinished(
    () =>
      new Promise<void>((resolve) => {
        running.closeAllConnections();
        running.close(() => resolve());
      }),
  );
  return (running.address() as AddressInfo).port;
}

async function run(onFinished: OnFinished, argv: string[], env: Record<string, string>) {
  const cwd = await workdir(onFinished, {});
  return smformBounded(argv, {
    cwd,
    env: { MERAKI_DASHBOARD_API_KEY: KEY, ...env },
    killAfterMs: KILL_MS,
  });
}

/** An https base URL on loopback that the tunnel would reach; nothing needs to listen there. */
const HTTPS_BASE = 'https://127.0.0.1:9/api/v1';

describe('a proxy that fails the CONNECT', () => {
  it('drops CONNECT: one CONNECT per attempt, then an error naming the proxy, within the timeout and attempts', async ({
    onTestFinished,
  }) => {
    const dropping = await proxy(onTestFinished, () => 'drop');
    const result = await run(
      onTestFinished,
      [...LIMITS, '--base-url', HTTPS_BASE, 'api', 'getOrganizations'],
      {
        HTTPS_PROXY: dropping.url,
      },
    );
    expect(result.code).toBe(1);
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(dropping.connects).toEqual(['127.0.0.1:9', '127.0.0.1:9']);
    expect(result.stderr).toContain(
      `the proxy ${dropping.host} closed the connection without answering CONNECT 127.0.0.1:9`,
    );
    expect(result.stderr).toContain('(gave up after 2 attempts)');
    expect(result.stderr).not.toContain(KEY);
  }, 90_000);

  it('answers 403: the proxy and its status are named, and a refusal is not retried', async ({
    onTestFinished,
  }) => {
    const refusing = await proxy(onTestFinished, () => 403);
    const result = await run(
      onTestFinished,
      [...LIMITS, '--base-url', HTTPS_BASE, 'api', 'getOrganizations'],
      {
        HTTPS_PROXY: refusing.url,
      },
    );
    expect(result.code).toBe(1);
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(refusing.connects).toEqual(['127.0.0.1:9']);
    expect(result.stderr).toContain(
      `the proxy ${refusing.host} refused the tunnel to 127.0.0.1:9 with HTTP 403`,
    );
    expect(result.stderr).not.toContain('was aborted');
  }, 90_000);

  it('never answers CONNECT: --timeout ends each attempt', async ({ onTestFinished }) => {
    const silent = await proxy(onTestFinished, () => 'hang');
    const result = await run(
      onTestFinished,
      [...LIMITS, '--base-url', HTTPS_BASE, 'api', 'getOrganizations'],
      {
        HTTPS_PROXY: silent.url,
      },
    );
    expect(result.code).toBe(1);
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(result.ms).toBeGreaterThanOrEqual(ATTEMPTS * TIMEOUT_S * 1000);
    expect(silent.connects.length).toBeLessThanOrEqual(ATTEMPTS);
    expect(result.stderr).toContain('timed out');
    expect(result.stderr).toContain('--timeout');
  }, 90_000);
});

describe('redirects through a proxy', () => {
  it('an https redirect whose CONNECT the proxy drops ends within the attempts', async ({
    onTestFinished,
  }) => {
    const requests: string[] = [];
    const api = await server(onTestFinished, (req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(302, { location: `https://127.0.0.1:9${req.url ?? '/'}` });
      res.end();
    });
    const mixed = await proxy(onTestFinished, (target) =>
      target === `127.0.0.1:${api}` ? 'tunnel' : 'drop',
    );
    const result = await run(
      onTestFinished,
      [...LIMITS, '--base-url', `http://127.0.0.1:${api}/api/v1`, 'api', 'getOrganizations'],
      { HTTP_PROXY: mixed.url, HTTPS_PROXY: mixed.url },
    );
    expect(result.code).toBe(1);
    expect(result.ms).toBeLessThan(BOUND_MS);
    // Each attempt: the redirect, then one dropped CONNECT to its target; the retry goes where it led.
    expect(requests.length).toBe(1);
    expect(mixed.connects.filter((target) => target === '127.0.0.1:9')).toEqual([
      '127.0.0.1:9',
      '127.0.0.1:9',
    ]);
    expect(result.stderr).toContain(
      `the proxy ${mixed.host} closed the connection without answering CONNECT`,
    );
  }, 90_000);

  it('a redirect loop through the proxy stops after 5 hops, once, and says so', async ({
    onTestFinished,
  }) => {
    const requests: string[] = [];
    const api = await server(onTestFinished, (req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(307, { location: req.url ?? '/' });
      res.end();
    });
    const tunnel = await proxy(onTestFinished, () => 'tunnel');
    const result = await run(
      onTestFinished,
      [...LIMITS, '--base-url', `http://127.0.0.1:${api}/api/v1`, 'api', 'getOrganizations'],
      { HTTP_PROXY: tunnel.url },
    );
    expect(result.code).toBe(1);
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(requests.length).toBe(6);
    expect(result.stderr).toContain('redirected too often');
  }, 90_000);
});
