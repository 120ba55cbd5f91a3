import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workdir } from '../cli/run-built.js';

// A bounded soak of the emulator (npm run test:faults): CLIENTS concurrent clients for SECONDS on loopback,
// each driving its own network through create, read, update, read, delete and read again, plus paged reads
// of a shared role list. Every answer is checked; the emulator's resident memory is sampled from /proc.
const CLIENTS = Number(process.env['SMFORM_SOAK_CLIENTS'] ?? 50);
const SECONDS = Number(process.env['SMFORM_SOAK_SECONDS'] ?? 60);
const ROLES = 120;
const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const headers = { Authorization: 'Bearer test-key', 'Content-Type': 'application/json' };

const seed = {
  organizations: [
    {
      id: '777',
      adminRoles: Array.from({ length: ROLES }, (_, i) => ({
        roleId: `r${i}`,
        name: `Role ${i}`,
        scope: 'some',
        tags: [`t${i}`],
      })),
      networks: Array.from({ length: CLIENTS }, (_, i) => ({
        id: `N_S${i}`,
        targetGroups: [{ id: `g${i}`, name: 'Fixed', scope: 'all', tags: [] }],
      })),
    },
  ],
};

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
}

interface Group {
  id: string;
  name: string;
  scope: string;
  tags: string[];
}

/** One client's loop; returns the number of checked answers. Throws on the first wrong one. */
async function client(url: string, index: number, until: number): Promise<number> {
  const network = `${url}/networks/N_S${index}/sm/targetGroups`;
  let checked = 0;
  const call = async (
    method: string,
    target: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown; link: string | null }> => {
    const response = await fetch(target, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    checked += 1;
    return {
      status: response.status,
      json: text === '' ? null : (JSON.parse(text) as unknown),
      link: response.headers.get('link'),
    };
  };
  for (let round = 0; Date.now() < until; round += 1) {
    const name = `C${index}-${round}`;
    const created = await call('POST', network, { name, scope: `withAny, a${round}, b` });
    expect(created.status).toBe(201);
    const group = created.json as Group;
    expect(group).toMatchObject({ name, scope: 'withAny' });
    const listed = await call('GET', network);
    expect((listed.json as Group[]).map((g) => g.name).sort()).toEqual(['Fixed', name].sort());
    const updated = await call('PUT', `${network}/${group.id}`, { scope: 'withAll, c' });
    expect(updated.status).toBe(200);
    const read = await call('GET', `${network}/${group.id}`);
    expect(read.json).toMatchObject({ id: group.id, name, scope: 'withAll', tags: ['c'] });
    expect((await call('DELETE', `${network}/${group.id}`)).status).toBe(204);
    expect((await call('GET', `${network}/${group.id}`)).status).toBe(404);
    if (round % 5 === 0) {
      // Page through the shared roles: every role exactly once, in order.
      const names: string[] = [];
      let next: string | undefined = `${url}/organizations/777/sm/admins/roles?perPage=50`;
      while (next !== undefined) {
        const page = await call('GET', next);
        expect(page.status).toBe(200);
        names.push(...(page.json as { items: { name: string }[] }).items.map((r) => r.name));
        next = /<([^>]+)>;\s*rel="?next"?/.exec(page.link ?? '')?.[1];
      }
      expect(names).toHaveLength(ROLES);
      expect(new Set(names).size).toBe(ROLES);
    }
  }
  return checked;
}

describe('the emulator under load', () => {
  it(`${CLIENTS} concurrent clients for ${SECONDS} s: every answer right, memory flat`, async ({
    onTestFinished,
  }) => {
    const dir = await workdir(onTestFinished, { 'seed.json': JSON.stringify(seed) });
    const child = spawn(
      process.execPath,
      [mainJs, 'emulator', '--seed', `${dir}/seed.json`, '--rate-limit', '0'],
      {
        env: { PATH: process.env['PATH'] ?? '' },
      },
    );
    onTestFinished(() => {
      child.kill('SIGTERM');
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
      });
      child.on('error', reject);
    });
    const pid = child.pid ?? 0;
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const samples: number[] = [];
    const sampler = setInterval(() => {
      void rssKb(pid).then((kb) => samples.push(kb));
    }, 1000);
    let counts: number[];
    try {
      counts = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(url, i, until)));
    } finally {
      clearInterval(sampler);
    }
    const total = counts.reduce((a, b) => a + b, 0);
    // The state is as it began: every client's groups are gone again.
    for (let i = 0; i < CLIENTS; i += 1) {
      const response = await fetch(`${url}/networks/N_S${i}/sm/targetGroups`, { headers });
      expect(((await response.json()) as Group[]).map((g) => g.name)).toEqual(['Fixed']);
    }
    // Memory: after a warm-up fifth, the resident size may wobble but must not keep climbing.
    const warm = samples.slice(Math.floor(samples.length / 5));
    const first = Math.max(...warm.slice(0, 3));
    const last = Math.max(...warm.slice(-3));
    console.log(
      `soak: ${CLIENTS} clients, ${SECONDS} s, ${total} checked answers (${Math.round(total / SECONDS)}/s); emulator RSS ${Math.round((samples[0] ?? 0) / 1024)} MB at start, ${Math.round(first / 1024)} MB warm, ${Math.round(last / 1024)} MB at the end`,
    );
    expect(counts.every((n) => n > 0)).toBe(true);
    // Unbounded, the request log alone grew the emulator by about 30 MB in 60 s; capped it stays within noise.
    expect(last).toBeLessThan(first * 1.2 + 8 * 1024);
  });
});
