import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { smform, workdir, type OnFinished } from './run-in-process.js';

/**
 * A server that echoes parts of the key, encoded every way it can, gets none of it printed; a URL's
 * credentials never show either (issue 27 item 6), through the CLI in-process.
 */

const KEY = 'test-key-5f0c3a9e71b24d68a0e9c3f17b25d4e6';
const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
const hex = (text: string): string => Buffer.from(text, 'utf8').toString('hex');
const percent = (text: string): string =>
  [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');

/** Every form of a part of the key an echoing server was seen or could be expected to send. */
const ECHOES: Record<string, string> = {
  'the last 20 characters': KEY.slice(-20),
  'a 12-character window from the middle': KEY.slice(14, 26),
  'a window upper-cased': KEY.slice(9, 30).toUpperCase(),
  'hex of the key': hex(KEY),
  'HEX of the key': hex(KEY).toUpperCase(),
  'hex of the last 16 characters': hex(KEY.slice(-16)),
  'base64 of the key': base64(KEY),
  'base64 after one byte': base64(`x${KEY}`),
  'base64 after two bytes': base64(`xy${KEY}`),
  'base64 of a window after one byte': base64(`:${KEY.slice(-13)}`),
  'url-safe base64 of Authorization': base64(`Bearer ${KEY}`).replace(/\+/g, '-').replace(/\//g, '_'),
  'URL-encoded, every character': percent(KEY),
  'URL-encoded window': `${percent(KEY.slice(20, 34))}`,
};

/** The substrings that must not appear: each echo, and any 12 characters of the key or its hex. */
function leaked(text: string): string[] {
  const found = Object.entries(ECHOES)
    .filter(([, echo]) => text.includes(echo))
    .map(([name]) => name);
  const lower = text.toLowerCase();
  for (let i = 0; i + 12 <= KEY.length; i += 1) {
    if (lower.includes(KEY.slice(i, i + 12).toLowerCase())) found.push(`key window at ${i}`);
  }
  for (let i = 0; i + 24 <= hex(KEY).length; i += 2) {
    if (lower.includes(hex(KEY).slice(i, i + 24))) found.push(`hex window at ${i / 2}`);
  }
  return found;
}

/** Answers every request 400 with an `errors` list that echoes the key in every form, one per entry. */
async function echoingServer(onFinished: OnFinished): Promise<string> {
  const server = createServer((_req, res) => {
    const errors = Object.entries(ECHOES).map(([name, echo]) => `${name}: [${echo}] refused`);
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
}

describe('a server echoing the key', () => {
  it('gets no 12 characters of it printed: raw, case, hex, base64 at every alignment, URL-encoded', async ({
    onTestFinished,
  }) => {
    const url = await echoingServer(onTestFinished);
    const cwd = await workdir(onTestFinished, {});
    const commands = [
      ['api', 'getOrganizations'],
      ['api', 'getOrganizations', '--output', 'json'],
      ['orgs', '--live'],
    ];
    for (const argv of commands) {
      const run = await smform(['--debug', '--base-url', url, ...argv], {
        cwd,
        env: { MERAKI_DASHBOARD_API_KEY: KEY },
      });
      expect(run.code).toBe(1);
      const printed = run.stdout + run.stderr;
      // Every echo arrived, and every one became `***`.
      for (const name of Object.keys(ECHOES)) expect(printed).toContain(`${name}: [***] refused`);
      expect(leaked(printed)).toEqual([]);
    }
  }, 60_000);
});

describe('URL credentials', () => {
  it('a base URL or proxy with user:password@ shows the password as *** in --debug and in errors', async ({
    onTestFinished,
  }) => {
    const url = await echoingServer(onTestFinished);
    const withCredentials = url.replace('http://', 'http://ops:base-pa55word@');
    const cwd = await workdir(onTestFinished, {});
    const run = await smform(['--debug', '--base-url', withCredentials, 'api', 'getOrganizations'], {
      cwd,
      env: { MERAKI_DASHBOARD_API_KEY: KEY, HTTPS_PROXY: 'http://proxy-user:proxy-pa55word@[::' },
    });
    const printed = run.stdout + run.stderr;
    expect(run.code).toBe(1);
    expect(printed).toContain(`debug: setting baseUrl = ${url.replace('http://', 'http://ops:***@')}`);
    expect(printed).toContain('error: HTTPS_PROXY is not a proxy URL: "http://***@[::"');
    expect(printed).not.toContain('pa55word');
  }, 60_000);
});
