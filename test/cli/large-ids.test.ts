import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startEmulator, type Seed } from '../../src/emulator/index.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

/**
 * Ids above 2^53 arrive as JSON numbers no double holds exactly (issue 27 item 8): smform keeps their
 * digits, plans and writes to the id it read, never a rounded neighbour. Through the CLI in-process.
 */

const BIG = '9007199254740993';
const ROUNDED = '9007199254740992';
const KEY = 'test-key-large-ids';

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      name: 'Org',
      networks: [{ id: 'N_1', name: 'SM', targetGroups: [{ id: BIG, name: 'Kiosks', scope: 'all' }] }],
    },
  ],
};
const config = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [kiosk] }
`;

/**
 * A proxy in front of the emulator that turns the target group id, a string there, into the bare JSON
 * number a Dashboard could send; it records every request it forwards.
 */
async function numericIds(onFinished: OnFinished, upstream: string) {
  const seen: string[] = [];
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    seen.push(`${req.method ?? ''} ${req.url ?? ''}`);
    const forward = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8').split(`"id":"${BIG}"`).join(`"id":${BIG}`);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`, seen };
}

describe('an id above 2^53 in a list answer', () => {
  it('is planned and written under its exact digits, and the next plan is empty', async ({
    onTestFinished,
  }) => {
    const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
    onTestFinished(() => emulator.close());
    const proxy = await numericIds(onTestFinished, emulator.url);
    const cwd = await workdir(onTestFinished, { 'smform.yaml': config });
    const env = { MERAKI_DASHBOARD_API_KEY: KEY };
    const plan = await smform(['--base-url', proxy.url, 'plan', '--output', 'json'], { cwd, env });
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toContain(`"id": "${BIG}"`);
    expect(plan.stdout).not.toContain(ROUNDED);
    const apply = await smform(['--base-url', proxy.url, 'apply', '--auto-approve'], { cwd, env });
    expect(apply.code, apply.stderr).toBe(0);
    const writes = proxy.seen.filter((line) => !line.startsWith('GET '));
    expect(writes).toEqual([`PUT /api/v1/networks/N_1/sm/targetGroups/${BIG}`]);
    const again = await smform(['--base-url', proxy.url, 'plan', '--detailed-exitcode'], { cwd, env });
    expect(again.code, again.stdout).toBe(0);
  }, 90_000);
});
