import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const mainJs = join(repoRoot, 'dist/cli/main.js');
const SEED = 'test/emulator/fixtures/acme.yaml';

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Spawns `smform emulator ...` and resolves with the first stdout line plus a promise of its exit. */
function spawnEmulator(args: string[]): {
  firstLine: Promise<string>;
  exit: Promise<Exit>;
  child: ChildProcessWithoutNullStreams;
} {
  if (!existsSync(mainJs)) throw new Error('dist/cli/main.js is missing: run `npm run build` first');
  const child = spawn(process.execPath, [mainJs, 'emulator', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env['PATH'] ?? '' },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<Exit>((done) =>
    child.on('exit', (code, signal) => done({ code, signal, stderr })),
  );
  const firstLine = new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const newline = stdout.indexOf('\n');
      if (newline >= 0) done(stdout.slice(0, newline));
    });
    child.on('exit', () => fail(new Error(`emulator exited before printing its URL: ${stderr}`)));
  });
  // A test that expects an early exit never awaits the URL: keep that rejection handled.
  firstLine.catch(() => undefined);
  return { firstLine, exit, child };
}

describe('smform emulator', () => {
  it('prints the base URL first, answers requests, logs without the key, and exits 0 on SIGTERM', async () => {
    const { firstLine, exit, child } = spawnEmulator(['--seed', SEED, '--port', '0', '--log']);
    const url = await firstLine;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
    const groups = await fetch(`${url}/networks/N_5678/sm/targetGroups`, {
      headers: { Authorization: 'Bearer cli-secret-key' },
    });
    expect(groups.status).toBe(200);
    expect(((await groups.json()) as { name: string }[]).map((g) => g.name)).toEqual(['Kiosks', 'Everyone']);
    const anonymous = await fetch(`${url}/organizations/549236/sm/admins/roles`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ errors: ['Missing API key'] });
    child.kill('SIGTERM');
    const { code, stderr } = await exit;
    expect(code).toBe(0);
    expect(stderr).toContain('GET /api/v1/networks/N_5678/sm/targetGroups 200 org=549236');
    expect(stderr).not.toContain('cli-secret-key');
  });

  it('answers a burst above --rate-limit with 429 and an integer Retry-After; exits 0 on SIGINT', async () => {
    const { firstLine, exit, child } = spawnEmulator([
      '--seed',
      SEED,
      '--rate-limit',
      '1',
      '--api-key',
      'k1',
    ]);
    const url = await firstLine;
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${url}/organizations/549236/sm/admins/roles`, { headers: { Authorization: 'Bearer k1' } }),
      ),
    );
    const limited = responses.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    const wrongKey = await fetch(`${url}/organizations/549236/sm/admins/roles`, {
      headers: { Authorization: 'Bearer k2' },
    });
    expect(wrongKey.status).toBe(401);
    child.kill('SIGINT');
    expect((await exit).code).toBe(0);
  });

  it('stops with file:line and exit 3 on a bad seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'smform-cli-seed-'));
    const seed = join(dir, 'bad.yaml');
    writeFileSync(seed, 'organizations:\n  - id: "1"\n    networks:\n      - name: no id\n');
    const { exit } = spawnEmulator(['--seed', seed]);
    const { code, stderr } = await exit;
    expect(code).toBe(3);
    expect(stderr).toContain(`${seed}:4:9  organizations[0].networks[0]: must have required property 'id'`);
  });

  it('serves a --synthetic set and refuses a bad --faults spec with exit 1', async () => {
    const { firstLine, exit, child } = spawnEmulator([
      '--synthetic',
      'orgs=1,networks=1,devices=5',
      '--rate-limit',
      '0',
    ]);
    const url = await firstLine;
    const devices = await fetch(`${url}/networks/N_800001_1/sm/devices`, {
      headers: { Authorization: 'Bearer k' },
    });
    expect(((await devices.json()) as unknown[]).length).toBe(5);
    child.kill('SIGTERM');
    expect((await exit).code).toBe(0);
    const bad = await spawnEmulator(['--faults', 'boom=1']).exit;
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("invalid fault spec: unknown fault 'boom'");
  });

  it('switches the unsettled behaviours with --echo, --sentry-priority and --sentry-envelope', async () => {
    const { firstLine, exit, child } = spawnEmulator([
      '--seed',
      SEED,
      '--port',
      '0',
      '--echo',
      'target-group-scope=none',
      '--sentry-priority',
      'lowest-first',
      '--sentry-envelope',
      'object',
    ]);
    const url = await firstLine;
    const headers = { Authorization: 'Bearer test-key' };
    const groups = (await (
      await fetch(`${url}/networks/N_5678/sm/targetGroups`, { headers })
    ).json()) as object[];
    expect(groups[0]).toEqual({ id: 't1', name: 'Kiosks', type: 'devices' });
    const sentry = (await (
      await fetch(`${url}/organizations/549236/sm/sentry/policies/assignments/byNetwork`, { headers })
    ).json()) as { items: { networkId: string; policies: { policyId: string; priority: string }[] }[] };
    const n1 = sentry.items.find((item) => item.networkId === 'N_1');
    expect(n1?.policies.map((p) => [p.policyId, p.priority])).toEqual([
      ['p2', '1'],
      ['p1', '2'],
    ]);
    child.kill('SIGTERM');
    expect((await exit).code).toBe(0);
    const bad = await spawnEmulator(['--echo', 'target-group-tags=none']).exit;
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--echo takes target-group-scope=full|keyword|string|none');
  });
});

describe('smform emulator against hostile clients', () => {
  it('answers a request body past 1 MiB with 413 and the API error envelope, and keeps serving', async () => {
    const { firstLine, child, exit } = spawnEmulator(['--seed', SEED]);
    const url = await firstLine;
    const headers = { Authorization: 'Bearer test-key', 'Content-Type': 'application/json' };
    const huge = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), scope: 'all' });
    const refused = await fetch(`${url}/networks/N_5678/sm/targetGroups`, {
      method: 'POST',
      headers,
      body: huge,
    });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ errors: ['Request body is larger than 1,048,576 bytes'] });
    const groups = await fetch(`${url}/networks/N_5678/sm/targetGroups`, { headers });
    expect(groups.status).toBe(200);
    expect(((await groups.json()) as { name: string }[]).map((g) => g.name)).toEqual(['Kiosks', 'Everyone']);
    child.kill('SIGTERM');
    expect((await exit).code).toBe(0);
  });

  it('warns on stderr when it listens beyond loopback without --api-key', async () => {
    /** Serves one request (the process is past its start-up), then stops; resolves with its exit. */
    const runOnce = async (args: string[]): Promise<Exit> => {
      const emulator = spawnEmulator(['--seed', SEED, ...args]);
      const url = (await emulator.firstLine).replace('0.0.0.0', '127.0.0.1');
      const answer = await fetch(`${url}/networks/N_5678/sm/targetGroups`, {
        headers: { Authorization: 'Bearer test-key' },
      });
      expect(answer.status).toBe(200);
      emulator.child.kill('SIGTERM');
      return emulator.exit;
    };
    const open = await runOnce(['--host', '0.0.0.0']);
    expect(open.code).toBe(0);
    expect(open.stderr).toContain(
      'warning: the emulator listens on 0.0.0.0, beyond this machine, and accepts any API key',
    );
    const keyed = await runOnce(['--host', '0.0.0.0', '--api-key', 'test-key']);
    expect(keyed.code).toBe(0);
    expect(keyed.stderr).not.toContain('warning');
    const loopback = await runOnce([]);
    expect(loopback.code).toBe(0);
    expect(loopback.stderr).not.toContain('warning');
  });
});
