import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startEmulator, type Seed } from '../../src/emulator/index.js';
import { startTestProxy } from '../helpers/proxy.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

/**
 * Every environment variable smform reads, given a malformed value, through the CLI in-process (issue 27
 * item 7, issue 29 item 2): a clear error naming the variable, or the documented acceptance
 * (docs/settings.md, "Environment variables").
 */

const KEY = 'test-key-environment';
const EXAMPLE = fileURLToPath(new URL('../../examples/acme', import.meta.url));
const EXAMPLE_SEED = `${EXAMPLE}/live.yaml`;

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      name: 'Org',
      networks: [{ id: 'N_1', name: 'SM', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'all' }] }],
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

async function emulator(onFinished: OnFinished) {
  const running = await startEmulator({ seed, port: 0, rateLimit: 0 });
  onFinished(() => running.close());
  return running;
}

async function run(onFinished: OnFinished, argv: string[], env: Record<string, string>) {
  const cwd = await workdir(onFinished, { 'smform.yaml': config });
  return smform(argv, { cwd, env: { MERAKI_DASHBOARD_API_KEY: KEY, ...env } });
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The last lines of stderr: the error and its hint, as the user reads them. */
const errorOf = (stderr: string): string => stderr.trim().split('\n').slice(-2).join('\n');

describe('proxy variables', () => {
  for (const name of ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy']) {
    it(`${name}=:::: is refused before anything is sent, naming ${name}`, async ({ onTestFinished }) => {
      const api = await emulator(onTestFinished);
      const result = await run(onTestFinished, ['--base-url', api.url, 'plan'], { [name]: '::::' });
      expect(result.code).toBe(1);
      expect(errorOf(result.stderr)).toBe(
        `error: ${name} is not a proxy URL: "::::" (it is not a URL, nor HOST:PORT)\n` +
          `  hint: e.g. ${name}=http://proxy.example.com:3128 (HOST:PORT alone is read as http://HOST:PORT), or leave it empty to connect directly`,
      );
      expect(api.requestLog).toEqual([]);
    }, 60_000);
  }

  it('--proxy gives the same message; a socks URL and a password are refused without showing the password', async ({
    onTestFinished,
  }) => {
    const flag = await run(onTestFinished, ['--proxy', '::::', 'plan'], {});
    expect(errorOf(flag.stderr)).toContain('error: --proxy is not a proxy URL: "::::"');
    const socks = await run(onTestFinished, ['plan'], {
      HTTPS_PROXY: 'socks5://ops:pa55word@127.0.0.1:1080',
    });
    expect(socks.code).toBe(1);
    expect(errorOf(socks.stderr)).toContain(
      'error: HTTPS_PROXY is not a proxy URL: "socks5://***@127.0.0.1:1080" (smform reaches proxies over http:// or https://, not socks5://)',
    );
    expect(socks.stderr).not.toContain('pa55word');
  }, 60_000);

  it('HOST:PORT without a scheme is read as http, as curl reads it: plan and doctor go through the proxy', async ({
    onTestFinished,
  }) => {
    const proxy = await startTestProxy();
    onTestFinished(() => proxy.close());
    const api = await emulator(onTestFinished);
    const hostPort = proxy.url.replace('http://', '');
    const plan = await run(onTestFinished, ['--base-url', api.url, 'plan', '--detailed-exitcode'], {
      HTTP_PROXY: hostPort,
    });
    expect(plan.code).toBe(2);
    const afterPlan = proxy.seen.length;
    expect(afterPlan).toBeGreaterThan(0);
    const doctor = await run(onTestFinished, ['--base-url', api.url, 'doctor'], { HTTP_PROXY: hostPort });
    expect(doctor.stderr).toBe('');
    expect(doctor.stdout).toContain(`info  proxy settings: HTTP_PROXY=${hostPort}`);
    expect(proxy.seen.length).toBeGreaterThan(afterPlan);
  }, 90_000);

  it('HOST:PORT of a proxy that is down: the proxy is named as the host that refused, and the hint says so', async ({
    onTestFinished,
  }) => {
    const api = await emulator(onTestFinished);
    const down = await closedPort();
    const result = await run(onTestFinished, ['--base-url', api.url, 'api', 'getOrganizations'], {
      HTTP_PROXY: `127.0.0.1:${down}`,
    });
    expect(result.code).toBe(1);
    expect(errorOf(result.stderr)).toBe(
      `error: getOrganizations (GET /organizations) failed: 127.0.0.1:${down} refused the connection (ECONNREFUSED)\n` +
        `  hint: 127.0.0.1:${down} is the proxy: check its host name and port; a proxy is in use (HTTPS_PROXY/HTTP_PROXY/--proxy, or proxy: in smform.settings.yaml)`,
    );
    expect(api.requestLog).toEqual([]);
  }, 60_000);

  it('doctor shows a malformed proxy variable as a failed check and sends nothing', async ({
    onTestFinished,
  }) => {
    const api = await emulator(onTestFinished);
    const doctor = await run(onTestFinished, ['--base-url', api.url, 'doctor'], { HTTPS_PROXY: '::::' });
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toContain('FAIL  HTTPS_PROXY is not a proxy URL: "::::"');
    expect(doctor.stdout).toContain('skip  no request was sent: the proxy check failed');
    expect(api.requestLog).toEqual([]);
  }, 60_000);

  it('NO_PROXY accepts any list: entries that match no host exempt nothing (documented)', async ({
    onTestFinished,
  }) => {
    const proxy = await startTestProxy();
    onTestFinished(() => proxy.close());
    const api = await emulator(onTestFinished);
    const result = await run(onTestFinished, ['--base-url', api.url, 'plan', '--detailed-exitcode'], {
      HTTP_PROXY: proxy.url,
      NO_PROXY: ',,, :::: %%',
    });
    expect(result.code).toBe(2);
    expect(proxy.seen.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('the API, the key and the budget', () => {
  it('MERAKI_BASE_URL that is not a URL is named', async ({ onTestFinished }) => {
    const result = await run(onTestFinished, ['plan'], { MERAKI_BASE_URL: 'api.meraki.com' });
    expect(result.code).toBe(1);
    expect(errorOf(result.stderr)).toBe(
      'error: MERAKI_BASE_URL is not a URL: "api.meraki.com"\n' +
        '  hint: e.g. https://api.meraki.com/api/v1 (the scheme and the /api/v1 path included)',
    );
    const ftp = await run(onTestFinished, ['plan'], { MERAKI_BASE_URL: 'ftp://api.meraki.com/api/v1' });
    expect(errorOf(ftp.stderr)).toContain(
      'error: MERAKI_BASE_URL must be an https:// URL, not "ftp://api.meraki.com/api/v1"',
    );
  }, 60_000);

  it('MERAKI_DASHBOARD_API_KEY with a character no header can carry is refused before sending, not a network error', async ({
    onTestFinished,
  }) => {
    const api = await emulator(onTestFinished);
    const result = await run(onTestFinished, ['--base-url', api.url, 'plan'], {
      MERAKI_DASHBOARD_API_KEY: 'test-key-ключ',
    });
    expect(result.code).toBe(1);
    expect(errorOf(result.stderr)).toBe(
      'error: the API key has a character that is not visible ASCII; nothing was sent\n' +
        '  hint: set MERAKI_DASHBOARD_API_KEY to the key alone (a CI secret often keeps the newline it was pasted with)',
    );
    expect(result.stderr).not.toContain('ключ');
    expect(api.requestLog).toEqual([]);
  }, 60_000);

  it('SMFORM_RATE_BUDGET that is not a number in range is named', async ({ onTestFinished }) => {
    const result = await run(onTestFinished, ['plan'], { SMFORM_RATE_BUDGET: 'fast' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("value 'fast' from env 'SMFORM_RATE_BUDGET' is invalid");
  }, 60_000);

  it('SMFORM_PLAN_SIGNING_KEY too short to sign is named', async ({ onTestFinished }) => {
    const result = await run(
      onTestFinished,
      ['--emulator', EXAMPLE_SEED, 'plan', EXAMPLE, '--out', 'plan.json'],
      { SMFORM_PLAN_SIGNING_KEY: 'short' },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: SMFORM_PLAN_SIGNING_KEY is too short to sign plans safely');
  }, 60_000);

  it('SMFORM_TEST_FAST_RETRY other than 1 or 0 is named rather than ignored', async ({ onTestFinished }) => {
    const result = await run(onTestFinished, ['--emulator', EXAMPLE_SEED, 'plan', EXAMPLE], {
      SMFORM_TEST_FAST_RETRY: 'yes',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: SMFORM_TEST_FAST_RETRY must be 1 (on) or 0 (off), not "yes"');
  }, 60_000);
});

describe('colour variables (documented acceptance: any non-empty value counts)', () => {
  const ESC = '\u001b[';

  it('FORCE_COLOR with an odd value turns colour on, 0 and false turn it off; NO_COLOR with any value turns it off', async ({
    onTestFinished,
  }) => {
    const argv = ['--emulator', EXAMPLE_SEED, 'plan', EXAMPLE];
    const forced = await run(onTestFinished, argv, { NO_COLOR: '', FORCE_COLOR: '%%' });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(ESC);
    const forcedOff = await run(onTestFinished, argv, { NO_COLOR: '', FORCE_COLOR: 'false' });
    expect(forcedOff.stdout).not.toContain(ESC);
    const noColor = await run(onTestFinished, argv, { NO_COLOR: '%%' });
    expect(noColor.stdout).not.toContain(ESC);
  }, 90_000);
});

describe('the settings file', () => {
  it('a proxy: value that is no proxy URL is named by its file line', async ({ onTestFinished }) => {
    const cwd = await workdir(onTestFinished, {
      'smform.yaml': config,
      'smform.settings.yaml': 'proxy: "http://[::"\n',
    });
    const result = await smform(['plan'], { cwd, env: { MERAKI_DASHBOARD_API_KEY: KEY } });
    expect(result.code).toBe(1);
    expect(errorOf(result.stderr)).toContain(
      'error: proxy: in smform.settings.yaml:1:8 is not a proxy URL: "http://[::" (it is not a URL, nor HOST:PORT)\n' +
        '  hint: e.g. proxy: http://proxy.example.com:3128',
    );
  }, 60_000);
});
