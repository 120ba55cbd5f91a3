import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseSnapshot } from '../../src/snapshot/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform } from './cli.js';

const ACME = 'examples/acme';
const ACME_SEED = 'examples/acme/live.yaml';

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'smform-snapshot-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A plan document without the one field that differs between two runs. */
function comparable(json: string): Record<string, unknown> {
  const { createdAt: _createdAt, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
}

const offline = { MERAKI_DASHBOARD_API_KEY: undefined };

describe('smform snapshot and plan --live-from', () => {
  it('gives the same plan as the online plan the snapshot was taken from, with no API access', async () => {
    const emulator = await startTestEmulator(ACME_SEED, { rateLimit: 0 });
    const dir = await tempDir();
    const file = join(dir, 'live.json');
    const taken = await smform(['--base-url', emulator.url, 'snapshot', ACME, '--out', file]);
    expect(taken.code, taken.stderr).toBe(0);
    expect(taken.stderr).toContain(`plan offline with: smform plan --live-from ${file}`);
    const snapshot = parseSnapshot(await readFile(file, 'utf8'), file);
    expect(snapshot.scopes.organizations.map((o) => o.orgId)).toEqual(['549236', '681155']);
    // Devices of the declared SM networks are recorded for the blast radius.
    const hq = snapshot.live.organizations[0]?.networks.find((n) => n.id === 'N_24329156');
    expect(hq?.devices?.length).toBeGreaterThan(0);

    const online = await smform(['--base-url', emulator.url, 'plan', ACME, '--output', 'json']);
    expect(online.code, online.stderr).toBe(0);
    const requests = emulator.requestLog.length;
    const fromFile = await smform(['plan', ACME, '--live-from', file, '--output', 'json'], { env: offline });
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(emulator.requestLog.length).toBe(requests);
    expect(comparable(fromFile.stdout)).toEqual(comparable(online.stdout));
    expect((comparable(online.stdout)['changes'] as unknown[]).length).toBeGreaterThan(0);

    // The Markdown comment and drift work offline too.
    const comment = await smform(['plan', ACME, '--live-from', file, '--output', 'markdown'], {
      env: offline,
    });
    expect(comment.stdout).toContain('## smform plan: 4 changes');
    const drift = await smform(['drift', ACME, '--live-from', file, '--output', 'json'], { env: offline });
    const driftOnline = await smform([
      '--base-url',
      emulator.url,
      'drift',
      ACME,
      '--no-attribution',
      '--output',
      'json',
    ]);
    expect(drift.code).toBe(2);
    expect(comparable(drift.stdout)).toEqual(comparable(driftOnline.stdout));
  });

  it('refuses a snapshot that covers fewer scopes than the config declares, or is not a snapshot', async () => {
    const emulator = await startTestEmulator(ACME_SEED, { rateLimit: 0 });
    const dir = await tempDir();
    const file = join(dir, 'retail.json');
    const taken = await smform([
      '--base-url',
      emulator.url,
      'snapshot',
      ACME,
      '--org',
      '681155',
      '--out',
      file,
    ]);
    expect(taken.code).toBe(0);
    const narrow = await smform(['plan', ACME, '--live-from', file], { env: offline });
    expect(narrow.code).toBe(1);
    expect(narrow.stderr).toContain(
      'does not hold everything the configuration declares: the admin roles of organization 549236',
    );
    // The same snapshot plans the organization it holds.
    const retail = await smform(['plan', ACME, '--org', '681155', '--live-from', file], { env: offline });
    expect(retail.code, retail.stderr).toBe(0);
    expect(retail.stdout).toContain('No changes.');

    const planFile = join(dir, 'plan.json');
    await smform(['--base-url', emulator.url, 'plan', ACME, '--out', planFile]);
    const wrong = await smform(['plan', ACME, '--live-from', planFile], { env: offline });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('plan.json is a saved plan, not a live snapshot (or apply backup)');
    await writeFile(
      join(dir, 'broken.json'),
      JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), live: { organizations: [{ id: 1 }] } }),
    );
    const broken = await smform(['plan', ACME, '--live-from', join(dir, 'broken.json')], { env: offline });
    expect(broken.stderr).toContain('live.organizations[0].id is not a string');
    const missing = await smform(['plan', ACME, '--live-from', join(dir, 'nope.json')], { env: offline });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('cannot read the live snapshot');
  });

  it('prints the snapshot to stdout without --out and never contains the API key', async () => {
    const emulator = await startTestEmulator(ACME_SEED, { rateLimit: 0 });
    const run = await smform(['--base-url', emulator.url, 'snapshot', ACME, '--no-devices'], {
      env: { MERAKI_DASHBOARD_API_KEY: 'test-key-5ecret' },
    });
    expect(run.code).toBe(0);
    const snapshot = parseSnapshot(run.stdout, 'stdout');
    // Only a network that declares device tags holds its devices: they are that kind's live state.
    const networks = snapshot.live.organizations.flatMap((o) => o.networks);
    expect(networks.filter((n) => n.devices !== undefined).map((n) => n.id)).toEqual(['N_24329157']);
    expect(networks.find((n) => n.id === 'N_24329157')?.kinds?.['deviceTag']).toBeDefined();
    expect(run.stdout + run.stderr).not.toContain('5ecret');
  });
});
